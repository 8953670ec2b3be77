import { retentionShort } from '../retention.ts';
import type { LandingConfig } from '../types.ts';

// Landing pages, second set: image checks (men, women, person search, love-scam photos,
// marriage swindlers) and social media (Instagram, Facebook, general fraud, recurring accounts).

export const landingsB: readonly LandingConfig[] = [
  // ---------------------------------------------------------------------------
  {
    slug: 'liebesbetruger-bilder-manner',
    category: 'image-check',
    service: 'liebesbetrüger-männer-bilder',
    seo: {
      title: 'Liebesbetrüger-Bilder Männer: gestohlene Fotos prüfen',
      description:
        'Soldat, Arzt, Ingenieur oder Witwer: Liebesbetrüger nutzen gestohlene Männerfotos. So prüfen Sie die Bilder selbst oder lassen sie für 39 € prüfen.',
      keywords: [
        'Liebesbetrüger Bilder Männer',
        'gestohlene Fotos Soldat',
        'Romance-Scam Männerfotos',
        'Fake-Profil Arzt',
        'Bildrückwärtssuche',
        'Liebesbetrug erkennen',
      ],
    },
    hero: {
      title: 'Liebesbetrüger-Bilder von Männern erkennen und prüfen lassen',
      subtitle:
        'Der charmante Offizier oder der verwitwete Ingenieur wirkt echt, doch oft stammen seine Fotos von einem fremden Mann. Wir klären per Bildrückwärtssuche, woher die Bilder wirklich kommen.',
      guarantee: 'Ohne Treffer ist Ihre nächste Prüfung kostenlos.',
      buttonText: 'Männerfotos prüfen lassen',
    },
    article: {
      title: 'Warum Liebesbetrüger fremde Männerfotos verwenden',
      subtitle:
        'Uniform, Arztkittel, Bauhelm: wie die Bilder Vertrauen erzeugen sollen und wie Sie den Diebstahl aufdecken',
      text: `Beim Liebesbetrug, auch Romance-Scam genannt, baut ein Betrüger über Wochen eine Liebesbeziehung im Internet auf und bittet Sie irgendwann um Geld. Dafür braucht er ein Gesicht, dem man vertraut. Meist nimmt er Fotos echter Männer aus sozialen Netzwerken: US-Soldaten im Auslandseinsatz, Ärzte bei Hilfsorganisationen, Ingenieure auf Bohrinseln oder gepflegte Witwer mit Kind. Diese Berufe erklären später bequem, warum er nie Zeit für ein Treffen hat, warum Videoanrufe angeblich verboten sind und warum plötzlich Geld für Urlaub, Zoll oder Flugtickets fehlt.

Typisch ist eine Bildauswahl, die zu perfekt wirkt: Uniform mit Orden, Fotos vor Hubschraubern, Bilder mit Kindern am Strand, aber kaum alltägliche Schnappschüsse. Oft passen Alter, Licht und Bildqualität nicht zusammen, oder ein Foto ist gespiegelt und zugeschnitten, damit Suchmaschinen es schwerer finden. Achten Sie auch darauf, ob er Sie um neue Bilder bittet, selbst aber nur alte schickt. Verweigert er jeden Videoanruf, drängt früh zum Wechsel auf WhatsApp oder Telegram und spricht nach wenigen Wochen über Geld, ist Vorsicht angebracht.

Den ersten Test können Sie selbst machen. Speichern Sie ein Profilbild auf Ihrem Handy und laden Sie es in Google Lens, in die Bildersuche von Bing oder bei TinEye hoch. Erscheint das Bild bei einem Mann mit anderem Namen, etwa bei einem amerikanischen Sanitäter oder einem Fitnesstrainer aus Brasilien, ist das ein deutliches Warnzeichen. Probieren Sie mehrere Bilder aus, auch Ausschnitte, denn Betrüger beschneiden Fotos gern. Suchen Sie zusätzlich nach seinem Namen zusammen mit Begriffen wie „Betrug“ oder „Scam“. Manche Männerfotos werden seit Jahren immer wieder benutzt.

Wenn Ihre eigene Suche nichts ergibt, heißt das noch nicht viel. Unsere Spezialistinnen und Spezialisten arbeiten von Hand: Sie suchen mit mehreren Suchmaschinen nach identischen Kopien jedes Bildes und nach bearbeiteten Fassungen, etwa zugeschnitten, gespiegelt oder farblich verändert, und vergleichen Namen, Orte und Dienstgrade mit öffentlichen Quellen und bekannten Betrugsmustern. Unser Team kennt die gängigen Fotoquellen. Gesichtserkennung setzen wir nicht ein. Der Preis für eine Person beträgt 39 € inkl. MwSt.; meist innerhalb von 24 bis 48 Stunden erhalten Sie eine E-Mail mit dem Link zu Ihrem Ergebnisbericht.

Hat er bereits Geld verlangt, überweisen Sie bitte nichts, auch nicht für angebliche Gebühren, die alles „freischalten“ sollen. Sichern Sie den Chatverlauf, seine Fotos und Ihre Zahlungsbelege als Bildschirmfotos, bevor er das Profil löscht. Haben Sie schon gezahlt, rufen Sie Ihre Bank an; bei der Polizei können Sie den Fall anzeigen. Blockieren Sie ihn, nachdem Sie sein Profil beim Betreiber gemeldet haben. Schämen müssen Sie sich nicht: Diese Täter arbeiten professionell und täuschen täglich kluge, lebenserfahrene Menschen.`,
    },
    categories: [
      {
        title: 'Diese Männerbilder nutzen Betrüger häufig',
        items: [
          'Soldaten in Uniform, angeblich im Auslandseinsatz',
          'Ärzte im Kittel, etwa bei Hilfsorganisationen',
          'Ingenieure auf Bohrinseln oder Baustellen im Ausland',
          'Verwitwete Väter mit Kind oder Hund',
        ],
      },
      {
        title: 'Was wir an den Fotos prüfen',
        items: [
          'Bildrückwärtssuche in mehreren Suchmaschinen',
          'Gespiegelte, beschnittene und bearbeitete Varianten',
          'Name, Beruf und Ort im Abgleich mit öffentlichen Quellen',
          'Vergleich mit bekannten Mustern des Liebesbetrugs',
        ],
      },
      {
        title: 'So einfach ist die Buchung',
        items: [
          'Profil-Link, Namen und Fotos angeben',
          'Berechtigtes Interesse bestätigen und 39 € zahlen',
          'Recherche von Hand durch unser Team',
          'Link zum Ergebnisbericht meist nach 24–48 Stunden per E-Mail',
        ],
      },
    ],
    warning: {
      title: 'Wenn der Traummann nur aus fremden Fotos besteht',
      description:
        'Diese Anzeichen sprechen dafür, dass hinter dem Profil ein anderer Mensch steckt als der Mann auf den Bildern.',
      left: {
        title: 'Auffällige Bilder',
        items: [
          'Fast nur Fotos in Uniform oder Berufskleidung',
          'Professionelle Aufnahmen statt Alltagsfotos',
          'Gespiegelte oder stark beschnittene Bilder',
          'Kein neues Foto trotz Bitte um ein aktuelles Bild',
        ],
      },
      right: {
        title: 'Auffälliges Verhalten',
        items: [
          'Kein Videoanruf, immer mit neuer Ausrede',
          'Drängt schnell auf WhatsApp oder Telegram',
          'Große Liebesworte nach wenigen Tagen',
          'Geldbitte für Urlaub, Zoll oder ein Flugticket',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'liebesbetruger-bilder-frauen',
    category: 'image-check',
    service: 'liebesbetrüger-frauen-bilder',
    seo: {
      title: 'Liebesbetrüger-Bilder Frauen: Fotos von Models prüfen',
      description:
        'Gestohlene Fotos von Models, Influencerinnen und Privatfrauen: So erkennen Sie Fake-Profile mit Frauenbildern. Prüfung per Bildrückwärtssuche für 39 €.',
      keywords: [
        'Liebesbetrüger Bilder Frauen',
        'gestohlene Frauenfotos',
        'Fake-Profil Model',
        'Romance-Scam Frauenbilder',
        'Bildrückwärtssuche Frau',
        'Liebesbetrug Männer Opfer',
      ],
    },
    hero: {
      title: 'Gestohlene Frauenfotos im Liebesbetrug erkennen',
      subtitle:
        'Viele Profile mit schönen Frauenbildern werden in Wahrheit von Betrügerbanden geführt. Wir prüfen, ob die Fotos einer Influencerin, einem Model oder einer fremden Privatperson gehören.',
      guarantee: 'Keine Treffer? Dann prüfen wir beim nächsten Mal kostenlos.',
      buttonText: 'Frauenfotos prüfen lassen',
    },
    article: {
      title: 'Wie Betrüger mit fremden Frauenbildern arbeiten',
      subtitle:
        'Vom Model-Foto bis zum Urlaubsbild einer Privatfrau: woher die Bilder stammen und worauf Sie achten sollten',
      text: `Liebesbetrug, international Romance-Scam genannt, trifft Männer genauso wie Frauen. Die Täter geben sich als alleinstehende Frau aus, schreiben liebevoll und regelmäßig und bitten erst nach Wochen um Geld. Die Fotos dazu stammen selten von der Person am anderen Ende. Beliebt sind Bilder von Models und Influencerinnen mit vielen Followern, zunehmend aber auch Urlaubs- und Familienfotos ganz normaler Frauen, deren Instagram- oder Facebook-Konto öffentlich ist. Solche Alltagsbilder wirken glaubwürdiger und sind schwerer zu entlarven als ein Hochglanzfoto.

Ein Warnzeichen ist, wenn die Frau auf allen Bildern wie aus einer Werbung aussieht, aber nie ein spontanes Foto schicken kann. Bitten Sie um ein Bild mit einem bestimmten Gegenstand, kommen Ausreden: Die Kamera sei kaputt, das Licht zu schlecht. Häufig folgen bald Geschichten über eine kranke Mutter, ein gesperrtes Konto oder eine Reise, für die angeblich Geld fehlt. Eine weitere Masche: Die angebliche Frau erzählt von großen Gewinnen mit Kryptowährung und will Ihnen zeigen, wie das geht. Auch Bitten um intime Fotos, denen eine Erpressung folgt, kommen vor.

Nehmen Sie sich zwei oder drei ihrer Bilder vor und suchen Sie diese mit Google Lens oder TinEye. Findet die Suche dieselben Fotos bei einem Instagram-Konto mit anderem Namen, bei einer Modelagentur oder einer Bildagentur, ist das Profil mit großer Wahrscheinlichkeit gefälscht. Schauen Sie sich auch den Hintergrund an: Straßenschilder, Steckdosen oder Autokennzeichen passen manchmal nicht zum angeblichen Wohnort. Wirkt Ihre Bekanntschaft auf den Bildern mal zwanzig, mal fünfunddreißig Jahre alt, wurden die Fotos vermutlich aus verschiedenen Jahren zusammengesucht.

Bleibt Ihre eigene Suche ohne Treffer, übernehmen unsere Spezialistinnen und Spezialisten. Sie gleichen jedes Foto in mehreren Suchdiensten ab und achten dabei auf identische Kopien ebenso wie auf bearbeitete Fassungen. Außerdem recherchieren sie, ob der genannte Name, Beruf und Wohnort in öffentlichen Quellen zusammenpassen. Eine Gesichtserkennung setzen wir nicht ein; wir suchen nach den Bildern selbst und werten die Fundstellen von Hand aus. Sie zahlen einmalig 39 € inkl. MwSt. je Person, ein Abo gibt es nicht. Das Angebot richtet sich ausschließlich an Erwachsene.

Schicken Sie kein Geld, keine Gutscheinkarten und keine Kryptowährung, solange Zweifel bestehen. Senden Sie keine intimen Bilder und keine Ausweiskopie. Sichern Sie Chatverläufe, Profilnamen und Kontonummern als Bildschirmfotos. Wird Ihnen mit der Veröffentlichung von Bildern gedroht, zahlen Sie nicht, sondern gehen Sie zur Polizei, denn Zahlungen beenden eine Erpressung fast nie. Ist Geld geflossen, sprechen Sie sofort mit Ihrer Bank. Melden Sie das Profil und blockieren Sie den Kontakt. Übrigens ahnt die echte Frau auf den Fotos meist nicht, dass ihre Bilder missbraucht werden.`,
    },
    categories: [
      {
        title: 'Woher gestohlene Frauenbilder stammen',
        items: [
          'Öffentliche Konten von Influencerinnen und Models',
          'Bildagenturen und Werbekampagnen',
          'Urlaubs- und Familienbilder privater Frauen',
          'Alte Profile aus Dating-Apps und Foren',
        ],
      },
      {
        title: 'Unser Vorgehen bei Frauenfotos',
        items: [
          'Suche nach Kopien jedes einzelnen Bildes',
          'Prüfung von Ausschnitten und Filtern',
          'Abgleich der Angaben mit öffentlichen Quellen',
          'Verständlicher Ergebnisbericht mit allen Fundstellen',
        ],
      },
      {
        title: 'Gut zu wissen vor der Buchung',
        items: [
          '39 € inkl. MwSt. pro Person, kein Abo',
          'Nur für Erwachsene ab 18 Jahren',
          'Keine Gesichtserkennung, nur Bildabgleich',
          retentionShort,
        ],
      },
    ],
    warning: {
      title: 'Typische Muster bei falschen Frauenprofilen',
      description:
        'Einzeln beweisen diese Punkte nichts. Treffen mehrere zu, sollten Sie die Fotos prüfen, bevor Sie weiterschreiben oder zahlen.',
      left: {
        title: 'Hinweise im Profil',
        items: [
          'Nur Hochglanzbilder, kein einziges Alltagsfoto',
          'Sehr junge Frau schreibt deutlich älteren Männern',
          'Wenige Angaben, aber sofort große Gefühle',
          'Profil erst vor kurzer Zeit angelegt',
        ],
      },
      right: {
        title: 'Hinweise im Gespräch',
        items: [
          'Kein spontanes Foto und kein Videoanruf',
          'Notlagen, Krankheiten und gesperrte Konten',
          'Tipps für angeblich sichere Krypto-Gewinne',
          'Bitte um intime Bilder oder einen freizügigen Videochat',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'bilder-von-personen-finden',
    category: 'image-check',
    service: 'bilder-personen-suche',
    seo: {
      title: 'Bilder von Personen finden: Bildrückwärtssuche erklärt',
      description:
        'Wo taucht ein Foto im Internet auf? Was die Bildrückwärtssuche kann, wo ihre Grenzen liegen und wann eine Suche erlaubt ist: nur bei berechtigtem Interesse.',
      keywords: [
        'Bilder von Personen finden',
        'Bildrückwärtssuche',
        'Foto im Internet suchen',
        'berechtigtes Interesse',
        'eigene Bilder missbraucht',
        'Herkunft eines Fotos',
      ],
    },
    hero: {
      title: 'Bilder von Personen finden – mit berechtigtem Interesse',
      subtitle:
        'Sie möchten wissen, wo ein bestimmtes Foto im Internet noch auftaucht, etwa weil Ihre eigenen Bilder missbraucht werden oder ein Online-Kontakt Zweifel weckt? Wir suchen von Hand nach Kopien dieses Bildes.',
      guarantee: 'Bleibt die Suche ohne Treffer, ist die nächste Prüfung kostenlos.',
      buttonText: 'Bildersuche beauftragen',
    },
    article: {
      title: 'Was eine Bildersuche leisten kann – und was nicht',
      subtitle: 'Fundstellen eines Fotos aufspüren, die Grenzen der Technik kennen und die Rechte anderer wahren',
      text: `Wer ein Foto in eine Bildrückwärtssuche lädt, fragt die Suchmaschine: Wo im öffentlichen Internet gibt es genau dieses Bild oder eine leicht veränderte Kopie davon? Das hilft, wenn Sie einem Online-Kontakt nicht trauen. Beim Liebesbetrug (englisch Romance-Scam) spielen Täter eine Liebesbeziehung vor, um Geld zu erhalten, und schmücken sich dafür mit fremden Fotos. Ebenso nützlich ist die Suche, wenn Sie befürchten, dass jemand Ihre eigenen Bilder für ein falsches Profil nutzt, etwa um in Ihrem Namen Bekannte anzuschreiben.

Wichtig ist, die Grenzen zu kennen. Die Bildrückwärtssuche findet Kopien desselben Bildes, auch wenn es verkleinert, beschnitten oder mit einem Filter versehen wurde. Sie findet aber keine anderen Fotos derselben Person, die an einem anderen Tag aufgenommen wurden. Bilder aus privaten Konten, geschlossenen Gruppen oder Messengern sind für Suchmaschinen unsichtbar. Frisch hochgeladene Fotos tauchen oft erst nach Tagen oder Wochen auf. Keine Treffer bedeuten deshalb nicht, dass ein Bild echt ist, sondern nur, dass öffentlich keine Kopie gefunden wurde.

So gehen Sie selbst vor: Speichern Sie das Bild oder machen Sie ein Bildschirmfoto, schneiden Sie es auf die Person zu und probieren Sie nacheinander Google Lens, die Bing-Bildersuche und TinEye aus. Jede Suchmaschine hat einen anderen Bestand, daher lohnt sich der Vergleich. Bei TinEye lassen sich die Treffer nach Datum sortieren; das älteste Ergebnis zeigt oft, woher ein Foto ursprünglich stammt. Notieren Sie die Adressen aller Fundstellen. Wiederholen Sie die Suche nach einigen Wochen, wenn Sie Ihre eigenen Bilder im Blick behalten möchten.

Wir übernehmen eine Suche nur, wenn ein berechtigtes Interesse besteht: Sie möchten sich vor Betrug schützen, den Missbrauch Ihrer eigenen Fotos aufklären oder einen Kontakt vor einem Treffen oder einer Zahlung überprüfen. Reine Neugier, das Ausforschen von Fremden oder die Überwachung früherer Partner lehnen wir ab. Wer einem anderen Menschen unbefugt und wiederholt nachstellt, sodass dessen Lebensgestaltung nicht unerheblich beeinträchtigt werden kann, macht sich unter Umständen nach § 238 StGB (Nachstellung) strafbar. Dieser Hinweis gibt nur die allgemeine Rechtslage wieder und ersetzt keine Rechtsberatung. Ihr berechtigtes Interesse bestätigen Sie bei der Buchung ausdrücklich.

Unsere Spezialistinnen und Spezialisten suchen jedes eingereichte Bild von Hand in mehreren Suchdiensten ab, prüfen Ausschnitte und bearbeitete Varianten und werten die Fundstellen aus: Welcher Name steht neben dem Bild, wie alt ist die älteste Fundstelle, auf welcher Art von Seite taucht es auf? Eine Gesichtserkennung, die nach weiteren Aufnahmen eines Gesichts fahndet, nutzen wir bewusst nicht. Ein Auftrag kostet 39 € inkl. MwSt., umfasst eine Person und steht nur Volljährigen offen. Den Ergebnisbericht mit allen Fundstellen erhalten Sie gewöhnlich ein bis zwei Tage, nachdem Zahlung und alle Angaben bei uns eingegangen sind.

Entdecken Sie Ihr eigenes Foto unter fremdem Namen, sichern Sie die Fundstelle mit Bildschirmfoto und Internetadresse und melden Sie das Profil dem Netzwerk über dessen Meldeformular als Identitätsmissbrauch. Bitten Sie Freunde, die Kopie ebenfalls zu melden. Taucht das Bild eines Online-Kontakts bei einer ganz anderen Person auf, leisten Sie keine Zahlungen mehr und blockieren Sie den Kontakt. Haben Sie dieser Person schon Geld gegeben, legen Sie Ihrer Bank und der Polizei die gesicherten Beweise vor.`,
    },
    categories: [
      {
        title: 'Wofür die Suche gedacht ist',
        items: [
          'Eigene Fotos auf fremden Profilen aufspüren',
          'Bilder eines Online-Kontakts vor dem Treffen prüfen',
          'Verdacht auf Liebesbetrug vor einer Zahlung klären',
          'Gestohlene Porträts oder Geschäftsfotos finden',
        ],
      },
      {
        title: 'Wofür wir nicht suchen',
        items: [
          'Ausforschen von Fremden aus reiner Neugier',
          'Überwachung von Ex-Partnern oder Kollegen',
          'Ermitteln von Wohnorten, um jemanden aufzusuchen',
          'Adresshandel, Werbung oder diskriminierende Zwecke',
        ],
      },
      {
        title: 'Was Sie von uns erhalten',
        items: [
          'Liste aller öffentlichen Fundstellen des Bildes',
          'Einordnung nach Name, Datum und Zusammenhang',
          'Hinweise auf Anzeichen für ein Fake-Profil',
          'Schriftliches Ergebnis per E-Mail',
        ],
      },
    ],
    warning: {
      title: 'Wann Sie die Herkunft eines Fotos prüfen sollten',
      description:
        'Unter „Gute Gründe für eine Suche“ finden Sie typische Anlässe, unter „Grenzen der Bildrückwärtssuche“, was die Technik grundsätzlich nicht kann.',
      left: {
        title: 'Gute Gründe für eine Suche',
        items: [
          'Ein Bekannter meldet ein Profil mit Ihrem Foto',
          'Ein Online-Kontakt bittet nach kurzer Zeit um Geld',
          'Die Bilder wirken zu professionell für ein Privatprofil',
          'Ein Geschäftskontakt zeigt kein überprüfbares Foto',
        ],
      },
      right: {
        title: 'Grenzen der Bildrückwärtssuche',
        items: [
          'Findet keine anderen Fotos desselben Gesichts',
          'Sieht keine privaten Konten oder Chats',
          'Erfasst neue Bilder oft erst mit Verzögerung',
          'Keine Treffer sind kein Beweis für Echtheit',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'love-scam-bilder',
    category: 'image-check',
    service: 'love-scam-image-analysis',
    seo: {
      title: 'Love-Scam-Bilder prüfen: Selfies, Pass und Klinikfotos',
      description:
        'Ausweisfoto, Krankenhausbild oder Beweis-Selfie von einem Online-Kontakt? So prüfen Sie zugeschickte Fotos selbst oder lassen sie von unserem Team prüfen.',
      keywords: [
        'Love-Scam Bilder',
        'Ausweisfoto Betrüger',
        'Krankenhausfoto Liebesbetrug',
        'Beweisfoto prüfen',
        'Romance-Scam Selfie',
        'Bildrückwärtssuche',
      ],
    },
    hero: {
      title: 'Love-Scam-Bilder prüfen: Was zugeschickte Fotos verraten',
      subtitle:
        'Ein Passfoto als Vertrauensbeweis, ein Selfie mit Ihrem Namen, ein Bild aus dem Krankenhaus: Wir prüfen, ob solche Fotos aus fremden Quellen stammen oder Spuren einer Bearbeitung zeigen.',
      guarantee: 'Keine Treffer? Die Folgeprüfung kostet Sie nichts.',
      buttonText: 'Zugeschickte Fotos prüfen',
    },
    article: {
      title: 'Beweisfotos im Love-Scam: warum sie so überzeugend wirken',
      subtitle:
        'Selfies, Ausweise, Krankenhausbilder und Paketfotos: wie Betrüger Bilder als Beweis einsetzen und wie man sie überprüft',
      text: `Love-Scam ist ein anderer Name für Romance-Scam oder Liebesbetrug: Jemand spielt Ihnen im Internet Liebe vor und hat es dabei auf Ihr Geld abgesehen. Sobald erste Zweifel aufkommen, liefern die Täter „Beweise“. Sie schicken ein Foto ihres Reisepasses, ein Selfie, das einen handgeschriebenen Zettel mit Ihrem Namen zeigt, ein Bild aus einem Krankenhausbett oder von einem Paket mit Gold, das angeblich am Zoll festhängt. Diese Bilder sollen Ihre Bedenken zerstreuen und die nächste Geldforderung glaubwürdig machen.

Viele dieser Beweisfotos sind selbst gefälscht oder gestohlen. Ausweisbilder stammen oft aus Vorlagen im Internet oder aus früheren Betrugsfällen; Schrift, Abstände und Passbild wirken dann leicht verschoben. Krankenhausfotos zeigen meist fremde Patienten, deren Bilder in Spendenaufrufen oder Nachrichtenartikeln erschienen sind. Bei Selfies mit Ihrem Namen wurde der Zettel häufig nachträglich eingefügt: Achten Sie auf Schatten, Kanten und Finger, die unnatürlich um das Papier liegen. Auch ein unscharfes Bild, das angeblich gerade eben aufgenommen wurde, sollte Sie stutzig machen.

Suchen Sie jedes zugeschickte Bild einzeln mit Google Lens oder TinEye, auch das Passfoto. Taucht ein Krankenhausbild in einem Artikel über einen Unfall in einem anderen Land auf, ist die Sache klar. Vergleichen Sie beim Ausweis die Angaben mit dem, was Ihnen erzählt wurde: Geburtsdatum, Geburtsort, Ablaufdatum. Bitten Sie außerdem darum, sofort ein aktuelles Bild mit einer ungewöhnlichen Geste zu schicken, etwa drei erhobenen Fingern an der linken Hand. Echte Menschen erfüllen so eine Bitte in wenigen Minuten, Betrüger kommen mit Ausreden.

Unsere Spezialistinnen und Spezialisten sehen sich die Bilder, die Ihnen geschickt wurden, von Hand an. Sie suchen in mehreren Suchdiensten nach identischen und bearbeiteten Kopien, auch nach Ausschnitten wie dem Passbild allein, und vergleichen die Fundstellen mit öffentlichen Quellen und bekannten Mustern des Liebesbetrugs. Sichtbare Unstimmigkeiten, etwa unpassende Schriften oder Spuren einer Fotomontage, halten sie im Ergebnisbericht fest. Eine Gesichtserkennung verwenden wir nicht, und die Echtheit eines Dokuments können wir nicht bescheinigen. Der Preis: 39 € inkl. MwSt., eine Person pro Auftrag.

Ein Ausweisfoto ist kein Beweis für Ehrlichkeit, auch wenn es so wirken soll. Schicken Sie umgekehrt niemals eine Kopie Ihres eigenen Ausweises, denn damit können Täter in Ihrem Namen Konten eröffnen oder Verträge abschließen. Hat Ihre Bekanntschaft Ihr Ausweisbild schon erhalten, informieren Sie die Polizei und behalten Sie Ihre Kontoauszüge genau im Blick. Stoppen Sie alle Zahlungen, sichern Sie die zugeschickten Bilder in Originalgröße mitsamt Chatverlauf und melden Sie das Profil der Plattform, auf der Sie sich kennengelernt haben.`,
    },
    categories: [
      {
        title: 'Bilder, die als Beweis geschickt werden',
        items: [
          'Reisepass oder Personalausweis als Foto',
          'Selfie mit Zettel, Datum oder Ihrem Namen',
          'Bilder aus Krankenhaus, Unfall oder Gefängnis',
          'Fotos von Paketen, Gold, Schecks oder Verträgen',
        ],
      },
      {
        title: 'Worauf wir bei diesen Bildern achten',
        items: [
          'Frühere Fundstellen im öffentlichen Internet',
          'Unstimmigkeiten in Schrift, Schatten und Kanten',
          'Widersprüche zu den Angaben im Chat',
          'Übereinstimmung mit bekannten Betrugsmaschen',
        ],
      },
      {
        title: 'Für Ihren Auftrag bereithalten',
        items: [
          'Alle zugeschickten Fotos in Originalgröße',
          'Profilname und Plattform der Person',
          'Kurze Schilderung, was Ihnen erzählt wurde',
          'Bestätigung Ihres berechtigten Interesses',
        ],
      },
    ],
    warning: {
      title: 'Wenn Fotos plötzlich als Beweis dienen sollen',
      description:
        'Wer es ernst meint, muss seine Existenz selten mit Dokumenten belegen. Ungefragt geschickte Beweise gehen oft einer Geldforderung voraus.',
      left: {
        title: 'Verdächtige Beweisbilder',
        items: [
          'Passfoto, das ungefragt geschickt wird',
          'Krankenhausbild kurz vor einer Geldbitte',
          'Selfie, auf dem der Zettel wie eingeklebt wirkt',
          'Bild eines Pakets, für das Zoll fällig sein soll',
        ],
      },
      right: {
        title: 'Was Sie jetzt unterlassen sollten',
        items: [
          'Keine Kopie Ihres eigenen Ausweises senden',
          'Kein Geld für Klinik, Anwalt oder Zoll',
          'Keine Gutscheinkarten oder Kryptowährung kaufen',
          'Bilder und Chats nicht löschen, sondern sichern',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'fake-profil-heiratsschwindler-fotos',
    category: 'image-check',
    service: 'heiratsschwindler-foto-check',
    seo: {
      title: 'Heiratsschwindler-Fotos: Fake-Profil an den Bildern prüfen',
      description:
        'Heiratsversprechen, Ringfotos, Bilder vom gemeinsamen Haus: So entlarven Sie die Fotos von Heiratsschwindlern. Manuelle Bildprüfung für 39 € inkl. MwSt.',
      keywords: [
        'Heiratsschwindler Fotos',
        'Heiratsschwindel erkennen',
        'Fake-Profil Heiratsschwindler',
        'Heiratsversprechen Betrug',
        'Liebesbetrug Hochzeit',
        'Bildrückwärtssuche',
      ],
    },
    hero: {
      title: 'Fotos von Heiratsschwindlern erkennen und prüfen lassen',
      subtitle:
        'Ihr Gegenüber spricht schon von Hochzeit, schickt Bilder vom Ring und vom Haus, in dem Sie gemeinsam leben sollen, und braucht nun Geld. Wir prüfen, woher diese Fotos wirklich stammen.',
      guarantee: 'Keine Treffer? Ihre nächste Analyse ist kostenlos.',
      buttonText: 'Fotos des Partners prüfen',
    },
    article: {
      title: 'Heiratsschwindel im Internet: die Rolle der Fotos',
      subtitle: 'Warum Hochzeitspläne, Ringe und Familienbilder so wirksam sind und wie Sie die Bilder überprüfen',
      text: `Heiratsschwindel ist eine besonders schmerzhafte Form des Liebesbetrugs, international Romance-Scam genannt: Jemand gewinnt über Dating-Seiten oder soziale Netzwerke Ihr Vertrauen, spricht bald von Ehe und gemeinsamer Zukunft und verlangt dann Geld – für das Visum, die Hochzeitsfeier, die Auflösung eines Geschäfts im Ausland oder die Anzahlung für ein Haus. Das Heiratsversprechen erzeugt Verbindlichkeit. Wer glaubt, bald verheiratet zu sein, hilft dem künftigen Ehepartner eher als einer flüchtigen Bekanntschaft.

Fotos spielen dabei eine zentrale Rolle. Schwindler zeigen sich gern erfolgreich und familiär: im Anzug vor einem großen Haus, mit Kindern aus erster Ehe, mit einem Ring, den sie angeblich schon gekauft haben. Oft stammen diese Bilder aus den Konten verschiedener echter Menschen, aus Immobilienanzeigen oder aus Schmuckwerbung. Verdächtig ist, wenn das Zuhause auf den Bildern nicht zur Geschichte passt, wenn die Kinder nie mit Namen vorkommen oder wenn die Person zwar von Hochzeit spricht, aber nie zu einem Videoanruf bereit ist.

Prüfen Sie zuerst das Foto, das Ihnen am meisten bedeutet, etwa das Bild mit dem Ring oder das Familienfoto. Suchen Sie es mit Google Lens oder TinEye und sehen Sie nach, ob es in einer Immobilienanzeige, im Onlineshop eines Juweliers oder auf dem Profil eines Fremden auftaucht. Fragen Sie nach der Adresse des angeblichen Hauses und sehen Sie sich die Straße in einem Kartendienst an. Bitten Sie um einen Videoanruf zu einer festen Uhrzeit. Wer Sie heiraten möchte, wird sich Ihnen zeigen können.

Unsere Spezialistinnen und Spezialisten sichten sämtliche Bilder der zu prüfenden Person, die Ihnen vorliegen, ausdrücklich auch Aufnahmen von Haus, Auto oder Ring. Sie suchen per Bildrückwärtssuche in mehreren Diensten nach identischen und bearbeiteten Kopien der Fotos, prüfen, ob Name und Lebenslauf in öffentlichen Quellen auftauchen, und legen die erzählte Geschichte neben typische Abläufe des Heiratsschwindels. Das geschieht von Hand; Software zur Gesichtserkennung nutzen wir nicht, und in private Konten schauen wir nicht hinein. Der Auftrag kostet 39 € inkl. MwSt.; die Antwort kommt gewöhnlich binnen 24–48 Stunden als E-Mail.

Haben Sie bereits Geld gegeben, sind Sie weder allein noch naiv, denn diese Täter gehen planvoll vor. Zahlen Sie nichts weiter und treffen Sie keine Entscheidung über Ihr Vermögen, bis die Fotos geprüft sind. Sichern Sie Nachrichten, Bilder und Überweisungsbelege. Informieren Sie Ihre Bank und gehen Sie mit Ihren Unterlagen zur Polizei; strafrechtlich fällt Heiratsschwindel meist unter den Betrugsparagrafen, § 263 StGB. Das ist eine allgemeine Auskunft, keine rechtliche Beratung im Einzelfall. Vertrauen Sie sich außerdem einem Menschen in Ihrem Umfeld an.`,
    },
    categories: [
      {
        title: 'Typische Fotos von Heiratsschwindlern',
        items: [
          'Bilder mit Verlobungsring oder Hochzeitskleidung',
          'Fotos vor Villen, Booten oder teuren Autos',
          'Familienbilder mit angeblichen Kindern',
          'Porträts im Anzug oder in Berufskleidung',
        ],
      },
      {
        title: 'Was in unsere Analyse einfließt',
        items: [
          'Abgleich jedes Fotos in mehreren Suchdiensten',
          'Prüfung von Haus-, Auto- und Schmuckbildern',
          'Lebenslauf und Namen im Vergleich mit öffentlichen Quellen',
          'Vergleich mit bekannten Mustern des Heiratsschwindels',
        ],
      },
      {
        title: 'Ihre Vorteile',
        items: [
          'Fester Preis von 39 € inkl. MwSt.',
          'Diskrete Bearbeitung, Hosting in Deutschland',
          'Eine Person pro Auftrag, kein Abo',
          'Nächste Prüfung kostenlos, wenn es keine Treffer gibt',
        ],
      },
    ],
    warning: {
      title: 'Hochzeitspläne und Geldnot: ein gefährliches Paar',
      description:
        'Diese Kombinationen tauchen bei Heiratsschwindel immer wieder auf. Nehmen Sie sie ernst, auch wenn Ihnen die Zuneigung aufrichtig erscheint.',
      left: {
        title: 'Versprechen',
        items: [
          'Heiratsantrag ohne persönliches Treffen',
          'Pläne für ein gemeinsames Haus nach wenigen Wochen',
          'Angebliche Umzugspläne nach Deutschland',
          'Fotos vom Ring als Zeichen der Ernsthaftigkeit',
        ],
      },
      right: {
        title: 'Forderungen',
        items: [
          'Geld für Visum, Papiere oder Flug',
          'Hilfe bei einem angeblich eingefrorenen Erbe',
          'Anzahlung für Hochzeit oder Haus',
          'Bitte, der eigenen Familie nichts zu erzählen',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'instagram-profile-fake',
    category: 'social-media',
    service: 'instagram-fake-analysis',
    seo: {
      title: 'Instagram-Profil fake? Follower, Alter und Beiträge prüfen',
      description:
        'Ist ein Instagram-Profil echt? Woran Sie gekaufte Follower, neue Konten und gestohlene Beiträge erkennen und wie unser Team das Profil für 39 € prüft.',
      keywords: [
        'Instagram Profil fake',
        'Instagram Fake-Account erkennen',
        'gekaufte Follower',
        'Instagram Konto prüfen',
        'gestohlene Bilder Instagram',
        'Instagram Betrug',
      ],
    },
    hero: {
      title: 'Instagram-Profil fake? Wir analysieren das verdächtige Konto',
      subtitle:
        'Schöne Bilder, viele Follower, eine freundliche Nachricht – und doch stimmt etwas nicht. Wir prüfen Follower-Muster, Kontoverlauf und die Herkunft der Beiträge.',
      guarantee: 'Bleibt die Analyse ergebnislos, zahlen Sie die nächste nicht.',
      buttonText: 'Instagram-Profil prüfen',
    },
    article: {
      title: 'So entlarven Sie ein gefälschtes Instagram-Profil',
      subtitle: 'Follower, Kontoalter, Beiträge und Nachrichten: die wichtigsten Prüfpunkte im Überblick',
      text: `Gefälschte Instagram-Profile dienen verschiedenen Zwecken. Manche bahnen einen Liebesbetrug an, auch Romance-Scam genannt: Über Direktnachrichten entsteht eine Beziehung, bis Geld gefordert wird. Andere werben für angebliche Anlagechancen, verkaufen Waren, die nie ankommen, oder wollen an Ihre Zugangsdaten gelangen. Gemeinsam ist ihnen, dass sie Vertrauen über den ersten Eindruck herstellen. Ein gepflegtes Raster aus Fotos, ein paar Tausend Follower und ein blauer Haken neben dem Namen, der manchmal nur als Emoji eingefügt ist, lassen ein Konto seriös wirken.

Werfen Sie einen Blick auf die Follower. Bei gekauften Followern sehen Sie viele Konten ohne Profilbild, mit Namen aus Zahlen und Buchstaben oder ohne eigene Beiträge. Passt die Zahl der Follower nicht zu den Reaktionen, etwa 20.000 Follower, aber nur zehn Likes pro Bild, ist das auffällig. Ebenso verdächtig sind Kommentare, die nur aus Emojis oder allgemeinen Sätzen wie „Tolles Bild“ bestehen und bei jedem Beitrag ähnlich klingen. Echte Konten haben Follower, die zur Person passen, etwa aus derselben Stadt oder demselben Beruf.

Viele Hinweise liefert Instagram selbst. Öffnen Sie das Menü des Profils über das Symbol oben rechts; dort finden Sie den Punkt „Info zu diesem Konto“. Er verrät häufig das Beitrittsdatum, das Land, aus dem das Konto geführt wird, und wie oft der Benutzername gewechselt hat. Ein Konto, das vor drei Wochen angelegt wurde, aber Fotos aus zehn Jahren zeigt, ist merkwürdig. Scrollen Sie bis zum ältesten Beitrag: Wurden viele Bilder am selben Tag hochgeladen? Prüfen Sie einzelne Fotos zusätzlich per Bildrückwärtssuche mit Google Lens.

Gestohlene Inhalte erkennt man oft erst im Vergleich. Betrüger kopieren komplette Bildstrecken von Reisebloggern, Fitnesstrainern oder Privatleuten und geben sie als ihr eigenes Leben aus. Unsere Spezialistinnen und Spezialisten suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Fotos aus dem Konto, prüfen aktuelle und frühere Benutzernamen in öffentlichen Quellen und bewerten Follower-Struktur und Aktivität von Hand. Wir sehen nur, was öffentlich sichtbar ist; private Konten oder Nachrichten öffnen wir nicht. Pro Auftrag prüfen wir eine Person und ihr Konto für 39 € inkl. MwSt.

Bis das Ergebnis vorliegt, schicken Sie kein Geld und öffnen Sie keine Links, die Ihnen das Konto per Direktnachricht sendet. Geben Sie niemals Bestätigungscodes weiter, die Sie per SMS erhalten. Halten Sie Profil, Follower-Zahl und Nachrichten in Bildschirmfotos fest, denn gefälschte Konten verschwinden oft schnell. Instagram bietet im Profilmenü eine Meldung als Betrug oder gefälschtes Konto an; nutzen Sie sie und blockieren Sie den Kontakt danach. Ist schon Geld geflossen, telefonieren Sie möglichst sofort mit Ihrer Bank; außerdem gehört der Fall zur Polizei.`,
    },
    categories: [
      {
        title: 'Prüfpunkte am Instagram-Konto',
        items: [
          'Alter des Kontos und frühere Benutzernamen',
          'Follower-Zahl im Vergleich zu Likes und Kommentaren',
          'Zeitpunkt der Beiträge: viele an einem einzigen Tag',
          'Herkunft der Bilder per Bildrückwärtssuche',
        ],
      },
      {
        title: 'Häufige Zwecke falscher Konten',
        items: [
          'Anbahnung von Liebesbetrug per Direktnachricht',
          'Werbung für angebliche Krypto-Anlagen',
          'Verkauf von Waren, die nie geliefert werden',
          'Abgreifen von Passwörtern und Codes',
        ],
      },
      {
        title: 'Das umfasst unsere Instagram-Analyse',
        items: [
          'Manuelle Auswertung der öffentlichen Beiträge',
          'Suche nach kopierten Bildstrecken',
          'Abgleich mit öffentlichen Quellen und Mustern',
          'Schriftlicher Ergebnisbericht meist in 24–48 Stunden',
        ],
      },
    ],
    warning: {
      title: 'Wo sich gefälschte Instagram-Konten verraten',
      description:
        'Kein einzelnes Merkmal ist ein Beweis. Wer aber mehrere dieser Punkte bemerkt, sollte das Konto genauer ansehen lassen.',
      left: {
        title: 'Am Profil sichtbar',
        items: [
          'Viele Follower, aber kaum echte Reaktionen',
          'Neues Konto mit Bildern aus vielen Jahren',
          'Mehrfach geänderter Benutzername',
          'Blauer Haken nur als Emoji im Namen',
        ],
      },
      right: {
        title: 'In Direktnachrichten',
        items: [
          'Unerwartete Nachricht mit Kompliment',
          'Drängen auf ein Gespräch außerhalb von Instagram',
          'Bitte um einen per SMS gesendeten Code',
          'Angebot einer angeblich sicheren Geldanlage',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'facebook-fake-profil-finden',
    category: 'social-media',
    service: 'facebook-fake-search',
    seo: {
      title: 'Facebook-Fake-Profil finden: geklonte Konten erkennen',
      description:
        'Ein Bekannter schickt eine zweite Freundschaftsanfrage? Woran Sie geklonte und erfundene Facebook-Profile erkennen und wie wir ein Konto für 39 € prüfen.',
      keywords: [
        'Facebook Fake-Profil finden',
        'geklontes Facebook-Profil',
        'Facebook Konto kopiert',
        'doppelte Freundschaftsanfrage',
        'Facebook Fake erkennen',
        'Facebook Betrug',
      ],
    },
    hero: {
      title: 'Facebook-Fake-Profil finden: echt, erfunden oder kopiert?',
      subtitle:
        'Eine Bekannte, mit der Sie längst befreundet sind, fragt erneut an, oder ein Fremder mit perfektem Profil schreibt Ihnen: Wir prüfen, ob hinter dem Facebook-Konto die Person steckt, die es zu sein vorgibt.',
      guarantee: 'Gibt es keine Treffer, ist die nächste Prüfung kostenlos.',
      buttonText: 'Facebook-Profil prüfen lassen',
    },
    article: {
      title: 'Geklonte und erfundene Facebook-Profile',
      subtitle:
        'Zwei Maschen, ähnliche Folgen: wie Betrüger auf Facebook vorgehen und wie Sie Kopie und Original auseinanderhalten',
      text: `Die meisten Fake-Profile auf Facebook gehören zu einer von zwei Sorten. Beim geklonten Profil kopieren Betrüger Name, Profilbild und Titelbild einer echten Person und verschicken damit Freundschaftsanfragen an deren Freundeskreis. Wer annimmt, erhält bald eine Nachricht mit einer Notlage, einem Gewinnspiel oder einem Link. Beim erfundenen Profil wird eine ganze Person neu zusammengesetzt, oft aus gestohlenen Fotos. Solche Konten dienen häufig dem Liebesbetrug, auf Englisch Romance-Scam: einer vorgetäuschten Liebesbeziehung, die früher oder später in Geldforderungen mündet.

Ein geklontes Profil erkennen Sie daran, dass Sie mit der Person eigentlich längst befreundet sind. Das neue Konto hat wenige Freunde, kaum Beiträge und ist erst wenige Tage oder Wochen alt. Oft fehlt die persönliche Ansprache, oder die Nachrichten klingen anders als sonst: fehlerhaftes Deutsch, ungewohnte Anrede, plötzliche Eile. Ein typischer Satz lautet: „Ich bin gerade im Ausland und komme nicht an mein Konto, kannst du mir kurz aushelfen?“ Bei erfundenen Profilen passen dagegen Wohnort, Arbeitgeber und Freundeskreis nicht zusammen.

Rufen Sie die echte Person an oder fragen Sie sie persönlich, ob die neue Anfrage wirklich von ihr stammt. Suchen Sie auf Facebook nach dem Namen und schauen Sie, ob es zwei Konten mit demselben Profilbild gibt; das ältere mit vielen gemeinsamen Freunden ist meist das Original. Bei Fremden lohnt ein Blick in den Bereich „Info“ und auf die Freundesliste: Viele Freunde aus fernen Ländern, aber keine aus dem angeblichen Wohnort sind auffällig. Prüfen Sie das Profilbild zusätzlich mit einer Bildrückwärtssuche.

Unsere Spezialistinnen und Spezialisten gleichen das Konto mit öffentlich sichtbaren Informationen ab. Sie prüfen, ob es zu dem Namen weitere Profile gibt und welches davon länger besteht, suchen in mehreren Suchdiensten nach identischen und bearbeiteten Kopien von Profil- und Titelbild und prüfen, ob Angaben zu Beruf und Wohnort irgendwo öffentlich bestätigt werden. Sie kennen die typischen Muster von Fake-Profilen in sozialen Netzwerken. Was nur für Freunde sichtbar ist, sehen auch wir nicht. Ein Profil-Check gilt genau einer Person; er kostet 39 € inkl. MwSt.

Wurde Ihr eigenes Konto geklont, melden Sie die Kopie über die Meldefunktion von Facebook als Identitätsmissbrauch und bitten Sie Freunde, das ebenfalls zu tun. Warnen Sie Ihren Freundeskreis mit einem kurzen Beitrag und stellen Sie die Sichtbarkeit Ihrer Freundesliste auf „Nur ich“, damit Betrüger sie nicht so leicht auslesen können. Haben Sie einer Kopie Geld geschickt, sichern Sie Bildschirmfotos und Zahlungsbelege, bitten Sie Ihre Bank noch am selben Tag um Hilfe und zeigen Sie den Betrug an. Klicken Sie keine Links in verdächtigen Nachrichten an.`,
    },
    categories: [
      {
        title: 'Merkmale eines geklonten Profils',
        items: [
          'Neue Anfrage von einem längst bestätigten Freund',
          'Kopiertes Profil- und Titelbild, kaum Beiträge',
          'Sehr kurze Freundesliste, erst kürzlich angelegt',
          'Ungewohnter Schreibstil und plötzliche Eile',
        ],
      },
      {
        title: 'So geht unser Team vor',
        items: [
          'Suche nach allen Konten mit demselben Namen',
          'Bildrückwärtssuche für Profil- und Titelbild',
          'Beruf und Wohnort im Abgleich mit öffentlichen Quellen',
          'Bewertung von Alter, Aktivität und Freundeskreis',
        ],
      },
      {
        title: 'Wann sich ein Facebook-Check lohnt',
        items: [
          'Ein Fremder schreibt Ihnen liebevolle Nachrichten',
          'Ein Bekannter bittet per Nachricht um Geld',
          'Ihr eigenes Profil wurde vermutlich kopiert',
          'Ein Verkäufer auf dem Marktplatz wirkt unseriös',
        ],
      },
    ],
    warning: {
      title: 'Original oder Kopie? Die wichtigsten Unterschiede',
      description:
        'Mit diesem Vergleich erkennen Sie viele geklonte Facebook-Konten schon selbst. Im Zweifel rufen Sie die echte Person einfach an.',
      left: {
        title: 'Das Original',
        items: [
          'Besteht seit Jahren, mit vielen Beiträgen',
          'Zahlreiche gemeinsame Freunde und Kommentare',
          'Ein persönlicher Ton, den Sie kennen',
          'Fotos aus verschiedenen Jahren und Anlässen',
        ],
      },
      right: {
        title: 'Die Kopie',
        items: [
          'Erst vor Tagen oder Wochen angelegt',
          'Kaum Freunde, fast keine eigenen Beiträge',
          'Nur Profil- und Titelbild des Originals',
          'Schnelle Bitte um Geld, Codes oder Klicks',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'social-media-betrug-erkennen',
    category: 'social-media',
    service: 'social-media-fraud-detection',
    seo: {
      title: 'Social-Media-Betrug erkennen: die häufigsten Maschen',
      description:
        'Fake-Shops, Krypto-Anlagen, falsche Gewinnspiele und gekaperte Konten: So erkennen Sie Betrug auf Instagram, Facebook und TikTok und handeln richtig.',
      keywords: [
        'Social-Media-Betrug erkennen',
        'Fake-Shop Instagram',
        'Krypto-Betrug',
        'falsches Gewinnspiel',
        'Konto gehackt',
        'Anlagebetrug soziale Netzwerke',
      ],
    },
    hero: {
      title: 'Social-Media-Betrug erkennen, bevor Geld verloren geht',
      subtitle:
        'Ob Schnäppchen-Shop, Krypto-Tipp, Gewinnspiel oder eine Nachricht vom gekaperten Konto einer Freundin: Wir prüfen das Profil dahinter von Hand.',
      guarantee: 'Ohne Treffer bekommen Sie die nächste Prüfung geschenkt.',
      buttonText: 'Verdächtiges Profil prüfen',
    },
    article: {
      title: 'Die häufigsten Betrugsmaschen in sozialen Netzwerken',
      subtitle: 'Was hinter Fake-Shops, Anlagetipps, Gewinnspielen und übernommenen Konten steckt',
      text: `Betrug in sozialen Netzwerken hat viele Gesichter. Sehr verbreitet sind Fake-Shops, die über Werbeanzeigen auf Instagram oder Facebook auftauchen: Markenkleidung, Gartenmöbel oder Elektronik zu auffällig niedrigen Preisen, oft mit dem Hinweis auf eine Geschäftsaufgabe. Bezahlt wird im Voraus, die Ware kommt nie oder ist wertlos. Achten Sie auf ein fehlendes oder lückenhaftes Impressum, sehr junge Internetadressen, Vorkasse als einzige Zahlungsart und Bewertungen, die es nur auf der Seite selbst gibt.

Besonders hohe Schäden entstehen bei Anlage- und Kryptobetrug. Ein angeblicher Finanzcoach, oft mit Luxusbildern und Tausenden Followern, verspricht hohe Renditen und lädt Sie in eine Telegram- oder WhatsApp-Gruppe ein. Dort jubeln angebliche Mitglieder über ihre Gewinne. Auf einer Handelsplattform sehen Sie Ihr Geld scheinbar wachsen, doch auszahlen lässt es sich nie. Häufig beginnt diese Masche als Liebesbetrug, also Romance-Scam: Erst entsteht eine Online-Beziehung, dann zeigt die neue Bekanntschaft, wie sie selbst mit Kryptowährung reich geworden sein will.

Falsche Gewinnspiele kopieren bekannte Marken oder Prominente: Sie hätten gewonnen und müssten nur Versandkosten zahlen oder Ihre Kartendaten eingeben. Eine weitere Masche ist die Kontoübernahme. Sie erhalten scheinbar von einer Freundin die Nachricht, Sie sollten ihr einen Code weiterleiten, der gleich per SMS kommt. Tatsächlich ist es der Code, mit dem Ihr eigenes Konto übernommen wird. Anschließend schreiben die Täter in Ihrem Namen Ihre Kontakte an, bieten Krypto-Gewinne an oder bitten um Geld.

Vieles lässt sich selbst prüfen: Geben Sie den Shopnamen zusammen mit „Erfahrungen“ oder „Betrug“ in eine Suchmaschine ein, nutzen Sie den Fakeshop-Finder der Verbraucherzentrale und fragen Sie bei Nachrichten von Freunden telefonisch nach. Bleiben Zweifel an einem Profil, prüfen unsere Spezialistinnen und Spezialisten es von Hand: Sie verfolgen, seit wann es besteht, ob Bilder und Texte von anderen kopiert wurden und ob Name, Firma oder Versprechen zu bekannten Betrugsmustern passen. Der Festpreis liegt bei 39 € inkl. MwSt. pro Person.

Wenn Sie betroffen sind, handeln Sie schnell. Haben Sie per Überweisung oder Lastschrift gezahlt, bitten Sie Ihre Bank umgehend, das Geld zurückzuholen, soweit das noch möglich ist; bei PayPal oder Kreditkarte melden Sie den Fall dem jeweiligen Anbieter. Zahlen Sie keine „Auszahlungsgebühren“ an eine Handelsplattform. Ändern Sie nach einer Kontoübernahme Ihr Passwort, aktivieren Sie die Anmeldung in zwei Schritten (Zwei-Faktor-Authentifizierung) und warnen Sie Ihre Kontakte. Sichern Sie alle Beweise, melden Sie den Betrug der jeweiligen Plattform und stellen Sie eine Strafanzeige, auf Wunsch auch online bei der Polizei Ihres Bundeslandes.`,
    },
    categories: [
      {
        title: 'Verbreitete Maschen im Überblick',
        items: [
          'Fake-Shops mit Lockpreisen und Vorkasse',
          'Krypto- und Anlagebetrug mit Fantasierenditen',
          'Falsche Gewinnspiele im Namen bekannter Marken',
          'Übernommene Konten, die Ihre Kontakte anschreiben',
        ],
      },
      {
        title: 'Was wir für Sie prüfen',
        items: [
          'Alter und Verlauf des verdächtigen Profils',
          'Kopierte Bilder, Texte und Bewertungen',
          'Angaben zu Person oder Firma in öffentlichen Quellen',
          'Übereinstimmung mit bekannten Betrugsmustern',
        ],
      },
      {
        title: 'Sofortmaßnahmen im Ernstfall',
        items: [
          'Bank oder Zahlungsdienst sofort informieren',
          'Passwort ändern, Zwei-Faktor-Schutz aktivieren',
          'Bildschirmfotos und Belege sichern',
          'Profil melden und Anzeige erstatten',
        ],
      },
    ],
    warning: {
      title: 'Alarmzeichen für Betrug in sozialen Netzwerken',
      description:
        'Betrüger setzen auf Zeitdruck und die Hoffnung auf ein gutes Geschäft. Halten Sie kurz inne, wenn Ihnen eines dieser Zeichen begegnet.',
      left: {
        title: 'Bei Angeboten',
        items: [
          'Preise weit unter dem üblichen Marktwert',
          'Garantierte Gewinne oder tägliche Renditen',
          'Gewinn nur gegen eine kleine Gebühr',
          'Nur Vorkasse oder Zahlung in Kryptowährung',
        ],
      },
      right: {
        title: 'Bei Nachrichten',
        items: [
          'Ein Freund bittet plötzlich um einen SMS-Code',
          'Link zu einer angeblichen Anmeldeseite',
          'Einladung in eine private Anlagegruppe',
          'Druck: Das Angebot gelte nur noch heute',
        ],
      },
    },
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'bekannte-fake-profile-instagram',
    category: 'social-media',
    service: 'instagram-scammer-database',
    seo: {
      title: 'Bekannte Fake-Profile auf Instagram: wiederkehrende Maschen',
      description:
        'Immer dieselben Fotos, neue Namen: Woran Sie wiederkehrende Betrüger-Konten auf Instagram erkennen, von falschen Soldaten und Ärzten bis zu Anlage-Coaches.',
      keywords: [
        'bekannte Fake-Profile Instagram',
        'Instagram Betrüger Konten',
        'falscher Soldat Instagram',
        'falscher Anlage-Coach',
        'wiederverwendete Fotos',
        'Instagram Scammer',
      ],
    },
    hero: {
      title: 'Bekannte Fake-Profile auf Instagram: dieselben Fotos, neue Namen',
      subtitle:
        'Viele Betrüger-Konten auf Instagram tauchen nach einer Sperre mit denselben Bildern wieder auf. Ob ein verdächtiges Profil zu solchen wiederkehrenden Mustern passt, prüfen unsere Spezialistinnen und Spezialisten von Hand.',
      guarantee: 'Ohne Treffer erhalten Sie eine weitere Prüfung kostenlos.',
      buttonText: 'Instagram-Konto abgleichen',
    },
    article: {
      title: 'Warum dieselben Betrüger-Konten immer wiederkehren',
      subtitle:
        'Wiederverwendete Bildsätze, falsche Uniformen und angebliche Finanzexperten: So erkennen Sie bekannte Muster',
      text: `Wird ein betrügerisches Instagram-Konto gesperrt, ist die Arbeit für die Täter nicht verloren. Sie legen ein neues Konto an, laden dieselben Fotos hoch und ändern nur den Namen. Manche Bildsätze eines echten Mannes oder einer echten Frau kursieren so über Jahre in Dutzenden Profilen. Oft dienen sie dem Liebesbetrug, auch Romance-Scam genannt, bei dem eine vorgespielte Beziehung zu Geldforderungen führt. Für Sie heißt das: Ein Foto, das schon einmal in einem Betrugsfall aufgetaucht ist, ist ein starkes Warnsignal.

Zu den häufigsten wiederkehrenden Rollen gehören Soldaten im Auslandseinsatz, Ärzte in Krisengebieten und Kapitäne auf Frachtschiffen. Die Konten zeigen Fotos in Uniform oder OP-Kleidung, patriotische Sprüche und wenige, aber sorgfältig gewählte Beiträge. Sie folgen oft Hunderten Frauen oder Männern einer bestimmten Altersgruppe und schreiben fast gleichlautende Nachrichten: Man habe Ihr Lächeln bemerkt und suche einen ehrlichen Menschen. Kurz darauf soll das Gespräch zu WhatsApp, Telegram oder Google Chat wechseln, wo Instagram nicht mehr eingreifen kann.

Eine ganz andere Gruppe sind angebliche Anlage-Coaches. Sie präsentieren Sportwagen, Hotelzimmer mit Meerblick und Bildschirmfotos von Gewinnen, versprechen Hilfe beim Vermögensaufbau und bitten Sie um eine Nachricht. Häufig geben sie sich als Mitarbeiter einer namhaften Vermögensverwaltung oder als Assistenz einer bekannten Persönlichkeit aus der Finanzwelt aus. Die Gewinne auf den Bildern sind gestellt, die begeisterten Kommentare stammen oft von Zweitkonten derselben Gruppe. Seriöse Finanzberater werben nicht per Direktnachricht um Fremde, und feste Renditen kann niemand garantieren.

Prüfen Sie selbst, ob ein Profil zu einem bekannten Muster passt. Suchen Sie das Profilbild und ein, zwei Beiträge mit Google Lens oder TinEye. Erscheinen dieselben Bilder unter mehreren Namen, in Warnforen oder in Zeitungsberichten über Liebesbetrug, ist der Fall recht eindeutig. Geben Sie auch Sätze aus den ersten Nachrichten in Anführungszeichen in eine Suchmaschine ein: Betrüger arbeiten mit Textvorlagen, die andere Betroffene bereits veröffentlicht haben. Unter „Info zu diesem Konto“ sehen Sie oft, wie häufig der Benutzername geändert wurde.

Wir führen keine Liste von Betrügern, sondern recherchieren jeden Fall neu: Wir suchen per Bildrückwärtssuche nach identischen und bearbeiteten Kopien der Bilder des Kontos, vergleichen die Treffer mit öffentlichen Quellen, Warnseiten und Presseberichten und prüfen, ob Geschichte und Textbausteine bekannten Mustern entsprechen. Der Profil-Check kostet 39 € inkl. MwSt.; die Rechnung kommt Minuten nach der Buchung, das Ergebnis meist ein bis zwei Tage später. Bis dahin gilt: kein Geld senden, keine Anlageplattform nutzen, Nachrichten sichern. Melden Sie das Konto bei Instagram und ziehen Sie bei Verlusten Bank und Polizei hinzu.`,
    },
    categories: [
      {
        title: 'Wiederkehrende Rollen auf Instagram',
        items: [
          'Soldat oder Offizier im Auslandseinsatz',
          'Ärztin oder Arzt in einem Krisengebiet',
          'Anlage-Coach mit Luxusbildern und Gewinnen',
          'Kapitän, Pilot oder Ingenieur im Ausland',
        ],
      },
      {
        title: 'Worauf unser Abgleich beruht',
        items: [
          'Bildrückwärtssuche in mehreren Diensten',
          'Öffentliche Warnseiten, Foren und Presseberichte',
          'Vergleich von Textbausteinen und Abläufen',
          'Prüfung früherer Namen und des Kontoalters',
        ],
      },
      {
        title: 'Das sollten Sie mitschicken',
        items: [
          'Link und Benutzername des Instagram-Kontos',
          'Bildschirmfotos der Profilbilder und Beiträge',
          'Die ersten Nachrichten im Wortlaut',
          'Angaben zu Geldforderungen oder Plattformen',
        ],
      },
    ],
    warning: {
      title: 'Hinweise auf ein wiederkehrendes Betrüger-Konto',
      description:
        'Wiederverwendete Bilder und Texte sind die Schwachstelle dieser Konten. Mit etwas Geduld lassen sie sich oft aufspüren.',
      left: {
        title: 'Spuren in Bildern und Profil',
        items: [
          'Dieselben Fotos unter anderem Namen gefunden',
          'Neues Konto mit auffällig wenigen Beiträgen',
          'Häufig geänderter Benutzername',
          'Folgt vielen Fremden einer Altersgruppe',
        ],
      },
      right: {
        title: 'Spuren in den Nachrichten',
        items: [
          'Kompliment zu Ihrem Lächeln oder Profilbild',
          'Text, der wortgleich im Internet steht',
          'Einladung zu einer Handelsplattform',
          'Gebühren, bevor Gewinne ausgezahlt werden',
        ],
      },
    },
  },
];
