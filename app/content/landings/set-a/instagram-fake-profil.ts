import type { LandingConfig } from '../../types.ts';

export const instagramFakeProfil: LandingConfig = {
  slug: 'instagram-fake-profil',
  category: 'social-media',
  service: 'instagram-fake-profil-check',
  seo: {
    title: 'Fake-Profil auf Instagram? Konto prüfen lassen',
    description:
      'Fremde Direktnachrichten, angebliche Influencer, verlockende Krypto-Tipps: So erkennen Sie gefälschte Instagram-Konten und lassen eines von Hand prüfen.',
    keywords: [
      'instagram fake profil',
      'instagram fake account erkennen',
      'instagram betrug direktnachricht',
      'fake influencer',
      'instagram krypto betrug',
      'instagram konto prüfen',
    ],
  },
  hero: {
    title: 'Fake-Profil auf Instagram prüfen',
    subtitle:
      'Eine Direktnachricht von einem Unbekannten, ein angeblicher Influencer oder ein verlockendes Anlageangebot? Wir prüfen das Konto von Hand in öffentlichen Quellen.',
    guarantee: 'Keine Treffer? Die nächste Prüfung übernehmen wir kostenlos.',
    buttonText: 'Instagram-Konto prüfen lassen',
  },
  article: {
    title: 'Gefälschte Instagram-Konten durchschauen',
    subtitle: 'Direktnachrichten, falsche Influencer und angebliche Geldanlagen',
    text: `Instagram lebt von Bildern, und genau das nutzen Betrüger aus. Ein gefälschtes Konto braucht nur ein paar gestohlene Fotos, einen klangvollen Namen und gekaufte Follower. Der Kontakt beginnt meist mit einer Direktnachricht: ein Kompliment zu Ihrem Foto, eine Frage nach Ihrem Wohnort, manchmal ein Like unter einem alten Beitrag. Viele dieser Konten geben sich als Fotografin, Soldat, erfolgreicher Unternehmer oder bekannte Persönlichkeit aus. Das erste Ziel ist oft noch nicht Ihr Geld, sondern Ihr Vertrauen und der Wechsel in einen privaten Kanal.

Besonders verbreitet sind angebliche Anlageerfolge. Das Konto zeigt Luxusautos, Reisen und Bildschirmfotos von Gewinnen mit Kryptowährungen oder Devisenhandel. Nach einigen freundlichen Nachrichten folgt das Angebot, Ihnen beim Investieren zu helfen, meist über eine Plattform, deren Namen Sie nie gehört haben. Anfangs zeigt sie sogar Gewinne an. Wer sich etwas auszahlen lassen will, soll zuerst Steuern oder Gebühren überweisen. Wird dazu noch eine Liebesbeziehung vorgespielt, ist das eine Form von Romance-Scam, also Liebesbetrug mit erfundenen Gefühlen. Auf der Internetseite der Finanzaufsicht BaFin können Sie nachsehen, ob sie vor einer Plattform warnt.

Eine weitere Masche sind Kopien bekannter Konten. Betrüger übernehmen Bilder und Namen eines echten Influencers, ändern im Benutzernamen nur einen Buchstaben oder setzen einen zusätzlichen Punkt und schreiben dessen Follower an. Die Nachricht lautet, man habe bei einem Gewinnspiel gewonnen, müsse aber zuerst eine kleine Versandgebühr zahlen oder einen Link öffnen. Solche Links führen häufig auf Seiten, die Ihre Zugangsdaten abgreifen. Echte Gewinnspiele verlangen kein Geld, und bekannte Personen melden sich bei Gewinnern kaum über ein Zweitkonto.

Einiges können Sie selbst prüfen. Tippen Sie im Profil auf die drei Punkte und wählen Sie „Info zu diesem Konto“: Dort steht, seit wann es besteht und wie oft der Benutzername geändert wurde. Vergleichen Sie die Zahl der Follower mit Likes und Kommentaren; Zehntausende Follower und kaum Reaktionen deuten auf gekaufte Zahlen hin. Lesen Sie die Kommentare: Schreiben dort echte Menschen, oder wiederholen sich leere Floskeln? Laden Sie zwei oder drei Fotos in eine Bildrückwärtssuche und prüfen Sie, ob sie unter einem anderen Namen erscheinen.

Unsere Spezialistinnen und Spezialisten prüfen das Konto gründlicher: alle verfügbaren Bilder auf identische und bearbeitete Kopien, Hinweise auf verknüpfte Konten bei anderen Plattformen, genannte Firmen und Anlageplattformen sowie öffentliche Warnlisten und Erfahrungsberichte. Private Konten und nicht öffentliche Inhalte sehen auch wir nicht. Bis das Ergebnis vorliegt, sollten Sie nichts überweisen, keine Kryptowährung senden und keine Ausweiskopie verschicken. Sichern Sie Bildschirmfotos von Profil und Nachrichten, melden Sie das Konto über „Melden“ bei Instagram und blockieren Sie es. Ist schon Geld geflossen, wenden Sie sich an Ihre Bank und an die Polizei.`,
  },
  categories: [
    {
      title: 'Worauf wir bei Instagram achten',
      items: [
        'Herkunft von Fotos und Videos per Bildrückwärtssuche',
        'Verhältnis von Followern, Likes und Kommentaren',
        'Namensänderungen und verknüpfte Konten anderswo',
        'Öffentliche Warnungen zu genannten Anlageplattformen',
      ],
    },
    {
      title: 'Typische Maschen per Direktnachricht',
      items: [
        'Kompliment von einem Unbekannten, dann schnell persönliche Fragen',
        'Angebliche Gewinne mit Kryptowährung oder Devisen',
        'Gewinnspiel mit Versandgebühr von einem kopierten Konto',
        'Bitte, auf WhatsApp oder Telegram zu wechseln',
      ],
    },
    {
      title: 'Ihr Ergebnis im Überblick',
      items: [
        'Fundstellen der Bilder unter anderen Namen',
        'Widersprüche zwischen Profil und öffentlichen Angaben',
        'Einschätzung, ob das Konto echt wirkt',
        'Konkrete Empfehlungen für die nächsten Schritte',
      ],
    },
  ],
  warning: {
    title: 'Vorsicht bei diesen Instagram-Kontakten',
    description:
      'Gefälschte Konten wirken oft professionell. Diese Anzeichen helfen Ihnen, Abstand zu gewinnen, bevor Geld oder Daten den Besitzer wechseln.',
    left: {
      title: 'Auffällig im Profil',
      items: [
        'Viele Follower, aber kaum echte Kommentare',
        'Benutzername mit zusätzlichem Punkt, Strich oder Buchstaben',
        'Konto erst vor kurzem erstellt oder oft umbenannt',
        'Nur Hochglanzfotos, keine Bilder aus dem Alltag',
      ],
    },
    right: {
      title: 'Was Sie jetzt tun sollten',
      items: [
        'Keine Kryptowährung senden und nichts anlegen',
        'Keine Links aus Direktnachrichten öffnen',
        'Profil und Nachrichten als Bildschirmfoto sichern',
        'Konto bei Instagram melden und blockieren',
      ],
    },
  },
};
