import type { HubPage } from '../types.ts';

// Dating apps
export const fakeProfileErkennenHub: HubPage = {
  slug: 'fake-profile-erkennen-hub',
  service: 'dating-app-schutz-hub',
  serviceKey: 'dating-app',
  navTitle: 'Dating-App-Check',
  seo: {
    title: 'Dating-App-Betrug erkennen: Tinder, Lovoo, Parship & Co.',
    description:
      'Fake-Profile auf Tinder, Bumble, Lovoo, Finya oder Parship erkennen: typische Maschen, der Videoanruf-Test und Regeln für sicheres Online-Dating.',
    keywords: [
      'Dating-App Fake-Profile erkennen',
      'Tinder Betrug',
      'Lovoo Fake-Profil',
      'Parship Betrüger',
      'sicheres Online-Dating',
      'Dating-App-Check',
    ],
  },
  hero: {
    title: 'Fake-Profile in Dating-Apps erkennen',
    subtitle:
      'Von Tinder und Bumble über Lovoo und Finya bis zu Parship und ElitePartner: Hier lesen Sie, mit welchen Maschen Betrüger in Dating-Apps arbeiten, wie Sie sich schützen und wie wir ein verdächtiges Match für Sie prüfen.',
    buttonText: 'Match jetzt prüfen lassen',
  },
  article: {
    title: 'Sicher online daten: Maschen erkennen, Kontakte prüfen',
    intro:
      'Online-Dating ist für viele Menschen der normale Weg, einen Partner zu finden, gerade nach einer Trennung oder im späteren Leben. Die allermeisten Kontakte sind ehrlich gemeint. Einige Profile werden aber gezielt angelegt, um Gefühle auszunutzen. Dieser Ratgeber zeigt Ihnen die typischen Maschen in bekannten Apps und Partnerbörsen, einfache Regeln für ein sicheres Kennenlernen und einen Test, mit dem sich viele Fälschungen schnell entlarven lassen.',
    sections: [
      {
        heading: 'Warum Dating-Apps für Betrüger attraktiv sind',
        paragraphs: [
          'In einer Dating-App suchen alle nach Nähe, und das Gespräch dreht sich von Anfang an um Gefühle. Darauf setzen Betrüger. Mit ansprechenden Fotos legen sie Profile an, schreiben viele Menschen gleichzeitig an und konzentrieren sich auf jene, die freundlich und ausführlich antworten. Besonders im Blick haben sie Menschen, die verwitwet oder geschieden sind und deren Profil verrät, dass sie eine feste Beziehung suchen.',
          'Meist ist das Ziel ein Romance-Scam. Gemeint ist Liebesbetrug: Die Täter bauen eine scheinbare Partnerschaft auf, um später Geld zu verlangen. Andere wollen Sie auf kostenpflichtige Seiten locken, an Ihre Kontodaten gelangen oder intime Bilder erhalten, mit denen sie anschließend drohen. Dass ein Profil auf einer bekannten Plattform steht, schützt nicht vollständig. Die Anbieter löschen viele Fälschungen, doch es entstehen täglich neue.',
        ],
      },
      {
        heading: 'Typische Maschen auf Tinder, Bumble, Lovoo und Finya',
        paragraphs: [
          'Auf Tinder und Bumble fällt eine Masche besonders häufig auf: Nach dem Match bittet das Gegenüber, sich über einen Link „zu verifizieren“, angeblich zu Ihrer Sicherheit. Die Seite verlangt Kreditkartendaten und schließt in Wahrheit ein teures Abonnement ab. Ebenso verbreitet ist der schnelle Wechsel zu WhatsApp oder Telegram, kaum dass die ersten Nachrichten ausgetauscht sind. Dort gibt es keine Meldefunktion der Dating-App mehr, und das Profil in der App verschwindet oft kurz darauf.',
          'Bei Lovoo und Finya, wo viele Funktionen kostenlos sind, begegnen Ihnen öfter Profile mit sehr wenigen Angaben und auffallend professionellen Fotos. Manche verweisen nach kurzer Zeit auf ein angebliches Privatprofil auf einer anderen Seite. Andere erzählen von lohnenden Geldanlagen in Kryptowährungen und bieten an, Ihnen „zu zeigen, wie es geht“. Diese Anlageplattformen sind gefälscht: Sie zeigen Gewinne an, die es nicht gibt, und jede Auszahlung scheitert an neuen Gebühren.',
        ],
      },
      {
        heading: 'Auch bei Parship und ElitePartner wachsam bleiben',
        paragraphs: [
          'Kostenpflichtige Partnerbörsen wie Parship und ElitePartner ziehen durch ihre Mitgliedsbeiträge ein eher ernsthaftes Publikum an. Gerade deshalb fühlen sich viele Mitglieder dort sicher und sind weniger vorsichtig. Betrüger nehmen die Kosten in Kauf, weil sich schon ein einziger gelungener Betrug für sie lohnt. Typisch sind gebildet wirkende Profile mit Berufen wie Architekt, Ärztin oder Ingenieur, die gerade im Ausland arbeiten und bald zurückkehren wollen.',
          'Die Geschichte entwickelt sich dort oft langsamer, mit langen, gefühlvollen Nachrichten über Wochen oder Monate. Irgendwann taucht ein Problem auf: ein blockiertes Konto, eine Zollgebühr für wertvolle Ausrüstung, eine Krankenhausrechnung. Die Bitte um Hilfe kommt fast beiläufig und ist mit dem Versprechen verbunden, alles bald zurückzuzahlen. Lassen Sie sich nicht davon beruhigen, dass das Kennenlernen auf einem kostenpflichtigen Portal begann. Entscheidend ist allein, ob jemand Geld verlangt.',
        ],
      },
      {
        heading: 'Der Videoanruf-Test',
        paragraphs: [
          'Der einfachste und wirksamste Schritt ist ein kurzer Videoanruf, bevor die Gefühle zu tief werden. Viele Apps bieten dafür eine eigene Funktion, sodass Sie keine Telefonnummer herausgeben müssen. Schlagen Sie einen konkreten Termin vor und bitten Sie im Gespräch um etwas Spontanes: winken, den Kopf zur Seite drehen, einen bestimmten Gegenstand zeigen. Ein echter Mensch tut das ohne Zögern. Ein aufgezeichnetes Video oder ein eingefrorenes Bild fällt dabei schnell auf.',
          'Achten Sie auf die Ausreden, wenn es nicht klappt. Die Kamera sei kaputt, das Netz auf der Bohrinsel zu schwach, Videoanrufe beim Militär verboten. Einmal kann so etwas stimmen, immer wieder jedoch nicht. Manche Betrüger schalten die Kamera nur für Sekunden ein, zeigen ein unscharfes Bild oder drehen das Telefon weg. Auch das ist kein Zufall. Und bedenken Sie: Ein gelungener Videoanruf ist ein gutes Zeichen, ersetzt jedoch nicht Ihre Vorsicht, sobald es um Geld geht.',
        ],
      },
      {
        heading: 'Regeln für sicheres Online-Dating',
        paragraphs: [
          'Schreiben Sie möglichst lange über die Chatfunktion der App, denn dort können Sie ein Profil melden, und der Anbieter bemerkt Auffälligkeiten. Achten Sie auf Bestätigungszeichen wie den blauen Haken bei Tinder oder die Verifizierung bei Bumble. Solche Zeichen belegen, dass das Gesicht zu den Profilfotos passt, sagen aber nichts über die Absichten. Geben Sie Adresse, Arbeitgeber und Nachnamen erst preis, wenn Sie die Person getroffen haben und ihr vertrauen.',
          'Für das erste Treffen gilt: ein belebter öffentlicher Ort, eine eigene Anreise und eine vertraute Person, die weiß, wo Sie sind. Schicken Sie niemals Geld, Gutscheinkarten oder Kryptowährung an jemanden, den Sie nur online kennen, auch nicht als Darlehen. Senden Sie keine Ausweiskopien und keine intimen Fotos. Nehmen Sie Ihr Bauchgefühl ernst: Wenn Sie bei einem Kontakt zögern, ist das ein Grund, langsamer zu werden, und kein übertriebenes Misstrauen.',
        ],
      },
      {
        heading: 'Wenn Sie bereits Zweifel haben',
        paragraphs: [
          'Brechen Sie den Kontakt nicht überstürzt ab, sondern halten Sie zuerst alles fest. Bildschirmfotos vom App-Profil, vom Benutzernamen und vom Chatverlauf sind wichtig, denn sobald das Profil gelöscht ist, sind diese Daten oft verloren. Notieren Sie außerdem Telefonnummern, die Ihnen für WhatsApp oder Telegram genannt wurden. Anschließend nutzen Sie in der App den Punkt zum Melden und blockieren das Konto.',
          'Haben Sie Geld geschickt oder Bankdaten herausgegeben, rufen Sie sofort Ihre Bank an. Haben Sie Kreditkartendaten auf einer angeblichen Verifizierungsseite eingegeben, lassen Sie die Karte sperren. Bringen Sie die gesicherten Unterlagen mit, wenn Sie bei der Polizei Anzeige erstatten. Falls Sie sich schämen: Das ist eine ganz normale Reaktion. Die Verantwortung liegt aber allein bei den Tätern, die genau wissen, wie man Vertrauen gewinnt.',
        ],
      },
      {
        heading: 'So prüfen wir ein verdächtiges Match',
        paragraphs: [
          `Unsere Spezialistinnen und Spezialisten kennen die wiederkehrenden Muster von Betrugsprofilen in Dating-Apps. Für Ihren Dating-App-Check recherchieren sie von Hand in öffentlichen Quellen: Sie verfolgen die Profilbilder per Bildrückwärtssuche, gleichen Benutzernamen und Telefonnummern mit öffentlichen Warnlisten ab, prüfen angegebene Berufe und Arbeitgeber und suchen nach demselben Profil in anderen Apps und Netzwerken.`,
          'Sie buchen für 39 € inkl. MwSt., geben Namen oder Benutzernamen, die App und Ihre Beobachtungen an und laden, wenn möglich, Bildschirmfotos vom Profil hoch. Dass Sie ein berechtigtes Interesse an der Prüfung haben, zum Beispiel weil Sie sich vor einem möglichen Betrug schützen wollen, bestätigen Sie mit einem Häkchen. Die E-Mail mit Ihrem Ergebnis kommt üblicherweise binnen 24 bis 48 Stunden. Letzte Gewissheit kann niemand garantieren. Sie erhalten aber eine gründliche, nachvollziehbare Einschätzung, auf die Sie Ihre Entscheidung stützen können.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das prüft unser Team',
      text: 'Wir prüfen das Match so, wie es sich öffentlich zeigt, ohne Zugriff auf private Nachrichten oder fremde Konten.',
      items: [
        'Profilfotos in mehreren Suchmaschinen',
        'Gleiche Profile in anderen Apps und Netzwerken',
        'Telefonnummern und Benutzernamen in Warnlisten',
        'Angaben zu Beruf, Wohnort und Alter',
      ],
    },
    {
      title: 'Das erhalten Sie',
      text: 'Eine Einschätzung, die Ihnen hilft, in Ruhe über den weiteren Kontakt zu entscheiden.',
      items: [
        'Verständlicher Ergebnisbericht zum Herunterladen',
        'Gefundene Hinweise mit Quellenangabe',
        'Tipps für das weitere Vorgehen in der App',
        'Nächster Check kostenlos, wenn es keine Treffer gibt',
      ],
    },
  ],
  related: [
    {
      title: 'Tinder-Betrug erkennen',
      slug: 'tinder-betrug-erkennen',
      description:
        'Falsche Verifizierungslinks und der schnelle Wechsel zu WhatsApp: die häufigsten Maschen auf Tinder.',
    },
    {
      title: 'Bumble-Fake-Profile',
      slug: 'bumble-fake-profile',
      description: 'Woran Sie gefälschte Profile bei Bumble erkennen und was die Verifizierung dort aussagt.',
    },
    {
      title: 'Finya-Fake-Profil erkennen',
      slug: 'finya-fake-profil-erkennen',
      description: 'Kostenloses Portal, viele Kontakte: Darauf sollten Sie bei Profilen auf Finya besonders achten.',
    },
    {
      title: 'Romance-Scam-Check',
      slug: 'love-scammer-hub',
      description:
        'Wenn das Match plötzlich Geld braucht: wie Liebesbetrug abläuft und wo Betroffene Unterstützung finden.',
    },
  ],
};
