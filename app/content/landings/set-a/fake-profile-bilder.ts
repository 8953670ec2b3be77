import type { LandingConfig } from '../../types.ts';

export const fakeProfileBilder: LandingConfig = {
  slug: 'fake-profile-bilder',
  category: 'image-check',
  service: 'fake-profile-image-check',
  seo: {
    title: 'Fake-Profilbilder erkennen: gestohlene Fotos finden',
    description:
      'Gestohlene, bearbeitete oder am Computer erzeugte Profilbilder erkennen: wie Sie die Bildrückwärtssuche richtig nutzen und wann sich eine Prüfung lohnt.',
    keywords: [
      'fake profile bilder',
      'gestohlene profilbilder',
      'fake profilbild erkennen',
      'bildrückwärtssuche profilbild',
      'bearbeitete fotos erkennen',
      'profilbild prüfen lassen',
    ],
  },
  hero: {
    title: 'Fake-Profilbilder erkennen und prüfen',
    subtitle:
      'Gestohlen, gespiegelt, bearbeitet oder am Computer erzeugt: Profilbilder verraten oft, ob ein Profil echt ist. Wir verfolgen, wo ein Foto öffentlich sonst noch auftaucht.',
    guarantee: 'Findet sich kein Hinweis, ist Ihre nächste Bildprüfung kostenlos.',
    buttonText: 'Profilbild prüfen lassen',
  },
  article: {
    title: 'Was Profilbilder über ein Profil verraten',
    subtitle: 'Gestohlene, bearbeitete und erzeugte Fotos erkennen',
    text: `Das Profilbild ist das Erste, was Sie online von einem Menschen sehen, und oft das Einzige, was Sie selbst prüfen können. Deshalb geben sich Betrüger viel Mühe mit überzeugenden Fotos. Die meisten stammen von echten Menschen, deren Bilder von Instagram, Facebook, Modelseiten oder aus Bildagenturen kopiert wurden. Mit solchen Fotos entstehen Profile für Liebesbetrug, auch Romance-Scam genannt: Eine erfundene Person gewinnt Ihr Vertrauen, um Sie später um Geld zu bitten. Auch für die abgebildeten Menschen ist das belastend, denn sie wissen meist nichts davon.

Damit Suchmaschinen sie schwerer finden, werden gestohlene Bilder häufig verändert. Man spiegelt sie, schneidet sie zu, hellt sie mit Filtern auf oder versieht sie mit Text und Herzchen. Manche Täter tauschen den Hintergrund aus oder setzen ein Gesicht in eine neue Umgebung. Zunehmend kommen auch Gesichter zum Einsatz, die ein Computerprogramm vollständig erzeugt hat. Solche Bilder zeigen oft kleine Fehler: ungleiche Ohrringe, verschwommene Haaransätze, verbogene Brillengestelle, unlesbare Schrift im Hintergrund oder Hände mit seltsam geformten Fingern.

Die Bildrückwärtssuche ist Ihr wichtigstes Werkzeug. Sie laden ein Foto hoch, und die Suchmaschine zeigt Seiten, auf denen dasselbe oder ein sehr ähnliches Bild vorkommt. Auf dem Handy öffnen Sie dafür die Google-App und tippen auf das Kamerasymbol von Google Lens; am Computer eignen sich auch Bing, TinEye und Yandex. Verwenden Sie das Bild in möglichst guter Qualität und schneiden Sie Rahmen oder Schrift weg. Prüfen Sie mehrere Fotos, denn nicht jedes Bild einer Serie ist im Netz zu finden.

Wichtig ist, die Treffer richtig zu lesen. Erscheint das Foto auf dem Konto einer Person mit anderem Namen und einer langen, lebendigen Vorgeschichte, wurde es sehr wahrscheinlich dort entnommen. Taucht es in Warnforen auf, ist es bereits als Betrugsbild bekannt. Ein Treffer bei einer Bildagentur bedeutet: Dieses Gesicht gehört einem Fotomodell, nicht Ihrem Kontakt. Findet die Suche gar nichts, ist das jedoch kein Beweis für Echtheit. Bilder aus privaten Konten, stark bearbeitete Fassungen oder erzeugte Gesichter bleiben oft unentdeckt.

Wir prüfen jedes Foto, das Sie uns schicken, mit mehreren Suchdiensten und in verschiedenen Ausschnitten. Wir achten auf Spuren von Bearbeitung, vergleichen Bildserien auf Widersprüche bei Alter, Kleidung und Umgebung und suchen auf öffentlichen Warnseiten. Eine Gesichtserkennung setzen wir bewusst nicht ein; wir suchen nach identischen und bearbeiteten Kopien der Bilder. Laden Sie bei der Buchung möglichst alle Bilder als JPG oder PNG hoch, jeweils höchstens 50 MB groß. Bis zum Ergebnis gilt: keine Zahlungen, Chat und Fotos sichern, das Profil melden und, falls Sie schon gezahlt haben, umgehend Ihre Bank und die Polizei verständigen.`,
  },
  categories: [
    {
      title: 'Was wir an Profilbildern prüfen',
      items: [
        'Fundstellen im Netz per Bildrückwärtssuche',
        'Gespiegelte, zugeschnittene oder gefilterte Varianten',
        'Spuren von Bearbeitung und erzeugten Gesichtern',
        'Widersprüche innerhalb einer Bildserie',
      ],
    },
    {
      title: 'Woher Fake-Bilder stammen',
      items: [
        'Öffentliche Konten auf Instagram und Facebook',
        'Bildagenturen und Seiten von Fotomodellen',
        'Fotosätze, die unter Betrügern weitergegeben werden',
        'Vollständig am Computer erzeugte Gesichter',
      ],
    },
    {
      title: 'Unsere Erfahrung für Sie',
      items: [
        'Vertraut mit Profilen, die fremde Fotos zeigen',
        'Manuelle Recherche statt Gesichtserkennung',
        'Ergebnis mit Links zu den Fundstellen',
        'Einmalig 39 € inkl. MwSt. für eine Person',
      ],
    },
  ],
  warning: {
    title: 'Anzeichen für ein gefälschtes Profilbild',
    description:
      'Ein schönes Foto ist noch kein Verdacht. Achten Sie aber auf diese Merkmale, besonders wenn die Person kein aktuelles Bild von sich schicken will.',
    left: {
      title: 'Auffällig am Foto',
      items: [
        'Studiolicht und Modelposen auf jedem Bild',
        'Fehler an Ohrringen, Brillen, Händen oder Haaren',
        'Spiegelverkehrte Schrift im Hintergrund',
        'Keine Bilder mit Freunden oder aus dem Alltag',
      ],
    },
    right: {
      title: 'Was Sie tun können',
      items: [
        'Drei Fotos in der Bildrückwärtssuche prüfen',
        'Um ein Foto mit einer bestimmten Geste bitten',
        'Alle erhaltenen Bilder und Chats sichern',
        'Das Profil melden und nichts überweisen',
      ],
    },
  },
};
