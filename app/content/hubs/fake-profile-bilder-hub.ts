import type { HubPage } from '../types.ts';

// Profile pictures and reverse image search
export const fakeProfileBilderHub: HubPage = {
  slug: 'fake-profile-bilder-hub',
  service: 'bilder-analyse-hub',
  serviceKey: 'image-check',
  navTitle: 'Bildanalyse',
  seo: {
    title: 'Profilbilder prüfen: Bildrückwärtssuche und Bildanalyse',
    description:
      'Gestohlene Profilfotos finden: So nutzen Sie die Bildrückwärtssuche mit Google, Bing, Yandex und TinEye und was ein Bildvergleich von Hand leisten kann.',
    keywords: [
      'Bildrückwärtssuche',
      'Profilbild prüfen',
      'gestohlene Bilder finden',
      'Fake-Profil-Bilder',
      'Bildanalyse',
      'Herkunft eines Fotos',
      'Metadaten Foto',
    ],
  },
  hero: {
    title: 'Profilbilder prüfen: Sind die Fotos echt?',
    subtitle:
      'Viele Fake-Profile verwenden gestohlene Fotos. Unsere Spezialistinnen und Spezialisten verfolgen die Herkunft eines Bildes über mehrere Suchmaschinen und zeigen Ihnen, wo es sonst noch auftaucht.',
    buttonText: 'Profilbilder prüfen lassen',
  },
  article: {
    title: 'Gestohlene Profilbilder erkennen: ein Leitfaden zur Bildrückwärtssuche',
    intro:
      'Ein Foto ist oft das Erste, was Sie von einem neuen Kontakt sehen, und meist das Letzte, woran Sie zweifeln. Genau deshalb setzen Betrüger auf gestohlene Bilder. Dieser Leitfaden zeigt, woher solche Fotos stammen, wie Sie mit der Bildrückwärtssuche selbst nachforschen, was Metadaten verraten und wo die Grenzen eines Bildvergleichs liegen. Sie brauchen dafür keine Vorkenntnisse, nur ein Smartphone oder einen Computer und etwas Geduld.',
    sections: [
      {
        heading: 'Warum Betrüger fremde Fotos verwenden',
        paragraphs: [
          'Ein sympathisches, vertrauenswürdiges Gesicht öffnet Türen. Wer ein Fake-Profil betreibt, sucht deshalb gezielt Bilder, die Zuneigung wecken: gepflegte Männer in Uniform oder im Arztkittel, freundliche Frauen im Urlaub, Menschen mit Hund oder Kindern. Solche Fotos finden sich zu Tausenden in öffentlichen Instagram-Konten, auf Modelseiten, in Firmenporträts und bei Bildagenturen. Die abgebildeten Personen wissen meist nicht, dass ihr Gesicht für Betrug missbraucht wird. Auch sie sind Geschädigte.',
          'Besonders beim Romance-Scam, dem Liebesbetrug mit vorgetäuschten Gefühlen, spielen Bilder eine zentrale Rolle. Die Täter schicken im Lauf des Kontakts immer neue Fotos, scheinbar spontane Aufnahmen aus dem Alltag. Sie stammen oft aus einem einzigen fremden Konto, das vollständig kopiert wurde. Manchmal werden Bilder gespiegelt, beschnitten oder mit Filtern versehen, damit Suchmaschinen sie schwerer finden. Diese Tricks sind bekannt, und eine gründliche Suche durchschaut sie häufig trotzdem.',
        ],
      },
      {
        heading: 'Bildrückwärtssuche Schritt für Schritt',
        paragraphs: [
          'Bei einer Bildrückwärtssuche geben Sie keinen Suchbegriff ein, sondern ein Bild. Die Suchmaschine vergleicht es mit Bildern, die sie im Internet gefunden hat, und listet Fundstellen mit identischen oder fast gleichen Aufnahmen auf. So lässt sich herausfinden, ob ein angeblich privates Urlaubsbild in Wahrheit seit Jahren auf der Seite eines Fotografen steht oder unter einem ganz anderen Namen verwendet wird.',
          'Auf dem Smartphone geht es am einfachsten mit Google Lens. Öffnen Sie die Google-App, tippen Sie auf das Kamerasymbol im Suchfeld und wählen Sie das gespeicherte Foto oder Ihr Bildschirmfoto aus. Am Computer ziehen Sie das Bild auf die Seite von Google Bilder oder nutzen die visuelle Suche von Bing. Bei TinEye unter tineye.com können Sie die Treffer nach dem ältesten Fund sortieren und sehen so, seit wann ein Bild im Netz kursiert.',
          'Fragen Sie nie nur eine Suchmaschine. Jede hat einen anderen Bestand und andere Stärken. Google findet sehr viel, übersieht aber manche Bilder aus sozialen Netzwerken. Yandex liefert bei Porträts oft zusätzliche Treffer, TinEye ist stark bei exakten Kopien. Probieren Sie außerdem mehrere Fotos eines Profils aus. Hilfreich ist auch ein Ausschnitt, der nur das Gesicht oder einen auffälligen Hintergrund zeigt, etwa ein Gebäude oder ein Schild.',
        ],
      },
      {
        heading: 'Treffer richtig deuten',
        paragraphs: [
          'Ein Treffer allein ist noch kein Beweis, er muss eingeordnet werden. Sehen Sie nach, unter welchem Namen das Foto an anderer Stelle erscheint, in welchem Land und seit wann. Gehört es zu einem Konto mit langer Geschichte, Kommentaren von Freunden und einem anderen Namen, spricht vieles für Bilderdiebstahl. Taucht das Bild dagegen nur auf dem Profil Ihres Kontakts auf, bleibt die Frage zunächst offen.',
          'Keine Treffer bedeuten nicht automatisch Entwarnung. Betrüger verwenden zunehmend Fotos aus privaten Konten, die Suchmaschinen nicht erfassen, oder am Computer erzeugte Gesichter. Bei solchen künstlichen Bildern lohnt ein Blick auf Einzelheiten: ungleiche Ohrringe, verschwommene Haare am Rand, verbogene Brillenbügel, Buchstaben im Hintergrund, die keinen Sinn ergeben, oder Finger in falscher Zahl. Solche Fehler sind Hinweise und keine Beweise, aber ein guter Grund, weitere Fragen zu stellen.',
        ],
      },
      {
        heading: 'Was Metadaten verraten können',
        paragraphs: [
          'Digitale Fotos enthalten oft unsichtbare Zusatzangaben, die sogenannten Metadaten oder EXIF-Daten: Aufnahmedatum, Kameramodell und manchmal den Aufnahmeort. Schickt Ihnen jemand ein Foto als Datei, etwa per E-Mail oder bei WhatsApp als Dokument, bleiben diese Angaben häufig erhalten. Passt das Datum nicht zum angeblich gestrigen Ausflug oder zeigt die Ortsangabe ein ganz anderes Land, ist das ein deutlicher Widerspruch zur erzählten Geschichte.',
          'Facebook, Instagram, WhatsApp und die meisten Dating-Apps entfernen diese Daten allerdings beim Hochladen. Aus einem Profilbild lässt sich deshalb selten etwas ablesen, und fehlende Metadaten sind für sich genommen kein Warnsignal. Ansehen können Sie die Angaben am Computer in den Dateieigenschaften, auf dem Smartphone in der Fotos-App über das Info-Symbol oder durch Wischen nach oben. Laden Sie fremde Fotos dafür nicht auf unbekannte Internetseiten hoch.',
        ],
      },
      {
        heading: 'Bearbeitete Fotos erkennen',
        paragraphs: [
          'Manche Bilder sind nicht gestohlen, sondern verändert. Ein Hintergrund wird ausgetauscht, ein Name auf ein Schild montiert, ein Ausweis oder eine Überweisungsbestätigung nachgebaut. Achten Sie auf unnatürliche Kanten um Personen, Schatten in verschiedene Richtungen, ungleiche Schärfe innerhalb eines Bildes und Schrift, die nicht zur Umgebung passt. Gerade angebliche Pässe, Militärausweise oder Bankbelege werden beim Liebesbetrug oft gefälscht, um Zweifel zu zerstreuen.',
          'Ein einfacher Test hilft weiter: Bitten Sie Ihren Kontakt um eine neue Aufnahme, auf der er die linke Hand ans Ohr legt und einen Zettel mit Ihrem Vornamen und dem heutigen Datum hält. Wer wirklich die Person auf den Bildern ist, erledigt das in wenigen Minuten. Ausreden, lange Verzögerungen oder ein Bild, auf dem das Gesicht seltsam verdeckt ist, sagen viel aus. Bleiben Sie dabei freundlich, aber bestimmt.',
        ],
      },
      {
        heading: 'Was ein Bildvergleich von Hand leisten kann – und was nicht',
        paragraphs: [
          'Wir arbeiten ohne Gesichtserkennung: Mit mehreren Suchmaschinen suchen wir nach identischen Kopien und bearbeiteten Fassungen eines Bildes, vergleichen Ausschnitte, Hintergründe, Kleidung und Bilderserien von Hand und verfolgen Fundstellen bis zur ältesten Quelle. So lässt sich oft zeigen, dass ein Foto lange vor Ihrem Kontakt unter einem anderen Namen veröffentlicht wurde. Ein solcher Hinweis ist belastbar, weil jeder ihn an der öffentlichen Fundstelle nachprüfen kann.',
          'Ein Vergleich von Hand kann dagegen keinen Menschen allein anhand seines Gesichts im ganzen Internet wiederfinden. Er kann auch nicht mit Sicherheit sagen, wer ein Profil tatsächlich betreibt. Bilder, die nur in privaten Konten liegen, bleiben unsichtbar, denn wir greifen nicht auf geschützte Daten zu. Darum beschreiben wir im Ergebnisbericht offen, was gefunden wurde, was nicht und wie belastbar jeder Hinweis ist. Diese Ehrlichkeit nützt Ihnen mehr als ein scheinbar eindeutiges Urteil.',
        ],
      },
      {
        heading: 'Ihre nächsten Schritte',
        paragraphs: [
          'Taucht ein Foto bei der Suche unter fremdem Namen auf, speichern Sie die Fundstelle als Bildschirmfoto mit Internetadresse und Datum. Überweisen Sie kein Geld und senden Sie keine Bilder Ihres eigenen Ausweises. Weisen Sie den Betreiber der Plattform mit einer Meldung auf die gestohlenen Fotos hin und blockieren Sie das Profil. Ist bereits Geld geflossen, informieren Sie umgehend Ihre Bank und wenden Sie sich mit den gesicherten Fundstellen an die Polizei.',
          'Möchten Sie die Recherche lieber in erfahrene Hände geben, buchen Sie die Bildanalyse für 39 € inkl. MwSt. Laden Sie alle Fotos hoch, die Sie von der zu prüfenden Person haben, auch solche aus dem Chat. Je mehr Bilder vorliegen, desto mehr Ansatzpunkte gibt es. Den Link zu Ihrem Ergebnisbericht erhalten Sie meist binnen 24 bis 48 Stunden per E-Mail. Bleibt die Prüfung ohne Treffer, ist die nächste für Sie kostenlos.',
        ],
      },
    ],
  },
  features: [
    {
      title: 'Das prüft unser Team',
      text: `Jedes Foto wird einzeln recherchiert, mit mehreren Suchmaschinen und sorgfältigem Vergleich von Hand. Wir kennen die üblichen Quellen fremder Fotos.`,
      items: [
        'Bildrückwärtssuche bei Google, Bing, Yandex und TinEye',
        'Gespiegelte, beschnittene und gefilterte Kopien',
        'Älteste auffindbare Quelle eines Fotos',
        'Hinweise auf Bildbearbeitung und gefälschte Dokumente',
        'Einträge in öffentlichen Warnlisten',
      ],
    },
    {
      title: 'Das erhalten Sie',
      text: 'Einen Ergebnisbericht mit allen Fundstellen, damit Sie jede Aussage selbst nachvollziehen können.',
      items: [
        'Links zu jeder Fundstelle mit Datum',
        'Gegenüberstellung Ihrer Bilder mit den Treffern',
        'Offene Einordnung, wie belastbar ein Hinweis ist',
        'Nächste Prüfung kostenlos, falls es keine Treffer gibt',
      ],
    },
  ],
  related: [
    {
      title: 'Fake-Profile an Bildern erkennen',
      slug: 'fake-profile-bilder',
      description: 'Typische Merkmale gestohlener und künstlich erzeugter Profilfotos, anschaulich erklärt.',
    },
    {
      title: 'Bilder von Personen finden',
      slug: 'bilder-von-personen-finden',
      description: 'Wo ein Foto sonst noch im Netz steht und wie Sie die Suche mit mehreren Diensten kombinieren.',
    },
    {
      title: 'Love-Scam-Bilder',
      slug: 'love-scam-bilder',
      description: 'Welche Fotos Liebesbetrüger bevorzugt einsetzen, von der Uniform bis zum Urlaubsbild.',
    },
    {
      title: 'Fake-Profil-Check',
      slug: 'fake-profil-hub',
      description: 'Der Überblick: wie Fake-Profile entstehen, wer dahintersteckt und welche Warnzeichen zählen.',
    },
  ],
};
