import type { LandingConfig } from '../../types.ts';

export const fakeProfilHeiratsschwindlerFotos: LandingConfig = {
  slug: 'fake-profil-heiratsschwindler-fotos',
  category: 'image-check',
  service: 'heiratsschwindler-foto-check',
  seo: {
    title: 'Heiratsschwindler-Fotos: Fake-Profil an den Bildern prüfen',
    description:
      'Heiratsversprechen, Ringfotos, Bilder vom gemeinsamen Haus: So entlarven Sie die Fotos von Heiratsschwindlern. Manuelle Bildprüfung für 39 € inkl. MwSt.',
    keywords: [
      'Heiratsschwindler Fotos',
      'Heiratsschwindel erkennen',
      'Fake-Profil Heiratsschwindler',
      'Heiratsversprechen Betrug',
      'Liebesbetrug Hochzeit',
      'Bildrückwärtssuche',
    ],
  },
  hero: {
    title: 'Fotos von Heiratsschwindlern erkennen und prüfen lassen',
    subtitle:
      'Ihr Gegenüber spricht schon von Hochzeit, schickt Bilder vom Ring und vom Haus, in dem Sie gemeinsam leben sollen, und braucht nun Geld. Wir prüfen, woher diese Fotos wirklich stammen.',
    guarantee: 'Keine Treffer? Ihre nächste Analyse ist kostenlos.',
    buttonText: 'Fotos des Partners prüfen',
  },
  article: {
    title: 'Heiratsschwindel im Internet: die Rolle der Fotos',
    subtitle: 'Warum Hochzeitspläne, Ringe und Familienbilder so wirksam sind und wie Sie die Bilder überprüfen',
    text: `Heiratsschwindel ist eine besonders schmerzhafte Form des Liebesbetrugs, international Romance-Scam genannt: Jemand gewinnt über Dating-Seiten oder soziale Netzwerke Ihr Vertrauen, spricht bald von Ehe und gemeinsamer Zukunft und verlangt dann Geld – für das Visum, die Hochzeitsfeier, die Auflösung eines Geschäfts im Ausland oder die Anzahlung für ein Haus. Das Heiratsversprechen erzeugt Verbindlichkeit. Wer glaubt, bald verheiratet zu sein, hilft dem künftigen Ehepartner eher als einer flüchtigen Bekanntschaft.

Fotos spielen dabei eine zentrale Rolle. Schwindler zeigen sich gern erfolgreich und familiär: im Anzug vor einem großen Haus, mit Kindern aus erster Ehe, mit einem Ring, den sie angeblich schon gekauft haben. Oft stammen diese Bilder aus den Konten verschiedener echter Menschen, aus Immobilienanzeigen oder aus Schmuckwerbung. Verdächtig ist, wenn das Zuhause auf den Bildern nicht zur Geschichte passt, wenn die Kinder nie mit Namen vorkommen oder wenn die Person zwar von Hochzeit spricht, aber nie zu einem Videoanruf bereit ist.

Prüfen Sie zuerst das Foto, das Ihnen am meisten bedeutet, etwa das Bild mit dem Ring oder das Familienfoto. Suchen Sie es mit Google Lens oder TinEye und sehen Sie nach, ob es in einer Immobilienanzeige, im Onlineshop eines Juweliers oder auf dem Profil eines Fremden auftaucht. Fragen Sie nach der Adresse des angeblichen Hauses und sehen Sie sich die Straße in einem Kartendienst an. Bitten Sie um einen Videoanruf zu einer festen Uhrzeit. Wer Sie heiraten möchte, wird sich Ihnen zeigen können.

Unsere Spezialistinnen und Spezialisten sichten sämtliche Bilder der zu prüfenden Person, die Ihnen vorliegen, ausdrücklich auch Aufnahmen von Haus, Auto oder Ring. Sie suchen per Bildrückwärtssuche in mehreren Diensten nach identischen und bearbeiteten Kopien der Fotos, prüfen, ob Name und Lebenslauf in öffentlichen Quellen auftauchen, und legen die erzählte Geschichte neben typische Abläufe des Heiratsschwindels. Das geschieht von Hand; Software zur Gesichtserkennung nutzen wir nicht, und in private Konten schauen wir nicht hinein. Der Auftrag kostet 39 € inkl. MwSt.; die Antwort kommt gewöhnlich binnen 24–48 Stunden als E-Mail.

Haben Sie bereits Geld gegeben, sind Sie weder allein noch naiv, denn diese Täter gehen planvoll vor. Zahlen Sie nichts weiter und treffen Sie keine Entscheidung über Ihr Vermögen, bis die Fotos geprüft sind. Sichern Sie Nachrichten, Bilder und Überweisungsbelege. Informieren Sie Ihre Bank und gehen Sie mit Ihren Unterlagen zur Polizei; strafrechtlich fällt Heiratsschwindel meist unter den Betrugsparagrafen, § 263 StGB. Das ist eine allgemeine Auskunft, keine rechtliche Beratung im Einzelfall. Vertrauen Sie sich außerdem einem Menschen in Ihrem Umfeld an.`,
  },
  categories: [
    {
      title: 'Typische Fotos von Heiratsschwindlern',
      items: [
        'Bilder mit Verlobungsring oder Hochzeitskleidung',
        'Fotos vor Villen, Booten oder teuren Autos',
        'Familienbilder mit angeblichen Kindern',
        'Porträts im Anzug oder in Berufskleidung',
      ],
    },
    {
      title: 'Was in unsere Analyse einfließt',
      items: [
        'Abgleich jedes Fotos in mehreren Suchdiensten',
        'Prüfung von Haus-, Auto- und Schmuckbildern',
        'Lebenslauf und Namen im Vergleich mit öffentlichen Quellen',
        'Vergleich mit bekannten Mustern des Heiratsschwindels',
      ],
    },
    {
      title: 'Ihre Vorteile',
      items: [
        'Fester Preis von 39 € inkl. MwSt.',
        'Diskrete Bearbeitung, Hosting in Deutschland',
        'Eine Person pro Auftrag, kein Abo',
        'Nächste Prüfung kostenlos, wenn es keine Treffer gibt',
      ],
    },
  ],
  warning: {
    title: 'Hochzeitspläne und Geldnot: ein gefährliches Paar',
    description:
      'Diese Kombinationen tauchen bei Heiratsschwindel immer wieder auf. Nehmen Sie sie ernst, auch wenn Ihnen die Zuneigung aufrichtig erscheint.',
    left: {
      title: 'Versprechen',
      items: [
        'Heiratsantrag ohne persönliches Treffen',
        'Pläne für ein gemeinsames Haus nach wenigen Wochen',
        'Angebliche Umzugspläne nach Deutschland',
        'Fotos vom Ring als Zeichen der Ernsthaftigkeit',
      ],
    },
    right: {
      title: 'Forderungen',
      items: [
        'Geld für Visum, Papiere oder Flug',
        'Hilfe bei einem angeblich eingefrorenen Erbe',
        'Anzahlung für Hochzeit oder Haus',
        'Bitte, der eigenen Familie nichts zu erzählen',
      ],
    },
  },
};
