import type { ConversionPage, HubPage, LandingConfig } from './types.ts';

// Identity theft content. Law is cited only as decision record 015 allows
// (§ 202a, § 263, § 263a, § 269, § 238 StGB); every page that discusses law says it is
// general information, not legal advice. No penalty ranges are stated anywhere.

export const identityHub: HubPage = {
  slug: 'identitaetsdiebstahl',
  service: 'identitaetsdiebstahl-check',
  serviceKey: 'identity-theft',
  navTitle: 'Identitätsdiebstahl-Check',
  seo: {
    title: 'Identitätsdiebstahl online erkennen und handeln | Echtcheck',
    description:
      'Jemand nutzt Ihre Fotos oder Ihren Namen? Woran Sie Identitätsdiebstahl erkennen, was Sie jetzt tun und wie wir öffentliche Quellen für Sie durchsuchen.',
    keywords: [
      'Identitätsdiebstahl',
      'Identitätsdiebstahl online',
      'Fake-Profil mit meinen Fotos',
      'Bestellungen in meinem Namen',
      'Konto übernommen',
      'Identitätsdiebstahl was tun',
    ],
  },
  hero: {
    title: 'Identitätsdiebstahl: Wer nutzt Ihre Fotos und Ihren Namen?',
    subtitle:
      'Unsere Spezialistinnen und Spezialisten suchen von Hand in öffentlichen Quellen nach kopierten Profilen und nach Ihren Bildern. Einmalig 39 € inkl. MwSt.; das Ergebnis erhalten Sie meist 24–48 Stunden nach der Zahlung per E-Mail.',
    buttonText: 'Identität prüfen lassen',
  },
  article: {
    title: 'Identitätsdiebstahl im Internet – was Sie wissen und tun können',
    intro:
      'Ein Profil mit Ihrem Foto, das Sie nie angelegt haben. Ein Paket, das Sie nie bestellt haben. Eine Freundin, die fragt, warum Sie sie plötzlich um Geld bitten. So beginnt Identitätsdiebstahl für viele Betroffene. Das ist beunruhigend, aber Sie sind nicht machtlos. Auf dieser Seite lesen Sie, woran Sie den Missbrauch erkennen, was rechtlich gilt, welche Schritte jetzt sinnvoll sind und wie unser Team Sie bei der Suche nach kopierten Profilen unterstützt.',
    sections: [
      {
        heading: 'Was Identitätsdiebstahl im Internet bedeutet',
        paragraphs: [
          'Von Identitätsdiebstahl spricht man, wenn Fremde Ihre persönlichen Daten nutzen, um sich als Sie auszugeben. Dazu gehören Ihr Name, Ihre Fotos, Ihr Geburtsdatum, Ihre Anschrift oder Ihre Zugangsdaten. Oft genügt den Tätern wenig: ein öffentliches Profilbild, ein Name aus einem Vereinsbericht, eine E-Mail-Adresse aus einem Datenleck. Aus diesen Bausteinen entsteht eine zweite, falsche Version von Ihnen, die im Netz handelt, ohne dass Sie davon wissen.',
          'Drei Formen begegnen uns besonders häufig. Erstens gefälschte Profile mit Ihren Bildern und Ihrem Namen auf Facebook, Instagram oder in Dating-Apps. Zweitens Bestellungen in Ihrem Namen, bei denen die Ware an eine andere Adresse geht und die Rechnung bei Ihnen landet. Drittens die Übernahme eines echten Kontos: Jemand kennt Ihr Passwort, ändert es und schreibt anschließend als Sie an Ihre Kontakte.',
          'Gestohlene Fotos landen außerdem oft in Profilen für Liebesbetrug, auf Englisch Romance-Scam. Dabei täuschen Betrüger über Wochen eine Liebesbeziehung vor, um ihren Opfern am Ende Geld abzunehmen. Wird Ihr Gesicht dafür benutzt, sind Sie doppelt betroffen: Ihr Bild wird missbraucht, und fremde Menschen verbinden es womöglich mit einem Betrug, mit dem Sie nichts zu tun haben.',
        ],
      },
      {
        heading: 'Woran Sie merken, dass jemand Ihre Identität nutzt',
        paragraphs: [
          'Die ersten Hinweise kommen häufig von außen. Bekannte melden sich, weil sie eine zweite Freundschaftsanfrage von Ihnen erhalten haben. Ein Kollege fragt nach einem Dating-Profil, das er gesehen hat. Oder ein Onlineshop schreibt Ihnen, obwohl Sie dort nie Kunde waren. Nehmen Sie solche Hinweise ernst, auch wenn sie zunächst wie ein Versehen wirken. Bitten Sie um einen Link oder ein Bildschirmfoto, damit Sie selbst sehen, worum es geht.',
          'Auch Ihre eigenen Konten senden Signale. E-Mails über eine Anmeldung von einem unbekannten Gerät, Codes zum Zurücksetzen eines Passworts, das Sie gar nicht ändern wollten, oder plötzlich fehlende Nachrichten im Postfach deuten darauf hin, dass jemand Zugriff versucht oder schon hat. Werfen Sie zudem regelmäßig einen Blick auf Ihre Kontoauszüge. Betrüger testen gestohlene Kartendaten gern zuerst mit Beträgen von wenigen Euro.',
        ],
      },
      {
        heading: 'Was das Gesetz sagt',
        paragraphs: [
          'Einen eigenen Straftatbestand „Identitätsdiebstahl“ kennt das deutsche Strafgesetzbuch nicht. Je nachdem, was geschehen ist, können aber mehrere Vorschriften greifen. § 202a StGB (Ausspähen von Daten) betrifft Fälle, in denen sich jemand unbefugt Zugang zu besonders gesicherten Daten verschafft, etwa indem er den Passwortschutz Ihres Kontos überwindet. § 263 StGB (Betrug) kommt in Betracht, wenn jemand andere täuscht und ihnen dadurch einen Vermögensschaden zufügt, um sich oder Dritte zu bereichern.',
          '§ 263a StGB (Computerbetrug) erfasst unter anderem die unbefugte Verwendung von Daten, mit der ein Datenverarbeitungsvorgang beeinflusst und so ein Vermögensschaden verursacht wird, zum Beispiel beim Bezahlen mit fremden Zugangsdaten. § 269 StGB (Fälschung beweiserheblicher Daten) kann betroffen sein, wenn jemand Daten so speichert oder gebraucht, dass sie fälschlich wie Ihre eigene Erklärung wirken, etwa bei einem Kundenkonto, das unter Ihrem Namen eröffnet wurde.',
          '§ 238 StGB (Nachstellung) erfasst in der seit 2021 geltenden Fassung auch, wer einer Person unbefugt nachstellt, indem er wiederholt ihre Daten missbraucht, um in ihrem Namen Waren oder Dienstleistungen zu bestellen oder Dritte dazu zu bringen, mit ihr Kontakt aufzunehmen. Strafbar ist das, wenn es geeignet ist, die Lebensgestaltung der betroffenen Person nicht unerheblich zu beeinträchtigen; ein einzelner Vorfall genügt in der Regel nicht. Welche Vorschrift im Einzelfall zutrifft, beurteilen Polizei, Staatsanwaltschaft und Gerichte. Dieser Überblick dient der allgemeinen Information und ersetzt keine Rechtsberatung. Mit Ihrem konkreten Fall wenden Sie sich bitte an eine Anwältin, einen Anwalt oder eine Verbraucherzentrale.',
        ],
      },
      {
        heading: 'Die ersten Schritte, wenn es Sie getroffen hat',
        paragraphs: [
          'Halten Sie zuerst alles fest, was Sie sehen, bevor Sie etwas melden oder löschen lassen. Machen Sie Bildschirmfotos vom falschen Profil, von Nachrichten und Bestellbestätigungen, jeweils mit sichtbarer Internetadresse und Datum. Kopieren Sie den Link zum Profil in eine Notiz. Bewahren Sie Briefe, Rechnungen und Mahnungen im Original auf. Diese Sammlung brauchen Sie später für die Plattform, die Polizei, Ihre Bank und für Händler, die Geld von Ihnen verlangen.',
          'Melden Sie das gefälschte Profil danach direkt bei der Plattform. Facebook, Instagram und die meisten Dating-Apps haben eigene Meldewege für Profile, die sich als eine andere Person ausgeben; oft hilft es, wenn auch Freunde das Profil melden. Erstatten Sie außerdem Strafanzeige, entweder auf einer Wache in Ihrer Nähe oder online bei der Internetwache Ihres Bundeslandes. Notieren Sie das Aktenzeichen, denn danach fragen Banken, Händler und Inkassobüros.',
          'Informieren Sie Ihre Bank, wenn Zahlungsdaten betroffen sein könnten, und lassen Sie Karten im Zweifel sperren. Fordern Sie bei der SCHUFA eine kostenlose Selbstauskunft an, um fremde Verträge oder Kreditanfragen zu entdecken. Ändern Sie die Passwörter Ihres E-Mail-Postfachs und Ihrer wichtigsten Konten und schalten Sie die Zwei-Faktor-Authentifizierung ein. Sagen Sie schließlich Ihren Kontakten Bescheid, dass ein falsches Profil unterwegs ist und niemand auf Geldbitten reagieren soll.',
        ],
      },
      {
        heading: 'Was unser Team für Sie prüft',
        paragraphs: [
          'Beim Identitätsdiebstahl-Check recherchiert unser Team von Hand in öffentlich zugänglichen Quellen, wo Ihre Fotos und Ihr Name auftauchen. Dazu gehören die Bildrückwärtssuche in mehreren Suchmaschinen nach identischen Kopien Ihrer Bilder und nach bearbeiteten Fassungen (zugeschnitten, gespiegelt oder farblich verändert) sowie die öffentliche Suche in sozialen Netzwerken und auf Dating-Seiten. Eine Gesichtserkennung setzen wir nicht ein. Die Recherche übernimmt ein Mensch, Schritt für Schritt, und dokumentiert jeden Fund.',
          'Besonders achten wir auf kopierte Profile: Konten, die Ihren Namen leicht abgewandelt verwenden, Ihre Urlaubsfotos zeigen oder Texte aus Ihrem echten Profil übernehmen. Jede Fundstelle halten wir mit Link, Datum und Bildschirmfoto fest. Die Rechnung kommt wenige Minuten nach der Zahlung per E-Mail. Das Ergebnis folgt meist innerhalb von 24–48 Stunden nach Zahlung und vollständigen Angaben, in aufwendigen Fällen bis zu 72 Stunden: per E-Mail mit einem Link zu Ihrer Statusseite, auf der Sie den Ergebnisbericht herunterladen. Die Prüfung kostet einmalig 39 € inkl. MwSt., ohne Abo.',
          `Der Ergebnisbericht ist so aufgebaut, dass Sie ihn direkt weiterverwenden können: für die Meldung bei der Plattform, als Anlage zur Anzeige oder als Grundlage für das Gespräch mit Ihrer Bank. Bleibt unsere Recherche ohne Treffer, erstatten wir den Betrag nicht, Ihre nächste Prüfung ist dann aber kostenlos.`,
        ],
      },
      {
        heading: 'Wo unsere Prüfung an Grenzen stößt',
        paragraphs: [
          'Wir arbeiten ausschließlich mit öffentlich zugänglichen Informationen. Auf private Konten, geschlossene Gruppen, Chatverläufe, Bankdaten oder Daten von Behörden haben wir keinen Zugriff und versuchen auch nicht, ihn zu bekommen. Ein Profil, das nur für bestätigte Freunde sichtbar ist, können wir deshalb nur so weit beurteilen, wie es öffentlich erscheint. Hinterlässt der Täter keine öffentlichen Spuren, können wir auch nicht sagen, wer hinter einem Konto steckt.',
          'Wir sind weder eine Anwaltskanzlei noch eine Behörde. Wir geben keine Rechtsberatung, können keine Löschung erzwingen und kein verlorenes Geld zurückholen. Dass jede Kopie Ihrer Bilder gefunden wird, kann niemand seriös versprechen. Was wir bieten, ist eine gründliche, nachvollziehbare Suche und ein Ergebnisbericht, der Ihnen die Gespräche mit Plattform, Polizei und Bank erleichtert. Spätestens 30 Tage nach Erledigung Ihres Auftrags löschen wir Ihre Angaben.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das können Sie sofort selbst prüfen',
      text: 'Einige Kontrollen dauern nur wenige Minuten und brauchen keine Vorkenntnisse. Sie geben Ihnen einen ersten Eindruck, wie weit sich Ihre Daten verbreitet haben.',
      items: [
        'Ihren vollständigen Namen in Anführungszeichen in eine Suchmaschine eingeben',
        'Ihr Profilbild bei Google Lens, Bing oder TinEye hochladen (Bildrückwärtssuche)',
        'Auf Facebook, Instagram und TikTok nach Ihrem Namen suchen',
        'Kontoauszüge und Kundenkonten auf fremde Vorgänge durchsehen',
        'Bei der SCHUFA eine kostenlose Selbstauskunft anfordern',
      ],
    },
    {
      title: 'Das erhalten Sie mit dem Identitätsdiebstahl-Check',
      text: 'Eine Recherche von Hand in öffentlichen Quellen, zusammengefasst in einem verständlichen Ergebnisbericht, den Sie weitergeben können.',
      items: [
        'Fundstellen Ihrer Fotos mit Link und Datum',
        'Hinweise auf kopierte oder nachgebaute Profile',
        'Eine Einschätzung und konkrete nächste Schritte',
        'Rechnung nach Minuten, Ergebnis meist in 24–48 Stunden',
        'Festpreis 39 € inkl. MwSt., kein Abo',
      ],
    },
  ],
  related: [
    {
      title: 'Fake-Profil-Check',
      slug: 'fake-profil-hub',
      description:
        'Sie haben ein verdächtiges Profil entdeckt? Hier lesen Sie, wie wir einzelne Profile auf Echtheit prüfen und woran Sie Fälschungen erkennen.',
    },
    {
      title: 'Bildanalyse',
      slug: 'fake-profile-bilder-hub',
      description:
        'Wenn vor allem Ihre Fotos kopiert wurden: wie die Bildrückwärtssuche funktioniert und wo gestohlene Bilder häufig wieder auftauchen.',
    },
    {
      title: 'Social-Media-Check',
      slug: 'fake-profil-facebook-herausfinden',
      description:
        'Ein Facebook- oder Instagram-Konto gibt sich als Sie aus? So gehen Sie dagegen vor, und so prüfen wir Profile in sozialen Netzwerken.',
    },
    {
      title: 'Was tun bei Identitätsdiebstahl?',
      slug: 'was-tun-bei-identitatsdiebstahl',
      description:
        'Die Anleitung für die ersten Tage: Beweise sichern, Konten schützen, Anzeige erstatten, Bank und Auskunfteien informieren.',
    },
  ],
};

export const identityConversion: ConversionPage = {
  slug: 'identitaetsdiebstahl-conversions',
  service: 'identitaetsdiebstahl-aufklaerung',
  serviceKey: 'identity-theft',
  navTitle: 'Identitätsdiebstahl aufklären',
  seo: {
    title: 'Identitätsdiebstahl aufklären lassen – 39 € | Echtcheck',
    description:
      'Ihre Fotos oder Ihr Name in fremden Profilen? Unser Team durchsucht öffentliche Quellen von Hand. 39 € inkl. MwSt., Ergebnisbericht meist binnen 24–48 Stunden.',
    keywords: [
      'Identitätsdiebstahl aufklären lassen',
      'kopierte Profile suchen',
      'Fotos gestohlen',
      'Identitätsdiebstahl prüfen lassen',
      'Profil mit meinen Bildern',
    ],
  },
  hero: {
    eyebrow: 'Identitätsdiebstahl-Prüfung',
    title: 'Wer gibt sich im Netz als Sie aus?',
    subtitle:
      'Wir recherchieren manuell auf öffentlich zugänglichen Seiten, wo Kopien Ihrer Bilder oder Konten mit Ihrem Namen auftauchen. Den Ergebnisbericht laden Sie über einen Link herunter, den wir Ihnen meist innerhalb von 24–48 Stunden per E-Mail schicken. Der Preis: einmalig 39 € inkl. MwSt.',
    buttonText: 'Prüfung für 39 € starten',
  },
  benefits: [
    {
      title: 'Recherche von Hand',
      text: 'Ein Mensch durchsucht Suchmaschinen, soziale Netzwerke und Dating-Seiten – mit Bildrückwärtssuche, ohne Gesichtserkennung und ohne Zugriff auf private Daten.',
    },
    {
      title: 'Fundstellen zum Weitergeben',
      text: 'Jeder Treffer mit Link, Datum und Bildschirmfoto. So können Sie falsche Profile bei der Plattform melden und Ihrer Anzeige Belege beilegen.',
    },
    {
      title: 'Fester Preis, klare Zeit',
      text: '39 € inkl. MwSt., kein Abo. Die Rechnung kommt innerhalb von Minuten, das Ergebnis meist nach 24–48 Stunden. Ohne Treffer ist Ihre nächste Prüfung kostenlos.',
    },
  ],
  body: [
    {
      heading: 'Was Sie für die Buchung bereithalten',
      paragraphs: [
        'Je genauer Ihre Angaben, desto gezielter die Suche. Hilfreich sind Ihr Name und frühere Namen, Benutzernamen, Links zu verdächtigen Profilen und die Fotos, die Sie selbst im Netz verwendet haben. Schreiben Sie kurz, was Sie misstrauisch gemacht hat. Im Bestellvorgang bestätigen Sie außerdem Ihr berechtigtes Interesse – wer den Missbrauch der eigenen Daten aufklären will, hat dafür einen nachvollziehbaren Grund.',
      ],
    },
    {
      heading: 'Was Sie heute schon tun können',
      paragraphs: [
        'Warten Sie mit wichtigen Schritten nicht auf unser Ergebnis. Sichern Sie Bildschirmfotos, melden Sie das gefälschte Konto dem Betreiber und ändern Sie das Passwort Ihres E-Mail-Postfachs. Sind Geld oder Bestellungen im Spiel, informieren Sie umgehend Ihre Bank und gehen Sie zur Polizei.',
      ],
    },
    {
      heading: 'Was wir bewusst nicht tun',
      paragraphs: [
        'Wir dringen in keine Konten ein, nutzen keine nicht öffentlichen Daten und geben keine Rechtsberatung. Wir können weder eine Löschung erzwingen noch verlorenes Geld zurückholen, und niemand kann versprechen, jede Kopie im Netz zu finden. Ihre Angaben zum Fall speichern wir in Deutschland und löschen sie 30 Tage nach Erledigung des Auftrags. Welche Nachweise länger bleiben (Bestätigungen und Bearbeitungsprotokoll 3 Jahre, die Rechnung 8 Jahre), nennt unsere Datenschutzerklärung.',
      ],
    },
  ],
  cta: {
    headline: 'Wissen, wo Ihre Bilder und Ihr Name auftauchen',
    text: 'Die Buchung dauert nur wenige Minuten. Wir melden uns mit dem Ergebnis per E-Mail, in der Regel innerhalb von 24–48 Stunden.',
    buttonText: 'Prüfung starten',
  },
};

export const identityLandings: readonly LandingConfig[] = [
  {
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
  },
  {
    slug: 'was-tun-bei-identitatsdiebstahl',
    service: 'identitatsdiebstahl-hilfe',
    category: 'identity-theft',
    seo: {
      title: 'Was tun bei Identitätsdiebstahl? Die ersten Schritte',
      description:
        'Beweise sichern, Konten schützen, Profil melden, Anzeige erstatten, Bank und SCHUFA informieren: Ihr Plan nach einem Identitätsdiebstahl, Schritt für Schritt.',
      keywords: [
        'was tun bei Identitätsdiebstahl',
        'Identitätsdiebstahl Hilfe',
        'Identitätsdiebstahl Anzeige',
        'gefälschtes Profil melden Anleitung',
        'SCHUFA Selbstauskunft',
        'Passwort ändern nach Hackerangriff',
      ],
    },
    hero: {
      title: 'Was tun bei Identitätsdiebstahl? Schritt für Schritt',
      subtitle:
        'Eine ruhige Anleitung für die ersten Tage. Und wenn Sie möchten, prüfen unsere Spezialistinnen und Spezialisten von Hand, wo Ihre Daten und Bilder öffentlich auftauchen.',
      guarantee: 'Keine Treffer? Ihr nächster Auftrag kostet Sie dann nichts.',
      buttonText: 'Hilfe bei Identitätsdiebstahl',
    },
    article: {
      title: 'Ihr Plan für die ersten Tage',
      subtitle: 'Sechs Schritte in einer sinnvollen Reihenfolge',
      text: 'Schritt 1: Atmen Sie durch und sichern Sie Beweise. Sie haben nichts falsch gemacht, und viele Folgen lassen sich mit der richtigen Reihenfolge begrenzen. Bevor Sie ein Profil melden, halten Sie es fest: Bildschirmfotos der Profilseite, der Beiträge und der Nachrichten, dazu die vollständige Internetadresse. Legen Sie einen Ordner an, in dem Sie alle Briefe, E-Mails und Notizen mit Datum sammeln. Hat die Plattform das Profil erst gelöscht, lässt sich vieles nicht mehr nachweisen.\n\nSchritt 2: Schützen Sie zuerst Ihr E-Mail-Postfach. Wer Ihre E-Mails kontrolliert, kann darüber die Passwörter fast aller anderen Konten zurücksetzen. Ändern Sie dort das Passwort, prüfen Sie, ob Weiterleitungen oder fremde Geräte eingetragen sind, und aktivieren Sie die Zwei-Faktor-Authentifizierung. Danach folgen Onlinebanking, PayPal, Ihre Einkaufskonten und Ihre sozialen Netzwerke. Verwenden Sie für jedes Konto ein eigenes, langes Passwort; ein Passwort-Manager oder ein gut verwahrtes Notizbuch hilft dabei.\n\nSchritt 3: Melden Sie das falsche Profil bei der Plattform. Facebook und Instagram haben eigene Meldewege für Konten, die sich als eine andere Person ausgeben, auch wenn Sie selbst dort kein Konto haben. Dating-Apps bieten meist eine Meldefunktion direkt im Profil. Bitten Sie Freunde und Familie, das Profil ebenfalls zu melden. Blockieren Sie es erst, wenn alles gesichert ist, denn danach können Sie es selbst nicht mehr sehen.\n\nSchritt 4: Erstatten Sie Anzeige bei der Polizei. Das geht auf jeder Dienststelle oder über die Internetwache Ihres Bundeslandes und kostet Sie nichts. Nehmen Sie Ihren Ordner mit und schildern Sie die Ereignisse in zeitlicher Reihenfolge. Sagen Sie ausdrücklich, dass Sie auch Strafantrag stellen, denn manche Delikte werden nur auf Antrag verfolgt. Das Aktenzeichen ist später für Händler, Inkassobüros und Banken ein wichtiger Nachweis, dass Sie selbst betroffen sind.\n\nSchritt 5: Informieren Sie Ihre Bank und die Auskunfteien. Könnten Karten- oder Kontodaten betroffen sein, lassen Sie Ihre Karten sperren, zum Beispiel über den Sperr-Notruf 116 116, und besprechen Sie verdächtige Buchungen mit Ihrer Bank. Eine kostenlose Datenkopie der SCHUFA zeigt Ihnen, ob dort fremde Verträge oder Anfragen gespeichert sind. Verlangt ein Händler Geld für Ware, die Sie nie bestellt haben, widersprechen Sie schriftlich und nennen Sie das Aktenzeichen.\n\nSchritt 6: Informieren Sie Ihr Umfeld und bleiben Sie aufmerksam. Ein kurzer Beitrag in Ihrem echten Profil oder eine Nachricht an Ihre Kontakte warnt davor, auf Anfragen des falschen Profils einzugehen oder Geld zu schicken. Sehen Sie in den folgenden Wochen regelmäßig nach, ob neue Kopien auftauchen. Möchten Sie dabei Unterstützung, recherchiert unser Team von Hand in öffentlichen Quellen und hält alle Fundstellen mit Link in einem Ergebnisbericht fest, meist innerhalb von 24–48 Stunden.',
    },
    categories: [
      {
        title: 'Heute erledigen',
        items: [
          'Bildschirmfotos mit Internetadresse und Datum anlegen',
          'Passwort Ihres E-Mail-Postfachs ändern',
          'Bank anrufen und Karten bei Bedarf sperren lassen',
          'Falsches Profil bei der Plattform melden',
        ],
      },
      {
        title: 'In den nächsten Tagen',
        items: [
          'Anzeige erstatten und Strafantrag stellen',
          'SCHUFA-Selbstauskunft kostenlos anfordern',
          'Forderungen von Händlern schriftlich widersprechen',
          'Kontakte vor dem falschen Profil warnen',
        ],
      },
      {
        title: 'In den Wochen danach',
        items: [
          'Kontoauszüge und Post genau im Blick behalten',
          'Namen und Fotos regelmäßig selbst suchen',
          'Neue Fundstellen sofort sichern und melden',
          'Jedes Schreiben unter Angabe des Aktenzeichens beantworten',
        ],
      },
    ],
    warning: {
      title: 'Was die Lage verschlimmern kann',
      description:
        'In der ersten Aufregung passieren leicht Dinge, die später Probleme machen. Diese Punkte sollten Sie kennen, bevor Sie reagieren.',
      left: {
        title: 'Bitte nicht',
        items: [
          'Das falsche Profil blockieren, bevor es gesichert ist',
          'Unbekannte Rechnungen bezahlen, nur um Ruhe zu haben',
          'Ausweiskopien an angebliche Helfer schicken',
          'Dem Täter schreiben oder ihn zur Rede stellen',
        ],
      },
      right: {
        title: 'Besser so',
        items: [
          'Erst sichern, dann melden, dann blockieren',
          'Schriftlich widersprechen und das Aktenzeichen nennen',
          'Nur über offizielle Wege mit Bank und Polizei sprechen',
          'Den Kontakt zum Täter der Polizei überlassen',
        ],
      },
    },
  },
  {
    slug: 'identitatsdiebstahl-stgb-238',
    service: 'identitatsdiebstahl-stgb-238-check',
    category: 'identity-theft',
    seo: {
      title: '§ 238 StGB: Nachstellung durch Datenmissbrauch | Echtcheck',
      description:
        'Was § 238 StGB (Nachstellung) seit 2021 beim Missbrauch Ihrer Daten erfasst, etwa Bestellungen in Ihrem Namen. Allgemeine Information, keine Rechtsberatung.',
      keywords: [
        '§ 238 StGB',
        'Nachstellung',
        'Identitätsdiebstahl StGB 238',
        'Bestellungen in fremdem Namen',
        'Stalking Datenmissbrauch',
        'Nachstellung Anzeige',
      ],
    },
    hero: {
      title: '§ 238 StGB: Wenn jemand Ihre Daten gegen Sie einsetzt',
      subtitle:
        'Bestellungen, die Sie nie aufgegeben haben, oder Fremde, die sich auf eine falsche Anzeige hin melden: So ordnet das Strafrecht solche Fälle ein – als allgemeine Information, nicht als Rechtsberatung.',
      guarantee: 'Keine Treffer? Ihre nächste Prüfung übernehmen wir kostenlos.',
      buttonText: 'Datenmissbrauch prüfen lassen',
    },
    article: {
      title: 'Nachstellung nach § 238 StGB und Identitätsdiebstahl',
      subtitle: 'Was die Vorschrift erfasst, was Sie festhalten sollten und wer Ihnen hilft',
      text: 'Das Strafgesetzbuch kennt keinen einzelnen Tatbestand „Identitätsdiebstahl“. Eine der Vorschriften, die beim Missbrauch persönlicher Daten eine Rolle spielen können, ist § 238 StGB, die Nachstellung. Umgangssprachlich spricht man von Stalking. Die Vorschrift schützt Ihre Freiheit, Ihr Leben selbst zu gestalten, ohne von einer anderen Person bedrängt zu werden. Es geht also weniger um einen einzelnen Geldschaden als um den Druck, der entsteht, wenn Ihnen jemand immer wieder zusetzt.\n\nIn der seit 2021 geltenden Fassung nennt § 238 StGB ausdrücklich den Missbrauch personenbezogener Daten: Erfasst sein kann, wer unter missbräuchlicher Verwendung der Daten einer Person Waren oder Dienstleistungen für sie bestellt oder Dritte dazu veranlasst, mit ihr Kontakt aufzunehmen. Typische Beispiele sind Lieferdienste, die ungefragt vor Ihrer Tür stehen, oder Kleinanzeigen und Dating-Profile mit Ihrer Telefonnummer, auf die sich dann fremde Menschen bei Ihnen melden.\n\nFür eine Nachstellung reicht ein einzelner Vorfall in der Regel nicht. Das Gesetz verlangt, dass jemand unbefugt und wiederholt handelt, und zwar in einer Weise, die geeignet ist, Ihre Lebensgestaltung nicht unerheblich zu beeinträchtigen. Mit der Reform von 2021 wurde diese Schwelle gegenüber der früheren Fassung gesenkt. Für Sie heißt das: Es kommt auf das Gesamtbild an. Führen Sie deshalb ein Protokoll mit Datum, Uhrzeit, Art des Vorfalls und Belegen, auch wenn Ihnen ein einzelnes Ereignis klein erscheint.\n\nNeben § 238 StGB können je nach Fall weitere Vorschriften greifen: § 202a StGB, wenn sich jemand unter Überwindung einer Sicherung Zugang zu Ihren Konten verschafft hat; § 263 StGB oder § 263a StGB, wenn durch Täuschung oder durch die unbefugte Verwendung von Daten ein Vermögensschaden entsteht; § 269 StGB, wenn Daten so gespeichert oder gebraucht werden, dass sie fälschlich als Ihre Erklärung erscheinen. Welche Vorschriften tatsächlich zutreffen, beurteilen Polizei, Staatsanwaltschaft und Gericht.\n\nIn ihrer Grundform wird die Nachstellung nur auf Antrag verfolgt, es sei denn, die Staatsanwaltschaft hält wegen eines besonderen öffentlichen Interesses ein Einschreiten für geboten. Sagen Sie bei der Anzeige deshalb ausdrücklich, dass Sie Strafantrag stellen, und warten Sie damit nicht lange, weil dafür eine Frist gilt. Beistand für Betroffene gibt es zum Beispiel beim Opfer-Telefon des Weissen Rings unter 116 006. Ist Ihre Sicherheit unmittelbar bedroht, rufen Sie die Polizei unter 110.\n\nDiese Seite ist eine allgemeine Information und keine Rechtsberatung. Ob in Ihrem Fall eine Nachstellung vorliegt, kann nur eine Anwältin, ein Anwalt oder eine Beratungsstelle nach Prüfung aller Umstände einschätzen. Was wir beitragen können, ist die Recherche in öffentlichen Quellen: Unsere Spezialistinnen und Spezialisten durchsuchen öffentlich zugängliche Anzeigenportale, Netzwerke und Verzeichnisse nach Einträgen mit Ihrem Namen, Ihren Fotos oder Ihrer Telefonnummer und dokumentieren jeden Treffer für Ihre Unterlagen.',
    },
    categories: [
      {
        title: 'Beispiele für Datenmissbrauch',
        items: [
          'Bestellungen auf Rechnung, die an Ihre Adresse gehen',
          'Essenslieferungen oder Taxis, die Sie nie gerufen haben',
          'Kleinanzeigen mit Ihrer Telefonnummer',
          'Dating-Profile, über die Fremde Sie kontaktieren',
        ],
      },
      {
        title: 'Was in Ihr Protokoll gehört',
        items: [
          'Datum und Uhrzeit jedes Vorfalls',
          'Absender, Händler oder Plattform',
          'Bildschirmfotos, Briefe und Lieferscheine',
          'Namen von Zeugen, die etwas mitbekommen haben',
        ],
      },
      {
        title: 'Wer Ihnen weiterhilft',
        items: [
          'Polizei: Anzeige und Strafantrag',
          'Weisser Ring: Opfer-Telefon 116 006',
          'Anwältin oder Anwalt für Ihre rechtliche Lage',
          'Verbraucherzentrale bei Forderungen von Händlern',
        ],
      },
    ],
    warning: {
      title: 'Wann ein Muster erkennbar wird',
      description:
        'Nachstellung zeigt sich selten an einem einzelnen Tag. Achten Sie darauf, ob sich Vorfälle wiederholen oder mit der Zeit zunehmen.',
      left: {
        title: 'Hinweise auf gezieltes Handeln',
        items: [
          'Lieferungen kommen in kurzen Abständen immer wieder',
          'Fremde nennen Einzelheiten, die nur wenige kennen',
          'Neue Anzeigen erscheinen, kaum dass alte gelöscht sind',
          'Die Vorfälle beginnen nach einem Streit oder einer Trennung',
        ],
      },
      right: {
        title: 'Was Sie dann tun',
        items: [
          'Jeden Vorfall sofort ins Protokoll eintragen',
          'Nicht auf Provokationen antworten',
          'Anzeige erstatten und ausdrücklich Strafantrag stellen',
          'Bei akuter Gefahr sofort 110 wählen',
        ],
      },
    },
  },
  {
    slug: 'identitatsdiebstahl-strafe',
    service: 'identitatsdiebstahl-strafe-verfolgung',
    category: 'identity-theft',
    seo: {
      title: 'Identitätsdiebstahl: Anzeige und Strafverfolgung',
      description:
        'Welche Straftatbestände bei Identitätsdiebstahl greifen können, wie Sie Anzeige erstatten und was danach passiert. Allgemein erklärt, ohne Rechtsberatung.',
      keywords: [
        'Identitätsdiebstahl Strafe',
        'Identitätsdiebstahl Strafverfolgung',
        'Identitätsdiebstahl Anzeige erstatten',
        'Strafantrag stellen',
        'Ermittlungsverfahren Ablauf',
        'Identitätsdiebstahl StGB',
      ],
    },
    hero: {
      title: 'Identitätsdiebstahl anzeigen: So läuft die Strafverfolgung',
      subtitle:
        'Was die Polizei mit Ihrer Anzeige macht, was Sie realistisch erwarten können und wie eine sorgfältig dokumentierte Recherche Ihre Unterlagen ergänzt. Allgemeine Information, keine Rechtsberatung.',
      guarantee: 'Ohne Treffer keine Erstattung – dafür ist Ihre nächste Prüfung kostenlos.',
      buttonText: 'Fundstellen dokumentieren lassen',
    },
    article: {
      title: 'Strafverfolgung bei Identitätsdiebstahl',
      subtitle: 'Von der Anzeige bis zum Ende des Verfahrens – allgemein erklärt',
      text: 'Viele Betroffene fragen zuerst, welche Strafe den Tätern droht. Darauf gibt es keine einfache Antwort, weil Identitätsdiebstahl kein eigener Straftatbestand ist. Je nach Vorgehen kommen etwa Ausspähen von Daten (§ 202a StGB), Betrug (§ 263 StGB), Computerbetrug (§ 263a StGB), Fälschung beweiserheblicher Daten (§ 269 StGB) oder Nachstellung (§ 238 StGB) in Betracht. Welche Strafe am Ende verhängt wird, entscheidet ein Gericht im Einzelfall, nach dem Gesetz und den Umständen der Tat.\n\nDer Weg dorthin beginnt mit Ihrer Anzeige. Sie können sie auf jeder Polizeidienststelle, über die Internetwache Ihres Bundeslandes oder schriftlich bei der Staatsanwaltschaft erstatten; Kosten entstehen Ihnen dafür nicht. Schildern Sie die Vorfälle der Reihe nach und legen Sie Belege bei: Bildschirmfotos mit Internetadresse, Briefe, Kontoauszüge, Bestellbestätigungen. Erklären Sie zusätzlich ausdrücklich, dass Sie Strafantrag stellen. Einige der genannten Delikte werden ohne Antrag nur bei besonderem öffentlichem Interesse verfolgt.\n\nNach der Anzeige leitet die Staatsanwaltschaft das Ermittlungsverfahren, die Polizei führt die Ermittlungen. Dazu kann gehören, dass Plattformen, Händler oder Zahlungsdienste um Auskunft gebeten werden, etwa zu Lieferadressen oder Anmeldedaten. Vielleicht werden Sie als Zeugin oder Zeuge befragt. Solche Verfahren dauern häufig Monate. Wird ein Täter ermittelt, entscheidet die Staatsanwaltschaft, ob sie Anklage erhebt. Wird das Verfahren eingestellt, erhalten Sie als Person, die Anzeige erstattet hat, in der Regel eine Mitteilung.\n\nZur Ehrlichkeit gehört: Viele Fälle werden nicht aufgeklärt. Täter nutzen falsche Namen, fremde Konten und Server im Ausland. Die Anzeige lohnt sich trotzdem. Das Aktenzeichen belegt gegenüber Händlern, Inkassobüros und Ihrer Bank, dass Sie selbst Opfer sind und die Bestellung nicht von Ihnen stammt. Außerdem können Ermittler mehrere Anzeigen zusammenführen, wenn dieselbe Masche bei verschiedenen Menschen auftaucht. Ihre Anzeige kann also auch anderen Betroffenen helfen.\n\nAls Verletzte oder Verletzter einer Straftat haben Sie eigene Rechte im Verfahren. Eine Anwältin oder ein Anwalt kann für Sie Akteneinsicht beantragen und erklären, welche Möglichkeiten Sie haben. Wenn Ihnen die Sache zu schaffen macht, können Sie kostenlos mit dem Weissen Ring sprechen (116 006). Dieser Text ersetzt keine Rechtsberatung, er gibt nur einen allgemeinen Überblick. Was wir beitragen: Unsere Spezialistinnen und Spezialisten fassen öffentliche Fundstellen Ihrer Fotos und Ihres Namens in einem Ergebnisbericht zusammen, den Sie der Polizei nachreichen können.',
    },
    categories: [
      {
        title: 'Was in Ihre Anzeige gehört',
        items: [
          'Eine Schilderung aller Vorfälle der Reihe nach',
          'Links und Bildschirmfotos der falschen Profile',
          'Rechnungen, Mahnungen und Kontoauszüge',
          'Ihr ausdrücklicher Strafantrag',
        ],
      },
      {
        title: 'Wie das Verfahren meist abläuft',
        items: [
          'Aufnahme der Anzeige und Vergabe eines Aktenzeichens',
          'Ermittlungen unter Leitung der Staatsanwaltschaft',
          'Auskunftsersuchen an Plattformen und Händler',
          'Anklage oder Einstellung mit Mitteilung an Sie',
        ],
      },
      {
        title: 'Wofür Sie das Aktenzeichen brauchen',
        items: [
          'Widerspruch gegen Forderungen von Händlern',
          'Antworten an Inkassobüros',
          'Gespräche mit Ihrer Bank über fremde Buchungen',
          'Meldungen bei Plattformen und Auskunfteien',
        ],
      },
    ],
    warning: {
      title: 'Was Behörden und Echtcheck jeweils leisten',
      description:
        'Wir sind keine Ermittlungsbehörde und haben keine polizeilichen Befugnisse. Unsere Recherche ergänzt Ihre Anzeige, sie ersetzt sie nicht.',
      left: {
        title: 'Nur die Behörden können',
        items: [
          'Auskünfte von Plattformen und Banken verlangen',
          'Verdächtige vorladen und vernehmen',
          'Durchsuchungen veranlassen',
          'Anklage erheben',
        ],
      },
      right: {
        title: 'Unser Team kann',
        items: [
          'Öffentliche Quellen von Hand durchsuchen',
          'Per Bildrückwärtssuche nach Kopien Ihrer Fotos suchen',
          'Fundstellen mit Link und Datum festhalten',
          'Einen Ergebnisbericht für Ihre Unterlagen liefern',
        ],
      },
    },
  },
  {
    slug: 'identitatsdiebstahl-wer-haftet',
    service: 'identitatsdiebstahl-haftung-analyse',
    category: 'identity-theft',
    seo: {
      title: 'Identitätsdiebstahl: Wer haftet für fremde Bestellungen?',
      description:
        'Rechnung für eine Bestellung, die Sie nie aufgegeben haben? Was grundsätzlich gilt, wie Sie widersprechen und wo Sie Rat finden. Keine Rechtsberatung.',
      keywords: [
        'Identitätsdiebstahl wer haftet',
        'Bestellung in meinem Namen',
        'Rechnung nicht bestellt',
        'Inkasso Identitätsdiebstahl',
        'Mahnbescheid Widerspruch',
        'Verbraucherzentrale Identitätsdiebstahl',
      ],
    },
    hero: {
      title: 'Wer haftet, wenn Fremde in Ihrem Namen bestellen?',
      subtitle:
        'Rechnungen, Mahnungen, Inkassobriefe: was grundsätzlich gilt, wie Sie reagieren und wann Sie sich beraten lassen sollten. Allgemeine Information, keine Rechtsberatung.',
      guarantee: 'Keine Treffer, kein Geld zurück – aber die nächste Prüfung kostet nichts.',
      buttonText: 'Fremde Profile prüfen lassen',
    },
    article: {
      title: 'Haftung bei Bestellungen durch Fremde',
      subtitle: 'Was grundsätzlich gilt und wie Sie Forderungen richtig begegnen',
      text: 'Eine Rechnung über Hunderte Euro für Ware, die Sie nie gesehen haben, ist ein Schock. Vorweg eine Beruhigung in allgemeiner Form: Ein Vertrag kommt grundsätzlich nur zustande, wenn Sie selbst ihn geschlossen oder jemanden dazu berechtigt haben. Hat ein Fremder ohne Ihr Wissen Ihren Namen benutzt, sind Sie an diese Bestellung in der Regel nicht gebunden. Der Händler weiß das zunächst aber nicht. Deshalb ist es wichtig, dass Sie ihm rasch und nachvollziehbar erklären, was passiert ist.\n\nSchwieriger wird es, wenn Ihr eigenes Kundenkonto mit Ihrem Passwort benutzt wurde oder wenn Sie Zugangsdaten weitergegeben hatten, etwa an Familienmitglieder. Dann kann es auf Einzelheiten ankommen, zum Beispiel darauf, wie die Daten in fremde Hände gelangt sind und was der Händler daraus schließen durfte. Pauschale Antworten gibt es hier nicht. Lassen Sie sich in solchen Fällen beraten, etwa bei einer Verbraucherzentrale oder bei einer Anwältin oder einem Anwalt. Manchmal übernimmt eine Rechtsschutzversicherung die Kosten.\n\nSo reagieren Sie auf eine Forderung: Schreiben Sie dem Händler oder dem Inkassobüro, dass Sie die Bestellung nicht aufgegeben haben, und widersprechen Sie der Forderung. Nennen Sie das Aktenzeichen Ihrer Anzeige und bitten Sie um Angaben zu Lieferadresse, Bestelldatum und verwendeter E-Mail-Adresse. Verschicken Sie den Brief so, dass Sie den Zugang belegen können, zum Beispiel per Einschreiben. Zahlen Sie nicht vorschnell, damit endlich Ruhe ist, und unterschreiben Sie keine Ratenvereinbarung.\n\nBesonders ernst nehmen sollten Sie einen gerichtlichen Mahnbescheid. Er wird förmlich zugestellt, meist in einem gelben Umschlag, und das Gericht prüft dabei nicht, ob die Forderung berechtigt ist. Widersprechen Sie nicht innerhalb der genannten Frist, kann daraus ein Vollstreckungsbescheid werden, mit dem der Gläubiger pfänden lassen kann. Legen Sie deshalb rechtzeitig Widerspruch ein; das Formular dafür liegt dem Schreiben bei. Ein Brief vom Inkassobüro ist dagegen kein Schreiben eines Gerichts, sollte aber ebenfalls beantwortet werden.\n\nBei Abbuchungen von Ihrem Konto gilt: Melden Sie jede Zahlung, die Sie nicht veranlasst haben, sofort Ihrer Bank. Lastschriften, denen Sie nie zugestimmt haben, lassen sich in der Regel zurückbuchen, und für nicht autorisierte Zahlungen gibt es Erstattungsregeln. Wie weit diese reichen, kann davon abhängen, wie mit PIN und Passwörtern umgegangen wurde. Wir beurteilen keine Haftungsfragen und holen kein Geld zurück. Diese Seite ist eine allgemeine Information, keine Rechtsberatung.\n\nUnterstützen können wir Sie beim Blick auf öffentliche Spuren. Manchmal nutzen Täter neben Bestellungen auch Profile, in denen Ihr Name, Ihr Foto oder Ihr Wohnort auftaucht. Unser Team prüft manuell, ob solche Profile oder Kopien Ihrer Bilder öffentlich auffindbar sind, und belegt jeden Treffer mit Link und Datum. Den Link zu Ihrem Ergebnisbericht erhalten Sie per E-Mail, gewöhnlich binnen 24–48 Stunden; der Preis liegt fest bei 39 € inkl. MwSt.',
    },
    categories: [
      {
        title: 'Wenn eine Rechnung kommt',
        items: [
          'Den Händler schriftlich informieren und widersprechen',
          'Bestelldaten und Lieferadresse erfragen',
          'Anzeige erstatten und das Aktenzeichen mitteilen',
          'Nichts bezahlen, solange der Fall ungeklärt ist',
        ],
      },
      {
        title: 'Wenn ein Inkassobüro schreibt',
        items: [
          'Die Forderung schriftlich bestreiten',
          'Keine Ratenzahlung und kein Schuldanerkenntnis unterschreiben',
          'Eine Kopie Ihrer Anzeige beilegen',
          'Die Verbraucherzentrale um eine Einschätzung bitten',
        ],
      },
      {
        title: 'Wenn Geld vom Konto abgeht',
        items: [
          'Ihre Bank sofort informieren',
          'Karte über den Sperr-Notruf 116 116 sperren lassen',
          'Lastschriften ohne Zustimmung zurückbuchen lassen',
          'Kontoauszüge der letzten Monate durchsehen',
        ],
      },
    ],
    warning: {
      title: 'Schreiben mit Frist nicht liegen lassen',
      description:
        'Auch wenn Sie sicher sind, nichts bestellt zu haben: Manche Schreiben verlangen eine Antwort innerhalb einer Frist. Schweigen kann dort Nachteile bringen.',
      left: {
        title: 'Diese Post hat Fristen',
        items: [
          'Gerichtlicher Mahnbescheid im gelben Umschlag',
          'Vollstreckungsbescheid',
          'Schreiben eines Gerichtsvollziehers',
          'Vorladung oder Anhörungsbogen der Polizei',
        ],
      },
      right: {
        title: 'So schützen Sie sich',
        items: [
          'Zustellungsdatum auf dem Umschlag notieren',
          'Widerspruch fristgerecht absenden',
          'Kopien aller Schreiben aufbewahren',
          'Früh Rat bei Verbraucherzentrale oder Anwalt holen',
        ],
      },
    },
  },
];
