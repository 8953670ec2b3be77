import type { LandingConfig } from '../../types.ts';

export const instagramProfileFake: LandingConfig = {
  slug: 'instagram-profile-fake',
  category: 'social-media',
  service: 'instagram-fake-analysis',
  seo: {
    title: 'Instagram-Profil fake? Follower, Alter und Beiträge prüfen',
    description:
      'Ist ein Instagram-Profil echt? Woran Sie gekaufte Follower, neue Konten und gestohlene Beiträge erkennen und wie unser Team das Profil für 39 € prüft.',
    keywords: [
      'Instagram Profil fake',
      'Instagram Fake-Account erkennen',
      'gekaufte Follower',
      'Instagram Konto prüfen',
      'gestohlene Bilder Instagram',
      'Instagram Betrug',
    ],
  },
  hero: {
    title: 'Instagram-Profil fake? Wir analysieren das verdächtige Konto',
    subtitle:
      'Schöne Bilder, viele Follower, eine freundliche Nachricht – und doch stimmt etwas nicht. Wir prüfen Follower-Muster, Kontoverlauf und die Herkunft der Beiträge.',
    guarantee: 'Bleibt die Analyse ergebnislos, zahlen Sie die nächste nicht.',
    buttonText: 'Instagram-Profil prüfen',
  },
  article: {
    title: 'So entlarven Sie ein gefälschtes Instagram-Profil',
    subtitle: 'Follower, Kontoalter, Beiträge und Nachrichten: die wichtigsten Prüfpunkte im Überblick',
    text: `Gefälschte Instagram-Profile dienen verschiedenen Zwecken. Manche bahnen einen Liebesbetrug an, auch Romance-Scam genannt: Über Direktnachrichten entsteht eine Beziehung, bis Geld gefordert wird. Andere werben für angebliche Anlagechancen, verkaufen Waren, die nie ankommen, oder wollen an Ihre Zugangsdaten gelangen. Gemeinsam ist ihnen, dass sie Vertrauen über den ersten Eindruck herstellen. Ein gepflegtes Raster aus Fotos, ein paar Tausend Follower und ein blauer Haken neben dem Namen, der manchmal nur als Emoji eingefügt ist, lassen ein Konto seriös wirken.

Werfen Sie einen Blick auf die Follower. Bei gekauften Followern sehen Sie viele Konten ohne Profilbild, mit Namen aus Zahlen und Buchstaben oder ohne eigene Beiträge. Passt die Zahl der Follower nicht zu den Reaktionen, etwa 20.000 Follower, aber nur zehn Likes pro Bild, ist das auffällig. Ebenso verdächtig sind Kommentare, die nur aus Emojis oder allgemeinen Sätzen wie „Tolles Bild“ bestehen und bei jedem Beitrag ähnlich klingen. Echte Konten haben Follower, die zur Person passen, etwa aus derselben Stadt oder demselben Beruf.

Viele Hinweise liefert Instagram selbst. Öffnen Sie das Menü des Profils über das Symbol oben rechts; dort finden Sie den Punkt „Info zu diesem Konto“. Er verrät häufig das Beitrittsdatum, das Land, aus dem das Konto geführt wird, und wie oft der Benutzername gewechselt hat. Ein Konto, das vor drei Wochen angelegt wurde, aber Fotos aus zehn Jahren zeigt, ist merkwürdig. Scrollen Sie bis zum ältesten Beitrag: Wurden viele Bilder am selben Tag hochgeladen? Prüfen Sie einzelne Fotos zusätzlich per Bildrückwärtssuche mit Google Lens.

Gestohlene Inhalte erkennt man oft erst im Vergleich. Betrüger kopieren komplette Bildstrecken von Reisebloggern, Fitnesstrainern oder Privatleuten und geben sie als ihr eigenes Leben aus. Unsere Spezialistinnen und Spezialisten suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Fotos aus dem Konto, prüfen aktuelle und frühere Benutzernamen in öffentlichen Quellen und bewerten Follower-Struktur und Aktivität von Hand. Wir sehen nur, was öffentlich sichtbar ist; private Konten oder Nachrichten öffnen wir nicht. Pro Auftrag prüfen wir eine Person und ihr Konto für 39 € inkl. MwSt.

Bis das Ergebnis vorliegt, schicken Sie kein Geld und öffnen Sie keine Links, die Ihnen das Konto per Direktnachricht sendet. Geben Sie niemals Bestätigungscodes weiter, die Sie per SMS erhalten. Halten Sie Profil, Follower-Zahl und Nachrichten in Bildschirmfotos fest, denn gefälschte Konten verschwinden oft schnell. Instagram bietet im Profilmenü eine Meldung als Betrug oder gefälschtes Konto an; nutzen Sie sie und blockieren Sie den Kontakt danach. Ist schon Geld geflossen, telefonieren Sie möglichst sofort mit Ihrer Bank; außerdem gehört der Fall zur Polizei.`,
  },
  categories: [
    {
      title: 'Prüfpunkte am Instagram-Konto',
      items: [
        'Alter des Kontos und frühere Benutzernamen',
        'Follower-Zahl im Vergleich zu Likes und Kommentaren',
        'Zeitpunkt der Beiträge: viele an einem einzigen Tag',
        'Herkunft der Bilder per Bildrückwärtssuche',
      ],
    },
    {
      title: 'Häufige Zwecke falscher Konten',
      items: [
        'Anbahnung von Liebesbetrug per Direktnachricht',
        'Werbung für angebliche Krypto-Anlagen',
        'Verkauf von Waren, die nie geliefert werden',
        'Abgreifen von Passwörtern und Codes',
      ],
    },
    {
      title: 'Das umfasst unsere Instagram-Analyse',
      items: [
        'Manuelle Auswertung der öffentlichen Beiträge',
        'Suche nach kopierten Bildstrecken',
        'Abgleich mit öffentlichen Quellen und Mustern',
        'Schriftlicher Ergebnisbericht meist in 24–48 Stunden',
      ],
    },
  ],
  warning: {
    title: 'Wo sich gefälschte Instagram-Konten verraten',
    description:
      'Kein einzelnes Merkmal ist ein Beweis. Wer aber mehrere dieser Punkte bemerkt, sollte das Konto genauer ansehen lassen.',
    left: {
      title: 'Am Profil sichtbar',
      items: [
        'Viele Follower, aber kaum echte Reaktionen',
        'Neues Konto mit Bildern aus vielen Jahren',
        'Mehrfach geänderter Benutzername',
        'Blauer Haken nur als Emoji im Namen',
      ],
    },
    right: {
      title: 'In Direktnachrichten',
      items: [
        'Unerwartete Nachricht mit Kompliment',
        'Drängen auf ein Gespräch außerhalb von Instagram',
        'Bitte um einen per SMS gesendeten Code',
        'Angebot einer angeblich sicheren Geldanlage',
      ],
    },
  },
};
