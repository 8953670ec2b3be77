import type { LandingConfig } from '../../types.ts';

export const liebesbetrugGeldforderung: LandingConfig = {
  slug: 'liebesbetrug-geldforderung',
  category: 'romance-scam',
  seo: {
    title: 'Online-Bekanntschaft will Geld: Liebesbetrug erkennen',
    description:
      'Zollgebühren, Klinikrechnung, gesperrtes Konto, Flugticket: Wenn Ihre Online-Liebe Geld will, zahlen Sie nicht. So handeln Sie, auch nach einer Zahlung.',
    keywords: [
      'liebesbetrug geldforderung',
      'online bekanntschaft will geld',
      'liebesbetrug zollgebühren',
      'romance scam geld überwiesen',
      'liebesbetrug was tun',
      'liebesbetrug anzeige',
    ],
  },
  hero: {
    title: 'Ihre Online-Bekanntschaft bittet um Geld? Zahlen Sie bitte nicht',
    subtitle:
      'Zollgebühren, Krankenhausrechnungen, gesperrte Konten: Die Geschichten klingen dringend und echt. Hier erfahren Sie, wie Sie reagieren, auch wenn Sie bereits Geld überwiesen haben.',
    guarantee: 'Wir finden nichts? Dann prüfen wir das nächste Mal kostenlos.',
    buttonText: 'Vor der Zahlung prüfen lassen',
  },
  service: 'liebesbetrug-geldforderung-check',
  article: {
    title: 'Wenn aus Liebe eine Geldforderung wird',
    subtitle:
      'Die häufigsten Geschichten, warum Sie nicht zahlen sollten und was zu tun ist, wenn schon Geld geflossen ist',
    text: 'Bei einem Romance-Scam, zu Deutsch Liebesbetrug, ist die Geldforderung kein Ausrutscher, sondern das eigentliche Ziel. Wochen- oder monatelang wurde Vertrauen aufgebaut, damit die Bitte um Geld nicht wie eine Forderung wirkt, sondern wie ein Hilferuf. Häufig ist der erste Betrag klein, manchmal kommt er sogar zurück. Das soll zeigen, dass man sich aufeinander verlassen kann. Danach steigen die Summen. Wenn Sie gerade an diesem Punkt stehen und zweifeln, ist das kein Verrat an einem geliebten Menschen, sondern gesunde Vorsicht.\n\nDie Geschichten wiederholen sich in vielen Varianten. Ein Paket mit Geschenken, Gold oder Bargeld steckt angeblich beim Zoll fest und wird nur gegen eine Gebühr freigegeben. Nach einem Unfall im Ausland verlangt das Krankenhaus Vorkasse. Eine Erbschaft oder ein Gehalt liegt auf einem eingefrorenen Konto, für dessen Freigabe ein Anwalt bezahlt werden muss. Oder es fehlt nur noch das Flugticket, damit das erste Treffen endlich stattfinden kann. Oft meldet sich zusätzlich ein angeblicher Zollbeamter, Arzt oder Anwalt per E-Mail, um die Geschichte zu bestätigen.\n\nZahlen Sie nicht, auch nicht einen Teil und auch nicht „nur dieses eine Mal“. Echte Behörden verlangen keine Zollgebühren über private Konten, Gutscheinkarten oder Kryptowährung. Krankenhäuser im Ausland schicken ihre Rechnungen nicht über den Partner im Chat. Wenn Sie prüfen möchten, ob eine Geschichte stimmen kann, suchen Sie die genannte Klinik, Spedition oder Kanzlei selbst im Internet und rufen Sie über die dort angegebene Nummer an, nicht über die Nummer aus dem Chat. Prüfen Sie Fotos mit einer Bildrückwärtssuche und sprechen Sie mit jemandem, dem Sie vertrauen.\n\nHaben Sie bereits gezahlt, handeln Sie zügig und ohne Scham. Rufen Sie Ihre Bank an und fragen Sie, ob sich eine Überweisung noch stoppen oder zurückrufen lässt. Bei Kreditkarte, PayPal oder Gutscheinkarten wenden Sie sich an den jeweiligen Anbieter. Erstatten Sie Anzeige bei der Polizei, persönlich auf der Wache oder über die Internetwache Ihres Bundeslandes, und bringen Sie Überweisungsbelege, Chatverläufe und Namen mit. Brechen Sie danach den Kontakt ab. Beratung und seelische Unterstützung für Betroffene bietet das Opfertelefon des Weissen Rings unter 116 006.\n\nVorsicht vor einer zweiten Welle: Nach einem Liebesbetrug melden sich oft angebliche Anwälte, Ermittler oder Firmen, die Ihr Geld gegen eine Vorabgebühr zurückholen wollen. Auch das ist meist Betrug. Wer Ihnen eine Rückzahlung garantiert, ist nicht seriös. Auch wir können kein Geld zurückholen. Unsere Spezialistinnen und Spezialisten prüfen von Hand, ob Fotos, Namen und Geschichte der zu prüfenden Person echt sein können, damit Sie vor der nächsten Zahlung klarer sehen. Die Analyse kostet 39 € inkl. MwSt., gilt für eine Person und ist nur für Volljährige buchbar.',
  },
  categories: [
    {
      title: 'Geschichten, mit denen Geld gefordert wird',
      items: [
        'Zollgebühren für ein Paket mit Geschenken oder Gold',
        'Klinikrechnung nach einem Unfall im Ausland',
        'Eingefrorenes Konto oder blockiertes Erbe',
        'Flugticket oder Visum für das erste Treffen',
      ],
    },
    {
      title: 'Wenn schon Geld geflossen ist',
      items: [
        'Bank sofort anrufen und nach einem Rückruf der Überweisung fragen',
        'Anzeige bei der Polizei oder Internetwache erstatten',
        'Belege, Chats und Kontodaten gesammelt aufbewahren',
        'Kontakt beenden und keine weiteren Beträge zahlen',
      ],
    },
    {
      title: 'Inhalte und Grenzen unserer Prüfung',
      items: [
        'Herkunft der Fotos per Bildrückwärtssuche',
        'Öffentliche Spuren zu Namen, Nummer und E-Mail',
        'Stimmigkeit der erzählten Geschichte',
        'Wir holen kein Geld zurück und beraten nicht rechtlich',
      ],
    },
  ],
  warning: {
    title: 'Warnzeichen bei Geldforderungen aus dem Internet',
    description:
      'Eine Bitte um Geld von jemandem, den Sie nie persönlich getroffen haben, ist immer ein Grund innezuhalten. Besonders ernst sind die folgenden Signale.',
    left: {
      title: 'Die Art der Bitte',
      items: [
        'Es eilt, heute noch muss gezahlt werden',
        'Drohende Folgen wie Haft oder Abschiebung',
        'Anwälte oder Ärzte bestätigen alles per E-Mail',
        'Sie sollen niemandem davon erzählen',
      ],
    },
    right: {
      title: 'Der Zahlungsweg',
      items: [
        'Gutscheinkarten oder Codes per Foto',
        'Überweisung an fremde Personen oder Firmen',
        'Bargeld per Post oder Kurier',
        'Einzahlung auf eine Kryptoplattform',
      ],
    },
  },
};
