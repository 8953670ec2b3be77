import type { LandingConfig } from '../../types.ts';

export const facebookFakeProfilFinden: LandingConfig = {
  slug: 'facebook-fake-profil-finden',
  category: 'social-media',
  service: 'facebook-fake-search',
  seo: {
    title: 'Facebook-Fake-Profil finden: geklonte Konten erkennen',
    description:
      'Ein Bekannter schickt eine zweite Freundschaftsanfrage? Woran Sie geklonte und erfundene Facebook-Profile erkennen und wie wir ein Konto für 39 € prüfen.',
    keywords: [
      'Facebook Fake-Profil finden',
      'geklontes Facebook-Profil',
      'Facebook Konto kopiert',
      'doppelte Freundschaftsanfrage',
      'Facebook Fake erkennen',
      'Facebook Betrug',
    ],
  },
  hero: {
    title: 'Facebook-Fake-Profil finden: echt, erfunden oder kopiert?',
    subtitle:
      'Eine Bekannte, mit der Sie längst befreundet sind, fragt erneut an, oder ein Fremder mit perfektem Profil schreibt Ihnen: Wir prüfen, ob hinter dem Facebook-Konto die Person steckt, die es zu sein vorgibt.',
    guarantee: 'Gibt es keine Treffer, ist die nächste Prüfung kostenlos.',
    buttonText: 'Facebook-Profil prüfen lassen',
  },
  article: {
    title: 'Geklonte und erfundene Facebook-Profile',
    subtitle:
      'Zwei Maschen, ähnliche Folgen: wie Betrüger auf Facebook vorgehen und wie Sie Kopie und Original auseinanderhalten',
    text: `Die meisten Fake-Profile auf Facebook gehören zu einer von zwei Sorten. Beim geklonten Profil kopieren Betrüger Name, Profilbild und Titelbild einer echten Person und verschicken damit Freundschaftsanfragen an deren Freundeskreis. Wer annimmt, erhält bald eine Nachricht mit einer Notlage, einem Gewinnspiel oder einem Link. Beim erfundenen Profil wird eine ganze Person neu zusammengesetzt, oft aus gestohlenen Fotos. Solche Konten dienen häufig dem Liebesbetrug, auf Englisch Romance-Scam: einer vorgetäuschten Liebesbeziehung, die früher oder später in Geldforderungen mündet.

Ein geklontes Profil erkennen Sie daran, dass Sie mit der Person eigentlich längst befreundet sind. Das neue Konto hat wenige Freunde, kaum Beiträge und ist erst wenige Tage oder Wochen alt. Oft fehlt die persönliche Ansprache, oder die Nachrichten klingen anders als sonst: fehlerhaftes Deutsch, ungewohnte Anrede, plötzliche Eile. Ein typischer Satz lautet: „Ich bin gerade im Ausland und komme nicht an mein Konto, kannst du mir kurz aushelfen?“ Bei erfundenen Profilen passen dagegen Wohnort, Arbeitgeber und Freundeskreis nicht zusammen.

Rufen Sie die echte Person an oder fragen Sie sie persönlich, ob die neue Anfrage wirklich von ihr stammt. Suchen Sie auf Facebook nach dem Namen und schauen Sie, ob es zwei Konten mit demselben Profilbild gibt; das ältere mit vielen gemeinsamen Freunden ist meist das Original. Bei Fremden lohnt ein Blick in den Bereich „Info“ und auf die Freundesliste: Viele Freunde aus fernen Ländern, aber keine aus dem angeblichen Wohnort sind auffällig. Prüfen Sie das Profilbild zusätzlich mit einer Bildrückwärtssuche.

Unsere Spezialistinnen und Spezialisten gleichen das Konto mit öffentlich sichtbaren Informationen ab. Sie prüfen, ob es zu dem Namen weitere Profile gibt und welches davon länger besteht, suchen in mehreren Suchdiensten nach identischen und bearbeiteten Kopien von Profil- und Titelbild und prüfen, ob Angaben zu Beruf und Wohnort irgendwo öffentlich bestätigt werden. Sie kennen die typischen Muster von Fake-Profilen in sozialen Netzwerken. Was nur für Freunde sichtbar ist, sehen auch wir nicht. Ein Profil-Check gilt genau einer Person; er kostet 39 € inkl. MwSt.

Wurde Ihr eigenes Konto geklont, melden Sie die Kopie über die Meldefunktion von Facebook als Identitätsmissbrauch und bitten Sie Freunde, das ebenfalls zu tun. Warnen Sie Ihren Freundeskreis mit einem kurzen Beitrag und stellen Sie die Sichtbarkeit Ihrer Freundesliste auf „Nur ich“, damit Betrüger sie nicht so leicht auslesen können. Haben Sie einer Kopie Geld geschickt, sichern Sie Bildschirmfotos und Zahlungsbelege, bitten Sie Ihre Bank noch am selben Tag um Hilfe und zeigen Sie den Betrug an. Klicken Sie keine Links in verdächtigen Nachrichten an.`,
  },
  categories: [
    {
      title: 'Merkmale eines geklonten Profils',
      items: [
        'Neue Anfrage von einem längst bestätigten Freund',
        'Kopiertes Profil- und Titelbild, kaum Beiträge',
        'Sehr kurze Freundesliste, erst kürzlich angelegt',
        'Ungewohnter Schreibstil und plötzliche Eile',
      ],
    },
    {
      title: 'So geht unser Team vor',
      items: [
        'Suche nach allen Konten mit demselben Namen',
        'Bildrückwärtssuche für Profil- und Titelbild',
        'Beruf und Wohnort im Abgleich mit öffentlichen Quellen',
        'Bewertung von Alter, Aktivität und Freundeskreis',
      ],
    },
    {
      title: 'Wann sich ein Facebook-Check lohnt',
      items: [
        'Ein Fremder schreibt Ihnen liebevolle Nachrichten',
        'Ein Bekannter bittet per Nachricht um Geld',
        'Ihr eigenes Profil wurde vermutlich kopiert',
        'Ein Verkäufer auf dem Marktplatz wirkt unseriös',
      ],
    },
  ],
  warning: {
    title: 'Original oder Kopie? Die wichtigsten Unterschiede',
    description:
      'Mit diesem Vergleich erkennen Sie viele geklonte Facebook-Konten schon selbst. Im Zweifel rufen Sie die echte Person einfach an.',
    left: {
      title: 'Das Original',
      items: [
        'Besteht seit Jahren, mit vielen Beiträgen',
        'Zahlreiche gemeinsame Freunde und Kommentare',
        'Ein persönlicher Ton, den Sie kennen',
        'Fotos aus verschiedenen Jahren und Anlässen',
      ],
    },
    right: {
      title: 'Die Kopie',
      items: [
        'Erst vor Tagen oder Wochen angelegt',
        'Kaum Freunde, fast keine eigenen Beiträge',
        'Nur Profil- und Titelbild des Originals',
        'Schnelle Bitte um Geld, Codes oder Klicks',
      ],
    },
  },
};
