// The terms (AGB) of the profile check.
import { paymentMethodsText } from '#app/lib/payment-methods.ts';
import { hitDefinition, noHitsDefinition, noHitsGuarantee, noHitsLimits } from '../result-terms.ts';
import type { LegalPage, LegalSection } from '../types.ts';
import {
  imageSearchText,
  type LegalProvider,
  legalSettings,
  mailLink,
  paymentTermsFor,
  phoneLink,
  postalAddress,
  whenSet,
} from './shared.ts';

export function agbPage(p: LegalProvider): LegalPage {
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
      geltungsbereichSection(p),
      anbieterSection(p),
      leistungSection(p),
      vertragsschlussSection(p),
      mindestalterSection(),
      berechtigtesInteresseSection(),
      mindestangabenSection(),
      pflichtenSection(),
      preiseSection(p),
      leistungserbringungSection(p),
      garantieSection(),
      widerrufsrechtSection(),
      haftungSection(),
      datenschutzSection(),
      aenderungenSection(),
      schlussbestimmungenSection(),
    ],
  };
}

/** The section “§ 1 Geltungsbereich”. */
function geltungsbereichSection(p: LegalProvider): LegalSection {
  return {
    id: 'geltungsbereich',
    heading: '§ 1 Geltungsbereich',
    paragraphs: [
      `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Aufträge, die Sie über unsere Website Echtcheck an ${p.companyName} erteilen.`,
      'Sie gelten für Verbraucher (§ 13 BGB) ebenso wie für Unternehmer (§ 14 BGB). Regeln, die nur für Verbraucher gelten, sind als solche bezeichnet. Abweichende Bedingungen des Auftraggebers werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich zustimmen.',
    ],
  };
}

/** The section “§ 2 Anbieter”. */
function anbieterSection(p: LegalProvider): LegalSection {
  return {
    id: 'anbieter',
    heading: '§ 2 Anbieter',
    paragraphs: [
      `Ihr Vertragspartner ist ${p.companyName}, vertreten durch ${p.representative}, ${postalAddress(p)}.`,
      ...whenSet(p.register, `Registereintrag: ${p.register}.`),
      `Sie erreichen uns per E-Mail an ${mailLink(p)} und telefonisch unter ${phoneLink(p.phone)}.`,
    ],
  };
}

/** The section “§ 3 Gegenstand der Leistung”. */
function leistungSection(p: LegalProvider): LegalSection {
  return {
    id: 'leistung',
    heading: '§ 3 Gegenstand der Leistung',
    paragraphs: [
      `Wir prüfen, ob es bei einer Person oder einem Online-Profil Hinweise auf Betrug, ein gefälschtes Profil, missbräuchlich verwendete Fotos oder Identitätsmissbrauch gibt. Dazu durchsuchen Mitarbeitende unseres Teams manuell frei zugängliche Internetquellen. ${imageSearchText(p)} Das Ergebnis fassen wir in einem schriftlichen Ergebnisbericht zusammen.`,
      'Wir schulden eine sorgfältige Recherche, nicht ein bestimmtes Ergebnis. Ob sich ein Verdacht bestätigen oder ausräumen lässt, hängt davon ab, was öffentlich auffindbar ist. Der Ergebnisbericht beschreibt den Stand zum Zeitpunkt der Recherche.',
      'Ausdrücklich nicht zu unseren Leistungen gehören:\n- Ermittlungen mit polizeilichen oder sonstigen hoheitlichen Befugnissen; wir sind weder Polizei noch Detektei\n- Rechtsberatung oder die Vertretung gegenüber Dritten\n- der Zugriff auf private Konten, Nachrichten oder andere nicht öffentliche Daten\n- Gesichtserkennung, die Abfrage von Vorstrafen oder Registern und die Feststellung, dass jemand eine Straftat begangen hat; der Ergebnisbericht hält fest, was wir wo und wann gefunden haben\n- die Rückholung bereits gezahlten Geldes',
    ],
  };
}

/** The section “§ 4 Vertragsschluss”. */
function vertragsschlussSection(p: LegalProvider): LegalSection {
  const site = legalSettings(p).siteUrl;
  const methods = legalSettings(p).paymentMethods;
  return {
    id: 'vertragsschluss',
    heading: '§ 4 Vertragsschluss',
    paragraphs: [
      'Die Beschreibung unserer Leistungen auf der Website ist noch kein verbindliches Angebot. In der Buchung geben Sie Schritt für Schritt Ihre Kontaktdaten und die Angaben zur zu prüfenden Person ein, laden auf Wunsch Dateien hoch, schildern Einzelheiten zu Ihrem Anliegen und geben die erforderlichen Bestätigungen ab. Im letzten Schritt sehen Sie eine Zusammenfassung mit Leistung, Preis und Bearbeitungszeit und können Ihre Eingaben über „Zurück“ korrigieren.',
      `Mit einem Klick auf die Schaltfläche „Jetzt zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab und werden zur Zahlung an ${p.paymentProvider} weitergeleitet. Der Vertrag kommt zustande, sobald Ihre Zahlung erfolgreich abgeschlossen ist${methods.includes('sepa_debit') ? ', bei einer SEPA-Lastschrift, sobald Ihre Bank die Lastschrift eingelöst hat (§ 9)' : ''}. Lösen Sie dabei einen gültigen Gutscheincode aus unserer Garantie ein (§ 11), entfällt die Zahlung: Nach „Einlösen“ heißt die Schaltfläche „Jetzt kostenlos bestellen“; der Vertrag kommt zustande, sobald wir den Code bei der Bestellung angenommen haben, und Sie gelangen direkt zur Bestätigungsseite.`,
      'Danach erhalten Sie per E-Mail eine Bestätigung mit dem Vertragsinhalt, Ihren Bestätigungen aus der Buchung, der Widerrufsbelehrung, diesen AGB als PDF und Ihrer Rechnung (bei einer mit Gutschein eingelösten, kostenlosen Prüfung gibt es keine Rechnung), und zwar bevor wir mit der Arbeit beginnen (§ 312f BGB). Vertragssprache ist Deutsch.',
      `Wir speichern den Vertragstext. Für Sie abrufbar ist er in der Bestätigungs-E-Mail, die Sie speichern und ausdrucken können. Über den Link in dieser E-Mail erreichen Sie außerdem jederzeit Ihre persönliche Statusseite: Dort sehen Sie Auftragsnummer und Bearbeitungsstand und laden Ihre Rechnung und nach Abschluss den Ergebnisbericht herunter. Die Angaben zur geprüften Person löschen wir 30 Tage nach Abschluss (§ 14); bewahren Sie die Bestätigungs-E-Mail deshalb auf. Die jeweils aktuelle Fassung dieser AGB finden Sie unter [${site}/agb](/agb).`,
    ],
  };
}

/** The section “§ 5 Mindestalter und Umfang eines Auftrags”. */
function mindestalterSection(): LegalSection {
  return {
    id: 'mindestalter',
    heading: '§ 5 Mindestalter und Umfang eines Auftrags',
    paragraphs: [
      'Aufträge dürfen nur Personen erteilen, die mindestens 18 Jahre alt sind. Das bestätigen Sie bei der Buchung.',
      'Jeder Auftrag umfasst die Prüfung genau einer Person. Möchten Sie mehrere Personen prüfen lassen, ist für jede ein eigener Auftrag erforderlich.',
    ],
  };
}

/** The section “§ 6 Berechtigtes Interesse, unzulässige Zwecke und Ablehnung”. */
function berechtigtesInteresseSection(): LegalSection {
  return {
    id: 'berechtigtes-interesse',
    heading: '§ 6 Berechtigtes Interesse, unzulässige Zwecke und Ablehnung',
    paragraphs: [
      'Jede Prüfung betrifft einen anderen Menschen, der davon nichts weiß. Deshalb übernehmen wir einen Auftrag nur, wenn Sie einen guten Grund dafür haben, ein sogenanntes berechtigtes Interesse: zum Beispiel, weil Sie befürchten, betrogen zu werden, oder weil jemand Ihre Fotos oder Ihren Namen missbraucht. Welche Gründe zählen, zeigt unsere Checkliste zum [berechtigten Interesse](/berechtigtes-interesse).',
      'Nicht erlaubt ist eine Prüfung insbesondere:\n- aus bloßer Neugier\n- um etwas über Fremde herauszufinden, ohne dass es einen konkreten Anlass gibt\n- um einen Partner oder früheren Partner zu überwachen\n- um Adressen zu sammeln oder zu verkaufen oder um Werbung zu verschicken\n- um jemanden zu benachteiligen, etwa wegen seiner Herkunft, Religion, Gesundheit oder sexuellen Orientierung',
      'Wir lesen Ihre Angaben, bevor wir beginnen, und achten auch während der Arbeit darauf, ob sie zu einem solchen Grund passen. Wir lehnen einen Auftrag insbesondere ab, wenn\n- wir kein berechtigtes Interesse erkennen können\n- wir nicht ausschließen können, dass die Prüfung helfen soll, einer Person nachzustellen, sie also gegen ihren Willen ausfindig zu machen, zu beobachten oder zu bedrängen\n- die zu prüfende Person minderjährig ist\n- die Person in der Öffentlichkeit steht und es keinen konkreten Anlass gibt, etwa einen eigenen Kontakt, bei dem Sie einen Betrug befürchten',
      'Lehnen wir einen Auftrag ab, vor oder während der Arbeit, endet der Vertrag, und wir erstellen keinen Ergebnisbericht. Den Grund nennen wir Ihnen per E-Mail. Sie erhalten den vollen Preis auf dem Weg zurück, auf dem Sie bezahlt haben, und dazu eine Stornorechnung; haben Sie mit einem Gutscheincode aus unserer Garantie bezahlt (§ 11), gilt der Gutschein wieder. Weitere gesetzliche Rechte, die Sie haben, bleiben davon unberührt.',
    ],
  };
}

/** The section “§ 7 Mindestangaben”. */
function mindestangabenSection(): LegalSection {
  return {
    id: 'mindestangaben',
    heading: '§ 7 Mindestangaben',
    paragraphs: [
      'Für eine Prüfung benötigen wir mindestens:\n- den Namen, unter dem die Person Ihnen gegenüber auftritt; ein Benutzername oder Spitzname genügt\n- mindestens eine Plattform, auf der Sie Kontakt haben oder das Profil gefunden haben\n- mindestens einen zulässigen Zweck, die Angabe, in welcher Beziehung Sie zu der Person stehen, und eine Beschreibung Ihres Anliegens in eigenen Worten mit 150 bis 300 Zeichen\n- Ihre Bestätigungen in der Buchung, darunter die Ihres berechtigten Interesses',
      'Alles Weitere ist freiwillig: Benutzername, Profil-Link, E-Mail-Adresse und Telefonnummer der Person, Fotos und andere Dateien, Auszüge aus dem Chat und die Schilderung, was Sie misstrauisch macht. Je vollständiger Ihre Angaben sind, desto gezielter können wir suchen; ohne Fotos ist zum Beispiel keine Bildrückwärtssuche möglich. Sie können bis zu 10 Dateien in den Formaten JPG, PNG, PDF, TXT und DOCX mit jeweils bis zu 50 MB hochladen.',
    ],
  };
}

/** The section “§ 8 Pflichten des Auftraggebers”. */
function pflichtenSection(): LegalSection {
  return {
    id: 'pflichten',
    heading: '§ 8 Pflichten des Auftraggebers',
    paragraphs: [
      'Ihre Angaben müssen wahrheitsgemäß und nach bestem Wissen vollständig sein.',
      'Sie dürfen nur Material hochladen, das Sie rechtmäßig erlangt haben und für diesen Zweck verwenden dürfen, zum Beispiel Bildschirmfotos Ihrer eigenen Chats oder Fotos, die Ihnen die Person geschickt hat. Inhalte aus fremden privaten Konten, auf die Sie sich unbefugt Zugang verschafft haben, gehören nicht dazu.',
      'Den Ergebnisbericht nutzen Sie nur für den Zweck, den Sie bei der Buchung angegeben haben. Weitergeben dürfen Sie ihn an Stellen, die Ihnen in der Sache helfen, etwa Polizei, Bank oder Ihre Anwältin bzw. Ihren Anwalt; veröffentlichen dürfen Sie ihn nicht.',
    ],
  };
}

/** The section “§ 9 Preise und Zahlung”. */
function preiseSection(p: LegalProvider): LegalSection {
  const methods = legalSettings(p).paymentMethods;
  return {
    id: 'preise',
    heading: '§ 9 Preise und Zahlung',
    paragraphs: [
      'Eine Prüfung kostet 39,00 € inkl. 19 % MwSt. (32,77 € netto zuzüglich 6,23 € Umsatzsteuer). Der Preis ist für alle Prüfungsarten gleich; ein Abonnement entsteht nicht.',
      `Zahlungsarten: ${paymentMethodsText(methods)}. Sie zahlen bei der Bestellung auf der Zahlungsseite von ${p.paymentProvider}. Wir beginnen erst mit der Arbeit, wenn die Zahlung bestätigt ist. Die Rechnung erhalten Sie per E-Mail. Mit einem Gutscheincode aus unserer Garantie (§ 11) fällt keine Zahlung an.`,
      ...paymentTermsFor(methods),
    ],
  };
}

/** The section “§ 10 Leistungserbringung und Fristen”. */
function leistungserbringungSection(p: LegalProvider): LegalSection {
  return {
    id: 'leistungserbringung',
    heading: '§ 10 Leistungserbringung und Fristen',
    paragraphs: [
      'Die Bearbeitung beginnt, sobald Ihre Zahlung bestätigt ist, bei einem Gutscheincode mit der Bestellung. Die Mindestangaben nach § 7 liegen dann schon vor, denn ohne sie lässt sich die Buchung nicht abschließen. Freiwillige Angaben und Dateien berücksichtigen wir, soweit Sie sie bei der Buchung oder als Antwort auf eine Rückfrage übermittelt haben. Die Rechnung senden wir Ihnen wenige Minuten nach der Zahlung per E-Mail.',
      'Üblicherweise erhalten Sie das Ergebnis 24 bis 48 Stunden nach Beginn der Bearbeitung per E-Mail; den Ergebnisbericht laden Sie über den Link darin auf Ihrer Statusseite herunter. Ist ein Fall aufwendig, kann die Recherche bis zu 72 Stunden dauern.',
      'Brauchen wir für die Prüfung noch eine Angabe oder Datei von Ihnen, stellen wir Ihnen eine Rückfrage auf Ihrer Statusseite und benachrichtigen Sie per E-Mail; dort antworten Sie und laden, wenn wir darum bitten, Dateien hoch. Bis Ihre Antwort eingeht, ruht die Frist. Nach 24 Stunden erinnern wir Sie einmal; bleibt die Rückfrage 72 Stunden unbeantwortet, arbeiten wir mit den vorhandenen Angaben weiter, und die Frist läuft wieder.',
      `Ihre Fragen an uns beantworten wir innerhalb von 24 Stunden, per E-Mail an ${mailLink(p)} oder telefonisch unter ${phoneLink(p.phone)}.`,
    ],
  };
}

/** The section “§ 11 Garantie”. */
function garantieSection(): LegalSection {
  return {
    id: 'garantie',
    heading: '§ 11 Garantie',
    paragraphs: [
      `${hitDefinition} ${noHitsDefinition} Ob eine Prüfung ohne Treffer bleibt, richtet sich allein danach, ob der Ergebnisbericht einen Treffer nennt, nicht nach unserer Einschätzung der Person. Bleibt sie ohne Treffer, teilen wir Ihnen das im Ergebnisbericht mit. ${noHitsLimits[0]}`,
      `${noHitsGuarantee} Den Gutscheincode erhalten Sie mit dem Ergebnis per E-Mail. Sie lösen ihn bei Ihrer nächsten Buchung im letzten Schritt im Feld „Gutscheincode“ ein, mit der E-Mail-Adresse, an die wir ihn geschickt haben. Der Code gilt drei Jahre lang für eine Prüfung und nur für Sie als Auftraggeber; eine Auszahlung in Geld ist ausgeschlossen. Ihre gesetzlichen Rechte bleiben unberührt.`,
    ],
  };
}

/** The section “§ 12 Widerrufsrecht für Verbraucher”. */
function widerrufsrechtSection(): LegalSection {
  return {
    id: 'widerrufsrecht',
    heading: '§ 12 Widerrufsrecht für Verbraucher',
    paragraphs: [
      'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Einzelheiten und das Muster-Widerrufsformular enthält unsere [Widerrufsbelehrung](/widerruf). Am schnellsten widerrufen Sie über die Schaltfläche „Vertrag widerrufen“ im Fußbereich jeder Seite.',
      'In der Buchung verlangen Sie ausdrücklich, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und bestätigen zugleich, dass Ihnen der Verlust des Widerrufsrechts bei vollständiger Erfüllung bekannt ist; ohne diese Erklärung ist keine Buchung möglich. Ihr Widerrufsrecht erlischt deshalb, sobald die Prüfung vollständig erbracht ist (§ 356 Abs. 4 BGB). Widerrufen Sie vorher, schulden Sie für den bis dahin geleisteten Teil Wertersatz (§ 357a Abs. 2 BGB).',
    ],
  };
}

/** The section “§ 13 Haftung”. */
function haftungSection(): LegalSection {
  return {
    id: 'haftung',
    heading: '§ 13 Haftung',
    paragraphs: [
      'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen.',
      'Verletzen wir leicht fahrlässig eine wesentliche Vertragspflicht, ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Wesentlich sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
      'Diese Regeln gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.',
    ],
  };
}

/** The section “§ 14 Datenschutz und Löschung”. */
function datenschutzSection(): LegalSection {
  return {
    id: 'datenschutz',
    heading: '§ 14 Datenschutz und Löschung',
    paragraphs: [
      'Welche Daten wir von Ihnen und über die geprüfte Person verarbeiten, erläutert unsere [Datenschutzerklärung](/datenschutz).',
      'Alle Falldaten – Angaben zur zu prüfenden Person, Chattexte, hochgeladene Dateien, interne Notizen, die Bildschirmfotos unserer Recherche, der Ergebnisbericht, die Beweismappe und unsere Zusammenfassung des Ergebnisses – entfernt unser System automatisch, spätestens 30 Tage nachdem der Auftrag abgeschlossen oder widerrufen ist. Bitte speichern Sie Ergebnisbericht und Beweismappe selbst, wenn Sie sie länger benötigen. Rechnungen und Buchungsbelege bleiben wegen der steuerlichen Aufbewahrungspflicht acht Jahre erhalten (§ 147 AO, § 14b UStG). Alle weiteren Fristen nennt unsere Datenschutzerklärung.',
    ],
  };
}

/** The section “§ 15 Änderungen dieser AGB”. */
function aenderungenSection(): LegalSection {
  return {
    id: 'aenderungen',
    heading: '§ 15 Änderungen dieser AGB',
    paragraphs: [
      'Wir können diese AGB für künftige Aufträge ändern, etwa wenn sich Gesetze oder unsere Leistungen ändern. Eine neue Fassung kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten auf dieser Seite an. Sie gilt nur für Aufträge, die danach erteilt werden: In der Buchung sehen Sie die dann gültige Fassung und stimmen ihr ausdrücklich zu.',
      'Für einen bereits geschlossenen Vertrag bleibt die Fassung maßgeblich, die bei seiner Bestellung galt. Sie ändert sich nur, wenn Sie einer neuen Fassung ausdrücklich zustimmen; Ihr Schweigen gilt nicht als Zustimmung.',
      'Das gilt auch für einen noch nicht eingelösten Gutscheincode aus der Garantie (§ 11): Seine Bedingungen ändern sich ohne Ihre Zustimmung nicht. Die Prüfung, für die Sie ihn einlösen, ist ein neuer Auftrag und richtet sich nach der Fassung, die bei dieser Buchung gilt.',
    ],
  };
}

/** The section “§ 16 Schlussbestimmungen”. */
function schlussbestimmungenSection(): LegalSection {
  return {
    id: 'schlussbestimmungen',
    heading: '§ 16 Schlussbestimmungen',
    paragraphs: [
      'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Haben Sie als Verbraucher Ihren gewöhnlichen Aufenthalt in einem anderen Staat der EU, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften dieses Staates.',
      'Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus dem Vertrag Berlin. Für Verbraucher gilt der gesetzliche Gerichtsstand.',
      'Ist eine Bestimmung dieser AGB unwirksam, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 BGB).',
      'Zur Teilnahme an einem Verfahren vor einer Verbraucherschlichtungsstelle sind wir nicht verpflichtet, und wir nehmen daran auch nicht freiwillig teil (§ 36 VSBG).',
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Berechtigtes Interesse (indexed page)
// ---------------------------------------------------------------------------------------------
