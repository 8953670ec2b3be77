import type { LandingConfig } from '../../types.ts';

export const bekannteFakeProfileInstagram: LandingConfig = {
  slug: 'bekannte-fake-profile-instagram',
  category: 'social-media',
  service: 'instagram-scammer-database',
  seo: {
    title: 'Bekannte Fake-Profile auf Instagram: wiederkehrende Maschen',
    description:
      'Immer dieselben Fotos, neue Namen: Woran Sie wiederkehrende Betrüger-Konten auf Instagram erkennen, von falschen Soldaten und Ärzten bis zu Anlage-Coaches.',
    keywords: [
      'bekannte Fake-Profile Instagram',
      'Instagram Betrüger Konten',
      'falscher Soldat Instagram',
      'falscher Anlage-Coach',
      'wiederverwendete Fotos',
      'Instagram Scammer',
    ],
  },
  hero: {
    title: 'Bekannte Fake-Profile auf Instagram: dieselben Fotos, neue Namen',
    subtitle:
      'Viele Betrüger-Konten auf Instagram tauchen nach einer Sperre mit denselben Bildern wieder auf. Ob ein verdächtiges Profil zu solchen wiederkehrenden Mustern passt, prüfen unsere Spezialistinnen und Spezialisten von Hand.',
    guarantee: 'Ohne Treffer erhalten Sie eine weitere Prüfung kostenlos.',
    buttonText: 'Instagram-Konto abgleichen',
  },
  article: {
    title: 'Warum dieselben Betrüger-Konten immer wiederkehren',
    subtitle:
      'Wiederverwendete Bildsätze, falsche Uniformen und angebliche Finanzexperten: So erkennen Sie bekannte Muster',
    text: `Wird ein betrügerisches Instagram-Konto gesperrt, ist die Arbeit für die Täter nicht verloren. Sie legen ein neues Konto an, laden dieselben Fotos hoch und ändern nur den Namen. Manche Bildsätze eines echten Mannes oder einer echten Frau kursieren so über Jahre in Dutzenden Profilen. Oft dienen sie dem Liebesbetrug, auch Romance-Scam genannt, bei dem eine vorgespielte Beziehung zu Geldforderungen führt. Für Sie heißt das: Ein Foto, das schon einmal in einem Betrugsfall aufgetaucht ist, ist ein starkes Warnsignal.

Zu den häufigsten wiederkehrenden Rollen gehören Soldaten im Auslandseinsatz, Ärzte in Krisengebieten und Kapitäne auf Frachtschiffen. Die Konten zeigen Fotos in Uniform oder OP-Kleidung, patriotische Sprüche und wenige, aber sorgfältig gewählte Beiträge. Sie folgen oft Hunderten Frauen oder Männern einer bestimmten Altersgruppe und schreiben fast gleichlautende Nachrichten: Man habe Ihr Lächeln bemerkt und suche einen ehrlichen Menschen. Kurz darauf soll das Gespräch zu WhatsApp, Telegram oder Google Chat wechseln, wo Instagram nicht mehr eingreifen kann.

Eine ganz andere Gruppe sind angebliche Anlage-Coaches. Sie präsentieren Sportwagen, Hotelzimmer mit Meerblick und Bildschirmfotos von Gewinnen, versprechen Hilfe beim Vermögensaufbau und bitten Sie um eine Nachricht. Häufig geben sie sich als Mitarbeiter einer namhaften Vermögensverwaltung oder als Assistenz einer bekannten Persönlichkeit aus der Finanzwelt aus. Die Gewinne auf den Bildern sind gestellt, die begeisterten Kommentare stammen oft von Zweitkonten derselben Gruppe. Seriöse Finanzberater werben nicht per Direktnachricht um Fremde, und feste Renditen kann niemand garantieren.

Prüfen Sie selbst, ob ein Profil zu einem bekannten Muster passt. Suchen Sie das Profilbild und ein, zwei Beiträge mit Google Lens oder TinEye. Erscheinen dieselben Bilder unter mehreren Namen, in Warnforen oder in Zeitungsberichten über Liebesbetrug, ist der Fall recht eindeutig. Geben Sie auch Sätze aus den ersten Nachrichten in Anführungszeichen in eine Suchmaschine ein: Betrüger arbeiten mit Textvorlagen, die andere Betroffene bereits veröffentlicht haben. Unter „Info zu diesem Konto“ sehen Sie oft, wie häufig der Benutzername geändert wurde.

Wir führen keine Liste von Betrügern, sondern recherchieren jeden Fall neu: Wir suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Bilder des Kontos, vergleichen die Treffer mit öffentlichen Quellen, Warnseiten und Presseberichten und prüfen, ob Geschichte und Textbausteine bekannten Mustern entsprechen. Der Profil-Check kostet 39 € inkl. MwSt.; die Rechnung kommt Minuten nach der Buchung, das Ergebnis meist ein bis zwei Tage später. Bis dahin gilt: kein Geld senden, keine Anlageplattform nutzen, Nachrichten sichern. Melden Sie das Konto bei Instagram und ziehen Sie bei Verlusten Bank und Polizei hinzu.`,
  },
  categories: [
    {
      title: 'Wiederkehrende Rollen auf Instagram',
      items: [
        'Soldat oder Offizier im Auslandseinsatz',
        'Ärztin oder Arzt in einem Krisengebiet',
        'Anlage-Coach mit Luxusbildern und Gewinnen',
        'Kapitän, Pilot oder Ingenieur im Ausland',
      ],
    },
    {
      title: 'Worauf unser Abgleich beruht',
      items: [
        'Bildrückwärtssuche in mehreren Diensten',
        'Öffentliche Warnseiten, Foren und Presseberichte',
        'Vergleich von Textbausteinen und Abläufen',
        'Prüfung früherer Namen und des Kontoalters',
      ],
    },
    {
      title: 'Das sollten Sie mitschicken',
      items: [
        'Link und Benutzername des Instagram-Kontos',
        'Bildschirmfotos der Profilbilder und Beiträge',
        'Die ersten Nachrichten im Wortlaut',
        'Angaben zu Geldforderungen oder Plattformen',
      ],
    },
  ],
  warning: {
    title: 'Hinweise auf ein wiederkehrendes Betrüger-Konto',
    description:
      'Wiederverwendete Bilder und Texte sind die Schwachstelle dieser Konten. Mit etwas Geduld lassen sie sich oft aufspüren.',
    left: {
      title: 'Spuren in Bildern und Profil',
      items: [
        'Dieselben Fotos unter anderem Namen gefunden',
        'Neues Konto mit auffällig wenigen Beiträgen',
        'Häufig geänderter Benutzername',
        'Folgt vielen Fremden einer Altersgruppe',
      ],
    },
    right: {
      title: 'Spuren in den Nachrichten',
      items: [
        'Kompliment zu Ihrem Lächeln oder Profilbild',
        'Text, der wortgleich im Internet steht',
        'Einladung zu einer Handelsplattform',
        'Gebühren, bevor Gewinne ausgezahlt werden',
      ],
    },
  },
};
