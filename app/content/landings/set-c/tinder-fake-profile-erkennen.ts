import type { LandingConfig } from '../../types.ts';

export const tinderFakeProfileErkennen: LandingConfig = {
  slug: 'tinder-fake-profile-erkennen',
  category: 'dating-app',
  seo: {
    title: 'Tinder-Fake-Profile erkennen: Fotos, Profiltext, Chat',
    description:
      'Falsche Tinder-Profile an Fotos, Profiltext und dem schnellen Wechsel zu WhatsApp erkennen: Tipps zum Selbsttest und manuelle Prüfung für 39 €.',
    keywords: [
      'tinder fake profile erkennen',
      'tinder fake profil',
      'tinder betrug',
      'tinder bildrückwärtssuche',
      'tinder whatsapp wechsel',
      'tinder sms code betrug',
    ],
  },
  hero: {
    title: 'Ist Ihr Tinder-Match echt? So erkennen Sie Fake-Profile',
    subtitle:
      'Makellose Fotos, ein knapper Profiltext und schon nach wenigen Nachrichten die Bitte um Ihre WhatsApp-Nummer: Wir zeigen, worauf Sie achten können. Auf Wunsch prüfen unsere Spezialistinnen und Spezialisten das Profil von Hand.',
    guarantee: 'Keine Treffer? Ihr nächster Profil-Check ist dann kostenlos.',
    buttonText: 'Tinder-Profil prüfen lassen',
  },
  service: 'tinder-fake-detection',
  article: {
    title: 'Woran Sie ein falsches Tinder-Profil erkennen',
    subtitle: 'Fotos, Profiltext und Chatverlauf verraten oft mehr, als Betrüger denken',
    text: 'Auf Tinder entscheiden wenige Fotos und ein kurzer Text über ein Match. Darauf setzen Betrüger. Sie erstellen Konten mit gestohlenen Bildern, oft von Models, Fitnesstrainern oder Ärztinnen, und wischen massenhaft nach rechts. Manche wollen Sie auf kostenpflichtige Seiten locken, andere bauen über Wochen Vertrauen auf, um später Geld zu fordern. Letzteres nennt man Romance-Scam oder Liebesbetrug: Gefühle werden vorgetäuscht, um an Ihr Erspartes zu kommen. Ein Match allein sagt also noch nichts darüber, ob hinter dem Profil wirklich die Person steckt, die Sie auf den Bildern sehen.\n\nSchauen Sie sich zuerst die Bilder an. Fake-Profile zeigen häufig nur zwei oder drei Fotos, die wie aus einem Katalog wirken: perfektes Licht, kaum Alltag, keine Freunde, nie ein unscharfes Handybild. Der Profiltext unter „Über mich“ ist entweder leer oder auffallend allgemein, etwa „Ehrlich, treu, suche die große Liebe“. Manchmal steht dort nur ein Instagram-Name oder die Bitte, sich woanders zu melden. Widersprechen sich Alter, Beruf und Aussehen, etwa ein angeblich 52-jähriger Ingenieur mit den Bildern eines Mittzwanzigers, lohnt ein zweiter Blick.\n\nEin besonders häufiges Zeichen ist der schnelle Wechsel aus der App. Nach wenigen Nachrichten heißt es, man sei kaum auf Tinder oder die App stürze ständig ab, und Sie sollen auf WhatsApp, Telegram oder Snapchat weiterschreiben. Dort greifen die Meldefunktionen von Tinder nicht mehr, und das Profil kann verschwinden, ohne dass der Kontakt abreißt. Vorsicht auch, wenn Ihr Match Sie bittet, einen Code weiterzugeben, den Sie per SMS erhalten. Damit können Fremde Ihr Konto oder Ihren WhatsApp-Zugang übernehmen. Solche Codes gehören nur Ihnen.\n\nEiniges können Sie selbst prüfen. Machen Sie ein Bildschirmfoto der Profilbilder und laden Sie es in eine Bildrückwärtssuche, etwa bei Google Lens, Bing oder TinEye. Taucht dasselbe Foto unter anderem Namen auf, zum Beispiel bei einer Modelagentur oder auf einem fremden Instagram-Konto, spricht viel dafür, dass die Bilder von jemand anderem stammen. Schlagen Sie außerdem einen kurzen Videoanruf vor, den Tinder direkt im Chat anbietet. Wer echt ist, hat damit meist kein Problem. Ständige Ausreden wie eine kaputte Kamera oder schlechter Empfang sollten Sie ernst nehmen.\n\nReicht Ihnen das nicht, übernehmen wir die Prüfung von Hand. Wir suchen mit mehreren Bildrückwärtssuchen nach identischen und bearbeiteten Kopien der Bilder, halten auf anderen Plattformen nach dem Benutzernamen Ausschau und prüfen, ob sich Beruf und Wohnort in öffentlich zugänglichen Quellen wiederfinden. Auf private Konten oder interne Daten von Tinder haben wir keinen Zugriff. Bis das Ergebnis da ist: Überweisen Sie kein Geld, speichern Sie Chat und Profil als Bildschirmfoto und melden Sie das Profil in der App. Pro Auftrag wird eine Person geprüft, zum Festpreis von 39 € inkl. MwSt. Das Ergebnis erhalten Sie in der Regel nach 24 bis 48 Stunden per E-Mail.',
  },
  categories: [
    {
      title: 'Auffällige Fotos und Profiltexte',
      items: [
        'Nur zwei oder drei makellose, professionell wirkende Bilder',
        'Kein einziges Foto mit Freunden, Familie oder im Alltag',
        'Profiltext leer, sehr allgemein oder nur ein Instagram-Name',
        'Alter, Beruf und Aussehen passen nicht zusammen',
      ],
    },
    {
      title: 'Typische Tricks im Tinder-Chat',
      items: [
        'Schon nach wenigen Nachrichten soll es auf WhatsApp weitergehen',
        'Bitte, einen per SMS erhaltenen Code weiterzuleiten',
        'Links zu angeblichen Verifizierungs- oder Fotoseiten',
        'Der Videoanruf in der App wird immer wieder verschoben',
      ],
    },
    {
      title: 'Was unser Profil-Check umfasst',
      items: [
        'Bildrückwärtssuche über mehrere Suchmaschinen',
        'Suche nach Benutzernamen und Profiltext auf anderen Plattformen',
        'Abgleich von Beruf und Wohnort mit öffentlichen Quellen',
        'Schriftliche Einschätzung, in der Regel nach 24–48 Stunden',
      ],
    },
  ],
  warning: {
    title: 'Warnsignale bei Tinder-Matches',
    description:
      'Ein einzelnes Zeichen beweist noch keinen Betrug. Treffen mehrere Punkte zu, sollten Sie vorsichtig sein und weder Geld noch persönliche Daten herausgeben.',
    left: {
      title: 'Im Profil',
      items: [
        'Fotos wirken wie aus einem Werbeprospekt',
        'Angegebene Entfernung passt nicht zu den Erzählungen',
        'Hinweis im Profiltext, man sei „selten online“',
        'Verweis auf andere Apps oder externe Seiten',
      ],
    },
    right: {
      title: 'Im Gespräch',
      items: [
        'Sehr schnelle Liebesbekundungen nach wenigen Tagen',
        'Fragen nach Einkommen, Wohnung oder Familienstand',
        'Ausweichende Antworten auf einfache persönliche Fragen',
        'Erste Bitte um Geld, Gutscheinkarten oder Kryptowährung',
      ],
    },
  },
};
