import type { LandingConfig } from '../../types.ts';

export const liebesbetrugerBilderManner: LandingConfig = {
  slug: 'liebesbetruger-bilder-manner',
  category: 'image-check',
  service: 'liebesbetrüger-männer-bilder',
  seo: {
    title: 'Liebesbetrüger-Bilder Männer: gestohlene Fotos prüfen',
    description:
      'Soldat, Arzt, Ingenieur oder Witwer: Liebesbetrüger nutzen gestohlene Männerfotos. So prüfen Sie die Bilder selbst oder lassen sie für 39 € prüfen.',
    keywords: [
      'Liebesbetrüger Bilder Männer',
      'gestohlene Fotos Soldat',
      'Romance-Scam Männerfotos',
      'Fake-Profil Arzt',
      'Bildrückwärtssuche',
      'Liebesbetrug erkennen',
    ],
  },
  hero: {
    title: 'Liebesbetrüger-Bilder von Männern erkennen und prüfen lassen',
    subtitle:
      'Der charmante Offizier oder der verwitwete Ingenieur wirkt echt, doch oft stammen seine Fotos von einem fremden Mann. Wir klären per Bildrückwärtssuche, woher die Bilder wirklich kommen.',
    guarantee: 'Ohne Treffer ist Ihre nächste Prüfung kostenlos.',
    buttonText: 'Männerfotos prüfen lassen',
  },
  article: {
    title: 'Warum Liebesbetrüger fremde Männerfotos verwenden',
    subtitle:
      'Uniform, Arztkittel, Bauhelm: wie die Bilder Vertrauen erzeugen sollen und wie Sie den Diebstahl aufdecken',
    text: `Beim Liebesbetrug, auch Romance-Scam genannt, baut ein Betrüger über Wochen eine Liebesbeziehung im Internet auf und bittet Sie irgendwann um Geld. Dafür braucht er ein Gesicht, dem man vertraut. Meist nimmt er Fotos echter Männer aus sozialen Netzwerken: US-Soldaten im Auslandseinsatz, Ärzte bei Hilfsorganisationen, Ingenieure auf Bohrinseln oder gepflegte Witwer mit Kind. Diese Berufe erklären später bequem, warum er nie Zeit für ein Treffen hat, warum Videoanrufe angeblich verboten sind und warum plötzlich Geld für Urlaub, Zoll oder Flugtickets fehlt.

Typisch ist eine Bildauswahl, die zu perfekt wirkt: Uniform mit Orden, Fotos vor Hubschraubern, Bilder mit Kindern am Strand, aber kaum alltägliche Schnappschüsse. Oft passen Alter, Licht und Bildqualität nicht zusammen, oder ein Foto ist gespiegelt und zugeschnitten, damit Suchmaschinen es schwerer finden. Achten Sie auch darauf, ob er Sie um neue Bilder bittet, selbst aber nur alte schickt. Verweigert er jeden Videoanruf, drängt früh zum Wechsel auf WhatsApp oder Telegram und spricht nach wenigen Wochen über Geld, ist Vorsicht angebracht.

Den ersten Test können Sie selbst machen. Speichern Sie ein Profilbild auf Ihrem Handy und laden Sie es in Google Lens, in die Bildersuche von Bing oder bei TinEye hoch. Erscheint das Bild bei einem Mann mit anderem Namen, etwa bei einem amerikanischen Sanitäter oder einem Fitnesstrainer aus Brasilien, ist das ein deutliches Warnzeichen. Probieren Sie mehrere Bilder aus, auch Ausschnitte, denn Betrüger beschneiden Fotos gern. Suchen Sie zusätzlich nach seinem Namen zusammen mit Begriffen wie „Betrug“ oder „Scam“. Manche Männerfotos werden seit Jahren immer wieder benutzt.

Wenn Ihre eigene Suche nichts ergibt, heißt das noch nicht viel. Unsere Spezialistinnen und Spezialisten arbeiten von Hand: Sie suchen mit mehreren Suchmaschinen nach identischen Kopien jedes Bildes und nach bearbeiteten Fassungen, etwa zugeschnitten, gespiegelt oder farblich verändert, und vergleichen Namen, Orte und Dienstgrade mit öffentlichen Quellen und bekannten Betrugsmustern. Unser Team kennt die gängigen Fotoquellen. Gesichtserkennung setzen wir nicht ein. Der Preis für eine Person beträgt 39 € inkl. MwSt.; meist innerhalb von 24 bis 48 Stunden erhalten Sie eine E-Mail mit dem Link zu Ihrem Ergebnisbericht.

Hat er bereits Geld verlangt, überweisen Sie bitte nichts, auch nicht für angebliche Gebühren, die alles „freischalten“ sollen. Sichern Sie den Chatverlauf, seine Fotos und Ihre Zahlungsbelege als Bildschirmfotos, bevor er das Profil löscht. Haben Sie schon gezahlt, rufen Sie Ihre Bank an; bei der Polizei können Sie den Fall anzeigen. Blockieren Sie ihn, nachdem Sie sein Profil beim Betreiber gemeldet haben. Schämen müssen Sie sich nicht: Diese Täter arbeiten professionell und täuschen täglich kluge, lebenserfahrene Menschen.`,
  },
  categories: [
    {
      title: 'Diese Männerbilder nutzen Betrüger häufig',
      items: [
        'Soldaten in Uniform, angeblich im Auslandseinsatz',
        'Ärzte im Kittel, etwa bei Hilfsorganisationen',
        'Ingenieure auf Bohrinseln oder Baustellen im Ausland',
        'Verwitwete Väter mit Kind oder Hund',
      ],
    },
    {
      title: 'Was wir an den Fotos prüfen',
      items: [
        'Bildrückwärtssuche in mehreren Suchmaschinen',
        'Gespiegelte, beschnittene und bearbeitete Varianten',
        'Name, Beruf und Ort im Abgleich mit öffentlichen Quellen',
        'Vergleich mit bekannten Mustern des Liebesbetrugs',
      ],
    },
    {
      title: 'So einfach ist die Buchung',
      items: [
        'Profil-Link, Namen und Fotos angeben',
        'Berechtigtes Interesse bestätigen und 39 € zahlen',
        'Recherche von Hand durch unser Team',
        'Link zum Ergebnisbericht meist nach 24–48 Stunden per E-Mail',
      ],
    },
  ],
  warning: {
    title: 'Wenn der Traummann nur aus fremden Fotos besteht',
    description:
      'Diese Anzeichen sprechen dafür, dass hinter dem Profil ein anderer Mensch steckt als der Mann auf den Bildern.',
    left: {
      title: 'Auffällige Bilder',
      items: [
        'Fast nur Fotos in Uniform oder Berufskleidung',
        'Professionelle Aufnahmen statt Alltagsfotos',
        'Gespiegelte oder stark beschnittene Bilder',
        'Kein neues Foto trotz Bitte um ein aktuelles Bild',
      ],
    },
    right: {
      title: 'Auffälliges Verhalten',
      items: [
        'Kein Videoanruf, immer mit neuer Ausrede',
        'Drängt schnell auf WhatsApp oder Telegram',
        'Große Liebesworte nach wenigen Tagen',
        'Geldbitte für Urlaub, Zoll oder ein Flugticket',
      ],
    },
  },
};
