import type { SalesPage } from '../types.ts';

// Pictures in fake profiles, reverse image search and what our image analysis covers.
export const fakeProfileBilder: SalesPage = {
  slug: 'fake-profile-bilder',
  service: 'fake-profile-image-check',
  serviceKey: 'image-check',
  navTitle: 'Fake-Profile-Bilder',
  seo: {
    title: 'Fake-Profil-Bilder: Herkunft und Bildrückwärtssuche',
    description:
      'Woher Betrüger ihre Profilbilder haben, wie die Bildrückwärtssuche mit mehreren Suchmaschinen funktioniert und woran Sie bearbeitete oder KI-Bilder erkennen.',
    keywords: [
      'Fake-Profil-Bilder',
      'Bildrückwärtssuche',
      'gestohlene Profilbilder',
      'KI-Bilder erkennen',
      'Profilbild überprüfen',
      'Google Lens TinEye',
      'Liebesbetrüger Bilder',
    ],
  },
  hero: {
    eyebrow: 'Bildanalyse',
    title: 'Bilder in Fake-Profilen: woher sie stammen und wie Sie sie prüfen',
    subtitle:
      'Fast jedes Fake-Profil braucht überzeugende Fotos – und die zeigen selten den Menschen, der tatsächlich schreibt. Hier erfahren Sie, wie Sie Bilder selbst zurückverfolgen und was unsere Bildanalyse leistet.',
    buttonText: 'Bilder prüfen lassen',
  },
  sections: [
    {
      heading: 'Woher die Bilder in Fake-Profilen stammen',
      paragraphs: [
        'Die meisten Fotos in Betrugsprofilen sind gestohlen. Sie stammen von öffentlichen Instagram- oder Facebook-Konten echter Menschen, von Modelseiten, aus Bilddatenbanken oder aus Werbekampagnen. Beliebt sind Aufnahmen, die Vertrauen wecken: Uniformen, Arztkittel, Bilder mit Kindern oder Hunden, Urlaubsfotos vor teuren Autos. Oft wird eine ganze Fotoserie einer Person verwendet, damit über Wochen immer wieder neue Bilder verschickt werden können.',
        'Manche Täter kaufen ganze Bildersammlungen fertig zusammengestellt, andere übernehmen Fotos aus gehackten Konten, die nie öffentlich waren. Solche Bilder findet keine Suchmaschine. Zunehmend kommen auch Porträts aus KI-Bildgeneratoren zum Einsatz. Sie zeigen Menschen, die es gar nicht gibt, und tauchen deshalb bei einer Bildrückwärtssuche nirgends auf. Keine Treffer bedeuten also nicht automatisch, dass ein Bild echt ist.',
        'Beim Romance-Scam – dem Liebesbetrug, bei dem Gefühle vorgetäuscht werden, um an Geld zu kommen – sind die Fotos das Fundament der Täuschung. Bedenken Sie: Der Mensch auf den Bildern ist meist selbst ein Opfer und weiß oft nicht, dass sein Gesicht missbraucht wird. Machen Sie ihm deshalb keine Vorwürfe, wenn Sie ihn finden. Ein sachlicher Hinweis kann ihm helfen, die falschen Konten sperren zu lassen.',
      ],
    },
    {
      heading: 'So funktioniert die Bildrückwärtssuche',
      paragraphs: [
        'Bei einer Bildrückwärtssuche geben Sie statt eines Suchbegriffs ein Bild ein. Als Ergebnis listet die Suchmaschine Internetseiten auf, die diese Aufnahme oder eine fast gleiche enthalten. Am Smartphone nehmen Sie dafür am besten Google Lens. Das Lens-Symbol, eine stilisierte Kamera rechts im Suchfeld der Google-App, öffnet die Funktion; dort wählen Sie das Bildschirmfoto aus Ihren Fotos. Schneiden Sie vorher alles weg, was nicht zum Foto gehört, etwa Namen oder Schaltflächen der App.',
        'Nutzen Sie mehrere Suchmaschinen, denn jede kennt andere Seiten. Neben Google Lens eignen sich die visuelle Suche von Bing, die Bildersuche von Yandex und TinEye. TinEye findet vor allem exakte Kopien und lässt sich nach dem ältesten Fund sortieren. Das hilft, wenn ein angeblich neues Selfie schon seit Jahren im Netz steht. Yandex liefert bei Porträts oft andere Treffer als Google.',
        'Sehen Sie sich die Treffer genau an. Erscheint das Bild unter einem anderen Namen, in einem anderen Land oder auf einer Warnseite, ist das ein deutliches Zeichen. Prüfen Sie mehrere Fotos des Profils, nicht nur das erste. Ausschnitte, gespiegelte Bilder oder Filter erschweren die Suche. Gibt es nur wenige Treffer, schneiden Sie einen auffälligen Bildteil aus, etwa ein Gebäude im Hintergrund, und suchen Sie erneut.',
      ],
    },
    {
      heading: 'Hinweise auf bearbeitete oder KI-erzeugte Bilder',
      paragraphs: [
        'KI-erzeugte Porträts wirken oft makellos, haben aber kleine Fehler. Achten Sie auf Ohrringe, die links und rechts verschieden sind, auf verformte Hände und Finger, auf Zähne, die ineinander übergehen, und auf Haare, die mit dem Hintergrund verschmelzen. Schrift im Hintergrund ist oft unleserlich oder ergibt keinen Sinn. Auffällig ist auch, wenn alle Fotos wie aus einem Studio wirken und kein einziger Schnappschuss dabei ist.',
        'Bearbeitete Fotos erkennen Sie manchmal an gebogenen Linien in der Umgebung, etwa an Türrahmen oder Fliesen direkt neben dem Körper. Weitere Hinweise sind Schatten, die in verschiedene Richtungen fallen, unscharfe Ränder um eine Person oder verwischte Stellen in einer Ecke, an denen ein Wasserzeichen entfernt wurde. Gespiegelte Bilder verraten sich durch seitenverkehrte Schrift auf Schildern oder Kleidung.',
        'Wichtig: Alle diese Merkmale sind Hinweise, keine Beweise. Moderne Handykameras glätten Haut automatisch, Filter verändern Gesichter, und auch echte Fotos haben Fehler. Umgekehrt werden KI-Bilder ständig besser. Ziehen Sie deshalb aus einem einzelnen Merkmal keinen Schluss. Aussagekräftig wird es erst, wenn mehrere Auffälligkeiten zusammenkommen oder sich das Bild zusätzlich unter einem anderen Namen findet.',
      ],
    },
    {
      heading: 'Was unsere Bildanalyse umfasst',
      paragraphs: [
        'Bei der Buchung laden Sie die Fotos der zu prüfenden Person als JPG, PNG oder PDF hoch, jeweils bis 50 MB. Unsere Spezialistinnen und Spezialisten suchen jedes Bild von Hand in mehreren Suchmaschinen, auch als Ausschnitt und in gespiegelter Fassung. Gefundene Seiten sehen sie sich einzeln an: Unter welchem Namen erscheint das Foto dort, seit wann, und in welchem Zusammenhang? Auffälligkeiten, die auf eine Bearbeitung hindeuten, vermerken wir ausdrücklich als Hinweis.',
        'Wir setzen keine Gesichtserkennung ein. Wir vergleichen also keine Gesichtsmerkmale mit Datenbanken, sondern suchen nach veröffentlichten Kopien des konkreten Bildes, auch nach zugeschnittenen, gespiegelten oder farblich veränderten. Das schützt die Privatsphäre der abgebildeten Menschen. Die Bildanalyse kostet wie jede Prüfung 39 € inkl. MwSt. Den Link zu Ihrem Ergebnisbericht mit allen Fundstellen schicken wir Ihnen üblicherweise 24 bis 48 Stunden, nachdem die Bilder und Ihre Zahlung vorliegen. So können Sie jeden Treffer selbst ansehen.',
        'Bleibt die Suche nach einem Bild ohne Treffer, sagen wir Ihnen das offen. Das kann bedeuten, dass das Foto privat, aus einem gehackten Konto oder künstlich erzeugt ist – oder schlicht, dass es echt ist. Bleibt die ganze Prüfung ohne Treffer, greift unsere Garantie: Sie erhalten keine Erstattung, aber die nächste Prüfung ist kostenlos. Ihre hochgeladenen Bilder löschen wir spätestens 30 Tage nach Abschluss des Auftrags.',
      ],
    },
    {
      heading: 'Wenn Ihre eigenen Fotos missbraucht werden',
      paragraphs: [
        'Auch das kommt vor: Sie entdecken Ihr eigenes Gesicht in einem fremden Profil. Machen Sie Bildschirmfotos davon und notieren Sie den Link. Melden Sie das Profil dann bei der Plattform und wählen Sie dabei den Grund, dass sich das Konto als eine andere Person ausgibt. Ihr Umfeld kann helfen: Wer Sie kennt, sollte das falsche Konto ebenfalls melden und keine Anfragen von ihm annehmen.',
        'Um künftigen Missbrauch zu erschweren, stellen Sie Ihre Konten auf privat und prüfen Sie, wer Ihre Fotos sehen darf. Suchen Sie Ihre wichtigsten Profilbilder gelegentlich selbst per Bildrückwärtssuche. Wird Ihr Name zusätzlich für Bestellungen oder Verträge benutzt, handelt es sich um Identitätsdiebstahl. Dann sollten Sie Anzeige erstatten und die betroffenen Firmen schriftlich informieren.',
      ],
    },
  ],
  selfCheck: {
    title: 'Bilder selbst prüfen: Schritt für Schritt',
    intro:
      'So gehen Sie am Handy vor. Planen Sie für jedes Bild einige Minuten ein und sichern Sie interessante Treffer sofort als Bildschirmfoto.',
    items: [
      'Machen Sie von jedem Profilfoto ein eigenes Bildschirmfoto.',
      'Schneiden Sie das Bildschirmfoto so zu, dass nur das Foto zu sehen ist.',
      'Starten Sie Google Lens und wählen Sie das zugeschnittene Bildschirmfoto aus.',
      'Wiederholen Sie die Suche bei Bing, Yandex und TinEye.',
      'Lassen Sie sich bei TinEye die Treffer nach dem ältesten Fund anzeigen.',
      'Prüfen Sie, unter welchem Namen und in welchem Land das Bild sonst erscheint.',
      'Vergrößern Sie das Bild und achten Sie auf Hände, Ohren, Schmuck und Schrift im Hintergrund.',
      'Bitten Sie um ein neues Foto, auf dem die Person eine von Ihnen gewählte Geste zeigt, etwa drei erhobene Finger. Ausreden sind ein Warnzeichen.',
    ],
  },
  nextSteps: {
    title: 'Wenn ein Bild gestohlen ist',
    items: [
      'Leisten Sie keine Zahlungen mehr, auch wenn die Person eine Erklärung für die fremden Bilder hat.',
      'Speichern Sie jeden Treffer mit Link und Bildschirmfoto, bevor die Seite verschwindet.',
      'Haben Sie wegen dieses Profils bereits bezahlt, rufen Sie noch heute Ihre Bank an.',
      'Melden Sie das Profil auf der Plattform als Fälschung und blockieren Sie den Kontakt.',
      'Erstatten Sie Anzeige und geben Sie der Polizei Ihre Suchergebnisse mit.',
      'Ist die Lage unklar, lassen Sie die Bilder von unserem Team analysieren.',
    ],
  },
};
