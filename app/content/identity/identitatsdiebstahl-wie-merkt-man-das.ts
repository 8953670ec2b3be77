import type { LandingConfig } from '../types.ts';

export const identitatsdiebstahlWieMerktManDas: LandingConfig = {
  slug: 'identitatsdiebstahl-wie-merkt-man-das',
  service: 'identitatsdiebstahl-erkennung',
  category: 'identity-theft',
  seo: {
    title: 'Identitätsdiebstahl – woran merkt man das? | Echtcheck',
    description:
      'Unbekannte Pakete, fremde Anmeldungen, doppelte Freundschaftsanfragen: So erkennen Sie Identitätsdiebstahl und prüfen selbst, ob jemand Ihre Daten nutzt.',
    keywords: [
      'Identitätsdiebstahl wie merkt man das',
      'Identitätsdiebstahl Anzeichen',
      'Identitätsdiebstahl erkennen',
      'Rechnung ohne Bestellung',
      'Konto gehackt Anzeichen',
    ],
  },
  hero: {
    title: 'Identitätsdiebstahl erkennen: die frühen Anzeichen',
    subtitle:
      'Oft sind es kleine Dinge: ein Brief, eine E-Mail, eine Nachfrage von Bekannten. Hier lesen Sie, worauf Sie achten sollten. Auf Wunsch prüfen wir, wo Ihre Fotos und Ihr Name öffentlich auftauchen.',
    guarantee: 'Keine Treffer? Dann ist Ihre nächste Prüfung kostenlos.',
    buttonText: 'Jetzt Identität prüfen lassen',
  },
  article: {
    title: 'Woran man Identitätsdiebstahl merkt',
    subtitle: 'Die häufigsten Hinweise – und wie Sie sie selbst nachprüfen',
    text: 'Oft beginnt es im Briefkasten. Sie erhalten eine Rechnung über einen Fernseher, den Sie nie bestellt haben, eine Zahlungserinnerung eines Mobilfunkanbieters oder ein Schreiben eines Inkassobüros. Manchmal kommt auch ein Paket an, nach dem kurz darauf ein Unbekannter an der Tür fragt. Werfen Sie solche Post nicht weg, auch wenn sie wie ein Irrtum aussieht. Sie ist Ihr wichtigster Beleg und verrät, welcher Händler betroffen ist und welche Ihrer Daten die Täter kennen.\n\nEin zweites Warnzeichen sind Nachrichten, die Ihre eigenen Konten verschicken. Erhalten Sie E-Mails wie „Neue Anmeldung von einem unbekannten Gerät“ oder „Ihr Passwort wurde geändert“, ohne selbst etwas getan zu haben, sollten Sie sofort reagieren. Dasselbe gilt, wenn Sie sich plötzlich nicht mehr anmelden können, wenn im Postfach gesendete Nachrichten auftauchen, die nicht von Ihnen stammen, oder wenn Ihre hinterlegte Telefonnummer geändert wurde.\n\nViele Betroffene erfahren davon durch andere. Eine Nachbarin erzählt von einer Freundschaftsanfrage, obwohl Sie längst befreundet sind. Ihr Sohn bekommt eine Nachricht, in der „Sie“ dringend um eine Überweisung bitten. Ein Bekannter hat Ihr Gesicht in einer Dating-App gesehen, unter einem anderen Vornamen. Solche Rückmeldungen sind unangenehm, aber wertvoll. Bitten Sie um einen Link oder ein Bildschirmfoto und notieren Sie, wann und wo das Profil aufgefallen ist.\n\nAuch Ihre Finanzen können etwas verraten. Achten Sie auf Abbuchungen kleiner Beträge an unbekannte Empfänger, auf Lastschriften von Firmen, mit denen Sie keinen Vertrag haben, und auf abgelehnte Kreditanfragen, obwohl Sie Ihre Rechnungen immer pünktlich bezahlt haben. Wer vermutet, dass fremde Verträge auf den eigenen Namen laufen, kann bei der SCHUFA und anderen Auskunfteien kostenlos eine Datenkopie anfordern. Darin steht, welche Anfragen und Verträge gespeichert sind.\n\nEiniges können Sie gleich heute nachprüfen. Suchen Sie nach Ihrem Vor- und Nachnamen in Anführungszeichen, auch zusammen mit Ihrem Wohnort. Laden Sie Ihr Profilbild bei einer Bildrückwärtssuche hoch. Kommen Sie dabei nicht weiter oder bleiben Zweifel, übernehmen unsere Spezialistinnen und Spezialisten die Recherche von Hand. Sie durchsuchen öffentliche Quellen nach Kopien Ihrer Fotos und nach Profilen unter Ihrem Namen und schicken Ihnen das Ergebnis per E-Mail.',
  },
  categories: [
    {
      title: 'Hinweise in Ihrer Post',
      items: [
        'Rechnungen für Waren, die Sie nie bestellt haben',
        'Mahnungen oder Inkassoschreiben ohne erkennbaren Grund',
        'Pakete, nach denen ein Fremder an der Tür fragt',
        'Vertragsbestätigungen für Handy, Strom oder Streaming',
      ],
    },
    {
      title: 'Hinweise in Ihren Konten',
      items: [
        'Meldungen über Anmeldungen von unbekannten Geräten',
        'Ihr Passwort funktioniert plötzlich nicht mehr',
        'Gesendete Nachrichten, die Sie nicht geschrieben haben',
        'Geänderte Telefonnummer oder E-Mail-Adresse im Profil',
      ],
    },
    {
      title: 'Hinweise aus Ihrem Umfeld',
      items: [
        'Doppelte Freundschaftsanfragen unter Ihrem Namen',
        'Geldbitten, die angeblich von Ihnen stammen',
        'Ihr Foto in einer Dating-App mit fremdem Namen',
        'Fragen zu Beiträgen, die Sie nie veröffentlicht haben',
      ],
    },
  ],
  warning: {
    title: 'Ein Hinweis allein ist noch kein Beweis',
    description:
      'Nicht jede falsche Rechnung bedeutet Identitätsdiebstahl – manchmal steckt nur ein Zahlendreher in der Adresse dahinter. Kommen aber mehrere Anzeichen zusammen, sollten Sie handeln.',
    left: {
      title: 'Eher ein Versehen, wenn …',
      items: [
        'der Händler die Rechnung nach einem Anruf sofort storniert',
        'nur ein einzelner Brief ohne weitere Schreiben kommt',
        'der Name ähnlich, aber nicht gleich geschrieben ist',
        'keines Ihrer Konten ungewöhnliche Vorgänge zeigt',
      ],
    },
    right: {
      title: 'Ernst nehmen, wenn …',
      items: [
        'mehrere Händler gleichzeitig Geld von Ihnen fordern',
        'Ihr Geburtsdatum oder Ihre Bankdaten verwendet wurden',
        'Bekannte Nachrichten von einem zweiten Profil erhalten',
        'Sie aus einem Ihrer Konten ausgesperrt wurden',
      ],
    },
  },
};
