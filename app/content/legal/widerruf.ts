// The withdrawal instructions and the model withdrawal form (Widerrufsbelehrung).
import type { LegalPage } from '../types.ts';
import { type LegalProvider, mailLink, postalAddress, withdrawalAddress } from './shared.ts';

export function widerrufPage(p: LegalProvider): LegalPage {
  const address = withdrawalAddress(p);
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
          `Sie können Ihren Widerruf auch über unsere Online-Widerrufsfunktion erklären: die Schaltfläche „Vertrag widerrufen“ am Ende jeder Seite unserer Website, direkt erreichbar unter der Adresse [${address}](/vertrag-widerrufen). Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.`,
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
          'Diese Erklärung geben Sie bei der Buchung über ein eigenes Kästchen ab, getrennt von der Zustimmung zu den AGB; ohne sie ist keine Buchung möglich. Vollständig erbracht ist die Prüfung, sobald wir Ihnen das Ergebnis per E-Mail mitteilen und den Ergebnisbericht auf Ihrer Statusseite bereitstellen; danach ist ein Widerruf nicht mehr möglich. Widerrufen Sie während der laufenden Recherche, zahlen Sie nur den anteiligen Betrag nach § 357a Abs. 2 BGB und erhalten den Rest zurück.',
        ],
      },
      {
        id: 'widerruf-online',
        heading: 'So funktioniert die Schaltfläche „Vertrag widerrufen“',
        paragraphs: [
          `Sie finden die Schaltfläche im Fußbereich jeder Seite, das Formular selbst unter [${address}](/vertrag-widerrufen); ein Kundenkonto oder eine Anmeldung brauchen Sie dafür nicht. Im Formular tragen Sie ein:\n- Ihren Namen\n- Ihre Auftragsnummer – die acht Zeichen aus Ihrer Bestätigungs-E-Mail\n- die E-Mail-Adresse, an die wir die Eingangsbestätigung senden sollen`,
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
