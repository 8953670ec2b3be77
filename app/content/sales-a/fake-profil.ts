import { noHitsDefinition } from '../result-terms.ts';
import { retentionText } from '../retention.ts';
import type { SalesPage } from '../types.ts';

// Main sales page: what we check, how the order works, what the report contains.
export const fakeProfil: SalesPage = {
  slug: 'fake-profil',
  service: 'fake-profile',
  serviceKey: 'fake-profile',
  navTitle: 'Fake-Profil',
  seo: {
    title: 'Fake-Profil-Check: Profil prüfen lassen für 39 €',
    description:
      'Verdacht auf ein Fake-Profil? Unser Team prüft es von Hand in öffentlichen Quellen. Ergebnis per E-Mail meist in 24–48 Stunden, 39 € inkl. MwSt.',
    keywords: [
      'Fake-Profil prüfen',
      'Fake-Profil-Check',
      'Profil überprüfen lassen',
      'Fake-Profil Verdacht',
      'Online-Profil prüfen',
      'Liebesbetrug Profil',
    ],
  },
  hero: {
    eyebrow: 'Fake-Profil-Check',
    title: 'Ist dieses Profil echt? Wir prüfen es für Sie',
    subtitle:
      'Unsere Spezialistinnen und Spezialisten durchsuchen von Hand öffentliche Quellen und prüfen, ob Fotos, Name und Angaben der zu prüfenden Person stimmig sind. Das Ergebnis erhalten Sie meist ein bis zwei Tage nach der Buchung per E-Mail. Die Prüfung kostet 39 € inkl. MwSt.',
    buttonText: 'Jetzt Profil prüfen lassen',
  },
  sections: [
    {
      heading: 'Was wir bei einem Fake-Profil-Check prüfen',
      paragraphs: [
        'Ein Profil kann echt wirken und trotzdem erfunden sein. Bei der Prüfung sieht sich unser Team das Profil an, das Sie uns nennen, und vergleicht es mit allem, was öffentlich im Internet zu finden ist. Per Bildrückwärtssuche suchen wir in mehreren Suchmaschinen nach identischen und bearbeiteten Kopien der Profilbilder. Wir prüfen, ob Name, Wohnort, Beruf und Lebensgeschichte zueinander passen und ob es die Person unter diesem Namen auch anderswo gibt.',
        'Dazu kommen Benutzernamen, Telefonnummern und E-Mail-Adressen, sofern Sie uns diese mitteilen. Nicht selten tauchen sie in Warnforen oder auf anderen Plattformen unter einem anderen Namen auf. Wir achten auch auf typische Muster in Chatverläufen, etwa Geschichten über Einsätze im Ausland, plötzliche Notfälle oder Tipps zu angeblich sicheren Geldanlagen. Eine automatische Bewertung gibt es bei uns nicht: Menschen lesen, vergleichen und dokumentieren jeden Fund.',
        'Besonders häufig geht es um Romance-Scam, auf Deutsch Liebesbetrug: Jemand baut im Internet über Wochen eine Liebesbeziehung auf, um später Geld zu verlangen. Gerade dann ist eine unabhängige Sicht hilfreich. Wer verliebt ist, möchte der anderen Person glauben, und das ist völlig menschlich. Ein nüchterner Blick von außen kann Klarheit bringen, bevor weiteres Geld fließt.',
      ],
    },
    {
      heading: 'So läuft Ihr Auftrag ab',
      paragraphs: [
        'Die Buchung erfolgt in sechs kurzen Schritten. Am Anfang stehen Ihre Kontaktdaten: Vor- und Nachname sowie eine E-Mail-Adresse für den Ergebnisbericht. Danach beschreiben Sie die zu prüfende Person: Name oder Benutzername und die Plattform, auf der Sie sie kennengelernt haben. Profil-Link, Telefonnummer und E-Mail-Adresse sind freiwillig, helfen aber bei der Suche. Im dritten Schritt können Sie Bildschirmfotos und Fotos hochladen, zum Beispiel als JPG, PNG oder PDF.',
        'Im vierten Schritt schildern Sie in eigenen Worten, was Sie stutzig macht, und können Auszüge aus dem Chat einfügen. Danach bestätigen Sie Ihr berechtigtes Interesse und unsere AGB und verlangen ausdrücklich, dass wir schon vor Ablauf der Widerrufsfrist mit der Prüfung beginnen. Zum Schluss sehen Sie alle Angaben noch einmal in einer Übersicht und bezahlen 39 € inkl. MwSt. über unseren Zahlungsdienstleister Stripe; welche Zahlungsarten Ihnen offenstehen, sehen Sie schon im ersten Schritt. Unser Team fängt an, sobald die Zahlung eingegangen ist.',
        'Die Rechnung erreicht Sie innerhalb weniger Minuten per E-Mail. Das Ergebnis folgt meist 24 bis 48 Stunden, nachdem Zahlung und alle Angaben vorliegen. Bei Fällen mit vielen Spuren planen wir bis zu 72 Stunden ein. Fragen zwischendurch beantwortet unser Support binnen 24 Stunden. Ein Abo gibt es nicht: Jeder Auftrag gilt für genau eine Person.',
      ],
    },
    {
      heading: 'Was im Ergebnisbericht steht',
      paragraphs: [
        'Ihren Ergebnisbericht laden Sie über den Link in unserer Ergebnis-E-Mail herunter. Er ist in klarer Sprache und ohne Fachbegriffe geschrieben. Am Anfang steht eine kurze Einschätzung: Was spricht für ein echtes Profil, was dagegen? Danach folgen die einzelnen Treffer, zum Beispiel eine Webseite, auf der dieselben Fotos unter einem anderen Namen erscheinen, oder ein Benutzername, der bereits in Betrugswarnungen genannt wurde. Zu jedem Treffer nennen wir den Link, das Funddatum und was dort zu sehen ist, mit einem Bildschirmfoto, damit Sie ihn nachvollziehen können.',
        `Außerdem nennt der Ergebnisbericht jeden Rechercheschritt mit Datum und den durchsuchten Quellen. Bleibt die Prüfung ohne Treffer, steht dort, was das heißt. ${noHitsDefinition} Auch das ist eine Information: Ein Profil ohne jede Spur außerhalb einer Dating-App ist für sich kein Beweis, aber ein Anlass zur Vorsicht. Zum Schluss erhalten Sie Empfehlungen, was Sie als Nächstes tun können – vom klärenden Videoanruf bis zur Anzeige bei der Polizei.`,
        'Den Ergebnisbericht können Sie nutzen, um mit Angehörigen zu sprechen oder eine Anzeige vorzubereiten. Die gesammelten Links und Quellen sind dafür eine gute Grundlage. Bitte beachten Sie: Der Ergebnisbericht ist eine sorgfältige Einschätzung auf Grundlage öffentlicher Informationen. Er ersetzt weder die Arbeit der Polizei noch eine Rechtsberatung, und er trifft keine Entscheidung für Sie. Was Sie mit dem Ergebnis tun, bestimmen allein Sie.',
      ],
    },
    {
      heading: 'Was wir nicht tun – und warum',
      paragraphs: [
        'Wir arbeiten ausschließlich mit öffentlich zugänglichen Quellen. Wir melden uns nicht in fremde Konten an, lesen keine privaten Nachrichten und fragen keine Behörden oder Banken ab. Polizeiliche Befugnisse haben wir nicht. Vorstrafen und ähnliche Daten gehören nicht in unsere Ergebnisberichte. Diese Grenzen sind bewusst gezogen: Sie schützen die Rechte aller Beteiligten, auch die der zu prüfenden Person, falls sich der Verdacht nicht bestätigt.',
        'Wir verwenden keine Gesichtserkennung. Fotos vergleichen wir über die Bildrückwärtssuche mit veröffentlichten Bildern, nicht über biometrische Merkmale. Und wir versprechen keine Gewissheit: Manche Betrüger verwenden Bilder, die nirgends sonst im Netz stehen. Eine Prüfung kann deshalb klare Hinweise liefern, aber keine hundertprozentige Sicherheit. Bereits überwiesenes Geld können wir nicht zurückholen. Ob sich eine Zahlung noch rückgängig machen lässt, klären Ihre Bank, die Polizei und gegebenenfalls eine Anwältin oder ein Anwalt.',
      ],
    },
    {
      heading: 'Preis, Garantie und Datenschutz',
      paragraphs: [
        'Jede Prüfung kostet 39 € inkl. MwSt., ganz gleich, um welche Plattform es geht. Es gibt keine versteckten Kosten und kein Abonnement. Bleibt die Prüfung ohne Treffer, wird der Betrag nicht erstattet; dafür prüfen wir Ihren nächsten Fall ohne Kosten. So können Sie zum Beispiel später ein weiteres Profil prüfen lassen, wenn sich ein neuer Kontakt bei Ihnen meldet.',
        `Alles, was Sie uns anvertrauen, behandeln wir vertraulich, und unsere Server stehen in Deutschland. ${retentionText} Mit der Buchung bestätigen Sie, dass ein berechtigtes Interesse besteht. Der Schutz vor Betrug ist ein solches Interesse. Reine Neugier oder die Überwachung eines früheren Partners gehören nicht dazu.`,
      ],
    },
  ],
  selfCheck: {
    title: 'Was Sie vor der Buchung selbst prüfen können',
    intro:
      'Einige Hinweise können Sie in wenigen Minuten selbst sammeln. Schreiben Sie Ihre Beobachtungen auf; falls Sie später eine Prüfung beauftragen, können Sie sie im vierten Schritt einfügen.',
    items: [
      'Suchen Sie das Profilbild per Bildrückwärtssuche, etwa mit Google Lens oder TinEye.',
      'Geben Sie den vollen Namen zusammen mit dem angeblichen Wohnort in eine Suchmaschine ein.',
      'Prüfen Sie, seit wann das Profil besteht und wie viele Beiträge es enthält.',
      'Vergleichen Sie Alter, Beruf und Herkunft im Profil mit dem, was im Chat erzählt wurde.',
      'Schauen Sie, ob die Person einem Videoanruf immer wieder ausweicht.',
      'Achten Sie darauf, ob die Person das Gespräch schnell zu WhatsApp oder Telegram verlegen wollte.',
      'Markieren Sie jede Nachricht, in der es direkt oder indirekt um Geld geht.',
      'Halten Sie fest, ob nach Ausweisfotos, Bankdaten oder Zugangscodes gefragt wurde.',
    ],
  },
  nextSteps: {
    title: 'Was Sie jetzt tun sollten',
    items: [
      'Zahlen Sie vorerst nichts – weder per Überweisung noch mit Gutscheinkarten –, auch wenn die Bitte dringend klingt.',
      'Sichern Sie Bildschirmfotos vom Profil und vom Chatverlauf, jeweils mit Datum und Benutzername.',
      'Notieren Sie alle Angaben zur Person: Namen, Telefonnummern, Profil-Links und Zahlungsdaten.',
      'Buchen Sie den Profil-Check und laden Sie Ihre Bildschirmfotos im dritten Schritt hoch.',
      'Ist bereits Geld geflossen, verständigen Sie sofort Ihre Bank, damit sie prüfen kann, ob sich die Zahlung noch stoppen lässt. Gehen Sie danach zur Polizei.',
    ],
  },
};
