// The privacy notice (Datenschutzerklärung, Art. 13 and 14 DSGVO) with its statistics section.
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { CONFIRMED_IDENTIFIER_YEARS } from '#app/lib/identifiers.ts';
import type { LegalSettings } from '#app/lib/legal-settings.ts';
import { CASE_DATA_DAYS } from '../retention.ts';
import type { LegalPage, LegalSection } from '../types.ts';
import { ORDER_BROWSER_COOKIE_NAME, ORDER_BROWSER_HOURS } from './consents.ts';
import {
  criminalOffencesText,
  dataProtectionOfficerContact,
  declineRefundText,
  declineText,
  GOOGLE_IRELAND,
  imageSearchNames,
  imageSearchRecipients,
  imageSearchText,
  type LegalProvider,
  legalSettings,
  mailLink,
  monthsDative,
  monthsNominative,
  paymentSection,
  phoneLink,
  postalAddress,
  walletNote,
} from './shared.ts';

export function datenschutzPage(p: LegalProvider): LegalPage {
  const settings = legalSettings(p);
  return {
    slug: 'datenschutz',
    seo: {
      title: 'Datenschutzerklärung von Echtcheck',
      description:
        'Wie Echtcheck personenbezogene Daten verarbeitet: Hosting in Deutschland, Aufträge, Bildrückwärtssuche, Daten der geprüften Person, Fristen und Ihre Rechte.',
      keywords: [
        'Datenschutzerklärung',
        'DSGVO',
        'Datenschutz Echtcheck',
        'Speicherdauer',
        'Bildrückwärtssuche',
        'Betroffenenrechte',
      ],
    },
    title: 'Datenschutzerklärung',
    intro: `Wir erklären Ihnen hier nach Art. 13 und 14 DSGVO, welche personenbezogenen Daten wir beim Besuch unserer Website und bei einem Auftrag verarbeiten, wozu und wie lange. Stand: ${p.privacyVersion}.`,
    sections: [
      ueberblickSection(p, settings),
      datenerfassungSection(settings),
      hostingSection(p),
      datenverarbeitungSection(p, settings),
      analyticsSection(p, settings),
      paymentSection(p, settings),
      rechteSection(),
      kontaktSection(p),
    ],
  };
}

/** The section “1. Überblick”. */
function ueberblickSection(p: LegalProvider, settings: LegalSettings): LegalSection {
  const services = settings.imageSearchServices;
  const ga = settings.googleAnalytics;
  return {
    id: 'ueberblick',
    heading: '1. Überblick',
    paragraphs: [
      `Verantwortlicher im Sinne der DSGVO ist ${p.companyName}, vertreten durch ${p.representative}, ${postalAddress(p)}. Per E-Mail erreichen Sie uns unter ${mailLink(p)}, telefonisch unter ${phoneLink(p.phone)}.`,
      `Unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten erreichen Sie so: ${dataProtectionOfficerContact(p)}.`,
      `Diese Erklärung behandelt:\n- den Aufruf unserer Seiten, unsere Server-Protokolle und die Speicherungen in Ihrem Browser\n- das Hosting unserer Website und Ihrer Daten\n- die Buchung und Bearbeitung eines Profil-Checks, einschließlich der Daten der zu prüfenden Person, der Bildrückwärtssuche und des Abgleichs mit anderen Aufträgen\n- wie lange wir welche Daten speichern\n- ${ga ? 'unsere eigene Besucherstatistik ohne Cookies und Google Analytics, das nur mit Ihrer Einwilligung läuft' : 'unsere eigene Besucherstatistik ohne Cookies'}\n- die Zahlung über unseren Zahlungsanbieter\n- Ihre Rechte und wie Sie uns erreichen`,
      `Empfänger Ihrer Daten sind die Dienstleister, die wir für den Betrieb brauchen: unser Hosting-Anbieter, unser E-Mail-Versanddienst und unser Zahlungsanbieter${walletNote(settings.paymentMethods)}. Mit dem Hosting-Anbieter und dem E-Mail-Versanddienst bestehen Verträge über Auftragsverarbeitung nach Art. 28 DSGVO. Fotos, die Sie uns für eine Prüfung überlassen, laden wir außerdem bei öffentlichen Bildrückwärtssuchen hoch (${imageSearchNames(services)}). Wer diese Dienste betreibt und auf welcher Grundlage Daten dabei in Staaten außerhalb der EU gelangen, lesen Sie in Abschnitt 4.${ga ? ' Haben Sie im Cookie-Banner zugestimmt, erhält außerdem Google (Google Ireland Limited) über Google Analytics Daten zu Ihrem Besuch (Abschnitt 5).' : ''}`,
    ],
  };
}

/** The section “2. Datenerfassung auf dieser Website”. */
function datenerfassungSection(settings: LegalSettings): LegalSection {
  const ga = settings.googleAnalytics;
  return {
    id: 'datenerfassung',
    heading: '2. Datenerfassung auf dieser Website',
    paragraphs: [
      `Bei jedem Seitenaufruf übermittelt Ihr Browser technische Angaben an unseren Server, darunter Ihre IP-Adresse und Ihre Browserkennung. Die IP-Adresse braucht der Server, um Ihnen die Seite zu schicken. In seinen Protokollen (Server-Logdateien) hält er je Aufruf nur Zeitpunkt, Art der Anfrage, aufgerufene Adresse, Statuscode, Dauer und eine zufällige Anfragekennung fest – weder Ihre IP-Adresse noch Ihre Browserkennung. Die Protokolle brauchen wir, um Fehler zu finden und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Wir löschen sie nach ${settings.logRetentionDays} Tagen.`,
      'Für unsere eigene Besucherstatistik nutzt der Server Ihre IP-Adresse außerdem im Moment des Aufrufs, um daraus einen Besuchercode zu berechnen und Ihr Land zu bestimmen. Die IP-Adresse selbst speichern wir dafür nicht (Abschnitt 5).',
      'Damit niemand unsere Formulare massenhaft missbraucht, zählen wir Dateiuploads, Widerrufe über das Online-Formular und Anmeldeversuche im Mitarbeiterbereich je Internetanschluss. Dafür speichern wir nicht die IP-Adresse selbst, sondern einen gekürzten Hashwert davon, und löschen diese Zähler spätestens 25 Stunden nach der letzten gezählten Anfrage (Art. 6 Abs. 1 lit. f DSGVO).',
      // Without Google Analytics there is no cookie banner (app/components/cookie-banner.tsx), so no choice is stored.
      `${ga ? 'Ihre Entscheidung im Cookie-Banner legen wir in Ihrem Browser unter dem Namen „cookie-consent“ ab, damit das Banner nicht bei jedem Aufruf erscheint; sie bleibt dort, bis Sie sie ändern oder Ihre Browserdaten löschen. ' : ''}Angefangene Eingaben im Bestellformular bewahren wir im Sitzungsspeicher (Session Storage) Ihres Browsers auf, bis Sie bestellen; schließen Sie den Tab, löscht der Browser sie. Schicken Sie eine Bestellung ab, legt unser Server für ${ORDER_BROWSER_HOURS} Stunden das Cookie „${ORDER_BROWSER_COOKIE_NAME}“ mit der Kennung Ihres Auftrags und dem Schlüssel Ihrer Statusseite in Ihrem Browser ab; damit gelangt nur dieser Browser von der Bestätigungsseite direkt zu Ihrer Statusseite. Diese Speicherungen sind für die von Ihnen gewünschte Nutzung unbedingt erforderlich und deshalb ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG).`,
      `Unsere Besucherstatistik speichert nichts in Ihrem Browser: kein Cookie, nichts im lokalen Speicher (Local Storage) und nichts im Sitzungsspeicher. ${ga ? 'Cookies, die nicht unbedingt erforderlich sind, setzt nur Google Analytics, und zwar erst nach Ihrer Zustimmung im Cookie-Banner (Abschnitt 5).' : 'Weitere Cookies setzen wir ohne Ihre Zustimmung nicht.'} Schriften liefern wir von unserem eigenen Server aus; beim Seitenaufruf wird keine Verbindung zu Google Fonts hergestellt.`,
      'Schreiben Sie uns eine E-Mail oder rufen Sie an, verarbeiten wir Ihre Angaben, um Ihr Anliegen zu beantworten – bei Fragen zu einem Auftrag nach Art. 6 Abs. 1 lit. b DSGVO, sonst auf Grundlage unseres berechtigten Interesses an der Beantwortung (lit. f). Ist das Anliegen erledigt, löschen wir die Nachricht, soweit keine gesetzliche Aufbewahrungspflicht besteht.',
      'Nutzen Sie die Schaltfläche „Vertrag widerrufen“, verarbeiten wir Name, E-Mail-Adresse und, falls angegeben, die Auftragsnummer; ohne Auftragsnummer vergleichen wir Name und E-Mail-Adresse mit unseren Aufträgen, um den Widerruf zuzuordnen und Ihnen den Eingang mit Datum und Uhrzeit zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 356a BGB).',
    ],
  };
}

/** The section “3. Hosting in Deutschland”. */
function hostingSection(p: LegalProvider): LegalSection {
  return {
    id: 'hosting',
    heading: '3. Hosting in Deutschland',
    paragraphs: [
      `Unsere Website, die Datenbank und hochgeladene Dateien liegen auf Servern in Deutschland. Anbieter ist ${p.hostingProvider}.`,
      `${p.hostingProvider} verarbeitet die Daten ausschließlich nach unserer Weisung. Dazu haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Rechtsgrundlage für das Hosting ist unser berechtigtes Interesse an einem sicheren und zuverlässigen Betrieb (Art. 6 Abs. 1 lit. f DSGVO); soweit es um Aufträge geht, zusätzlich die Vertragserfüllung (lit. b).`,
    ],
  };
}

/** The section “4. Datenverarbeitung bei Aufträgen”. */
function datenverarbeitungSection(p: LegalProvider, settings: LegalSettings): LegalSection {
  const services = settings.imageSearchServices;
  const ga = settings.googleAnalytics;
  return {
    id: 'datenverarbeitung',
    heading: '4. Datenverarbeitung bei Aufträgen',
    paragraphs: [
      'Wenn Sie einen Profil-Check buchen, verarbeiten wir Ihren Vor- und Nachnamen, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, die gewählte Leistung, den Zahlungsstatus und Ihre Bestätigungen in der Buchung. Das ist für die Durchführung des Vertrags erforderlich (Art. 6 Abs. 1 lit. b DSGVO).',
      // Checkout step 4 (issue 38): orderedForOptions and paymentOptions in app/lib/checkout-rules.ts, app/lib/residence.ts.
      'Außerdem fragen wir in der Buchung:\n- für wen Sie prüfen: für sich selbst oder für eine Angehörige oder einen Angehörigen\n- in welchem Bundesland die Person wohnt, für die Sie prüfen (Sie selbst oder Ihre Angehörige oder Ihr Angehöriger), oder ob sie außerhalb Deutschlands wohnt\n- ob sie bereits Geld gezahlt hat und auf welchem Weg: per Überweisung, mit Kredit- oder Debitkarte, mit Gutscheinkarten, mit Kryptowährung oder auf anderem Weg',
      'Diese Angaben brauchen wir für Ihren Ergebnisbericht. Er richtet sich immer an Sie; prüfen Sie für eine Angehörige oder einen Angehörigen, spricht er von ihr oder ihm als betroffener Person und gibt Ihnen zusätzlich Hinweise für das Gespräch mit ihr oder ihm. Nach dem Bundesland richtet sich, welche Onlinewache der Polizei wir im Ergebnisbericht nennen, wenn wir zu einer Anzeige raten. Nach der Zahlung richten sich der erste Schritt, den wir Ihnen empfehlen – etwa sofort die Bank anzurufen oder die Karte sperren zu lassen –, welche Belege die Polizei braucht und ob die Beweismappe den Entwurf eines Schreibens an die Bank enthält. Rechtsgrundlage ist die Durchführung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO); soweit die Angaben Ihre Angehörige oder Ihren Angehörigen betreffen, zusätzlich das berechtigte Interesse, sie oder ihn vor Betrug zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Wir speichern die Angaben mit den übrigen Auftragsdaten und löschen sie mit ihnen.',
      'Hochgeladene Dateien (JPG, PNG, PDF, TXT oder DOCX, jeweils höchstens 50 MB) speichern wir auf unseren Servern, ohne sie öffentlich zugänglich zu machen. Unsere Mitarbeitenden sehen Auftragsdaten und Dateien erst nach einer Anmeldung und öffnen Dateien nur über kurzzeitig gültige, signierte Links.',
      `Bestätigung, Rechnung und Ergebnis senden wir Ihnen per E-Mail; den Ergebnisbericht laden Sie auf Ihrer persönlichen Statusseite herunter, die Sie über den Link in der E-Mail erreichen. Für den Versand nutzen wir ${p.mailProvider} als Auftragsverarbeiter nach Art. 28 DSGVO.`,
    ],
    subsections: [
      {
        heading: 'Daten der zu prüfenden Person',
        paragraphs: [
          'Über die zu prüfende Person verarbeiten wir, was Sie uns in der Buchung angeben: den Namen, unter dem sie auftritt, die Plattformen und, soweit Sie sie nennen, Benutzername, Profil-Link, E-Mail-Adresse, Telefonnummer, Fotos und andere Dateien, Chatauszüge und Ihre Schilderung des Verdachts. Hinzu kommt, was unser Team in öffentlich zugänglichen Quellen über sie findet, etwa weitere Profile, dieselben Fotos unter anderem Namen oder öffentliche Warnungen vor einer Betrugsmasche. Jede Fundstelle halten wir mit Adresse, Funddatum und einem Bildschirmfoto der Seite fest. Das Ergebnis fassen wir im Ergebnisbericht und in der Beweismappe für Sie zusammen.',
          'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO: Ihr berechtigtes Interesse, sich vor Betrug, Liebesbetrug und dem Missbrauch Ihrer Identität zu schützen, und unser Interesse, Sie dabei zu unterstützen. Wir nehmen nur Aufträge an, für die Sie einen zulässigen Zweck bestätigen und in eigenen Worten beschreiben (siehe unsere [Checkliste zum berechtigten Interesse](/berechtigtes-interesse)). Wir führen keine Gesichtserkennung durch und verarbeiten keine biometrischen Daten (Art. 9 DSGVO).',
          `${declineText} Lehnen wir ab, recherchieren wir nicht weiter und erstellen keinen Ergebnisbericht. ${declineRefundText} Die Falldaten löschen wir ${CASE_DATA_DAYS} Tage nach der Ablehnung, wie nach jedem abgeschlossenen Auftrag.`,
          criminalOffencesText,
          'Die zu prüfende Person benachrichtigen wir nicht über die Prüfung (Art. 14 Abs. 5 lit. b DSGVO). Nach dieser Vorschrift entfällt die Information, soweit sie die Ziele der Verarbeitung unmöglich machen oder ernsthaft beeinträchtigen würde oder einen unverhältnismäßigen Aufwand erfordern würde. Beides trifft hier zu. Die Prüfung soll Sie vor Betrug schützen: Wer tatsächlich betrügt, wäre durch eine Nachricht gewarnt, könnte Profile und Spuren löschen, unter anderem Namen weitermachen und den Druck auf Sie erhöhen. Zudem kennen wir oft nur einen Benutzernamen und keinen verlässlichen Weg, die Person zu erreichen; eine Nachricht an ein gefälschtes Profil erreichte den Betrüger, nicht den Menschen, dessen Fotos oder Namen er verwendet.',
          `Zum Schutz der geprüften Person treffen wir die Maßnahmen, die Art. 14 Abs. 5 lit. b DSGVO verlangt: Wir recherchieren nur in öffentlich zugänglichen Quellen, nehmen keinen Kontakt zu ihr auf, löschen die Falldaten ${CASE_DATA_DAYS} Tage nach Abschluss und machen diese Informationen hier öffentlich zugänglich, sodass jede Person nachlesen kann, was wir tun.`,
          `Wurden Ihre Daten in einer Prüfung verarbeitet – auch wenn Sie mit dem Verdacht nichts zu tun haben, etwa weil jemand Ihre Fotos oder Ihren Namen missbraucht –, können Sie Ihre Rechte bei uns ausüben:\n- Kontakt: per E-Mail an ${mailLink(p)} oder an unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten (Abschnitt 8).\n- Auskunft (Art. 15 DSGVO): Nennen Sie uns die Angaben, unter denen Sie auftreten, etwa Name, Telefonnummer, E-Mail-Adresse, Benutzername oder Profil-Link. Wir teilen Ihnen mit, ob und welche Daten wir dazu gespeichert haben. Wer uns beauftragt hat und was uns die Kundin oder der Kunde anvertraut hat, nennen wir nicht, soweit deren überwiegende berechtigte Interessen das verlangen (§ 29 Abs. 1 Satz 2 BDSG, Art. 15 Abs. 4 DSGVO).\n- Widerspruch (Art. 21 DSGVO): Sie können der Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr und löschen sie, auch einen gespeicherten Prüfwert (unten, Abgleich mit anderen Aufträgen), es sei denn, zwingende schutzwürdige Gründe überwiegen, etwa weil dieselbe Angabe in weiteren Fällen mit Betrugsverdacht auftaucht.\n- Berichtigung, Löschung und Einschränkung (Art. 16 bis 18 DSGVO) und die Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO), wie in Abschnitt 7 beschrieben.`,
        ],
      },
      {
        heading: 'Bildrückwärtssuche',
        paragraphs: [
          `${imageSearchText(p)} Dazu erzeugt unser System von jedem Foto, das Sie uns überlassen, eine Kopie ohne Metadaten (ohne Aufnahmeort, Kamera und Aufnahmezeit). Unsere Mitarbeitenden laden diese Kopie einzeln bei den Diensten hoch, oder der Dienst ruft sie über einen Link bei uns ab, der nach 10 Minuten ungültig wird und nur diese eine Kopie zeigt. Die Anbieter verarbeiten die Fotos in eigener Verantwortung, um die Suche auszuführen. Rechtsgrundlage ist wie für die übrige Prüfung Art. 6 Abs. 1 lit. f DSGVO.`,
          `Empfänger und Grundlage der Übermittlung in Staaten außerhalb der EU:\n${services.map((service) => `- ${imageSearchRecipients[service]}`).join('\n')}`,
          ...(services.includes('yandex')
            ? []
            : [
                'Yandex (Russland) nutzen wir für Ihre Fotos nicht: Für Russland gibt es weder einen Angemessenheitsbeschluss noch geeignete Garantien für den Schutz der Daten.',
              ]),
        ],
      },
      {
        heading: 'Abgleich mit anderen Aufträgen',
        paragraphs: [
          'Damit wir Betrüger wiedererkennen, die mit denselben Fotos, Nummern oder Konten viele Menschen anschreiben, gleichen wir jeden Auftrag mit unseren anderen Aufträgen ab. Das Ergebnis sehen nur unsere Mitarbeitenden im geschützten Mitarbeiterbereich: Wer einen Fall bearbeitet, sieht, dass dasselbe Foto oder dieselbe Angabe schon in einem anderen Auftrag vorkam, und kann diesen Auftrag öffnen. So sind auch die Mitarbeitenden gewarnt, die den Fall eines anderen Kunden bearbeiten. Andere Kunden sehen Ihre Angaben nicht.',
          `Fotos: Von jedem Bild, das Sie hochladen, berechnet unser Server einen Bild-Fingerabdruck: eine Zahl, die das Aussehen des ganzen Bildes grob beschreibt und aus der sich das Bild nicht wiederherstellen lässt. Verglichen werden die Fingerabdrücke ganzer Bilder, keine Gesichter; eine Gesichtserkennung findet nicht statt. So sehen unsere Mitarbeitenden, ob dasselbe Foto, auch verkleinert oder leicht beschnitten, schon in einem anderen Auftrag vorkam – ein deutlicher Hinweis auf ein gestohlenes Profilbild. Den Fingerabdruck löschen wir mit den übrigen Auftragsdaten. Nur wenn wir ein Foto als gestohlen oder gefälscht bestätigt haben, bewahren wir seinen Fingerabdruck mit unserer Einschätzung und dem Datum auf – ohne das Foto und ohne Ihre Angaben –, um spätere Betrugsversuche mit demselben Foto zu erkennen, längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung.`,
          `Kontaktangaben: Ebenso gleichen wir Telefonnummern, E-Mail-Adressen, IBANs, Krypto-Adressen, Webadressen und ihre Domains, Benutzernamen und Profil-Links ab, die Sie uns zur geprüften Person nennen oder die in Chatauszügen und Ihrer Schilderung stehen. Dafür hält unser System diese Angaben je Auftrag in einer Vergleichsliste fest, solange die Auftragsdaten bestehen, und löscht sie mit ihnen. So sehen unsere Mitarbeitenden, ob dieselbe Nummer oder dasselbe Konto schon in einem anderen Auftrag vorkam – ein deutlicher Hinweis auf eine Masche, mit der dieselben Personen viele Menschen anschreiben. Länger bleibt nur, was die Leitung unseres Teams nach Prüfung bestätigt hat: dass eine Angabe in einem Fall mit Betrugsverdacht verwendet wurde. Dann bewahren wir einen Prüfwert davon auf: einen mit einem geheimen Schlüssel gebildeten Hashwert, aus dem sich die Angabe nicht ablesen lässt und der nur zeigt, ob in einem späteren Auftrag dieselbe Angabe vorkommt – mit der Art der Angabe und dem Datum, aber ohne Verbindung zu dem Auftrag, aus dem sie stammt, ohne Ihre Angaben und ohne die übrigen Auftragsdaten, längstens ${CONFIRMED_IDENTIFIER_YEARS} Jahre ab der Bestätigung.`,
          `Rechtsgrundlage für den Abgleich und für die Aufbewahrung der Fingerabdrücke und Prüfwerte ist das berechtigte Interesse unserer Kunden und unser eigenes, Betrug zu erkennen und zu verhindern (Art. 6 Abs. 1 lit. f DSGVO). Wer meint, dass die eigene Telefonnummer, E-Mail-Adresse oder das eigene Konto zu Unrecht so gespeichert ist, kann dem jederzeit widersprechen (Art. 21 DSGVO), am einfachsten per E-Mail an ${mailLink(p)} mit der betreffenden Angabe: Wir prüfen, ob ein Prüfwert dazu gespeichert ist, und löschen ihn, wenn keine zwingenden schutzwürdigen Gründe für die Aufbewahrung überwiegen.`,
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        paragraphs: [
          `- Auftragsdaten – Angaben zur zu prüfenden Person, Chattexte, Ihre Schilderung des Verdachts, Ihre Angaben dazu, für wen Sie prüfen, zum Bundesland und zu bereits gezahltem Geld, Ihre Beschreibung des berechtigten Interesses, hochgeladene Dateien, Ihre Antworten auf unsere Rückfragen mit den dazu hochgeladenen Dateien, interne Notizen, die Bildschirmfotos unserer Recherche, der Ergebnisbericht, die Beweismappe und unsere Zusammenfassung des Ergebnisses: 30 Tage nach Abschluss des Auftrags oder nach Ihrem Widerruf.\n- E-Mails zu Ihrem Auftrag: Inhalt und Anhänge unserer Kopien löschen wir ebenfalls 30 Tage nach Abschluss oder Widerruf. Als Nachweis des Versands bleiben Empfänger, Betreff und Zeitpunkt so lange gespeichert wie die Nachweise Ihrer Bestätigungen.\n- Dateien aus einer Buchung, die Sie nicht abschließen: 24 Stunden nach dem Hochladen.\n- Bestellungen, die nie bezahlt werden: 7 Tage nach der Bestellung, mit allen Angaben und Dateien; kann eine Zahlung mit verzögerter Bestätigung noch eingehen, 30 Tage.\n- Ihr Name, Ihre E-Mail-Adresse und Telefonnummer: Sobald die Daten aller Ihrer Aufträge gelöscht sind, anonymisieren wir sie. Die Rechnung behält den Namen, auf den sie ausgestellt ist.\n- Rechnungen (Datensatz und PDF) und Buchungsbelege, dazu Betrag, Zahlungsdatum, Zahlungskennung und die Zahlungsmeldungen unseres Zahlungsanbieters: 8 Jahre ab dem Ende des Jahres, in dem die Rechnung ausgestellt wurde (§ 147 AO, § 14b UStG; Art. 6 Abs. 1 lit. c DSGVO).\n- Nachweise Ihrer Bestätigungen in der Buchung (Wortlaut, Version, Zeitpunkt, angekreuzte Zwecke) und eines Widerrufs (Name, Auftragsnummer, E-Mail-Adresse, Eingang): bis zum Ende der regelmäßigen Verjährungsfrist, also 3 Jahre ab dem Ende des Jahres, in dem der Auftrag abgeschlossen wurde (§§ 195, 199 BGB). So können wir bei Streitigkeiten belegen, was vereinbart wurde (Art. 6 Abs. 1 lit. f DSGVO).\n- Gutscheincode aus unserer Garantie mit der E-Mail-Adresse, an die wir ihn geschickt haben: bis zur Einlösung, längstens 3 Jahre.\n- Fingerabdrücke hochgeladener Fotos: mit den Auftragsdaten; von Fotos, die wir als gestohlen oder gefälscht bestätigt haben, ohne das Foto selbst längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung (Abschnitt 4, Abgleich mit anderen Aufträgen).\n- Kontaktangaben, die wir mit anderen Aufträgen abgleichen (Telefonnummern, E-Mail-Adressen, IBANs, Krypto-Adressen, Domains, Benutzernamen, Profil-Links): mit den Auftragsdaten; von Angaben, die nach unserer Prüfung in einem Fall mit Betrugsverdacht verwendet wurden, nur ein Prüfwert ohne die Angabe selbst, längstens ${CONFIRMED_IDENTIFIER_YEARS} Jahre ab der Bestätigung (Abschnitt 4, Abgleich mit anderen Aufträgen).\n- Protokoll unserer Bearbeitungsschritte (wer hat wann welchen Schritt ausgeführt, ohne Inhalte der Falldaten; Dateinamen entfernen wir mit den Auftragsdaten): bis zum Ende der regelmäßigen Verjährungsfrist, also 3 Jahre ab dem Ende des Jahres, in dem der Eintrag entstand.\n- Server-Protokolle: ${settings.logRetentionDays} Tage.\n- Zähler gegen Missbrauch: höchstens 25 Stunden.\n- Statistikdaten (einzelne Seitenaufrufe mit Besuchercode, Buchungsschritte und Tageszahlen, Abschnitt 5): ${monthsNominative(settings.analyticsRetentionMonths)}, danach löschen wir sie automatisch. Die täglich wechselnden Zufallswerte für den Besuchercode: höchstens 48 Stunden.${ga ? `\n- Google Analytics (nur mit Ihrer Einwilligung): bei Google ${GA_RETENTION_MONTHS} Monate; die Cookies „_ga“ und „_ga_…“ in Ihrem Browser bis zu 2 Jahre.` : ''}`,
          'Auf Ihren Wunsch löschen wir Ihre Daten früher (Art. 17 DSGVO), sobald kein Auftrag mehr in Bearbeitung ist und keine Aufbewahrungspflicht entgegensteht.',
        ],
      },
    ],
  };
}

/** The section “7. Ihre Rechte”. */
function rechteSection(): LegalSection {
  return {
    id: 'rechte',
    heading: '7. Ihre Rechte',
    paragraphs: [
      'Sie haben uns gegenüber folgende Rechte:\n- Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)\n- Berichtigung unrichtiger Daten (Art. 16 DSGVO)\n- Löschung (Art. 17 DSGVO), soweit keine Aufbewahrungspflicht entgegensteht\n- Einschränkung der Verarbeitung (Art. 18 DSGVO)\n- Datenübertragbarkeit (Art. 20 DSGVO)\n- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
      'Verarbeiten wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
      'Eine erteilte Einwilligung können Sie jederzeit widerrufen (Art. 7 Abs. 3 DSGVO). Die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.',
      'Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
    ],
  };
}

/** The section “8. Kontakt”. */
function kontaktSection(p: LegalProvider): LegalSection {
  return {
    id: 'kontakt',
    heading: '8. Kontakt',
    paragraphs: [
      `Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie am einfachsten an ${mailLink(p)}.`,
      `Sie können sich auch direkt an unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten wenden (Art. 38 Abs. 4 DSGVO): ${dataProtectionOfficerContact(p)}. Auch Personen, die wir im Auftrag eines Kunden geprüft haben, können sich an sie oder ihn wenden. Sie oder er ist zur Verschwiegenheit verpflichtet (§ 38 Abs. 2 in Verbindung mit § 6 Abs. 5 BDSG).`,
      `Per Post erreichen Sie uns unter ${p.companyName}, Stichwort „Datenschutz“, ${p.street}, ${p.postalCode} ${p.city}, ${p.country}. Damit wir Ihre Anfrage zuordnen können, nennen Sie bitte, falls vorhanden, Ihre Auftragsnummer.`,
    ],
  };
}

/**
 * Months Google keeps the Google Analytics 4 event data, as the privacy page states it.
 * OPERATOR: the page promises this period. Set it in Google Analytics under Verwaltung →
 * Datenerfassung und -änderung → Datenaufbewahrung → "Aufbewahrung von Ereignisdaten: 14 Monate"
 * (Google's default is 2 months) before setting GA_MEASUREMENT_ID.
 */
export const GA_RETENTION_MONTHS = 14;

/**
 * Section 5 of the privacy page: the first-party, cookieless visitor statistics (app/lib/analytics.ts,
 * app/server/analytics/) and, only when GA_MEASUREMENT_ID is set, Google Analytics 4 after consent.
 */
export function analyticsSection(p: LegalProvider, settings: LegalSettings): LegalSection {
  const ga = settings.googleAnalytics;
  return {
    id: 'analyse',
    heading: '5. Analyse und Statistik',
    paragraphs: [
      'Wir möchten wissen, welche Seiten gelesen werden und an welcher Stelle Besucher eine Buchung abbrechen, damit wir unsere Website verbessern können. Dafür führen wir eine eigene Besucherstatistik auf unserem eigenen Server. Sie kommt ohne Cookies aus, und kein anderes Unternehmen erhält diese Daten.',
      ga
        ? 'Zusätzlich nutzen wir Google Analytics, aber nur, wenn Sie im Cookie-Banner der Kategorie „Statistik“ zustimmen. Ohne Ihre Zustimmung lädt Ihr Browser kein Skript von Google.'
        : 'Google Analytics setzen wir derzeit nicht ein, auch keinen anderen Analyse- oder Werbedienst. Beim Besuch unserer Seiten lädt Ihr Browser kein Skript von Google.',
    ],
    subsections: [
      {
        heading: 'Unsere eigene Besucherstatistik',
        paragraphs: [
          'Gezählt werden Aufrufe unserer Informations- und Ratgeberseiten, der rechtlichen Seiten, der Buchung, der Bestätigungsseite nach der Zahlung und des Formulars „Vertrag widerrufen“. Nicht gezählt werden Ihre persönliche Statusseite zu einem Auftrag und der Mitarbeiterbereich.',
          'Bei jedem gezählten Seitenaufruf sendet Ihr Browser über seine Beacon-Funktion an unseren Server:\n- die Adresse der Seite\n- woher Sie kamen, so wie unser Server es Ihrem Browser mit der Seite zurückgeschickt hat: die Domain der vorherigen Website, etwa „https://www.google.com“, oder die unserer eigenen Website (siehe unten)\n- Ihre Browserkennung (User Agent), die Ihr Browser ohnehin bei jedem Abruf mitschickt\n- eine zufällige Kennung des Seitenaufrufs; sie existiert nur im Arbeitsspeicher der geöffneten Seite und verschwindet, sobald Sie die Seite schließen',
          'Verlassen Sie die Seite, meldet Ihr Browser das mit derselben Kennung. Wie lange Sie auf der Seite waren, berechnet unser Server aus der Zeit zwischen den beiden Meldungen. In der Buchung meldet Ihr Browser außerdem, welchen der sechs Schritte Sie erreicht haben und welche Leistung Sie gewählt haben. Ist JavaScript in Ihrem Browser ausgeschaltet, sendet er keine dieser Angaben.',
          'Was unser Statistik-Skript dafür in Ihrem Browser liest, ist genau dies:\n- die Adresse der geöffneten Seite\n- die Herkunftsangabe, die unser Server Ihrem Browser mit der Seite geschickt hat (als „Server-Timing“-Angabe der Antwort). Unser Server bildet sie aus dem „Referer“, den Ihr Browser beim Abruf jeder Seite von sich aus mitsendet, und übernimmt daraus nur die Domain, nie die vollständige Adresse der Seite, von der Sie kamen.\n- wann die Seite angezeigt ist und wann Sie sie verlassen, den Tab wechseln oder schließen; dafür reagiert es auf die entsprechenden Ereignisse Ihres Browsers',
          `Die Herkunft selbst, die Uhrzeit, Bildschirmgröße, Sprache, Zeitzone, Schriftarten oder andere Merkmale Ihres Geräts liest das Skript nicht aus. Außer der zufälligen Kennung im Arbeitsspeicher der geöffneten Seite, die mit ihr verschwindet, speichern wir für die Statistik nichts auf Ihrem Gerät – kein Cookie, nichts im lokalen Speicher (Local Storage) und nichts im Sitzungsspeicher (Session Storage). § 25 Abs. 1 TDDDG verlangt eine Einwilligung, wenn Informationen in Ihrem Endgerät gespeichert oder dort bereits gespeicherte Informationen ausgelesen werden. Auf die Ausnahme des § 25 Abs. 2 Nr. 2 TDDDG für Zugriffe, die für einen von Ihnen gewünschten Dienst unbedingt erforderlich sind, berufen wir uns nicht: Eine Besucherstatistik ist für die Nutzung unserer Website nicht unbedingt erforderlich. Wir haben sie deshalb so gebaut, dass sie nur verwendet, was Ihr Browser beim Abruf unserer Seiten ohnehin an uns übermittelt, und was unsere eigenen Seiten und Antworten enthalten. Eine Einwilligung fragen wir dafür nicht ab${ga ? '; das Cookie-Banner fragt nicht danach' : ''}.`,
          'Auf unserem Server speichern wir je Seitenaufruf:\n- die Adresse der Seite und ob Ihr Besuch auf dieser Seite begonnen hat (Einstiegsseite)\n- kamen Sie von einer anderen Website, nur deren Domain, etwa „https://www.google.com“, nie die vollständige Adresse der Seite, von der Sie kamen\n- Ihre Browserkennung\n- den Zeitpunkt des Aufrufs und die Sekunden auf der Seite\n- das Land, aus dem der Aufruf kam\n- einen Besuchercode',
          'Den Besuchercode berechnet unser Server aus Ihrer IP-Adresse und Ihrer Browserkennung zusammen mit einem geheimen Zufallswert, der jeden Tag wechselt. Das Verfahren (ein SHA-256-Hashwert) funktioniert nur in eine Richtung: Aus dem Code lässt sich die IP-Adresse nicht zurückrechnen. Solange der Zufallswert eines Tages existiert, ließe sich aber prüfen, ob ein Code zu einer bestimmten IP-Adresse und Browserkennung passt. Deshalb löschen wir jeden Zufallswert nach spätestens 48 Stunden; danach können auch wir einen Code keiner IP-Adresse mehr zuordnen. Ihre IP-Adresse selbst speichern wir für die Statistik nicht. Besuchen Sie uns an einem Tag mehrmals mit demselben Browser und Internetanschluss, zählen Sie so nur einmal; an einem anderen Tag erkennen wir Sie nicht wieder.',
          'Das Land bestimmt unser Server im Moment des Aufrufs aus Ihrer IP-Adresse. Dafür nutzt er eine Länderdatenbank, die auf unserem eigenen Server liegt: „IP to Country Lite“ von DB-IP (https://db-ip.com, Lizenz CC BY 4.0). An DB-IP werden dabei keine Daten übermittelt. Wir speichern nur das zweistellige Länderkürzel, etwa „DE“.',
          'Schicken Sie eine Buchung ab, halten wir in der Statistik mit dem Besuchercode des Tages fest, dass eine Bestellung eingegangen ist, für welche Leistung und auf welcher Seite Ihr Besuch an diesem Tag begonnen hat. Dieser Eintrag verweist auf Ihren Auftrag. So sehen wir, welche Seiten zu Buchungen führen.',
          'Aufrufe bekannter Suchmaschinen-Robots und anderer automatischer Programme zählen wir nicht. Unsere Mitarbeitenden sehen im Mitarbeiterbereich nur zusammengefasste Zahlen: Seitenaufrufe und Besucher je Tag, Länder, die meistbesuchten Seiten, die Domains, von denen Besucher kommen, wie weit Besucher in der Buchung kommen und welche Einstiegsseiten und Leistungen zu bezahlten Bestellungen führen.',
          `Rechtsgrundlage ist unser berechtigtes Interesse, zu erfahren, welche Seiten genutzt werden und wo Buchungen abgebrochen werden, um unsere Website zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Die einzelnen Einträge und die Tageszahlen löschen wir automatisch nach ${monthsDative(settings.analyticsRetentionMonths)}, die täglichen Zufallswerte nach spätestens 48 Stunden.`,
          `Sie können der Besucherstatistik jederzeit widersprechen (Art. 21 DSGVO), am einfachsten per E-Mail an ${mailLink(p)}. Weil wir Sie in der Statistik nicht wiedererkennen, können wir Ihre künftigen Besuche allerdings nicht gezielt ausnehmen. Ist JavaScript in Ihrem Browser ausgeschaltet, sendet er uns keine Statistikdaten.`,
        ],
      },
      ga
        ? {
            heading: 'Google Analytics – nur mit Ihrer Einwilligung',
            paragraphs: [
              'Stimmen Sie im Cookie-Banner der Kategorie „Statistik“ zu, lädt Ihr Browser Google Analytics 4. Vorher lädt er kein Skript von Google, und die Einwilligungssignale des Google Consent Mode v2 stehen auf „abgelehnt“. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
              `Anbieter ist ${GOOGLE_IRELAND}. Dabei können Daten an Google LLC in den USA übermittelt werden. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für zertifizierte Unternehmen hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt (Art. 45 DSGVO).`,
              `Google Analytics erfasst, welche Seiten Sie aufrufen, Angaben zu Ihrem Gerät und Browser, Ihren ungefähren Standort und wie Sie die Seiten nutzen, etwa Klicks. Dazu setzt es die Cookies „_ga“ und „_ga_“ mit unserer Mess-ID im Namen. Sie bleiben bis zu 2 Jahre gespeichert (Voreinstellung von Google) und tragen die Kennzeichen „SameSite=None“ und „Secure“; „Secure“ bedeutet, dass Ihr Browser sie nur über verschlüsselte Verbindungen überträgt. Ihre IP-Adresse erreicht Google mit jedem Abruf; nach Angaben von Google protokolliert und speichert Google Analytics 4 keine IP-Adressen. Die erfassten Einzeldaten bewahrt Google ${GA_RETENTION_MONTHS} Monate auf; diese Frist haben wir in Google Analytics eingestellt.`,
              'Stimmen Sie zusätzlich der Kategorie „Marketing“ zu, setzen wir die drei Werbesignale des Consent Mode (ad_storage, ad_user_data, ad_personalization) auf „erteilt“. Google darf die Daten aus Google Analytics dann auch für Werbezwecke nutzen, etwa um Anzeigen zu messen. Eigene Werbeskripte, etwa von Google Ads, binden wir nicht ein. Weil Google Analytics nur mit Ihrer Zustimmung zur „Statistik“ lädt, bewirkt eine Zustimmung allein zum „Marketing“ nichts.',
              'Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO): Klicken Sie am Ende jeder Seite auf „Cookie-Einstellungen“ und wählen Sie „Alle ablehnen“ oder entfernen Sie die Häkchen. Google Analytics stoppt dann für den Rest Ihres Besuchs, und wir löschen die Google-Analytics-Cookies unserer Domain, soweit eine Website sie selbst löschen kann.',
            ],
          }
        : {
            heading: 'Kein Cookie-Banner',
            paragraphs: [
              'Weil auf unseren Seiten kein Dienst läuft, der Ihre Einwilligung in Cookies oder ähnliche Speicherungen braucht (§ 25 Abs. 1 TDDDG), zeigen wir kein Cookie-Banner. Was wir in Ihrem Browser speichern (Abschnitt 2), lesen Sie auch unter „Cookie-Einstellungen“ am Ende jeder Seite.',
              'Bevor wir Google Analytics oder einen anderen solchen Dienst einsetzen, ergänzen wir diese Erklärung um Anbieter, erfasste Daten, Rechtsgrundlage und Speicherdauer, und ein Banner fragt Sie vorher nach Ihrer Einwilligung.',
            ],
          },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// AGB (exactly sixteen sections, spec §2)
// ---------------------------------------------------------------------------------------------
