import { retentionShort } from './retention.ts';
import type { HubPage } from './types.ts';

// The six hub pages of spec §2 ("Hub pages") minus the identity-theft hub, which is written
// separately. Each hub: hero, long explanatory article, two feature boxes, four related services.
export const hubs: readonly HubPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Fake profiles in general
  // ---------------------------------------------------------------------------------------------
  {
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
        description:
          'Wenn aus einer Online-Liebe Geldforderungen werden: Ablauf, Warnzeichen und Hilfe für Betroffene.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Profile pictures and reverse image search
  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  // Facebook, Instagram and other social media
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'fake-profil-facebook-herausfinden',
    service: 'fake-profil-facebook-herausfinden',
    serviceKey: 'social-media',
    navTitle: 'Social-Media-Check',
    seo: {
      title: 'Fake-Profil auf Facebook oder Instagram herausfinden',
      description:
        'Ist das Facebook- oder Instagram-Profil echt? Kontoalter, Freunde, Aktivität und geklonte Konten prüfen – mit Hilfe bei Betrug über den Messenger.',
      keywords: [
        'Fake-Profil Facebook herausfinden',
        'Instagram Fake-Profil erkennen',
        'geklontes Facebook-Konto',
        'Messenger Betrug',
        'Social-Media-Check',
        'falsches Profil melden',
      ],
    },
    hero: {
      title: 'Fake-Profil auf Facebook und Instagram herausfinden',
      subtitle:
        'Eine Freundschaftsanfrage, eine Nachricht im Messenger, ein neuer Follower mit schönen Fotos: Wir zeigen Ihnen, wie Sie echte von gefälschten Konten unterscheiden, und prüfen ein verdächtiges Profil auf Wunsch für Sie.',
      buttonText: 'Facebook-Kontakt prüfen lassen',
    },
    article: {
      title: 'Echt oder gefälscht? So prüfen Sie Profile in sozialen Netzwerken',
      intro:
        'Facebook und Instagram verbinden Millionen Menschen in Deutschland, und genau das macht sie für Betrüger interessant. Gefälschte Konten schreiben Fremde an, kopieren Profile von Bekannten oder übernehmen echte Konten, um im Namen vertrauter Menschen um Geld zu bitten. Die gute Nachricht: Viele Hinweise können Sie mit wenigen Handgriffen selbst prüfen. Dieser Ratgeber erklärt, worauf es ankommt und was Sie tun können, wenn sich ein Verdacht erhärtet.',
      sections: [
        {
          heading: 'Wie gefälschte Konten in sozialen Netzwerken auftreten',
          paragraphs: [
            'Auf Facebook und Instagram begegnen Ihnen Fake-Profile meist auf drei Wegen. Erstens als Freundschaftsanfrage oder neuer Follower von Unbekannten, oft mit Fotos gut aussehender Menschen und wenigen Angaben. Zweitens als Kopie eines Kontos, das Sie bereits kennen. Drittens als echtes Konto eines Bekannten, das Fremde übernommen haben. Jeder Weg verlangt eine etwas andere Prüfung. Ordnen Sie deshalb zuerst ein, womit Sie es zu tun haben.',
            'Häufig steckt ein Romance-Scam dahinter: Beim Liebesbetrug täuschen die Täter über Wochen eine Beziehung vor und bitten dann um Geld. Solche Kontakte beginnen gern mit einem harmlosen Kommentar unter einem Ihrer Beiträge oder einer Nachricht wie „Sie haben ein so freundliches Lächeln“. Andere Konten werben für angebliche Gewinnspiele, Geldanlagen oder günstige Angebote auf dem Marketplace. Allen gemeinsam ist, dass sie Sie möglichst schnell in ein privates Gespräch ziehen wollen.',
          ],
        },
        {
          heading: 'Kontoalter und Aktivität prüfen',
          paragraphs: [
            'Ein echtes Profil wächst über Jahre. Scrollen Sie auf Facebook in der Chronik nach unten und sehen Sie nach, wann die ersten Beiträge und Profilbilder erschienen sind. Auch das Album der Profilbilder verrät viel: Wurden alle Fotos innerhalb weniger Tage hochgeladen, obwohl sie angeblich Jahre abdecken, ist Vorsicht geboten. Bei Instagram zeigt der Punkt „Info zu diesem Konto“ im Drei-Punkte-Menü des Profils, seit wann das Konto besteht.',
            'Achten Sie auf die Art der Aktivität. Echte Nutzer posten unregelmäßig, mal einen Geburtstagsgruß, mal ein Urlaubsfoto, und erhalten Kommentare von Menschen, die sie offenbar kennen. Fake-Konten teilen eher allgemeine Sprüche, Landschaftsbilder oder Beiträge fremder Seiten, und echte Unterhaltungen fehlen. Wer angeblich seit Jahren in Deutschland lebt, aber nie einen Ort, ein Fest oder Freunde erwähnt, bleibt seltsam ungreifbar.',
          ],
        },
        {
          heading: 'Freunde und Follower genau ansehen',
          paragraphs: [
            'Sehen Sie sich die Freundesliste oder die Follower an, sofern sie sichtbar sind. Bei Fake-Profilen finden sich oft auffällig viele Kontakte eines Geschlechts und einer Altersgruppe aus den verschiedensten Ländern, ohne erkennbaren Zusammenhang. Fehlen Familienmitglieder, Kollegen und Nachbarn völlig, passt das nicht zu einem gewöhnlichen Leben. Auch gemeinsame Freunde beweisen wenig: Betrüger verschicken viele Anfragen gleichzeitig, und manche davon werden von Bekannten arglos angenommen.',
            'Bei Instagram lohnt ein Blick auf das Verhältnis von Followern zu Beiträgen. Tausende Follower bei drei Fotos deuten auf gekaufte Reichweite hin. Lesen Sie die Kommentare unter den Bildern: Bestehen sie nur aus Emojis und Floskeln in gebrochenem Deutsch oder Englisch, stammen sie womöglich von automatisch angelegten Konten. Ein Konto mit blauem Haken ist zwar eher vertrauenswürdig, kann aber ebenfalls gehackt sein. Verlassen Sie sich nie auf ein einziges Merkmal.',
          ],
        },
        {
          heading: 'Geklonte Konten: wenn ein Bekannter zweimal existiert',
          paragraphs: [
            'Bei einem geklonten Konto legt jemand ein neues Profil mit Namen und Fotos einer realen Person an und schickt deren Freunden Anfragen. Sie erhalten also eine Freundschaftsanfrage von jemandem, mit dem Sie längst befreundet sind. Das ist das wichtigste Erkennungszeichen. Schauen Sie in Ihrer Freundesliste nach, ob die Person dort bereits steht, und nehmen Sie die neue Anfrage erst an, wenn Sie nachgefragt haben.',
            'Fragen Sie am besten auf einem anderen Weg nach, etwa telefonisch unter der Nummer, die Sie schon kennen. Ist das Konto eine Kopie, informieren Sie den Bekannten, damit er die Fälschung melden und seinen Freundeskreis warnen kann. Melden können auch Sie das Profil, auf Facebook über das Drei-Punkte-Menü im Profil, mit dem Hinweis, dass es sich als eine andere Person ausgibt. Instagram bietet einen vergleichbaren Meldeweg für Konten, die jemanden nachahmen.',
          ],
        },
        {
          heading: 'Betrug über den Messenger',
          paragraphs: [
            'Viele Maschen laufen über den Facebook Messenger oder über Direktnachrichten bei Instagram. Besonders tückisch sind Nachrichten von übernommenen Konten echter Freunde. Sie klingen vertraut und bitten um einen kleinen Gefallen, zum Beispiel einen Code weiterzuleiten, der gleich per SMS ankommt. Dieser Code ist in Wahrheit ein Sicherheitscode für Ihr eigenes Konto oder für eine Zahlung. Wer ihn weitergibt, verliert im schlimmsten Fall den Zugang zum eigenen Profil.',
            'Andere Nachrichten enthalten Links mit Sätzen wie „Bist du das in diesem Video?“ oder kündigen einen Gewinn an, für den Sie nur Ihre Daten eingeben sollen. Die Links führen auf nachgebaute Anmeldeseiten, die Ihr Passwort abgreifen. Klicken Sie solche Links nicht an, auch wenn sie von einem Freund kommen, sondern rufen Sie ihn an. Braucht ein vermeintlicher Bekannter plötzlich dringend Geld, klären Sie das immer telefonisch, bevor Sie etwas überweisen.',
            'Haben Sie bereits einen Code weitergegeben oder Ihr Passwort auf einer fremden Seite eingetippt, ändern Sie sofort Ihr Passwort und schalten Sie die Zwei-Faktor-Authentifizierung ein. Ein gehacktes Konto melden Sie über die Hilfeseiten der Plattform. Warnen Sie Ihre Kontakte per Telefon oder mit einem kurzen Beitrag, damit niemand auf Nachrichten in Ihrem Namen hereinfällt. Wenn Zahlungsdaten betroffen sein könnten, informieren Sie zusätzlich Ihre Bank.',
          ],
        },
        {
          heading: 'So gehen Sie bei einem Verdacht vor',
          paragraphs: [
            'Sichern Sie zuerst Beweise. Machen Sie Bildschirmfotos vom Profil mit Namen, von der gesamten Unterhaltung und von jeder Forderung. Notieren Sie die Profiladresse aus der Adresszeile des Browsers oder über die Funktion zum Kopieren des Profillinks. Der angezeigte Name lässt sich jederzeit ändern, über die Adresse finden Plattform und Polizei das Konto eindeutig wieder. Erst danach melden Sie das Konto und blockieren es, damit Ihre Belege vollständig bleiben.',
            'Haben Sie Geld überwiesen oder Daten preisgegeben, wenden Sie sich noch am selben Tag an Ihre Bank. Zeigen Sie den Betrug außerdem bei der Polizei an. Nehmen Sie die gesicherten Unterlagen mit oder laden Sie sie bei der Onlinewache hoch. Sprechen Sie auch mit Angehörigen oder Freunden, denn niemand muss so etwas allein tragen. Scham ist verständlich, aber unbegründet: Diese Betrüger sind darin geübt, sich Vertrauen zu erschleichen.',
          ],
        },
        {
          heading: 'Was unser Social-Media-Check für Sie klärt',
          paragraphs: [
            `Unsere Spezialistinnen und Spezialisten prüfen das verdächtige Profil ausschließlich anhand öffentlich sichtbarer Informationen. Sie vergleichen die Fotos per Bildrückwärtssuche, suchen nach älteren Kopien desselben Kontos, werten sichtbare Freundeslisten, Beiträge und Kommentare aus und prüfen, ob Name und Lebenslauf zu einem realen Menschen passen. Private Nachrichten, gesperrte Inhalte und Zugangsdaten bleiben tabu. Wir kennen die typischen Muster von Fake-Profilen in sozialen Netzwerken.`,
            'Für den Auftrag genügen der Profillink oder der Benutzername, die Plattform und eine kurze Beschreibung Ihres Verdachts; Bildschirmfotos sind hilfreich. Bei der Buchung bestätigen Sie Ihr berechtigtes Interesse, etwa den Schutz vor Betrug. Der Check kostet 39 € inkl. MwSt., ohne Abonnement. Gewöhnlich nach 24 bis 48 Stunden erhalten Sie eine E-Mail mit dem Link zu Ihrem Ergebnisbericht. Er ist verständlich formuliert und enthält Belege, die Sie bei Bedarf auch der Polizei vorlegen können.',
          ],
        },
      ],
    },
    features: [
      {
        title: 'Das prüft unser Team',
        text: 'Wir sehen uns an, was das Profil öffentlich zeigt, und suchen nach Spuren, die es an anderer Stelle hinterlassen hat.',
        items: [
          'Kontoalter und Verlauf der Profilbilder',
          'Sichtbare Freunde, Follower und Kommentare',
          'Kopien und Klone desselben Profils',
          'Fundorte der Fotos im Netz',
          'Stimmigkeit von Name, Beruf und Wohnort',
        ],
      },
      {
        title: 'Das erhalten Sie',
        text: 'Eine klare Antwort in verständlicher Sprache, dazu Belege und konkrete Empfehlungen.',
        items: [
          'Begründete Einschätzung mit allen Fundstellen',
          'Hinweise zum Melden bei Facebook oder Instagram',
          'Unterlagen, die Sie für eine Anzeige nutzen können',
          'Ergebnis meist binnen 24–48 Stunden',
        ],
      },
    ],
    related: [
      {
        title: 'Facebook-Fake-Profil prüfen',
        slug: 'facebook-fake-profil',
        description:
          'Konkrete Hilfe, wenn ein Facebook-Kontakt Zweifel weckt, von der Freundesliste bis zur Bitte um Geld.',
      },
      {
        title: 'Instagram-Fake-Profil prüfen',
        slug: 'instagram-fake-profil',
        description:
          'Gekaufte Follower, kopierte Fotos, Direktnachrichten mit Links: So ordnen Sie Instagram-Konten ein.',
      },
      {
        title: 'Social-Media-Betrug erkennen',
        slug: 'social-media-betrug-erkennen',
        description:
          'Gewinnspiele, Geldanlagen, falsche Freunde: verbreitete Betrugsformen in sozialen Netzwerken im Überblick.',
      },
      {
        title: 'Identitätsdiebstahl',
        slug: 'identitaetsdiebstahl',
        description: 'Wenn jemand Ihr Profil kopiert oder in Ihrem Namen auftritt: was Sie jetzt unternehmen können.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Dating apps
  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  // Romance scam / love scammers
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'love-scammer-hub',
    service: 'romance-scam-hub',
    serviceKey: 'romance-scam',
    navTitle: 'Romance-Scam-Check',
    seo: {
      title: 'Love-Scammer erkennen: Ablauf und Hilfe bei Liebesbetrug',
      description:
        'Romance-Scam verstehen: wie Love-Scammer vorgehen, warum ihre Methoden wirken und was Betroffene jetzt tun können – mit Polizei, Bank und Beratung.',
      keywords: [
        'Love-Scammer erkennen',
        'Romance-Scam',
        'Liebesbetrug Hilfe',
        'Liebesbetrüger Ablauf',
        'Romance-Scam-Check',
        'Liebesbetrug Anzeige',
      ],
    },
    hero: {
      title: 'Love-Scammer erkennen und Liebesbetrug stoppen',
      subtitle:
        'Sie haben online jemanden kennengelernt, und nun geht es um Geld? Hier erfahren Sie, wie Liebesbetrug abläuft, was Sie sofort tun können und wie wir die Person für Sie prüfen – vertraulich und ohne Vorwürfe.',
      buttonText: 'Romance-Scam-Check starten',
    },
    article: {
      title: 'Liebesbetrug verstehen: Ablauf, Psychologie und Wege aus der Krise',
      intro:
        'Wenn sich herausstellt, dass eine Liebe aus dem Internet vielleicht nicht echt ist, bricht für viele Menschen eine Welt zusammen. Zur Enttäuschung kommen Sorgen um Geld und oft tiefe Scham. Dieser Ratgeber erklärt, wie Love-Scammer vorgehen, warum ihre Methoden bei ganz unterschiedlichen Menschen wirken und welche Schritte jetzt wichtig sind. Sie sind mit dieser Erfahrung nicht allein, und es gibt Hilfe.',
      sections: [
        {
          heading: 'Was ist ein Romance-Scam?',
          paragraphs: [
            'Romance-Scam, auf Deutsch Liebesbetrug, bezeichnet eine Betrugsform, bei der Täter im Internet eine Liebesbeziehung vortäuschen, um ihren Opfern Geld abzunehmen. Sie treten mit erfundenen Identitäten und gestohlenen Fotos auf, meist in Dating-Apps, auf Facebook, Instagram oder sogar in Online-Spielen. Es trifft Frauen wie Männer, Jüngere wie Ältere, mit und ohne Hochschulabschluss. Entscheidend ist nicht die Bildung, sondern der Wunsch nach Nähe, den jeder Mensch kennt.',
            'Hinter den Profilen stehen häufig organisierte Gruppen, die mit ausgearbeiteten Drehbüchern vorgehen. Manche Täter betreuen Dutzende Kontakte parallel, notieren sich die Namen von Kindern und Haustieren und wissen genau, welche Nachricht in welcher Phase wirkt. Einige Betroffene verlieren Ersparnisse, die sie über viele Jahre aufgebaut haben. Ebenso schwer wiegt der seelische Schaden: der Verlust eines Menschen, den es in dieser Form nie gegeben hat.',
          ],
        },
        {
          heading: 'Der typische Ablauf in fünf Phasen',
          paragraphs: [
            'Am Anfang steht der Kontakt: eine Nachricht in einer Dating-App, ein Kommentar auf Facebook, eine angeblich falsch gewählte Nummer bei WhatsApp. Es folgt eine Phase überwältigender Zuwendung, oft „Love Bombing“ genannt. Ihr Gegenüber schreibt morgens und abends, macht Komplimente und spricht schon nach wenigen Tagen von Liebe und Zukunft. Bald kommt der Vorschlag, die App zu verlassen und über WhatsApp, Telegram oder E-Mail weiterzuschreiben, weil es dort angeblich persönlicher sei.',
            'In der dritten Phase wird das Vertrauen gefestigt. Der Täter erzählt von seinem Kind, schickt Alltagsfotos, teilt scheinbar Geheimnisse und fragt nach Ihren Sorgen. Manchmal baut er kleine Tests ein, etwa die Bitte um einen geringen Betrag für Handyguthaben. Die vierte Phase bringt den Notfall: ein Autounfall, eine Verhaftung im Ausland, ein eingefrorenes Erbe, Gebühren beim Zoll. Die Lage ist immer dringend, und angeblich können nur Sie helfen.',
            'Die fünfte Phase dreht sich ums Geld und endet selten mit der ersten Zahlung. Auf jede Überweisung folgt ein neues Hindernis, eine neue Gebühr, ein neuer Grund. Zögern Betroffene, reagiert der Täter gekränkt oder verzweifelt, manchmal auch mit Druck. Einige Maschen verbinden Liebe mit Geldanlage: Der angebliche Partner zeigt, wie man mit Kryptowährung angeblich Gewinne erzielt. Diese Gewinne stehen nur auf einer gefälschten Seite, das eingezahlte Geld ist fort.',
          ],
        },
        {
          heading: 'Warum Liebesbetrug so gut funktioniert',
          paragraphs: [
            'Liebesbetrug wirkt nicht, weil Menschen leichtgläubig wären, sondern weil die Täter ganz normale Gefühle gezielt ansprechen. Wer jeden Tag liebevolle Nachrichten bekommt, erlebt ein Hochgefühl wie bei einer echten Verliebtheit. Zweifel werden leiser, weil niemand dieses schöne Gefühl verlieren möchte. Hinzu kommt, dass die Täter aus Hunderten Gesprächen gelernt haben, welche Worte Vertrauen schaffen und welche Geschichten Mitleid wecken.',
            'Mit der Zeit entsteht eine Art Abhängigkeit. Die Täter stellen sich als den einzigen Menschen dar, der Sie wirklich versteht, und säen Misstrauen gegenüber Familie und Freunden, die „das nicht verstehen würden“. Oft verlangen sie Verschwiegenheit. Wer einmal Geld geschickt hat, steigt noch schwerer aus, denn dann müsste man sich eingestehen, dass das Geld verloren sein könnte. Dieses Muster ist bekannt und trifft Menschen in allen Lebenslagen.',
          ],
        },
        {
          heading: 'Scham ist verständlich – Schuld tragen Sie nicht',
          paragraphs: [
            'Viele Betroffene schweigen aus Scham, manchmal über Monate. Sie fürchten Vorwürfe von Angehörigen oder fragen sich, wie ihnen das passieren konnte. Bitte seien Sie nachsichtig mit sich selbst. Sie haben einem Menschen vertraut und wollten ihm helfen. Vertrauen und Hilfsbereitschaft sind gute Eigenschaften. Die Schuld liegt allein bei denen, die sie planmäßig ausnutzen. Es hilft, mit einer vertrauten Person zu sprechen, auch wenn der erste Satz schwerfällt.',
            'Für dieses Gespräch gibt es auch neutrale Anlaufstellen. Die Hilfsorganisation Weisser Ring bietet unter 116 006 ein kostenloses Opfer-Telefon an. Dort hören geschulte Menschen zu und zeigen Wege auf. Verbraucherzentralen informieren über aktuelle Betrugsmaschen, und viele Städte haben Beratungsstellen für Opfer von Straftaten. Wenn Sie merken, dass Sie schlecht schlafen, sich zurückziehen oder verzweifelt sind, sprechen Sie bitte auch mit Ihrer Hausärztin oder Ihrem Hausarzt.',
          ],
        },
        {
          heading: 'Was Sie jetzt konkret tun sollten',
          paragraphs: [
            'Der wichtigste Schritt: Zahlen Sie nichts mehr, ganz gleich, wie dringend die nächste Bitte klingt. Sie müssen den Kontakt weder sofort abbrechen noch den Täter zur Rede stellen. Sichern Sie zuerst alle Beweise: Bildschirmfotos von Profil und Chat, Telefonnummern, E-Mail-Adressen, Namen von Empfängern und Kontoverbindungen sowie Belege über Überweisungen, Gutscheinkarten oder Bargeldtransfers. Löschen Sie nichts, auch wenn der Wunsch danach groß ist.',
            'Informieren Sie noch heute Ihre Bank und nennen Sie die betroffenen Zahlungen. Manchmal lässt sich eine Überweisung noch aufhalten, wenn die Bank schnell davon erfährt; eine Garantie gibt es dafür nicht. Danach folgt die Strafanzeige, persönlich auf der Polizeiwache oder über die Onlinewache Ihres Bundeslandes. Werden Sie bedroht oder sind Sie in akuter Gefahr, wählen Sie 110. Melden Sie zuletzt das Profil bei der Plattform und blockieren Sie den Kontakt.',
            'Rechtlich ist Liebesbetrug in der Regel Betrug nach § 263 StGB. Eine Anzeige lohnt sich auch dann, wenn die Täter im Ausland sitzen, denn sie hilft den Behörden, Konten, Täter und wiederkehrende Muster zu erkennen. Was hier steht, ist eine allgemeine Orientierung und keine Rechtsberatung. Fragen zu Ihrem konkreten Fall klärt eine Rechtsanwältin, ein Rechtsanwalt oder eine Opferberatungsstelle.',
          ],
        },
        {
          heading: 'Vorsicht vor der zweiten Betrugswelle',
          paragraphs: [
            'Nach einem Liebesbetrug melden sich oft neue Stimmen: angebliche Anwälte, Detektive, Behörden oder Agenturen, die gegen eine Gebühr zusagen, die verlorene Summe wiederzubeschaffen. Manchmal tritt sogar der Täter selbst unter neuem Namen auf und behauptet, der Betrüger sei gefasst worden und Sie bekämen Ihr Geld zurück. Fast immer steckt dahinter ein weiterer Betrug. Echte Behörden verlangen keine Vorauszahlung, um Ihnen Geld zu erstatten.',
            'Auch wir können verlorenes Geld nicht zurückholen und versprechen das nicht. Seien Sie misstrauisch, wenn jemand genau weiß, wie viel Sie verloren haben, oder zur Eile drängt. Besprechen Sie solche Angebote mit Ihrer Bank, der Polizei oder der Verbraucherzentrale, bevor Sie antworten. Und wenn später ein neuer Online-Kontakt auffällig schnell Nähe sucht, sind Sie nicht übervorsichtig, sondern gut informiert.',
          ],
        },
        {
          heading: 'Wie unser Romance-Scam-Check Ihnen hilft',
          paragraphs: [
            'Vielleicht sind Sie noch unsicher und möchten Klarheit, bevor Sie weitere Schritte gehen. Dann prüfen unsere Spezialistinnen und Spezialisten die Person, die Ihnen schreibt, anhand öffentlicher Quellen. Sie verfolgen Fotos per Bildrückwärtssuche, suchen Namen, Telefonnummern und E-Mail-Adressen in bekannten Warnlisten, vergleichen typische Textbausteine und prüfen, ob die erzählte Lebensgeschichte zu öffentlich auffindbaren Angaben passt. Alles geschieht von Hand und vertraulich, und wir nehmen keinen Kontakt zu der Person auf.',
            'Für 39 € inkl. MwSt. prüfen wir eine Person, ohne Abonnement und ohne Folgekosten. Laden Sie Fotos, Chatauszüge und Zahlungsaufforderungen hoch, soweit Sie sie haben, und beschreiben Sie kurz Ihren Verdacht. Sobald Zahlung und Angaben vorliegen, vergehen üblicherweise ein bis zwei Tage bis zum schriftlichen Ergebnisbericht. Er ist in verständlicher Sprache verfasst und enthält Belege, die Sie der Polizei oder Ihrer Bank zeigen können. Ihre Daten liegen auf Servern in Deutschland und bleiben nach Abschluss des Auftrags höchstens 30 Tage gespeichert.',
          ],
        },
      ],
    },
    features: [
      {
        title: 'Das prüft unser Team',
        text: 'Wir suchen nach den Spuren, die Liebesbetrüger im öffentlich zugänglichen Internet hinterlassen.',
        items: [
          'Herkunft aller Fotos, auch aus dem Chat',
          'Namen, Nummern und E-Mail-Adressen in Warnlisten',
          'Bekannte Textbausteine aus Liebesbriefen',
          'Angebliche Berufe, Firmen und Aufenthaltsorte',
          'Hinweise auf gefälschte Dokumente wie Pässe oder Bankbelege',
        ],
      },
      {
        title: 'Das erhalten Sie',
        text: 'Klarheit in ruhigen Worten und Unterlagen, die Ihnen bei den nächsten Schritten nützen.',
        items: [
          'Einschätzung mit nachvollziehbaren Belegen',
          'Hinweise für das Gespräch mit Bank und Polizei',
          'Vertrauliche Behandlung Ihrer Angaben',
          retentionShort,
        ],
      },
    ],
    related: [
      {
        title: 'Romance-Scam-Anzeichen',
        slug: 'romance-scam-anzeichen',
        description: 'Die frühen Warnzeichen im Überblick, damit Sie Liebesbetrug erkennen, bevor Geld fließt.',
      },
      {
        title: 'Romance-Scam über WhatsApp',
        slug: 'romance-scam-whatsapp',
        description:
          'Wenn die Unterhaltung zu WhatsApp wechselt: worauf Sie bei Nachrichten und fremden Nummern achten.',
      },
      {
        title: 'Liebesbetrug mit Geldforderung',
        slug: 'liebesbetrug-geldforderung',
        description: 'Ihr Kontakt bittet um Geld? So reagieren Sie besonnen und sichern Ihre Belege.',
      },
      {
        title: 'Heiratsschwindler erkennen',
        slug: 'heiratsschwindler',
        description: 'Versprechen von Ehe und gemeinsamer Zukunft: wie Heiratsschwindler heute im Internet vorgehen.',
      },
    ],
  },
];
