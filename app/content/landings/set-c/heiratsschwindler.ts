import type { LandingConfig } from '../../types.ts';

export const heiratsschwindler: LandingConfig = {
  slug: 'heiratsschwindler',
  category: 'romance-scam',
  seo: {
    title: 'Heiratsschwindler erkennen: Vorgehen, Recht und Hilfe',
    description:
      'Heiratsschwindel ist meist Betrug nach § 263 StGB. Wie Heiratsschwindler vorgehen, woran Sie sie erkennen und was Sie tun können – allgemeine Informationen.',
    keywords: [
      'heiratsschwindler',
      'heiratsschwindel',
      'heiratsschwindler erkennen',
      'heiratsschwindel strafbar',
      'betrug § 263 stgb',
      'heiratsschwindler internet',
    ],
  },
  hero: {
    title: 'Heiratsschwindler erkennen: So schützen Sie sich und Ihr Geld',
    subtitle:
      'Heiratsschwindler versprechen eine gemeinsame Zukunft und meinen Ihr Geld. Wir erklären, wie sie vorgehen, was rechtlich gilt und wie Sie einen Verdacht prüfen lassen können.',
    guarantee: 'Bleibt die Suche ohne Treffer, ist die nächste Prüfung kostenlos.',
    buttonText: 'Person prüfen lassen',
  },
  service: 'heiratsschwindler-check',
  article: {
    title: 'Wie Heiratsschwindler vorgehen und was Sie tun können',
    subtitle: 'Vom Kennenlernen bis zur Geldforderung – und was das Strafrecht dazu sagt',
    text: 'Heiratsschwindel ist eine alte Masche, die es lange vor dem Internet gab. Ein Mann oder eine Frau macht Ihnen den Hof und spricht bald von Hochzeit, gemeinsamem Haus und Ruhestand am Meer. Heute beginnt das oft auf Dating-Seiten oder in sozialen Netzwerken, manchmal aber auch ganz klassisch im Urlaub oder im Verein. Anders als beim reinen Online-Liebesbetrug, dem Romance-Scam, treffen sich Heiratsschwindler häufig tatsächlich mit ihren Opfern. Gerade das macht sie so glaubwürdig: Man hat sich gesehen, umarmt und vielleicht schon Freunde kennengelernt.\n\nDas Geld fließt meist nicht auf einmal, sondern in Etappen. Zuerst ein kleines Darlehen für eine angeblich blockierte Überweisung, dann Geld für die gemeinsame Wohnung, später für Schulden aus einer Scheidung, eine Erbschaft, die erst gegen Gebühren freigegeben wird, oder ein Geschäft kurz vor dem Durchbruch. Heiratsschwindler treten gern mit Titeln oder Berufen auf, die Vertrauen wecken: Arzt, Pilotin, Offizier, Unternehmer. Nicht selten führen sie mehrere Beziehungen gleichzeitig. Wer nachfragt, erlebt Kränkung oder Vorwürfe, bis er sich für sein Misstrauen entschuldigt.\n\nEinen eigenen Straftatbestand „Heiratsschwindel“ gibt es nicht. Strafrechtlich fällt er meist unter Betrug im Sinne von § 263 StGB. Vereinfacht gesagt ist strafbar, wer durch Täuschung einen Irrtum hervorruft und dadurch das Vermögen eines anderen schädigt, um sich oder Dritte zu bereichern. Eine Beziehung zu beenden oder ein Heiratsversprechen nicht zu halten, ist für sich genommen kein Betrug. Entscheidend ist, ob Gefühle vorgetäuscht wurden, um an Geld zu kommen. Das ist eine allgemeine Information, keine Rechtsberatung. Wie Ihr eigener Fall zu bewerten ist, beantworten eine Anwaltskanzlei oder die Polizei.\n\nEinige Fragen helfen, einen Verdacht einzuordnen. Kennen Sie die Wohnung Ihres Partners, seine Arbeitsstelle, Menschen aus seinem Umfeld? Lassen sich Beruf, Doktortitel oder Firma in öffentlichen Verzeichnissen, auf Firmenseiten oder im Handelsregister wiederfinden? Gibt es Fotos, die er Ihnen geschickt hat, unter anderem Namen im Netz? Eine Bildrückwärtssuche können Sie selbst durchführen. Auffällig ist auch, wenn Unterlagen wie Kontoauszüge, Erbscheine oder Verträge nur als Foto gezeigt werden und nie im Original. Sprechen Sie mit einem Menschen Ihres Vertrauens, bevor Sie weiteres Geld geben.\n\nUnsere Spezialistinnen und Spezialisten gleichen die Angaben einer Person manuell mit öffentlichen Quellen ab: Name und Fotos, angegebene Berufe und Firmen, frühere Profile und öffentliche Warnungen. Wir haben keine polizeilichen Befugnisse und keinen Zugriff auf Register, die nicht öffentlich sind. Das Ergebnis ist eine sorgfältige Einschätzung, die Ihnen bei der Entscheidung hilft. Haben Sie bereits Geld gegeben, sammeln Sie Belege wie Überweisungen, Quittungen, Nachrichten und Fotos. Erstatten Sie Anzeige und konfrontieren Sie die Person vorher möglichst nicht, damit keine Beweise verschwinden. Ob sich Geld zurückfordern lässt, kann nur eine anwaltliche Beratung klären.',
  },
  categories: [
    {
      title: 'So gehen Heiratsschwindler häufig vor',
      items: [
        'Frühes Gespräch über Hochzeit und gemeinsames Heim',
        'Vertrauenswürdiger Beruf oder Titel als Fassade',
        'Geldbitten in kleinen, dann immer größeren Schritten',
        'Gekränkte Reaktion, sobald Sie Fragen stellen',
      ],
    },
    {
      title: 'Fragen, die Sie sich stellen können',
      items: [
        'Kenne ich seine Wohnung und sein Umfeld?',
        'Lassen sich Beruf und Firma öffentlich belegen?',
        'Habe ich Unterlagen je im Original gesehen?',
        'Würde ich diesen Betrag auch einem Bekannten leihen?',
      ],
    },
    {
      title: 'Unser Abgleich mit öffentlichen Quellen',
      items: [
        'Name, Fotos und frühere Profile',
        'Angaben zu Beruf, Titel und Firma',
        'Öffentliche Warnungen und Erfahrungsberichte',
        'Zusammenfassung mit Quellen, meist in 24–48 Stunden',
      ],
    },
  ],
  warning: {
    title: 'Anzeichen für Heiratsschwindel',
    description:
      'Heiratsschwindler wirken oft charmant, großzügig und verlässlich, bis es um Geld geht. Achten Sie auf diese Signale, auch wenn Sie die Person persönlich kennen.',
    left: {
      title: 'In der Beziehung',
      items: [
        'Pläne für Hochzeit und Zukunft schon nach kurzer Zeit',
        'Wenig Einblick in Wohnung, Arbeit und Familie',
        'Unerklärliche Abwesenheiten und wechselnde Nummern',
        'Anfangs Geschenke, später nur noch Bitten',
      ],
    },
    right: {
      title: 'Rund ums Geld',
      items: [
        'Vorübergehend gesperrte Konten oder blockierte Erbschaften',
        'Dokumente nur als Foto, nie im Original',
        'Darlehen ohne schriftliche Vereinbarung',
        'Druck, niemandem von dem Geld zu erzählen',
      ],
    },
  },
};
