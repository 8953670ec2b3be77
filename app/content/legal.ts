import type { ConsentText, LegalPage, ProviderInfo } from './types.ts';

// German legal pages (spec §2 "Legal pages", DESIGN.md points 6, 8–12, LEGAL.md).
// Unlike the other content files these are functions: the operator data (imprint, addresses,
// providers, version dates) comes from configuration as ProviderInfo, never from this file.
// Texts are general wording for the operator's lawyer to review; they are not legal advice.

/** "Musterstraße 1, 10115 Berlin, Deutschland" */
function postalAddress(p: ProviderInfo): string {
  return `${p.street}, ${p.postalCode} ${p.city}, ${p.country}`;
}

/** Markdown-style mail link the legal template turns into a mailto: link. */
function mailLink(p: ProviderInfo): string {
  return `[${p.email}](mailto:${p.email})`;
}

/** Markdown-style phone link; the tel: target keeps only digits and a leading plus. */
function phoneLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `[${phone}](tel:${digits})`;
}

/** A text only when the configured value is not empty (e.g. no register entry for a sole trader). */
function whenSet(value: string, text: string): readonly string[] {
  return value.trim() === '' ? [] : [text];
}

// ---------------------------------------------------------------------------------------------
// Impressum
// ---------------------------------------------------------------------------------------------

export function impressumPage(p: ProviderInfo): LegalPage {
  const registerLines = [
    ...whenSet(p.register, `Registereintrag: ${p.register}`),
    ...whenSet(p.vatId, `Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${p.vatId}`),
  ];
  return {
    slug: 'impressum',
    seo: {
      title: 'Impressum – Anbieterangaben von Echtcheck',
      description:
        'Impressum von Echtcheck nach § 5 DDG: Anschrift, Vertretung, Kontakt per E-Mail und Telefon, Registereintrag, Umsatzsteuer-ID und Verantwortlicher nach MStV.',
      keywords: ['Impressum', 'Anbieterkennzeichnung', '§ 5 DDG', 'Echtcheck Kontakt', 'Verantwortlicher MStV'],
    },
    title: 'Impressum',
    intro: `Hier finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter von Echtcheck und die Wege, auf denen Sie uns schnell erreichen.`,
    sections: [
      {
        id: 'anbieter',
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [`${p.companyName}, ${postalAddress(p)}`, `Vertreten durch: ${p.representative}`],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        paragraphs: [
          `- E-Mail: ${mailLink(p)}\n- Telefon: ${phoneLink(p.phone)}`,
          'Anfragen per E-Mail beantworten wir innerhalb von 24 Stunden. Für Fragen zu einem laufenden Auftrag nennen Sie bitte Ihre achtstellige Auftragsnummer aus der Bestätigungs-E-Mail.',
        ],
      },
      // Left out entirely when neither a register entry nor a VAT id is configured.
      ...(registerLines.length === 0
        ? []
        : [{ id: 'register', heading: 'Registereintrag und Umsatzsteuer', paragraphs: registerLines }]),
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: [`${p.representative}, c/o ${p.companyName}, ${p.street}, ${p.postalCode} ${p.city}`],
      },
      {
        id: 'haftung',
        heading: 'Haftung für Inhalte und Links',
        paragraphs: [
          'Unsere Ratgebertexte erstellen wir sorgfältig und halten sie aktuell. Sie geben allgemeine Hinweise zum Schutz vor Betrug im Internet und ersetzen weder eine Rechtsberatung noch die Prüfung Ihres Einzelfalls. Stellen Sie einen Fehler fest, freuen wir uns über eine kurze Nachricht.',
          'Wo wir auf Seiten anderer Anbieter verweisen, sind allein diese für ihre Inhalte verantwortlich. Auf diese Inhalte haben wir keinen Einfluss. Erfahren wir, dass eine verlinkte Seite rechtswidrige Inhalte enthält, entfernen wir den Verweis.',
        ],
      },
      {
        id: 'streitbeilegung',
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'An Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil; dazu sind wir weder verpflichtet noch bereit (§ 36 VSBG).',
          `Die Online-Streitbeilegungsplattform der EU wurde am 20. Juli 2025 eingestellt, daher verweisen wir nicht mehr auf sie. Haben Sie ein Anliegen oder eine Beschwerde, schreiben Sie uns direkt an ${mailLink(p)} – wir suchen gern gemeinsam mit Ihnen eine Lösung.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Datenschutzerklärung (exactly eight sections, spec §2)
// ---------------------------------------------------------------------------------------------

export function datenschutzPage(p: ProviderInfo): LegalPage {
  return {
    slug: 'datenschutz',
    seo: {
      title: 'Datenschutzerklärung von Echtcheck',
      description:
        'Wie Echtcheck personenbezogene Daten verarbeitet: Hosting in Deutschland, Aufträge, cookielose Statistik, Google Analytics nur mit Einwilligung, Ihre Rechte.',
      keywords: ['Datenschutzerklärung', 'DSGVO', 'Datenschutz Echtcheck', 'Cookies', 'TDDDG', 'Betroffenenrechte'],
    },
    title: 'Datenschutzerklärung',
    intro: `Wir erklären Ihnen hier nach Art. 13 und 14 DSGVO, welche personenbezogenen Daten wir beim Besuch unserer Website und bei einem Auftrag verarbeiten, wozu und wie lange. Stand: ${p.privacyVersion}.`,
    sections: [
      {
        id: 'ueberblick',
        heading: '1. Überblick',
        paragraphs: [
          `Verantwortlicher im Sinne der DSGVO ist ${p.companyName}, vertreten durch ${p.representative}, ${postalAddress(p)}. Per E-Mail erreichen Sie uns unter ${mailLink(p)}, telefonisch unter ${phoneLink(p.phone)}.`,
          'Diese Erklärung behandelt:\n- den Aufruf unserer Seiten und die Speicherungen in Ihrem Browser\n- das Hosting unserer Website und Ihrer Daten\n- die Buchung und Bearbeitung eines Profil-Checks, einschließlich der Angaben zur zu prüfenden Person\n- unsere cookielose Besucherstatistik und Google Analytics\n- die Zahlung über unseren Zahlungsanbieter\n- Ihre Rechte und wie Sie uns erreichen',
          'Empfänger Ihrer Daten sind nur die Dienstleister, die wir für den Betrieb brauchen: unser Hosting-Anbieter, unser Zahlungsanbieter und unser E-Mail-Versanddienst. Mit dem Hosting- und dem E-Mail-Dienstleister bestehen Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO.',
        ],
      },
      {
        id: 'datenerfassung',
        heading: '2. Datenerfassung auf dieser Website',
        paragraphs: [
          'Bei jedem Seitenaufruf übermittelt Ihr Browser technische Angaben an unseren Server, etwa IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browserkennung. Diese Server-Logdateien brauchen wir, um Angriffe abzuwehren und Fehler zu finden (Art. 6 Abs. 1 lit. f DSGVO). Server-Logdateien werden nach 7 Tagen gelöscht.',
          'Ihre Entscheidung im Cookie-Banner legen wir in Ihrem Browser unter dem Namen „cookie-consent“ ab, damit das Banner nicht bei jedem Aufruf erscheint. Angefangene Eingaben im Bestellformular bewahren wir im Sitzungsspeicher (Session Storage) Ihres Browsers auf, bis Sie bestellen; schließen Sie den Tab, löscht der Browser sie. Beide Speicherungen sind für die von Ihnen gewünschte Nutzung unbedingt erforderlich und deshalb ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG).',
          'Weitere Cookies setzen wir ohne Ihre Zustimmung nicht. Schriften liefern wir von unserem eigenen Server aus; beim Seitenaufruf wird keine Verbindung zu Google Fonts hergestellt.',
          'Schreiben Sie uns eine E-Mail oder rufen Sie an, verarbeiten wir Ihre Angaben, um Ihr Anliegen zu beantworten – bei Fragen zu einem Auftrag nach Art. 6 Abs. 1 lit. b DSGVO, sonst auf Grundlage unseres berechtigten Interesses an der Beantwortung (lit. f). Ist das Anliegen erledigt, löschen wir die Nachricht, soweit keine gesetzliche Aufbewahrungspflicht besteht.',
          'Nutzen Sie die Schaltfläche „Vertrag widerrufen“, verarbeiten wir Name, Auftragsnummer und E-Mail-Adresse, um den Widerruf zuzuordnen und Ihnen den Eingang mit Datum und Uhrzeit zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 356a BGB).',
        ],
      },
      {
        id: 'hosting',
        heading: '3. Hosting in Deutschland',
        paragraphs: [
          `Unsere Website, die Datenbank und hochgeladene Dateien liegen auf Servern in Deutschland. Anbieter ist ${p.hostingProvider}.`,
          `${p.hostingProvider} verarbeitet die Daten ausschließlich nach unserer Weisung. Dazu haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Rechtsgrundlage für das Hosting ist unser berechtigtes Interesse an einem sicheren und zuverlässigen Betrieb (Art. 6 Abs. 1 lit. f DSGVO); soweit es um Aufträge geht, zusätzlich die Vertragserfüllung (lit. b).`,
        ],
      },
      {
        id: 'datenverarbeitung',
        heading: '4. Datenverarbeitung bei Aufträgen',
        paragraphs: [
          'Wenn Sie einen Profil-Check buchen, verarbeiten wir Vor- und Nachname, E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, die gewählte Leistung, den Zahlungsstatus und Ihre Bestätigungen in der Buchung. Das ist für die Durchführung des Vertrags erforderlich (Art. 6 Abs. 1 lit. b DSGVO).',
          'Zur zu prüfenden Person erhalten wir von Ihnen etwa Name oder Benutzername, Profil-Link, Plattformen, gegebenenfalls E-Mail-Adresse und Telefonnummer, Fotos, Chatauszüge und Ihren Verdachtsgrund. Diese Daten verarbeiten wir zur Wahrung Ihres berechtigten Interesses, sich vor Betrug und Identitätsmissbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Wir nehmen nur Aufträge mit einem zulässigen Zweck an und recherchieren ausschließlich in öffentlich zugänglichen Quellen. Auch die zu prüfende Person kann die in Abschnitt 7 genannten Rechte ausüben, insbesondere widersprechen.',
          'Wir führen keine Gesichtserkennung durch und verarbeiten keine biometrischen Daten (Art. 9 DSGVO). Der Abgleich von Fotos erfolgt über die Bildrückwärtssuche nach identischen Bildern. Daten über strafrechtliche Verurteilungen und Straftaten (Art. 10 DSGVO) nehmen wir nicht in Berichte auf.',
          'Hochgeladene Dateien (JPG, PNG, PDF, TXT oder DOCX, jeweils höchstens 50 MB) speichern wir nicht öffentlich auf unseren Servern. Unsere Mitarbeitenden sehen Auftragsdaten und Dateien erst nach einer Anmeldung und öffnen Dateien nur über kurzzeitig gültige, berechtigte Links.',
          `Bestätigung, Rechnung und Ergebnisbericht senden wir per E-Mail. Für den Versand nutzen wir ${p.mailProvider} als Auftragsverarbeiter nach Art. 28 DSGVO.`,
          'Speicherdauer:\n- Auftragsdaten (Angaben zur zu prüfenden Person, Chattexte, hochgeladene Dateien, interne Notizen und der Bericht) löschen wir spätestens 30 Tage nach Abschluss des Auftrags.\n- Rechnungen und Buchungsbelege bewahren wir 8 Jahre auf, weil das Steuerrecht es verlangt (§ 147 AO, Art. 6 Abs. 1 lit. c DSGVO).\n- Nachweise über Ihre Bestätigungen (Wortlaut, Version, Zeitpunkt) behalten wir bis zum Ablauf der gesetzlichen Verjährungsfrist, um bei Streitigkeiten belegen zu können, was vereinbart wurde (Art. 6 Abs. 1 lit. f DSGVO).',
        ],
      },
      {
        id: 'analyse',
        heading: '5. Analyse und Statistik',
        paragraphs: [
          'Um zu sehen, welche Seiten gelesen werden, betreiben wir eine eigene Besucherstatistik ohne Cookies. Sie speichert nichts auf Ihrem Gerät, auch nicht im lokalen Speicher. Eine Kennung für den einzelnen Seitenaufruf existiert nur im Arbeitsspeicher, solange die Seite geöffnet ist.',
          'Besucher zählen wir über einen Hashwert aus IP-Adresse und Browserkennung, der mit einem täglich wechselnden Zufallswert gebildet wird. Die IP-Adresse selbst speichern wir nicht, und Besuche verschiedener Tage lassen sich so nicht miteinander verknüpfen. Das Land ermitteln wir auf unserem eigenen Server ohne externen Dienst. Aufrufe durch automatisierte Programme (Bots) filtern wir heraus. Erfasst werden aufgerufene Seite, Zeitpunkt, Verweildauer und Land.',
          'Weil dabei keine Informationen auf Ihrem Gerät gespeichert oder ausgelesen werden, ist nach § 25 TDDDG keine Einwilligung nötig. Rechtsgrundlage ist unser berechtigtes Interesse, die Nutzung unseres Angebots zu verstehen und es zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Die Statistikdaten bewahren wir nur so lange auf, wie wir sie für diese Auswertung benötigen. Sie können nach Art. 21 DSGVO widersprechen.',
          'Google Analytics 4 nutzen wir nur, wenn Sie im Cookie-Banner der Statistik zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Ohne diese Zustimmung werden keine Daten an Google Analytics gesendet; alle Signale des Google Consent Mode v2 stehen von vornherein auf „abgelehnt“. Die IP-Anonymisierung ist aktiviert. Die Auswahl „Marketing“ im Banner steuert getrennt davon, ob Google Daten für Werbezwecke speichern und nutzen darf; ohne Ihre Zustimmung bleibt auch das abgelehnt.',
          'Bei Google Analytics können Daten an Google LLC in den USA übermittelt werden. Google LLC ist unter dem EU-US Data Privacy Framework zertifiziert, für das die EU-Kommission ein angemessenes Datenschutzniveau festgestellt hat (Art. 45 DSGVO).',
          'Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO): Klicken Sie dazu am Ende jeder Seite auf „Cookie-Einstellungen“ und ändern Sie Ihre Auswahl.',
        ],
      },
      {
        id: 'zahlungsanbieter',
        heading: '6. Zahlungsanbieter',
        paragraphs: [
          `Sie bezahlen per Karte über ${p.paymentProvider}, bevor wir mit der Arbeit beginnen. Ihre Kartendaten geben Sie nur auf der Zahlungsseite von ${p.paymentProvider} ein; wir sehen und speichern sie nicht.`,
          `Wir übermitteln ${p.paymentProvider} den Betrag, die Leistung und Ihre E-Mail-Adresse. Zurück erhalten wir den Zahlungsstatus und eine Zahlungskennung, mit der wir die Zahlung Ihrem Auftrag zuordnen. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO), für die Buchhaltung die gesetzliche Aufbewahrungspflicht (lit. c). Ergänzend gelten die Datenschutzhinweise von ${p.paymentProvider}.`,
        ],
      },
      {
        id: 'rechte',
        heading: '7. Ihre Rechte',
        paragraphs: [
          'Sie haben gegenüber uns folgende Rechte:\n- Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)\n- Berichtigung unrichtiger Daten (Art. 16 DSGVO)\n- Löschung (Art. 17 DSGVO), soweit keine Aufbewahrungspflicht entgegensteht\n- Einschränkung der Verarbeitung (Art. 18 DSGVO)\n- Datenübertragbarkeit (Art. 20 DSGVO)\n- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
          'Verarbeiten wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
          'Eine erteilte Einwilligung können Sie jederzeit widerrufen (Art. 7 Abs. 3 DSGVO). Die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.',
          'Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
        ],
      },
      {
        id: 'kontakt',
        heading: '8. Kontakt',
        paragraphs: [
          `Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie am einfachsten an ${mailLink(p)}.`,
          `Per Post erreichen Sie uns unter ${p.companyName}, Stichwort „Datenschutz“, ${p.street}, ${p.postalCode} ${p.city}, ${p.country}. Damit wir Ihre Anfrage zuordnen können, nennen Sie bitte, falls vorhanden, Ihre Auftragsnummer.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// AGB (exactly sixteen sections, spec §2)
// ---------------------------------------------------------------------------------------------

export function agbPage(p: ProviderInfo): LegalPage {
  return {
    slug: 'agb',
    seo: {
      title: 'AGB – Allgemeine Geschäftsbedingungen von Echtcheck',
      description:
        'AGB von Echtcheck: Leistung, Vertragsschluss, Mindestalter 18, berechtigtes Interesse, Preis 39,00 € inkl. MwSt., Garantie, Widerruf und Haftung.',
      keywords: [
        'AGB',
        'Allgemeine Geschäftsbedingungen',
        'Profil-Check Vertrag',
        'Widerrufsrecht',
        'Garantie',
        'Echtcheck',
      ],
    },
    title: 'Allgemeine Geschäftsbedingungen',
    intro: `Diese Bedingungen regeln, was Sie von einem Profil-Check bei Echtcheck erwarten können und was wir von Ihnen benötigen. Stand: ${p.termsVersion}.`,
    sections: [
      {
        id: 'geltungsbereich',
        heading: '§ 1 Geltungsbereich',
        paragraphs: [
          `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Aufträge, die Sie über unsere Website Echtcheck an ${p.companyName} erteilen.`,
          'Sie gelten für Verbraucher (§ 13 BGB) ebenso wie für Unternehmer (§ 14 BGB). Regeln, die nur für Verbraucher gelten, sind als solche bezeichnet. Abweichende Bedingungen des Auftraggebers werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich zustimmen.',
        ],
      },
      {
        id: 'anbieter',
        heading: '§ 2 Anbieter',
        paragraphs: [
          `Ihr Vertragspartner ist ${p.companyName}, vertreten durch ${p.representative}, mit Sitz in ${postalAddress(p)}.`,
          ...whenSet(p.register, `Eingetragen: ${p.register}.`),
          `Sie erreichen uns per E-Mail an ${mailLink(p)} und telefonisch unter ${phoneLink(p.phone)}.`,
        ],
      },
      {
        id: 'leistung',
        heading: '§ 3 Gegenstand der Leistung',
        paragraphs: [
          'Wir prüfen eine Person oder ein Online-Profil auf Hinweise auf Betrug, gefälschte Profile, missbräuchlich verwendete Fotos oder Identitätsmissbrauch. Dazu durchsuchen Mitarbeitende unseres Teams manuell frei zugängliche Internetquellen und gleichen Fotos per Bildrückwärtssuche mit identischen Bildern ab. Das Ergebnis fassen wir in einem schriftlichen Bericht zusammen.',
          'Wir schulden eine sorgfältige Recherche, nicht ein bestimmtes Ergebnis. Ob sich ein Verdacht bestätigen oder ausräumen lässt, hängt davon ab, was öffentlich auffindbar ist. Der Bericht beschreibt den Stand zum Zeitpunkt der Recherche.',
          'Ausdrücklich nicht zu unseren Leistungen gehören:\n- Ermittlungen mit polizeilichen oder sonstigen hoheitlichen Befugnissen; wir sind weder Polizei noch Detektei\n- Rechtsberatung oder die Vertretung gegenüber Dritten\n- der Zugriff auf private Konten, Nachrichten oder andere nicht öffentliche Daten\n- Gesichtserkennung und die Aufnahme von Daten über Straftaten in den Bericht\n- die Rückholung bereits gezahlten Geldes',
        ],
      },
      {
        id: 'vertragsschluss',
        heading: '§ 4 Vertragsschluss',
        paragraphs: [
          'Die Beschreibung unserer Leistungen auf der Website ist noch kein verbindliches Angebot. In der Buchung geben Sie Schritt für Schritt Ihre Kontaktdaten, die Angaben zur zu prüfenden Person, Dateien, Einzelheiten zu Ihrem Anliegen und die erforderlichen Bestätigungen ein. Im letzten Schritt sehen Sie eine Zusammenfassung mit Leistung, Preis und Bearbeitungszeit und können Ihre Eingaben über „Zurück“ korrigieren.',
          `Mit einem Klick auf die Schaltfläche „Jetzt zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab und werden zur Zahlung an ${p.paymentProvider} weitergeleitet. Der Vertrag kommt zustande, sobald Ihre Zahlung erfolgreich abgeschlossen ist.`,
          'Danach erhalten Sie per E-Mail eine Bestätigung mit dem Vertragsinhalt, diesen AGB, der Widerrufsbelehrung und Ihrer Rechnung, und zwar bevor wir mit der Arbeit beginnen (§ 312f BGB). Vertragssprache ist Deutsch.',
        ],
      },
      {
        id: 'mindestalter',
        heading: '§ 5 Mindestalter und Umfang eines Auftrags',
        paragraphs: [
          'Aufträge dürfen nur Personen erteilen, die mindestens 18 Jahre alt sind. Das bestätigen Sie bei der Buchung.',
          'Jeder Auftrag umfasst die Prüfung genau einer Person. Möchten Sie mehrere Personen prüfen lassen, ist für jede ein eigener Auftrag erforderlich.',
        ],
      },
      {
        id: 'berechtigtes-interesse',
        heading: '§ 6 Berechtigtes Interesse und unzulässige Zwecke',
        paragraphs: [
          'Weil jede Prüfung Daten einer anderen Person betrifft, nehmen wir Aufträge nur an, wenn Sie ein berechtigtes Interesse haben, etwa den Schutz vor Betrug oder vor dem Missbrauch Ihrer Identität. Welche Zwecke zulässig sind, beschreibt unsere Checkliste zum [berechtigten Interesse](/berechtigtes-interesse).',
          'Unzulässig sind insbesondere:\n- bloße Neugier\n- Hintergrundrecherchen über Fremde ohne konkreten Anlass\n- die Überwachung von Partnern oder ehemaligen Partnern\n- Adresshandel oder Werbung\n- diskriminierende Zwecke',
          'Wir prüfen jeden Auftrag auf Plausibilität. Deutet er auf einen unzulässigen Zweck hin, lehnen wir ihn ab oder beenden die Bearbeitung. Ansprüche auf Rückzahlung richten sich in diesem Fall nach den gesetzlichen Vorschriften.',
        ],
      },
      {
        id: 'mindestangaben',
        heading: '§ 7 Mindestangaben',
        paragraphs: [
          'Für eine Prüfung benötigen wir mindestens:\n- Name oder Benutzername, unter dem die Person auftritt\n- Plattform, auf der Profil oder Kontakt besteht\n- vorhandene Profilbilder oder andere Medien\n- den Grund Ihres Verdachts\n- Ihre Bestätigung, dass ein berechtigtes Interesse besteht',
          'Dateien können Sie in den Formaten JPG, PNG, PDF, TXT und DOCX mit jeweils bis zu 50 MB hochladen. Je vollständiger Ihre Angaben sind, desto gezielter können wir suchen.',
        ],
      },
      {
        id: 'pflichten',
        heading: '§ 8 Pflichten des Auftraggebers',
        paragraphs: [
          'Ihre Angaben müssen wahrheitsgemäß und nach bestem Wissen vollständig sein.',
          'Sie dürfen nur Material hochladen, das Sie rechtmäßig erlangt haben und für diesen Zweck verwenden dürfen, zum Beispiel Screenshots Ihrer eigenen Chats oder Fotos, die Ihnen die Person geschickt hat. Inhalte aus fremden privaten Konten, auf die Sie sich unbefugt Zugang verschafft haben, gehören nicht dazu.',
          'Den Bericht nutzen Sie nur für den Zweck, den Sie bei der Buchung angegeben haben. Weitergeben dürfen Sie ihn an Stellen, die Ihnen in der Sache helfen, etwa Polizei, Bank oder Ihre Anwältin bzw. Ihren Anwalt; veröffentlichen dürfen Sie ihn nicht.',
        ],
      },
      {
        id: 'preise',
        heading: '§ 9 Preise und Zahlung',
        paragraphs: [
          'Eine Prüfung kostet 39,00 € inkl. 19 % MwSt. (32,77 € netto zuzüglich 6,23 € Umsatzsteuer). Der Preis ist für alle Prüfungsarten gleich; ein Abonnement entsteht nicht.',
          `Sie zahlen per Karte über ${p.paymentProvider} bei der Bestellung. Wir beginnen erst mit der Arbeit, wenn die Zahlung bestätigt ist. Die Rechnung erhalten Sie per E-Mail.`,
        ],
      },
      {
        id: 'leistungserbringung',
        heading: '§ 10 Leistungserbringung und Fristen',
        paragraphs: [
          'Die Bearbeitung beginnt, sobald Ihre Zahlung bestätigt ist und die Mindestangaben vorliegen. Die Rechnung senden wir Ihnen wenige Minuten nach der Zahlung per E-Mail.',
          'Üblicherweise liegt der Ergebnisbericht 24 bis 48 Stunden nach Beginn der Bearbeitung in Ihrem E-Mail-Postfach. Ist ein Fall aufwendig, kann die Recherche bis zu 72 Stunden dauern.',
          `Rückfragen beantworten wir innerhalb von 24 Stunden, per E-Mail an ${mailLink(p)} oder telefonisch unter ${phoneLink(p.supportPhone)}.`,
        ],
      },
      {
        id: 'garantie',
        heading: '§ 11 Garantie',
        paragraphs: [
          'Finden wir in öffentlichen Quellen nichts zur zu prüfenden Person, teilen wir Ihnen das im Bericht mit. Den Preis erstatten wir in diesem Fall nicht, denn die Recherche wurde vollständig durchgeführt.',
          'Dafür ist Ihre nächste Prüfung kostenlos: Mit dem Ergebnis erhalten Sie per E-Mail einen Gutscheincode. Sie lösen ihn bei Ihrer nächsten Buchung im letzten Schritt im Feld „Gutscheincode“ ein, mit der E-Mail-Adresse, an die wir ihn geschickt haben. Der Code gilt für eine Prüfung, drei Jahre lang und nur für Sie als denselben Auftraggeber; eine Auszahlung in Geld ist ausgeschlossen. Ihre gesetzlichen Rechte bleiben unberührt.',
        ],
      },
      {
        id: 'widerrufsrecht',
        heading: '§ 12 Widerrufsrecht für Verbraucher',
        paragraphs: [
          'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Einzelheiten und das Muster-Widerrufsformular enthält unsere [Widerrufsbelehrung](/widerruf). Am schnellsten widerrufen Sie über die Schaltfläche „Vertrag widerrufen“ im Fußbereich jeder Seite.',
          'Verlangen Sie ausdrücklich, dass wir vor Ablauf der Widerrufsfrist beginnen, und bestätigen Sie zugleich, dass Ihnen der Verlust des Widerrufsrechts bei vollständiger Erfüllung bekannt ist, erlischt das Recht, sobald die Prüfung vollständig erbracht ist (§ 356 Abs. 4 BGB). Widerrufen Sie vorher, schulden Sie für den bis dahin geleisteten Teil Wertersatz (§ 357a Abs. 2 BGB).',
        ],
      },
      {
        id: 'haftung',
        heading: '§ 13 Haftung',
        paragraphs: [
          'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen.',
          'Verletzen wir leicht fahrlässig eine wesentliche Vertragspflicht, ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Wesentlich sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          'Diese Regeln gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.',
        ],
      },
      {
        id: 'datenschutz',
        heading: '§ 14 Datenschutz und Löschung',
        paragraphs: [
          'Welche Daten wir von Ihnen und über die geprüfte Person verarbeiten, erläutert unsere [Datenschutzerklärung](/datenschutz).',
          'Alle Falldaten – Angaben zur zu prüfenden Person, Chattexte, Uploads, interne Notizen und der Bericht – entfernt unser System automatisch, spätestens 30 Tage nachdem der Auftrag abgeschlossen ist. Bitte speichern Sie den Bericht selbst, wenn Sie ihn länger benötigen. Rechnungen und Buchungsbelege bleiben wegen der steuerlichen Aufbewahrungspflicht acht Jahre erhalten (§ 147 AO).',
        ],
      },
      {
        id: 'aenderungen',
        heading: '§ 15 Änderungen dieser AGB',
        paragraphs: [
          'Wir dürfen diese AGB mit Wirkung für die Zukunft ändern, wenn dafür ein sachlicher Grund besteht, etwa eine Gesetzesänderung, und die Änderung für Sie zumutbar ist. Wesentliche Vertragsinhalte – Art und Umfang der Leistung, Preis und Garantie – ändern wir auf diesem Weg nicht.',
          'Geänderte Bedingungen kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail an. Widersprechen Sie nicht innerhalb von 30 Tagen nach Zugang der Mitteilung, gelten die Änderungen als angenommen. Auf die Frist, Ihr Widerspruchsrecht und die Bedeutung Ihres Schweigens weisen wir in der Mitteilung gesondert hin. Widersprechen Sie, gelten die bisherigen Bedingungen weiter.',
          'Das betrifft nur noch laufende Vertragsbeziehungen, zum Beispiel eine noch nicht eingelöste kostenlose Prüfung aus der Garantie. Jeder neue Auftrag richtet sich nach der Fassung, die bei seiner Bestellung gilt.',
        ],
      },
      {
        id: 'schlussbestimmungen',
        heading: '§ 16 Schlussbestimmungen',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Haben Sie als Verbraucher Ihren gewöhnlichen Aufenthalt in einem anderen Staat der EU, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften dieses Staates.',
          'Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus dem Vertrag Berlin. Für Verbraucher gilt der gesetzliche Gerichtsstand.',
          'Ist eine Bestimmung dieser AGB unwirksam, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 BGB).',
          'Zur Teilnahme an einem Verfahren vor einer Verbraucherschlichtungsstelle sind wir nicht verpflichtet, und wir nehmen daran auch nicht freiwillig teil (§ 36 VSBG).',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Berechtigtes Interesse (indexed page)
// ---------------------------------------------------------------------------------------------

export function berechtigtesInteressePage(p: ProviderInfo): LegalPage {
  return {
    slug: 'berechtigtes-interesse',
    seo: {
      title: 'Berechtigtes Interesse: Checkliste für Ihren Profil-Check',
      description:
        'Wann Sie eine Person prüfen lassen dürfen: erlaubte und verbotene Zwecke, Ihre Pflichten als Auftraggeber und die Bestätigung vor der Buchung bei Echtcheck.',
      keywords: [
        'berechtigtes Interesse',
        'Person überprüfen lassen',
        'Profil-Check erlaubt',
        'Romance Scam Schutz',
        'Identitätsdiebstahl',
        'DSGVO Interessenabwägung',
      ],
    },
    title: 'Berechtigtes Interesse: wann wir eine Person prüfen',
    intro:
      'Eine Prüfung betrifft immer auch einen anderen Menschen. Deshalb übernehmen wir nur Aufträge mit einem nachvollziehbaren Schutzanliegen. Diese Checkliste zeigt, welche Anlässe dazu zählen und welche nicht.',
    sections: [
      {
        id: 'warum',
        heading: 'Warum wir ein berechtigtes Interesse verlangen',
        paragraphs: [
          'Wenn wir zu einer Person recherchieren, verarbeiten wir ihre Daten, ohne dass sie davon weiß. Das ist nach Art. 6 Abs. 1 lit. f DSGVO nur erlaubt, wenn Ihr Anliegen schwerer wiegt als das Interesse dieser Person, in Ruhe gelassen zu werden. Ein konkreter Verdacht, betrogen oder getäuscht zu werden, erfüllt diese Voraussetzung in aller Regel – Neugier dagegen nicht.',
          'Diese Seite gibt allgemeine Hinweise zu unserem Vorgehen und ist keine Rechtsberatung.',
        ],
      },
      {
        id: 'zulaessige-zwecke',
        heading: 'Zulässige Zwecke',
        paragraphs: [
          'Mindestens einer dieser Anlässe muss auf Ihre Situation zutreffen. Romance Scam, auf Deutsch Liebesbetrug, bedeutet: Jemand täuscht online eine Liebesbeziehung vor, um später Geld zu verlangen.',
        ],
        table: {
          caption: 'Anlässe, für die wir eine Prüfung übernehmen',
          columns: ['Zweck', 'Beispiel'],
          rows: [
            [
              'Schutz vor Betrug',
              'Eine Online-Bekanntschaft bittet nach wenigen Wochen um Geld, etwa für angebliche Zollgebühren oder eine Operation im Ausland.',
            ],
            [
              'Identitätsdiebstahl',
              'Auf einer Plattform ist ein Profil mit Ihrem Namen oder Ihren Fotos aufgetaucht, das Sie nie angelegt haben.',
            ],
            [
              'Vorbeugung gegen Romance Scam',
              'Ihr Chatpartner schreibt täglich von Liebe und gemeinsamer Zukunft, weicht Videoanrufen aber seit Wochen aus.',
            ],
            [
              'Missbrauch persönlicher Daten',
              'Jemand nutzt Ihre Telefonnummer oder Anschrift, bestellt in Ihrem Namen oder bringt Fremde dazu, Sie zu kontaktieren.',
            ],
            [
              'Schutz geschäftlicher Interessen',
              'Ein neuer Geschäftskontakt aus dem Netz verlangt Vorkasse, und Sie möchten wissen, ob Firma und Ansprechpartner wirklich existieren.',
            ],
          ],
        },
      },
      {
        id: 'unzulaessige-zwecke',
        heading: 'Unzulässige Zwecke',
        paragraphs: [
          'Für die folgenden Zwecke lehnen wir Aufträge ab, auch wenn sie in der Beschreibung anders dargestellt werden.',
        ],
        table: {
          caption: 'Zwecke, für die wir keine Prüfung übernehmen',
          columns: ['Unzulässiger Zweck', 'Warum'],
          rows: [
            [
              'Bloße Neugier',
              'Ohne Schutzanliegen überwiegt das Recht der Person, dass niemand Informationen über sie zusammenträgt.',
            ],
            [
              'Hintergrundrecherche über Fremde ohne Anlass',
              'Wer mit der Person keinen Kontakt hat und keinen Verdacht nennen kann, hat kein eigenes schutzwürdiges Interesse.',
            ],
            [
              'Überwachung von (Ex-)Partnern',
              'Kontrolle verletzt die Privatsphäre und kann als Nachstellung strafbar sein (§ 238 StGB).',
            ],
            [
              'Adresshandel oder Werbung',
              'Wer Daten sammelt, um sie zu verkaufen oder Werbung zu verschicken, verfolgt ein rein wirtschaftliches Ziel und kein Schutzanliegen.',
            ],
            [
              'Diskriminierende Zwecke',
              'Nachforschungen zu Herkunft, Religion, Gesundheit oder sexueller Orientierung betreffen besonders geschützte Daten (Art. 9 DSGVO) und sind ausgeschlossen.',
            ],
          ],
        },
      },
      {
        id: 'pflichten',
        heading: 'Ihre Pflichten als Auftraggeber',
        paragraphs: [
          '- Sie schildern Ihren Anlass ehrlich und so genau, wie es Ihnen möglich ist.\n- Sie laden nur Bilder, Chatverläufe und Dokumente hoch, die Sie rechtmäßig besitzen, etwa aus Ihren eigenen Unterhaltungen.\n- Sie verwenden unseren Bericht ausschließlich für den angegebenen Schutzzweck und stellen ihn nicht ins Netz.\n- Sie nehmen keinen Kontakt zur Person auf, um sie mit dem Bericht unter Druck zu setzen.',
          'Unsere [AGB](/agb) regeln diese Pflichten verbindlich.',
        ],
      },
      {
        id: 'unsere-rolle',
        heading: 'Unsere Rolle als Anbieter',
        paragraphs: [
          'Jeden Auftrag lesen wir vor Beginn der Recherche auf Plausibilität. Passen Anlass und Angaben nicht zusammen oder deutet etwas auf einen unzulässigen Zweck hin, lehnen wir den Auftrag ab oder brechen die Bearbeitung ab.',
          'Wir recherchieren nur in öffentlich zugänglichen Quellen. Wir verschaffen uns keinen Zugang zu privaten Konten, geben uns nicht als jemand anderes aus, führen keine Gesichtserkennung durch und nehmen keine Angaben zu Straftaten in den Bericht auf.',
          `Auftragsdaten löschen wir spätestens 30 Tage nach Abschluss. Was mit den Daten der geprüften Person geschieht, beschreibt unsere [Datenschutzerklärung](/datenschutz). Fragen zu diesen Regeln beantworten wir unter ${mailLink(p)}.`,
        ],
      },
      {
        id: 'bestaetigung',
        heading: 'Ihre Bestätigung bei der Buchung',
        paragraphs: [
          'Bevor Sie bestellen können, bestätigen Sie in der Buchung:\n- dass Sie diese Checkliste gelesen haben\n- welcher zulässige Zweck auf Sie zutrifft – mindestens einer muss angekreuzt sein\n- Ihr Anliegen in eigenen Worten, mit 150 bis 300 Zeichen\n- dass Sie mindestens 18 Jahre alt sind',
          'Fehlt eine dieser Angaben, ist keine Bestellung möglich. Ihre Bestätigungen speichern wir mit Wortlaut, Version und Zeitpunkt, damit nachvollziehbar bleibt, auf welcher Grundlage wir gearbeitet haben.',
        ],
      },
      {
        id: 'selbst-handeln',
        heading: 'Was Sie schon jetzt selbst tun können',
        paragraphs: [
          'Auch ohne Auftrag können Sie einiges klären:\n- Laden Sie die Profilfotos in eine Bildrückwärtssuche wie Google Bilder oder TinEye. Tauchen dieselben Bilder unter anderen Namen auf, ist das ein deutliches Warnsignal.\n- Überweisen Sie kein Geld, kaufen Sie keine Gutscheinkarten und tätigen Sie keine Krypto-Zahlungen für jemanden, den Sie nie persönlich getroffen haben.\n- Sichern Sie Profil, Chats und Zahlungsbelege als Screenshots, bevor das Konto verschwindet.\n- Haben Sie bereits bezahlt, informieren Sie umgehend Ihre Bank, damit sie weitere Abbuchungen verhindern kann, und zeigen Sie den Vorfall bei der Polizei an.\n- Nutzen Sie die Meldefunktion der Plattform und sperren Sie den Kontakt.',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Widerrufsbelehrung (Anlage 1 EGBGB, services) and Muster-Widerrufsformular (Anlage 2 EGBGB)
// ---------------------------------------------------------------------------------------------

export function widerrufPage(p: ProviderInfo): LegalPage {
  return {
    slug: 'widerruf',
    seo: {
      title: 'Widerrufsbelehrung und Widerrufsformular – Echtcheck',
      description:
        'Widerrufsbelehrung für Verbraucher: 14 Tage Frist, Widerruf per Brief, E-Mail oder Schaltfläche „Vertrag widerrufen“, Wertersatz und Muster-Widerrufsformular.',
      keywords: [
        'Widerrufsbelehrung',
        'Widerrufsrecht',
        'Muster-Widerrufsformular',
        'Vertrag widerrufen',
        'Wertersatz',
      ],
    },
    title: 'Widerrufsbelehrung',
    intro:
      'Schließen Sie einen Vertrag mit uns als Verbraucher (§ 13 BGB), steht Ihnen das folgende gesetzliche Widerrufsrecht zu. Am einfachsten nutzen Sie dafür die Schaltfläche „Vertrag widerrufen“ am Ende jeder Seite.',
    sections: [
      {
        id: 'widerrufsrecht',
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
          'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
          `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${p.companyName}, ${postalAddress(p)}, Telefon: ${p.phone}, E-Mail: ${mailLink(p)}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
          'Sie können Ihren Widerruf auch über die Schaltfläche „Vertrag widerrufen“ erklären, die sich am Ende jeder Seite unserer Website befindet. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.',
          'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        ],
      },
      {
        id: 'folgen',
        heading: 'Folgen des Widerrufs',
        paragraphs: [
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
          'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        ],
      },
      {
        id: 'vorzeitiges-erloeschen',
        heading: 'Vorzeitiges Erlöschen des Widerrufsrechts',
        paragraphs: [
          'Bei einem Vertrag über Dienstleistungen erlischt das Widerrufsrecht vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen haben, nachdem Sie ausdrücklich zugestimmt und zugleich bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB).',
          'Diese Erklärung geben Sie bei der Buchung über ein eigenes Kästchen ab, getrennt von der Zustimmung zu den AGB. Mit dem Versand Ihres Ergebnisberichts ist die Prüfung vollständig erbracht; danach ist ein Widerruf nicht mehr möglich. Widerrufen Sie während der laufenden Recherche, zahlen Sie nur den anteiligen Betrag nach § 357a Abs. 2 BGB und erhalten den Rest zurück.',
        ],
      },
      {
        id: 'widerruf-online',
        heading: 'So funktioniert die Schaltfläche „Vertrag widerrufen“',
        paragraphs: [
          'Sie finden die Schaltfläche im Fußbereich jeder Seite; ein Kundenkonto oder eine Anmeldung brauchen Sie dafür nicht. Im Formular tragen Sie ein:\n- Ihren Namen\n- Ihre Auftragsnummer – die acht Zeichen aus Ihrer Bestätigungs-E-Mail\n- die E-Mail-Adresse, an die wir die Eingangsbestätigung senden sollen',
          'Im nächsten Schritt prüfen Sie Ihre Angaben und senden den Widerruf mit „Widerruf bestätigen“ ab. Unmittelbar darauf schicken wir Ihnen eine Eingangsbestätigung per E-Mail, die den Inhalt Ihres Widerrufs sowie Datum und Uhrzeit des Eingangs nennt. Bewahren Sie diese E-Mail als Nachweis auf.',
        ],
      },
      {
        id: 'muster-widerrufsformular',
        heading: 'Muster-Widerrufsformular',
        paragraphs: [
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          `– An ${p.companyName}, ${p.street}, ${p.postalCode} ${p.city}, ${p.country}, E-Mail: ${p.email}:`,
          '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
          '– Bestellt am (*)/erhalten am (*)',
          '– Name des/der Verbraucher(s)',
          '– Anschrift des/der Verbraucher(s)',
          '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          '– Datum',
          '(*) Unzutreffendes streichen.',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Checkbox labels for checkout step 5 (stored verbatim with their version as consent evidence)
// ---------------------------------------------------------------------------------------------

export const consentTexts: readonly ConsentText[] = [
  {
    kind: 'berechtigtes-interesse',
    label:
      'Ich bestätige, dass ich ein berechtigtes Interesse an der Prüfung dieser Person habe, die [Checkliste zum berechtigten Interesse](/berechtigtes-interesse) gelesen habe und die Prüfung für keinen der dort genannten unzulässigen Zwecke nutze.',
    version: '2026-11-01',
  },
  {
    kind: 'agb',
    label: 'Ich habe die [AGB](/agb) gelesen und akzeptiere sie.',
    version: '2026-11-24',
  },
  {
    kind: 'datenschutz',
    label: 'Ich habe die [Datenschutzerklärung](/datenschutz) gelesen.',
    version: '2026-11-01',
  },
  {
    kind: 'age-18',
    label: 'Ich bin mindestens 18 Jahre alt.',
    version: '2026-11-01',
  },
  {
    kind: 'early-start',
    label:
      'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Prüfung beginnen. Mir ist bekannt, dass mein Widerrufsrecht erlischt, sobald die Prüfung vollständig erbracht ist, und dass ich bei einem Widerruf nach Beginn der Prüfung Wertersatz für den bereits erbrachten Teil leisten muss ([Widerrufsbelehrung](/widerruf)).',
    version: '2026-11-01',
  },
];

// ---------------------------------------------------------------------------------------------
// Cookie banner
// ---------------------------------------------------------------------------------------------

export const cookieBannerText = {
  title: 'Cookies und Statistik',
  text: 'Unsere eigene Besucherstatistik kommt ohne Cookies aus. Google Analytics und Werbe-Signale nutzen wir nur, wenn Sie zustimmen. Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende ändern. Mehr dazu in der [Datenschutzerklärung](/datenschutz).',
  necessaryLabel: 'Notwendig',
  necessaryDescription:
    'Speichert Ihre Auswahl in Ihrem Browser und Ihre Eingaben im Bestellformular bis zur Bestellung. Immer aktiv.',
  analyticsLabel: 'Statistik (Google Analytics)',
  analyticsDescription:
    'Zeigt uns, wie unsere Seiten genutzt werden. Dabei können Daten an Google in den USA übermittelt werden.',
  marketingLabel: 'Marketing',
  marketingDescription:
    'Erlaubt Google, Daten für Werbezwecke zu speichern und zu nutzen, etwa um Anzeigen zu messen. Ohne Zustimmung bleibt das abgelehnt.',
  acceptAll: 'Alle akzeptieren',
  onlyNecessary: 'Nur notwendige',
  customize: 'Einstellungen anpassen',
  save: 'Auswahl speichern',
  close: 'Schließen',
} as const;
