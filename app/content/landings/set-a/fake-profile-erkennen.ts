import type { LandingConfig } from '../../types.ts';

export const fakeProfileErkennen: LandingConfig = {
  slug: 'fake-profile-erkennen',
  category: 'fake-profile',
  service: 'fake-profile-detection',
  seo: {
    title: 'Fake-Profile erkennen: Anzeichen und Selbsttest',
    description:
      'Woran erkennt man Fake-Profile in Dating-Apps und sozialen Netzwerken? Die wichtigsten Anzeichen, ein Selbsttest in fünf Schritten und Hilfe von unserem Team.',
    keywords: [
      'fake profile erkennen',
      'woran erkennt man fake profile',
      'fake profil anzeichen',
      'gefälschtes profil erkennen',
      'fake profil selbsttest',
      'dating fake profil',
    ],
  },
  hero: {
    title: 'Fake-Profile erkennen: die wichtigsten Anzeichen',
    subtitle:
      'Ob Dating-App, Facebook oder Instagram: Gefälschte Profile folgen erstaunlich oft denselben Mustern. Hier lesen Sie, worauf es ankommt und wie wir Ihnen beim Prüfen helfen.',
    guarantee: 'Keine Treffer: nächste Prüfung ohne Kosten.',
    buttonText: 'Jetzt Profil prüfen lassen',
  },
  article: {
    title: 'Woran Sie gefälschte Profile erkennen',
    subtitle: 'Anzeichen in Bildern, Texten und im Verhalten',
    text: `Fake-Profile gibt es überall, wo Menschen sich online kennenlernen: in Dating-Apps wie Tinder, Lovoo oder Parship, auf Facebook und Instagram, sogar in Spiele-Apps und Karrierenetzwerken. Dahinter stecken unterschiedliche Absichten. Manche wollen Daten sammeln oder Werbung verbreiten, andere zielen auf Liebesbetrug. So nennt man es, wenn jemand eine Beziehung vortäuscht, um später Geld zu verlangen; international heißt das Romance-Scam. Um ein Fake-Profil zu erkennen, lohnt sich der Blick auf drei Ebenen: die Bilder, die Texte und das Verhalten im Gespräch.

Bei den Bildern fällt oft auf, dass sie zu professionell wirken: gutes Licht, makellose Haut, teure Kulissen. Manchmal gibt es nur ein einziges Foto oder eine Reihe, die erkennbar aus einem Fotoshooting stammt. Die Profiltexte sind häufig kurz und allgemein, etwa „ehrlich, treu, suche die Liebe meines Lebens“. Auffällig sind auch Rechtschreibfehler, die nicht zum angegebenen Beruf passen, oder eine Sprache, die wie übersetzt klingt. Keines dieser Merkmale beweist für sich allein etwas. Zusammen ergeben sie aber ein deutliches Bild.

Am klarsten zeigt sich ein Fake-Profil im Verhalten. Die Person schreibt schnell sehr zugewandt, nennt Sie nach wenigen Tagen „Schatz“ und spricht von einer gemeinsamen Zukunft. Treffen werden verschoben, Videoanrufe scheitern, und bald soll das Gespräch auf WhatsApp, Telegram oder per E-Mail weitergehen. Fragen nach Ihrem Einkommen, Ihrer Wohnsituation oder Ihrer Familie wirken beiläufig, dienen aber dazu, Sie einzuschätzen. Früher oder später kommt eine Bitte: um Geld, um eine Ausweiskopie, um das Weiterleiten eines Pakets oder um Hilfe bei einer angeblich sicheren Geldanlage.

Ein kurzer Selbsttest hilft bei der Einordnung. Erstens: Prüfen Sie zwei oder drei Profilbilder mit einer Bildrückwärtssuche. Zweitens: Suchen Sie den Namen zusammen mit Wohnort und Beruf in einer Suchmaschine. Drittens: Bitten Sie um einen kurzen Videoanruf und achten Sie auf Ausreden. Viertens: Notieren Sie, was die Person über sich erzählt, und vergleichen Sie es eine Woche später. Fünftens: Zeigen Sie die Nachrichten einem Menschen, dem Sie vertrauen. Ein Blick von außen ist oft klarer, wenn Gefühle im Spiel sind.

Reicht Ihnen das nicht, prüfen wir das Profil für Sie. Wir arbeiten von Hand und nur mit öffentlichen Quellen, suchen Bilder, Namen, Benutzernamen und Telefonnummern auf vielen Plattformen und in Warnforen und fassen das Ergebnis verständlich zusammen. Das kostet einmalig 39 € inklusive Mehrwertsteuer für eine Person. Unabhängig davon gilt: Überweisen Sie nichts an jemanden, den Sie nie getroffen haben, sichern Sie Bildschirmfotos, melden Sie das Profil bei der Plattform und wenden Sie sich bei einem Schaden an Ihre Bank und die Polizei.`,
  },
  categories: [
    {
      title: 'Anzeichen in Bildern und Texten',
      items: [
        'Fotos wie aus einem Werbekatalog',
        'Sehr kurzer, allgemeiner Profiltext',
        'Sprache klingt übersetzt oder passt nicht zum Beruf',
        'Nur ein Bild oder eine einzige Fotoserie',
      ],
    },
    {
      title: 'Anzeichen im Verhalten',
      items: [
        'Kosenamen und Liebesschwüre nach wenigen Tagen',
        'Treffen und Videoanrufe kommen nie zustande',
        'Beiläufige Fragen nach Geld und Lebensumständen',
        'Bitte um Geld, Dokumente oder das Weiterleiten von Paketen',
      ],
    },
    {
      title: 'So helfen wir Ihnen',
      items: [
        'Prüfung von Hand in öffentlichen Quellen',
        'Suche nach Bildern, Namen und Nummern auf vielen Plattformen',
        'Verständliches Ergebnis per E-Mail',
        '39 € inkl. MwSt., ein Profil pro Auftrag',
      ],
    },
  ],
  warning: {
    title: 'Die häufigsten Warnzeichen auf einen Blick',
    description:
      'Wer mehrere dieser Punkte wiedererkennt, sollte eine Pause einlegen. Ein Verdacht ist kein Vorwurf, sondern ein guter Grund, genauer hinzusehen.',
    left: {
      title: 'Hier sollten Sie hellhörig werden',
      items: [
        'Das Profil wurde erst vor kurzem angelegt',
        'Die Person ist ständig beruflich im Ausland',
        'Der Chat soll schnell die Plattform verlassen',
        'Plötzlich gibt es einen Notfall mit Zeitdruck',
      ],
    },
    right: {
      title: 'So handeln Sie richtig',
      items: [
        'Kein Geld an Menschen, die Sie nie getroffen haben',
        'Gespräche und Profil per Bildschirmfoto festhalten',
        'Profil melden und Kontakt blockieren',
        'Mit Bank und Polizei sprechen, falls Geld geflossen ist',
      ],
    },
  },
};
