import { retentionShort } from '../../retention.ts';
import type { LandingConfig } from '../../types.ts';

export const liebesbetrugerBilderFrauen: LandingConfig = {
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
};
