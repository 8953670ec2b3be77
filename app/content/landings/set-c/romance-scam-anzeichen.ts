import type { LandingConfig } from '../../types.ts';

export const romanceScamAnzeichen: LandingConfig = {
  slug: 'romance-scam-anzeichen',
  category: 'romance-scam',
  seo: {
    title: 'Romance-Scam-Anzeichen: Warnsignale für Liebesbetrug',
    description:
      'Liebesschwüre nach Tagen, kein Videoanruf, Notfall im Ausland, Bitte um Gutscheinkarten oder Krypto: die typischen Anzeichen eines Romance-Scams erklärt.',
    keywords: [
      'romance scam anzeichen',
      'liebesbetrug anzeichen',
      'love bombing',
      'romance scam erkennen',
      'liebesbetrug gutscheinkarten',
      'liebesbetrug krypto',
    ],
  },
  hero: {
    title: 'Romance-Scam: die Anzeichen, die fast immer auftauchen',
    subtitle:
      'Liebesbetrug folgt einem Drehbuch. Wer die einzelnen Szenen kennt, erkennt das Muster oft früher, auch wenn die eigenen Gefühle echt sind.',
    guarantee: 'Keine Treffer? Ihre nächste Prüfung kostet dann nichts.',
    buttonText: 'Kontakt jetzt prüfen lassen',
  },
  service: 'romance-scam-indicators',
  article: {
    title: 'Die typischen Anzeichen für Romance-Scam',
    subtitle: 'So erkennen Sie Liebesbetrug – vom überwältigenden Anfang bis zur Geldforderung',
    text: 'Romance-Scam, auf Deutsch Liebesbetrug, bedeutet: Jemand gibt sich im Internet als liebevoller Partner aus, um Sie später um Geld zu bitten. Das erste Anzeichen ist oft ein überwältigender Anfang, im Englischen „Love Bombing“ genannt. Schon nach wenigen Tagen ist von Seelenverwandtschaft die Rede, Nachrichten kommen am Morgen, am Mittag und mitten in der Nacht, dazu Kosenamen und Zukunftspläne. Das fühlt sich wunderbar an, gerade nach einer schweren Zeit. Genau darauf zielt das ab: Je schneller die Bindung entsteht, desto seltener wird nachgefragt.\n\nDas zweite Anzeichen: Ein echtes Kennenlernen findet nie statt. Videoanrufe scheitern an einer kaputten Kamera, an schlechtem Internet auf der Bohrinsel oder an angeblichen Sicherheitsregeln beim Militär. Treffen werden geplant und kurz vorher abgesagt. Telefonate sind, wenn überhaupt, kurz, rauschen oder klingen anders als erwartet. Jede Ausrede für sich mag glaubwürdig sein. In der Summe zeigt sich ein Muster: Die Person meidet alles, was ihr Gesicht in Echtzeit zeigen würde. Auch kurze, verwackelte Videoclips beweisen wenig, denn sie können von anderen Menschen stammen.\n\nDas dritte Anzeichen ist eine Notlage, meist im Ausland. Ihr Kontakt arbeitet angeblich als Arzt in einem Krisengebiet, als Ingenieur auf einer Baustelle in Westafrika oder als Soldat im Einsatz. Plötzlich passiert etwas: ein Unfall, ein beschlagnahmter Koffer, eine offene Hotelrechnung, ein Konto, das wegen Formalitäten gesperrt ist. Nur Sie können helfen, und zwar schnell. Oft beginnt es mit kleinen Beträgen, die manchmal sogar zurückgezahlt werden, damit Sie Vertrauen fassen. Danach werden die Summen größer und die Geschichten dringlicher.\n\nAchten Sie besonders darauf, wie Sie zahlen sollen. Gutscheinkarten von Google Play, Apple, Amazon oder Steam sind bei Betrügern beliebt, weil sich das Guthaben rasch weiterverkaufen lässt, sobald Sie den Code abfotografiert haben. Ebenso verdächtig sind Überweisungen an Dritte, Bargeld per Post oder Zahlungen über Geldtransferdienste. Eine neuere Variante ist die Geldanlage: Ihr Kontakt zeigt Ihnen eine Kryptoplattform, auf der Sie angeblich gemeinsam reich werden. Die Gewinne stehen nur auf dem Bildschirm. Wer sich die Gewinne auszahlen lassen will, soll vorher Steuern oder Gebühren überweisen.\n\nSehen Sie mehrere dieser Anzeichen, halten Sie inne, ohne sich Vorwürfe zu machen. Prüfen Sie die Fotos mit einer Bildrückwärtssuche, sprechen Sie mit Angehörigen und zahlen Sie nichts mehr. Unsere Spezialistinnen und Spezialisten können zusätzlich von Hand zu Ihrem Kontakt recherchieren: Herkunft der Bilder, Spuren von Namen und Nummern, öffentliche Warnungen vor bekannten Textvorlagen. Sind bereits Zahlungen geflossen, rufen Sie umgehend Ihre Bank an und gehen Sie zur Polizei. Im akuten Notfall erreichen Sie die Polizei unter 110; Unterstützung für Betroffene bietet das Opfertelefon des Weissen Rings unter 116 006.',
  },
  categories: [
    {
      title: 'Am Anfang: zu viel, zu schnell',
      items: [
        'Liebeserklärungen nach wenigen Tagen',
        'Nachrichten rund um die Uhr',
        'Kosenamen und Heiratspläne vor dem ersten Treffen',
        'Rührende Lebensgeschichte mit Verlust und Einsamkeit',
      ],
    },
    {
      title: 'Danach: Nähe ohne Begegnung',
      items: [
        'Kamera angeblich defekt, Internet zu schwach',
        'Geplante Treffen platzen in letzter Minute',
        'Arbeit im Ausland, auf See oder im Einsatz',
        'Bitte, die Beziehung vorerst geheim zu halten',
      ],
    },
    {
      title: 'Am Ende: das Geld',
      items: [
        'Unfall, Krankenhaus oder Ärger mit Behörden',
        'Gutscheinkarten statt Überweisung',
        'Gemeinsame Geldanlage in Kryptowährung',
        'Immer neue Gebühren vor einer Auszahlung',
      ],
    },
  ],
  warning: {
    title: 'Die wichtigsten Anzeichen auf einen Blick',
    description:
      'Nicht jedes Anzeichen bedeutet Betrug. Je mehr davon zusammenkommen, desto ernster sollten Sie den Verdacht nehmen und desto wichtiger ist es, nichts mehr zu zahlen.',
    left: {
      title: 'Anzeichen im Verhalten',
      items: [
        'Überschwängliche Zuneigung ohne echtes Kennenlernen',
        'Ausreden bei jeder Bitte um einen Videoanruf',
        'Stimmungswechsel, wenn Sie Zweifel äußern',
        'Die Geschichte ändert sich in wichtigen Details',
      ],
    },
    right: {
      title: 'Anzeichen bei Geldwünschen',
      items: [
        'Zahlung soll über Gutscheinkarten laufen',
        'Überweisung an eine fremde Person oder Firma',
        'Krypto-Anlage mit angeblich sicheren Gewinnen',
        'Rückzahlung wird versprochen, aber immer verschoben',
      ],
    },
  },
};
