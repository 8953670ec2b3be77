import type { ConversionPage } from './types.ts';

export const conversions: readonly ConversionPage[] = [
  {
    slug: 'fake-profil-conversions',
    service: 'fake-profil-erkennen',
    serviceKey: 'fake-profile',
    navTitle: 'Fake-Profil prüfen lassen',
    seo: {
      title: 'Fake-Profil prüfen lassen – von Hand recherchiert',
      description:
        'Verdacht auf ein Fake-Profil? Unser Team prüft Name, Fotos und Angaben Ihres Kontakts von Hand in öffentlichen Quellen. Festpreis 39 € inkl. MwSt., kein Abo.',
      keywords: [
        'Fake-Profil prüfen lassen',
        'Fake-Profil erkennen',
        'falsches Profil',
        'Online-Kontakt überprüfen',
        'Profil-Check',
      ],
    },
    hero: {
      eyebrow: 'Fake-Profil-Check',
      title: 'Fake-Profil oder echter Mensch? Lassen Sie es prüfen.',
      subtitle:
        'Wenn Fotos zu perfekt wirken und Geschichten nicht zusammenpassen, bleibt ein ungutes Gefühl. Unsere Spezialistinnen und Spezialisten sehen sich das Profil genau an und sagen Ihnen, was öffentliche Quellen über die Person verraten.',
      buttonText: 'Fake-Profil jetzt prüfen',
    },
    benefits: [
      {
        title: 'Ein unbefangener Blick von außen',
        text: 'Wer verliebt oder verunsichert ist, übersieht leicht Widersprüche. Wir betrachten das Profil nüchtern und ohne Vorannahmen.',
      },
      {
        title: 'Belege statt Bauchgefühl',
        text: 'Sie erhalten nicht nur ein Urteil, sondern auch die Links und Bildschirmfotos, auf denen unsere Einschätzung beruht.',
      },
      {
        title: 'Kein Kontakt zur Person',
        text: 'Wir schreiben niemanden an. Wie es nach dem Ergebnis weitergeht, entscheiden Sie ganz allein.',
      },
    ],
    body: [
      {
        heading: 'Typische Merkmale gefälschter Profile',
        paragraphs: [
          'Viele Fake-Profile zeigen nur wenige, auffallend professionelle Fotos, kaum ältere Beiträge und eine Freundesliste voller Fremder. Die Lebensgeschichte ist oft bewegend: verwitwet, alleinerziehend, beruflich im Ausland, etwa als Soldat, Ärztin oder Ingenieur.',
          'Achten Sie auch auf den Verlauf des Kontakts: große Gefühle nach wenigen Tagen, ständige Ausreden bei Videoanrufen, später die erste Bitte um Geld oder um eine Kopie Ihres Ausweises. Ein einzelnes Zeichen beweist noch nichts. Treffen mehrere zusammen, sollten Sie aufmerksam werden.',
        ],
      },
      {
        heading: 'Das können Sie heute noch tun',
        paragraphs: [
          'Speichern Sie Profilnamen, Profil-Link und die wichtigsten Nachrichten als Bildschirmfoto. Gefälschte Konten werden oft gelöscht, sobald sie auffliegen, und dann fehlen Ihnen die Belege.',
          'Schicken Sie bis zur Klärung kein Geld, keine Gutscheincodes und keine persönlichen Dokumente. Bitten Sie ruhig um einen kurzen Videoanruf – ein ehrliches Gegenüber hat dafür in aller Regel Verständnis.',
        ],
      },
      {
        heading: 'Was in Ihrem Ergebnis steht',
        paragraphs: [
          'Sie bekommen eine schriftliche Zusammenfassung: wo Fotos und Name sonst auftauchen, ob Beruf und Wohnort mit öffentlichen Quellen übereinstimmen und welche Widersprüche uns aufgefallen sind. Am Ende steht eine klare Einschätzung mit Empfehlungen für Ihre nächsten Schritte.',
        ],
      },
    ],
    cta: {
      headline: 'Bringen Sie Klarheit in Ihren Verdacht',
      text: 'Für 39 € inkl. MwSt. prüfen wir ein Profil gründlich von Hand. Ihre Auswertung kommt üblicherweise binnen 24–48 Stunden per E-Mail.',
      buttonText: 'Prüfung starten',
    },
  },
  {
    slug: 'bilder-analyse-conversions',
    service: 'bilder-analyse',
    serviceKey: 'image-check',
    navTitle: 'Bilder prüfen lassen',
    seo: {
      title: 'Bilder prüfen lassen: gestohlene Profilfotos finden',
      description:
        'Sind die Fotos Ihres Online-Kontakts gestohlen? Wir suchen per Bildrückwärtssuche, wo die Bilder sonst noch im Netz auftauchen – von Hand, für 39 € inkl. MwSt.',
      keywords: [
        'Bilder prüfen lassen',
        'Bildrückwärtssuche',
        'gestohlene Profilbilder',
        'Fake-Profil-Bilder',
        'Herkunft von Fotos prüfen',
        'Bildanalyse',
      ],
    },
    hero: {
      eyebrow: 'Bildanalyse',
      title: 'Gehören die Fotos wirklich Ihrem Kontakt?',
      subtitle:
        'Betrüger schmücken ihre Profile fast immer mit fremden Bildern – von Models, Soldaten oder ganz gewöhnlichen Menschen, deren Fotos öffentlich im Netz stehen. Wir finden heraus, wo diese Bilder noch verwendet werden.',
      buttonText: 'Bilder jetzt prüfen lassen',
    },
    benefits: [
      {
        title: 'Mehrere Suchdienste, ein Ergebnis',
        text: 'Wir nutzen verschiedene Bildsuchen nebeneinander, denn jede findet andere Treffer. So entgehen uns weniger Kopien.',
      },
      {
        title: 'Auch bearbeitete Bilder',
        text: 'Gespiegelte, zugeschnittene oder mit Filtern veränderte Fotos findet eine einfache Suche oft nicht. Wir prüfen Ausschnitte und Varianten einzeln.',
      },
      {
        title: 'Fundstellen mit Belegen',
        text: 'Sie sehen, auf welchen Seiten und unter welchen Namen ein Foto ebenfalls auftaucht – jeweils mit Link und Bildschirmfoto.',
      },
    ],
    body: [
      {
        heading: 'So machen Sie eine erste Bildrückwärtssuche selbst',
        paragraphs: [
          'Speichern Sie ein Profilfoto oder machen Sie ein Bildschirmfoto davon. Auf dem Smartphone laden Sie das Bild anschließend bei Google Lens hoch; am Computer eignen sich auch Bing, TinEye oder Yandex.',
          'Erscheint dasselbe Foto unter einem anderen Namen, etwa bei einem Fotografen, einer Modelagentur oder einem fremden Instagram-Konto, ist das ein deutliches Warnsignal. Bleibt die Suche ohne Treffer, ist damit noch nicht alles in Ordnung: Viele Betrüger verwenden Bilder aus privaten Quellen oder verändern sie leicht.',
        ],
      },
      {
        heading: 'Woran gestohlene Fotos oft zu erkennen sind',
        paragraphs: [
          'Auffällig sind Bilder in Studioqualität, Aufnahmen in Uniform oder Arztkittel und Fotos, auf denen die Person nie mit Freunden oder Familie zu sehen ist. Auch Fotos, auf denen die Person deutlich unterschiedlich alt wirkt, oder fremdsprachige Schilder im Hintergrund können Hinweise sein.',
          'Bitten Sie Ihren Kontakt im Zweifel um ein aktuelles Foto mit einer bestimmten Geste, zum Beispiel zwei erhobenen Fingern. Wer immer neue Gründe findet, warum das gerade nicht geht, hat womöglich gar keine weiteren Bilder der abgebildeten Person.',
        ],
      },
      {
        heading: 'Was wir anders machen als eine schnelle Suche',
        paragraphs: [
          'Unsere Spezialistinnen und Spezialisten untersuchen jedes Foto einzeln und vergleichen die Treffer sorgfältig. Gesichtserkennung setzen wir nicht ein: Wir suchen gezielt nach identischen Kopien dieser Bilder und nach bearbeiteten Fassungen. Schicken Sie uns deshalb möglichst alle Fotos, die Sie bekommen haben, auch die aus dem Chat.',
        ],
      },
    ],
    cta: {
      headline: 'Finden Sie heraus, woher die Bilder stammen',
      text: 'Laden Sie bei der Buchung die Fotos hoch, um die es geht. Für 39 € inkl. MwSt. erhalten Sie meist nach 24 bis 48 Stunden eine Auswertung mit allen Fundstellen.',
      buttonText: 'Bildanalyse starten',
    },
  },
  {
    slug: 'social-media-conversions',
    service: 'social-media-check',
    serviceKey: 'social-media',
    navTitle: 'Social-Media-Profil prüfen',
    seo: {
      title: 'Social-Media-Profil prüfen: Facebook und Instagram',
      description:
        'Zweifel an einem Facebook-, Instagram- oder TikTok-Konto? Wir prüfen öffentlich sichtbare Spuren, Kopien und Widersprüche von Hand – für 39 € inkl. MwSt.',
      keywords: [
        'Social-Media-Profil prüfen',
        'Facebook Fake-Profil',
        'Instagram Fake-Account',
        'kopiertes Profil',
        'TikTok Betrug',
        'Social-Media-Check',
      ],
    },
    hero: {
      eyebrow: 'Social-Media-Check',
      title: 'Wer steckt hinter dem Facebook- oder Instagram-Konto?',
      subtitle:
        'Eine Freundschaftsanfrage von Unbekannten, eine Nachricht von einem scheinbar vertrauten Gesicht oder ein Profil, das plötzlich um Hilfe bittet: Wir prüfen, ob das Konto hält, was es verspricht.',
      buttonText: 'Social-Media-Profil prüfen',
    },
    benefits: [
      {
        title: 'Facebook, Instagram, TikTok und mehr',
        text: 'Wir kennen die Eigenheiten der großen Netzwerke und wissen, wo sich öffentliche Spuren eines Kontos finden lassen.',
      },
      {
        title: 'Kopierte Profile aufspüren',
        text: 'Wir prüfen, ob ein Konto ein bestehendes Profil nachahmt – etwa das eines Freundes, einer Verwandten oder einer bekannten Person.',
      },
      {
        title: 'Ohne Fachchinesisch',
        text: 'Sie erhalten eine klare Zusammenfassung, die Sie auch ohne Erfahrung mit sozialen Netzwerken verstehen.',
      },
    ],
    body: [
      {
        heading: 'Warnzeichen bei Konten in sozialen Netzwerken',
        paragraphs: [
          'Scrollen Sie im Profil ganz nach unten zu den ältesten Beiträgen. Beginnt das Konto erst vor wenigen Wochen, obwohl die Person angeblich seit Jahren aktiv ist, passt etwas nicht. Verdächtig sind auch viele Freunde ohne gemeinsame Bekannte und Fotos ohne jeden persönlichen Kommentar.',
          'Ein weiteres Muster: Ein Konto mit Namen und Bild eines Bekannten schickt Ihnen eine neue Freundschaftsanfrage, obwohl Sie längst verbunden sind. Kurz darauf folgt die Bitte um Geld oder um einen Bestätigungscode aus einer SMS. Fragen Sie dann auf einem anderen Weg bei der Person selbst nach, am besten telefonisch.',
        ],
      },
      {
        heading: 'Wenn jemand Ihr eigenes Profil kopiert hat',
        paragraphs: [
          'Sichern Sie zuerst Bildschirmfotos des kopierten Kontos mit Datum. Melden Sie das falsche Konto dann über die Meldefunktion der Plattform; Facebook und Instagram bieten dort eine eigene Kategorie für Profile, die sich als jemand anderes ausgeben. Warnen Sie außerdem Ihre Kontakte mit einem kurzen Beitrag.',
        ],
      },
      {
        heading: 'Was wir für die Prüfung brauchen',
        paragraphs: [
          'Am besten schicken Sie uns den Link zum Profil oder den genauen Benutzernamen, dazu Bildschirmfotos der Profilseite und der ersten Nachrichten. Konten, die nur für Freunde sichtbar sind, können wir nur so weit prüfen, wie ihre Inhalte öffentlich einsehbar sind.',
        ],
      },
    ],
    cta: {
      headline: 'Lassen Sie das Konto prüfen, bevor Sie mehr preisgeben',
      text: 'Eine Prüfung umfasst ein Konto und kostet 39 € inkl. MwSt. Das Ergebnis senden wir Ihnen gewöhnlich innerhalb von 24–48 Stunden.',
      buttonText: 'Konto jetzt prüfen lassen',
    },
  },
  {
    slug: 'dating-app-conversions',
    service: 'dating-app-schutz',
    serviceKey: 'dating-app',
    navTitle: 'Dating-Kontakt prüfen',
    seo: {
      title: 'Dating-Kontakt prüfen lassen: Tinder, Bumble und Co.',
      description:
        'Ihr Match von Tinder, Bumble, Parship oder Lovoo wirkt zu gut, um wahr zu sein? Wir prüfen den Kontakt vor dem ersten Treffen von Hand. 39 € inkl. MwSt.',
      keywords: [
        'Dating-Kontakt prüfen',
        'Tinder Fake erkennen',
        'Bumble Fake-Profil',
        'Parship Betrug',
        'Online-Dating Sicherheit',
        'Dating-App-Check',
      ],
    },
    hero: {
      eyebrow: 'Dating-App-Check',
      title: 'Ihr Match wirkt perfekt? Lassen Sie es vor dem ersten Treffen prüfen.',
      subtitle:
        'Online-Dating ist für viele der normale Weg, jemanden kennenzulernen – leider auch für Betrüger. Wir prüfen, ob Ihr Kontakt die Person ist, die er vorgibt zu sein, bevor Sie sich verabreden oder mehr von sich erzählen.',
      buttonText: 'Dating-Kontakt prüfen',
    },
    benefits: [
      {
        title: 'Für alle gängigen Apps',
        text: 'Ob Tinder, Bumble, Lovoo, Finya, Parship oder ElitePartner: Wir prüfen Kontakte aus kostenlosen wie aus kostenpflichtigen Partnerbörsen.',
      },
      {
        title: 'Besser vorbereitet zum ersten Date',
        text: 'Sie erfahren vor dem Treffen, ob Name, Fotos und Angaben Ihres Matches zueinander passen, und ersparen sich womöglich eine Enttäuschung.',
      },
      {
        title: 'Ihr Match merkt nichts',
        text: 'Wir melden uns nicht in der App an und schreiben Ihr Match nicht an. Ihr Gespräch läuft ungestört weiter.',
      },
    ],
    body: [
      {
        heading: 'Vorsicht beim schnellen Wechsel zu WhatsApp oder Telegram',
        paragraphs: [
          'Viele Betrüger drängen schon nach wenigen Nachrichten darauf, die Dating-App zu verlassen. In der App können auffällige Konten gemeldet und gesperrt werden, im privaten Messenger fällt dieser Schutz weg.',
          'Lassen Sie sich Zeit. Wer ernsthaft interessiert ist, akzeptiert, dass Sie zunächst in der App weiterschreiben möchten.',
        ],
      },
      {
        heading: 'Sicher bleiben bis zum ersten Treffen',
        paragraphs: [
          'Bitten Sie vor dem Treffen um einen Videoanruf; schon ein kurzes Gespräch zeigt, ob Person und Fotos zusammengehören. Verabreden Sie sich an einem belebten Ort, reisen Sie selbst an und sagen Sie einer vertrauten Person, wo Sie sind.',
          'Ihre Wohnadresse, Ihren Arbeitgeber und Fotos Ihrer Kinder teilen Sie am besten erst, wenn Sie sich sicher fühlen. Verlangt Ihr Match Geld für die Anreise, ein Flugticket oder ein Visum, zahlen Sie nicht.',
        ],
      },
      {
        heading: 'Das prüfen wir bei Dating-Kontakten',
        paragraphs: [
          'Wir gleichen die Profilfotos per Bildrückwärtssuche ab, prüfen Vorname, Alter, Beruf und Wohnort auf Stimmigkeit und suchen nach Profilen derselben Person auf anderen Plattformen. Taucht Ihr Match in öffentlichen Warnungen oder Berichten über Betrugsmaschen auf, erfahren Sie auch das.',
        ],
      },
    ],
    cta: {
      headline: 'Gehen Sie mit gutem Gefühl ins erste Treffen',
      text: 'Für 39 € inkl. MwSt. prüfen wir Ihr Match gründlich. In den meisten Fällen erhalten Sie nach 24 bis 48 Stunden eine E-Mail mit dem Link zu Ihrer Auswertung.',
      buttonText: 'Match jetzt prüfen lassen',
    },
  },
  {
    slug: 'romance-scam-conversions',
    service: 'romance-scam-schutz',
    serviceKey: 'romance-scam',
    navTitle: 'Liebesbetrug aufklären',
    seo: {
      title: 'Liebesbetrug aufklären: Romance-Scam prüfen lassen',
      description:
        'Fordert Ihre Online-Bekanntschaft Geld? Wir prüfen den Verdacht auf Romance-Scam von Hand und sagen Ihnen, was Sie jetzt tun können. 39 € inkl. MwSt.',
      keywords: [
        'Liebesbetrug',
        'Romance-Scam',
        'Love-Scam prüfen',
        'Heiratsschwindler',
        'Liebesbetrug was tun',
        'Online-Betrug Geld',
      ],
    },
    hero: {
      eyebrow: 'Romance-Scam-Check',
      title: 'Verdacht auf Liebesbetrug? Wir helfen Ihnen, klar zu sehen.',
      subtitle:
        'Beim Romance-Scam, auf Deutsch Liebesbetrug, spielen Täter über Wochen eine Liebesbeziehung vor, um dann Geld zu verlangen. Ist Ihr Gegenüber plötzlich in Not und braucht Hilfe, prüfen wir, ob hinter der Geschichte ein echter Mensch steht.',
      buttonText: 'Verdacht jetzt prüfen lassen',
    },
    benefits: [
      {
        title: 'Wir kennen die typischen Maschen',
        text: 'Angebliche Soldaten im Auslandseinsatz, Ingenieure auf Bohrinseln, Ärztinnen bei Hilfsorganisationen: Solche Geschichten und ihre wiederkehrenden Muster sind uns vertraut.',
      },
      {
        title: 'Klarheit, bevor Sie weiter zahlen',
        text: 'Eine Prüfung kostet weniger als die meisten Summen, die Betrüger verlangen. Das Ergebnis kann Ihnen helfen, rechtzeitig Nein zu sagen.',
      },
      {
        title: 'Ohne Vorwürfe, ohne Druck',
        text: 'Liebesbetrug kann jeden treffen. Wir behandeln Ihren Fall vertraulich und respektvoll, ganz gleich, was schon geschehen ist.',
      },
    ],
    body: [
      {
        heading: 'So läuft ein Liebesbetrug häufig ab',
        paragraphs: [
          'Der Kontakt beginnt auf einer Dating-Plattform, bei Facebook oder mit einer scheinbar versehentlich verschickten Nachricht. Es folgen tägliche, sehr zugewandte Nachrichten, bald Liebeserklärungen und gemeinsame Zukunftspläne. Ein Treffen kommt aber nie zustande.',
          'Dann kommt die Notlage: Zollgebühren für ein Paket, eine Operation, ein gesperrtes Konto im Ausland oder eine angeblich sichere Geldanlage in Kryptowährung. Die Beträge steigen mit der Zeit, und oft sollen Gutscheinkarten gekauft oder Überweisungen an Dritte geschickt werden.',
        ],
      },
      {
        heading: 'Wenn schon Geld geflossen ist',
        paragraphs: [
          'Stoppen Sie weitere Zahlungen, auch wenn der Druck groß ist oder Ihnen die Rückzahlung versprochen wird. Rufen Sie sofort Ihre Bank an: Eine gerade erst ausgeführte Überweisung lässt sich manchmal noch zurückholen.',
          'Zeigen Sie den Betrug an – auf jeder Polizeidienststelle oder im Internet über die Onlinewache Ihres Bundeslandes – und legen Sie Chatverläufe, Kontoauszüge und Überweisungsbelege vor. Der Weisse Ring unterstützt Betroffene kostenlos unter der Nummer 116 006.',
        ],
      },
      {
        heading: 'Was unsere Prüfung leisten kann – und was nicht',
        paragraphs: [
          'Wir klären, ob Fotos, Name und Lebensgeschichte Ihres Kontakts durch öffentliche Quellen bestätigt werden oder zu bekannten Betrugsmustern passen. Bereits gezahltes Geld können wir nicht zurückholen, und wir ersetzen weder Polizei noch Anwalt. Unser Ergebnis kann Ihnen aber helfen, Ihren Fall dort verständlich darzulegen.',
        ],
      },
    ],
    cta: {
      headline: 'Sie müssen das nicht allein klären',
      text: 'Schildern Sie uns Ihren Fall in Ruhe. Für 39 € inkl. MwSt. prüfen wir den Kontakt und melden uns mit dem Ergebnis, sobald die Recherche abgeschlossen ist – meist nach ein bis zwei Tagen.',
      buttonText: 'Romance-Scam prüfen lassen',
    },
  },
];
