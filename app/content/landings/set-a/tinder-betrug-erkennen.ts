import { retentionShort } from '../../retention.ts';
import type { LandingConfig } from '../../types.ts';

export const tinderBetrugErkennen: LandingConfig = {
  slug: 'tinder-betrug-erkennen',
  category: 'dating-app',
  service: 'tinder-betrug-check',
  seo: {
    title: 'Tinder-Betrug erkennen: Match prüfen lassen',
    description:
      'Ihr Tinder-Match will sofort zu WhatsApp wechseln und bittet bald um Geld? Lesen Sie, woran Sie Betrug erkennen, und lassen Sie das Profil für 39 € prüfen.',
    keywords: [
      'tinder betrug',
      'tinder betrug erkennen',
      'tinder fake profil',
      'tinder whatsapp betrug',
      'tinder match will geld',
      'tinder betrüger',
    ],
  },
  hero: {
    title: 'Tinder-Betrug erkennen',
    subtitle:
      'Ihr Match möchte schnell zu WhatsApp wechseln, erzählt von großen Plänen und braucht plötzlich Geld? Lassen Sie das Profil prüfen, bevor Sie etwas überweisen.',
    guarantee: 'Bleibt die Suche ohne Treffer, prüfen wir Ihren nächsten Fall kostenlos.',
    buttonText: 'Tinder-Match prüfen lassen',
  },
  article: {
    title: 'Wie Betrug auf Tinder abläuft',
    subtitle: 'Vom schnellen Match bis zur Bitte um Geld',
    text: `Auf Tinder entscheidet ein Wisch nach rechts, und genau diese Schnelligkeit machen sich Betrüger zunutze. Ihre Profile zeigen attraktive Menschen mit wenigen, sehr guten Fotos und einer knappen Beschreibung. Nach dem Match kommt die erste Nachricht meist sofort, oft mit vielen Komplimenten. Schon nach wenigen Sätzen folgt die Bitte, auf WhatsApp, Telegram oder Google Chat weiterzuschreiben, angeblich weil man die App bald löschen will. Tatsächlich soll das Gespräch die App verlassen, bevor Tinder das Profil sperrt.

Danach geht es meist in eine von zwei Richtungen. In der einen entsteht über Tage oder Wochen eine enge Beziehung mit täglichen Nachrichten, Sprachnachrichten und Zukunftsplänen. Dann kommt die Notlage: ein Unfall, Gepäck, das am Zoll festhängt, ein gesperrtes Konto im Ausland. Man nennt das Romance-Scam oder Liebesbetrug: Zuneigung wird vorgespielt, um an Geld zu kommen. In der anderen Richtung erzählt das Match von Gewinnen mit Kryptowährungen und bietet an, Ihnen das Anlegen beizubringen. Beide Wege enden mit Überweisungen, die sich kaum zurückholen lassen.

Achten Sie auf Widersprüche. Das Match gibt einen Wohnort in Ihrer Nähe an, ist aber angeblich beruflich im Ausland und kann sich deshalb nie mit Ihnen treffen. Videoanrufe scheitern immer an der Technik oder an einer schlechten Verbindung. Das Deutsch wirkt holprig, obwohl die Person angeblich in Deutschland aufgewachsen ist. Fragen zu Alltag, Familie oder Arbeit werden ausweichend beantwortet, während viel über Gefühle und Vertrauen gesprochen wird. Auch Fotos, die nur gestellt wirken und nie einen spontanen Moment zeigen, sind ein Hinweis.

Sie können selbst einiges tun. Machen Sie Bildschirmfotos der Tinder-Fotos und prüfen Sie diese mit einer Bildrückwärtssuche wie Google Lens oder TinEye. Bitten Sie um ein kurzes Video, in dem die Person Ihren Vornamen sagt und dabei winkt. Geben Sie die Telefonnummer, die Sie für WhatsApp bekommen haben, in eine Suchmaschine ein. Achten Sie außerdem auf den blauen Haken für verifizierte Profile: Er schließt Betrug nicht aus, fehlt aber bei vielen gefälschten Konten.

Unsere Spezialistinnen und Spezialisten suchen mit mehreren Suchdiensten nach identischen und bearbeiteten Kopien der Bilder, vergleichen Name, Alter, Beruf und Wohnort mit öffentlich auffindbaren Spuren und prüfen, ob die Telefonnummer in Warnforen und Betrugsmeldungen auftaucht. Private Chats und interne Daten von Tinder sehen wir nicht. Bis Sie Klarheit haben: Senden Sie kein Geld, keine Gutscheincodes und keine Ausweiskopie. Sichern Sie den Verlauf auf Tinder und WhatsApp, denn nach dem Auflösen eines Matches verschwinden auch die Nachrichten. Melden Sie das Profil in der App, und ist bereits Geld geflossen, sprechen Sie mit Ihrer Bank und erstatten Sie Anzeige.`,
  },
  categories: [
    {
      title: 'Was wir bei Tinder-Profilen prüfen',
      items: [
        'Herkunft der Profilfotos in öffentlichen Quellen',
        'Stimmigkeit von Alter, Beruf und Wohnort',
        'Telefonnummer in Warnforen und Betrugsmeldungen',
        'Bekannte Textbausteine aus Betrugsmaschen',
      ],
    },
    {
      title: 'Typische Abläufe nach dem Match',
      items: [
        'Sofortiger Wechsel zu WhatsApp oder Telegram',
        'Liebesschwüre schon nach wenigen Tagen',
        'Angeblicher Auslandseinsatz, das Treffen wird immer verschoben',
        'Plötzliche Notlage oder Anlagetipp mit Kryptowährung',
      ],
    },
    {
      title: 'Gut zu wissen',
      items: [
        '39 € inkl. MwSt. für eine Person, kein Abonnement',
        'Antwort per E-Mail, in der Regel binnen 24–48 Stunden',
        'Vertraut mit den typischen Betrugsprofilen in Dating-Apps',
        `Nur für Volljährige. ${retentionShort}`,
      ],
    },
  ],
  warning: {
    title: 'Woran Sie Betrug auf Tinder erkennen',
    description:
      'Nicht jedes schnelle Match ist verdächtig. Wenn sich aber mehrere dieser Zeichen häufen, sollten Sie innehalten und nichts überweisen.',
    left: {
      title: 'Alarmzeichen im Chat',
      items: [
        '„Schreib mir auf WhatsApp, ich bin hier selten online“',
        'Der Videoanruf scheitert immer wieder an der Technik',
        'Große Gefühle, bevor Sie sich je gesehen haben',
        'Bitte um Geld, Gutscheinkarten oder Kryptowährung',
      ],
    },
    right: {
      title: 'Sofort handeln',
      items: [
        'Nichts zahlen, auch keine kleinen Beträge',
        'Chat sichern, bevor Sie das Match auflösen',
        'Profil direkt in der Tinder-App melden',
        'Nach einer Zahlung Bank anrufen und Anzeige erstatten',
      ],
    },
  },
};
