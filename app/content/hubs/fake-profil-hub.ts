import type { HubPage } from '../types.ts';

// Fake profiles in general
export const fakeProfilHub: HubPage = {
  slug: 'fake-profil-hub',
  service: 'fake-profil-hub',
  serviceKey: 'fake-profile',
  navTitle: 'Fake-Profil-Check',
  seo: {
    title: 'Fake-Profile erkennen: Merkmale, Motive, Prüfung',
    description:
      'Was ist ein Fake-Profil, wer steckt dahinter und woran erkennen Sie es? Warnzeichen, eigene Prüfschritte und der Profil-Check für 39 € inkl. MwSt.',
    keywords: [
      'Fake-Profil erkennen',
      'Fake-Profil prüfen',
      'gefälschtes Profil',
      'Fake-Profil Merkmale',
      'falsche Identität im Internet',
      'Profil-Check',
    ],
  },
  hero: {
    title: 'Fake-Profile erkennen und prüfen lassen',
    subtitle:
      'Sie sind unsicher, ob hinter einem Online-Kontakt ein echter Mensch steht? Hier erfahren Sie, wie gefälschte Profile aufgebaut sind, woran Sie sie erkennen und wie unser Team Ihnen bei der Prüfung hilft.',
    buttonText: 'Jetzt Profil prüfen lassen',
  },
  article: {
    title: 'Fake-Profile verstehen: was dahintersteckt und wie Sie sich schützen',
    intro:
      'Ein freundlicher Kontakt, schöne Fotos, aufmerksame Nachrichten – und trotzdem bleibt ein ungutes Gefühl. Dieses Gefühl ist kein übertriebenes Misstrauen, sondern oft ein ernst zu nehmender Hinweis. Dieser Ratgeber erklärt in Ruhe, was ein Fake-Profil ist, warum es so viele davon gibt, wie Betrüger sie bauen und welche Merkmale Sie selbst prüfen können. Am Ende wissen Sie, was Sie heute noch tun können, ganz gleich, ob Sie uns beauftragen oder nicht.',
    sections: [
      {
        heading: 'Was ist ein Fake-Profil?',
        paragraphs: [
          'Ein Fake-Profil ist ein Konto in einem sozialen Netzwerk, einer Dating-App oder einem Messenger, dessen Angaben nicht zu der Person dahinter passen. Mal ist der Name erfunden, mal stammen die Fotos von einem fremden Menschen, mal ist die ganze Lebensgeschichte ausgedacht. Nicht jedes falsche Profil ist gefährlich: Manche Menschen nutzen aus Vorsicht einen Fantasienamen. Problematisch wird es, wenn jemand eine falsche Identität einsetzt, um Vertrauen zu gewinnen und daraus Vorteile zu ziehen – Geld, Daten oder Macht über einen anderen Menschen.',
          'Grob lassen sich drei Arten unterscheiden. Erfundene Profile setzen sich aus gestohlenen Bildern und ausgedachten Angaben zusammen. Geklonte Profile kopieren das Konto eines realen Menschen samt Namen und Fotos, um dessen Freunde anzuschreiben. Übernommene Profile gehören eigentlich einer echten Person, wurden aber gehackt und werden nun von Fremden gesteuert. Jede Art hinterlässt andere Spuren. Deshalb lohnt es sich, genau hinzusehen, bevor Sie sich ein Urteil bilden.',
        ],
      },
      {
        heading: 'Warum es so viele gefälschte Profile gibt',
        paragraphs: [
          'Der häufigste Grund ist Geld. Beim sogenannten Romance-Scam – im Deutschen Liebesbetrug – bauen Täter über Wochen eine Liebesbeziehung auf und bitten dann um Hilfe in einer angeblichen Notlage. Andere Profile locken zu vermeintlich sicheren Geldanlagen, oft in Kryptowährungen. Wieder andere sammeln persönliche Daten, Ausweiskopien oder intime Fotos. Diese dienen später der Erpressung, Bestellungen auf fremden Namen oder weiteren Betrügereien.',
          'Hinter vielen Fake-Profilen stehen keine Einzelpersonen, sondern organisierte Gruppen, die arbeitsteilig vorgehen. Einer schreibt die ersten Nachrichten, ein anderer übernimmt, sobald es um Geld geht. Sie arbeiten mit vorbereiteten Textbausteinen und betreuen viele Kontakte gleichzeitig. Das erklärt, warum sich die Geschichten so ähneln und warum manche Antworten seltsam allgemein klingen. Für Betroffene ist das wichtig zu wissen: Sie wurden nicht von einem Gelegenheitstäter getäuscht, sondern von Menschen, die das beruflich tun.',
          'Nicht immer geht es um Geld. Manche Fake-Profile dienen dazu, einen früheren Partner zu beobachten, jemanden bloßzustellen oder Gerüchte zu verbreiten. Andere werben für zweifelhafte Shops oder verschicken Links zu gefälschten Anmeldeseiten. Der Zweck bestimmt, wie ein Profil aufgebaut ist. Ein Werbekonto braucht möglichst viele Follower, ein Liebesbetrüger dagegen eine glaubwürdige, rührende Lebensgeschichte und Fotos, die Vertrauen wecken.',
        ],
      },
      {
        heading: 'So sind Fake-Profile aufgebaut',
        paragraphs: [
          'Das Herzstück ist fast immer das Foto. Betrüger übernehmen Bilder von Models, Ärztinnen, Soldaten oder ganz gewöhnlichen Menschen, deren Konten öffentlich sind. Beliebt sind ganze Bilderserien: dieselbe Person am Strand, im Büro, mit Hund. So entsteht der Eindruck eines echten Lebens. Zunehmend tauchen auch am Computer erzeugte Gesichter auf, die es nirgends sonst gibt. Sie wirken makellos, zeigen aber manchmal Fehler an Ohrringen, Brillengestellen oder im Hintergrund.',
          'Dazu kommt eine Geschichte, die Nähe schafft und zugleich erklärt, warum ein Treffen gerade nicht möglich ist. Typisch sind Berufe fern der Heimat: Ingenieur auf einer Ölplattform, Ärztin bei einer Hilfsorganisation, Soldat im Einsatz, Geschäftsmann mit einem Auftrag in Übersee. Häufig ist die Person verwitwet und hat ein Kind, das bei Verwandten lebt. Diese Bausteine wecken Mitgefühl und liefern später den Anlass für eine Bitte um Geld.',
          'Im Übrigen wirken viele Fake-Profile auffallend leer: wenige Beiträge, kaum Kommentare von echten Bekannten, eine Freundesliste voller Fremder aus aller Welt oder ein Konto, das erst vor kurzem angelegt wurde. Manche Betrüger kaufen deshalb ältere Konten oder füllen neue Profile rasch mit geteilten Sprüchen und Landschaftsbildern. Auf den ersten Blick wirkt das lebendig. Bei genauerem Hinsehen fehlt aber der persönliche Austausch mit Familie, Kollegen oder Nachbarn.',
        ],
      },
      {
        heading: 'Woran Sie ein Fake-Profil erkennen',
        paragraphs: [
          'Oft verrät die Art der Unterhaltung mehr als das Profil selbst. Achten Sie darauf, ob Ihr Gegenüber sehr schnell große Gefühle zeigt, Sie nach wenigen Tagen „Schatz“ nennt oder von einer gemeinsamen Zukunft spricht. Auffällig ist auch, wenn konkrete Fragen unbeantwortet bleiben, die Rechtschreibung stark schwankt oder Nachrichten zu jeder Tages- und Nachtzeit eintreffen. Ein weiteres Signal ist der Wunsch, das Gespräch rasch auf WhatsApp, Telegram oder per E-Mail fortzusetzen.',
          'Ein sehr deutliches Zeichen ist das Ausweichen. Ein Videoanruf scheitert immer wieder an einer kaputten Kamera, schlechtem Netz oder strengen Regeln beim Arbeitgeber. Ein Treffen wird geplant und im letzten Moment abgesagt. Gleichzeitig tauchen Probleme auf, die sich nur mit Geld lösen lassen: Zollgebühren, ein gesperrtes Konto, eine Operation, ein Flugticket. Bittet eine Person, die Sie nie gesehen haben, um Geld, Gutscheinkarten oder eine Ausweiskopie, sollten Sie innehalten.',
        ],
      },
      {
        heading: 'Erste Prüfschritte, die Sie selbst gehen können',
        paragraphs: [
          'Beginnen Sie mit den Bildern. Sichern Sie ein Profilfoto, notfalls als Bildschirmfoto, und geben Sie es in eine Bildrückwärtssuche ein, etwa Google Lens, die Bildersuche von Bing oder TinEye. Erscheint das Foto unter einem anderen Namen, zum Beispiel auf der Seite eines Models oder in einem Warnforum, ist das ein starker Hinweis auf eine Fälschung. Bleibt die Suche ohne Treffer, heißt das allerdings noch nicht, dass das Profil echt ist.',
          'Suchen Sie anschließend nach dem Namen in Anführungszeichen, kombiniert mit dem angegebenen Beruf oder Wohnort. Prüfen Sie, ob es die genannte Firma, das Krankenhaus oder die Einheit wirklich gibt und ob die Angaben zueinander passen. Kopieren Sie besonders schöne Sätze aus den Nachrichten in eine Suchmaschine. Manche Liebesbriefe stehen wortgleich in Warnlisten, weil Betrüger dieselben Texte an viele Menschen schicken.',
          'Bitten Sie schließlich um einen kurzen Videoanruf zu einem Zeitpunkt, den Sie vorschlagen. Ein Mensch mit ernsthaftem Interesse wird das früher oder später möglich machen. Wer über Wochen ausweicht, gibt Ihnen damit ebenfalls eine Antwort. Sprechen Sie außerdem mit einer vertrauten Person über den Kontakt. Ein Blick von außen hilft, Widersprüche zu bemerken, die einem selbst im Gefühl der Verliebtheit leicht entgehen.',
        ],
      },
      {
        heading: 'Was Sie jetzt tun sollten, wenn Sie zweifeln',
        paragraphs: [
          'Überweisen Sie nichts, kaufen Sie keine Gutscheinkarten und verschicken Sie keine Ausweisdokumente, solange Ihre Zweifel nicht ausgeräumt sind. Sichern Sie stattdessen Beweise: Bildschirmfotos vom Profil, vom Benutzernamen, von den Nachrichten und von allen Zahlungsaufforderungen, jeweils mit Datum. Löschen Sie den Chat nicht, auch wenn es schwerfällt. Diese Unterlagen brauchen Sie, falls Sie das Profil melden, Anzeige erstatten oder eine Prüfung in Auftrag geben möchten.',
          'Haben Sie schon bezahlt, verständigen Sie gleich Ihre Bank und erzählen Sie dort, was geschehen ist. Stellen Sie zudem Strafanzeige, auf der nächsten Polizeiwache oder über die Onlinewache Ihres Bundeslandes. Melden Sie den Kontakt beim Betreiber der Seite oder App und blockieren Sie ihn danach. Seien Sie vorsichtig bei Angeboten, Ihnen gegen Vorkasse verlorenes Geld zurückzuholen: Dahinter stecken häufig dieselben Täter mit einer neuen Masche.',
        ],
      },
      {
        heading: 'Wie unser Profil-Check Sie unterstützt',
        paragraphs: [
          'Wenn Sie Klarheit suchen, aber nicht selbst weiterrecherchieren möchten, übernehmen unsere Spezialistinnen und Spezialisten die Prüfung. Sie durchsuchen öffentliche Quellen von Hand, suchen mit mehreren Suchmaschinen nach identischen Kopien und bearbeiteten Fassungen der Bilder, prüfen Namen, Benutzernamen und Lebensgeschichte auf Widersprüche und halten jeden Fund nachvollziehbar fest. Passwortgeschützte Bereiche und nicht öffentliche Informationen bleiben dabei außen vor. Ein sicheres Urteil kann niemand versprechen, doch Sie erhalten eine begründete Einschätzung mit Belegen.',
          'Sie buchen den Profil-Check für 39 € inkl. MwSt., nennen Namen oder Benutzernamen, die Plattform und Ihren Verdacht und bestätigen Ihr berechtigtes Interesse. Fotos und Chatauszüge können Sie hochladen. Ihr Ergebnis trifft in der Regel 24 bis 48 Stunden später per E-Mail ein; ist ein Fall besonders verzweigt, brauchen wir bis zu 72 Stunden. Nach Abschluss löschen wir Ihre Falldaten innerhalb von höchstens 30 Tagen.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das prüft unser Team',
      text: 'Wir recherchieren zu der Person in öffentlich zugänglichen Quellen, Schritt für Schritt und von Hand.',
      items: [
        'Herkunft der Profilbilder per Bildrückwärtssuche',
        'Name, Benutzername und Angaben zum Beruf',
        'Alter und Aktivität des Profils',
        'Bekannte Warnmeldungen zu Bildern und Texten',
        'Ungereimtheiten in Lebenslauf und Geschichte',
      ],
    },
    {
      title: 'Das erhalten Sie',
      text: 'Einen verständlichen Ergebnisbericht, der jeden Fund belegt und Ihnen eine klare Einschätzung gibt.',
      items: [
        'Ergebnis-E-Mail mit Link zum Ergebnisbericht nach meist 24–48 Stunden',
        'Belege mit Links und Bildschirmfotos',
        'Empfehlungen für Ihre nächsten Schritte',
        'Rechnung per E-Mail innerhalb weniger Minuten',
      ],
    },
  ],
  related: [
    {
      title: 'Bildanalyse',
      slug: 'fake-profile-bilder-hub',
      description:
        'Wurden die Fotos aus dem Internet kopiert? Hier erfahren Sie, wie die Bildrückwärtssuche gestohlene Profilbilder aufspürt.',
    },
    {
      title: 'Social-Media-Check',
      slug: 'fake-profil-facebook-herausfinden',
      description:
        'Hinweise für Facebook und Instagram: Kontoalter, Freundesliste und geklonte Profile richtig einordnen.',
    },
    {
      title: 'Dating-App-Check',
      slug: 'fake-profile-erkennen-hub',
      description: 'Typische Maschen auf Tinder, Lovoo und Parship – und wie Sie sich beim Online-Dating schützen.',
    },
    {
      title: 'Romance-Scam-Check',
      slug: 'love-scammer-hub',
      description: 'Wenn aus einer Online-Liebe Geldforderungen werden: Ablauf, Warnzeichen und Hilfe für Betroffene.',
    },
  ],
};
