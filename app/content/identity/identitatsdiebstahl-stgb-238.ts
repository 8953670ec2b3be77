import type { LandingConfig } from '../types.ts';

export const identitatsdiebstahlStgb238: LandingConfig = {
  slug: 'identitatsdiebstahl-stgb-238',
  service: 'identitatsdiebstahl-stgb-238-check',
  category: 'identity-theft',
  seo: {
    title: '§ 238 StGB: Nachstellung durch Datenmissbrauch | Echtcheck',
    description:
      'Was § 238 StGB (Nachstellung) seit 2021 beim Missbrauch Ihrer Daten erfasst, etwa Bestellungen in Ihrem Namen. Allgemeine Information, keine Rechtsberatung.',
    keywords: [
      '§ 238 StGB',
      'Nachstellung',
      'Identitätsdiebstahl StGB 238',
      'Bestellungen in fremdem Namen',
      'Stalking Datenmissbrauch',
      'Nachstellung Anzeige',
    ],
  },
  hero: {
    title: '§ 238 StGB: Wenn jemand Ihre Daten gegen Sie einsetzt',
    subtitle:
      'Bestellungen, die Sie nie aufgegeben haben, oder Fremde, die sich auf eine falsche Anzeige hin melden: So ordnet das Strafrecht solche Fälle ein – als allgemeine Information, nicht als Rechtsberatung.',
    guarantee: 'Keine Treffer? Ihre nächste Prüfung übernehmen wir kostenlos.',
    buttonText: 'Datenmissbrauch prüfen lassen',
  },
  article: {
    title: 'Nachstellung nach § 238 StGB und Identitätsdiebstahl',
    subtitle: 'Was die Vorschrift erfasst, was Sie festhalten sollten und wer Ihnen hilft',
    text: 'Das Strafgesetzbuch kennt keinen einzelnen Tatbestand „Identitätsdiebstahl“. Eine der Vorschriften, die beim Missbrauch persönlicher Daten eine Rolle spielen können, ist § 238 StGB, die Nachstellung. Umgangssprachlich spricht man von Stalking. Die Vorschrift schützt Ihre Freiheit, Ihr Leben selbst zu gestalten, ohne von einer anderen Person bedrängt zu werden. Es geht also weniger um einen einzelnen Geldschaden als um den Druck, der entsteht, wenn Ihnen jemand immer wieder zusetzt.\n\nIn der seit 2021 geltenden Fassung nennt § 238 StGB ausdrücklich den Missbrauch personenbezogener Daten: Erfasst sein kann, wer unter missbräuchlicher Verwendung der Daten einer Person Waren oder Dienstleistungen für sie bestellt oder Dritte dazu veranlasst, mit ihr Kontakt aufzunehmen. Typische Beispiele sind Lieferdienste, die ungefragt vor Ihrer Tür stehen, oder Kleinanzeigen und Dating-Profile mit Ihrer Telefonnummer, auf die sich dann fremde Menschen bei Ihnen melden.\n\nFür eine Nachstellung reicht ein einzelner Vorfall in der Regel nicht. Das Gesetz verlangt, dass jemand unbefugt und wiederholt handelt, und zwar in einer Weise, die geeignet ist, Ihre Lebensgestaltung nicht unerheblich zu beeinträchtigen. Mit der Reform von 2021 wurde diese Schwelle gegenüber der früheren Fassung gesenkt. Für Sie heißt das: Es kommt auf das Gesamtbild an. Führen Sie deshalb ein Protokoll mit Datum, Uhrzeit, Art des Vorfalls und Belegen, auch wenn Ihnen ein einzelnes Ereignis klein erscheint.\n\nNeben § 238 StGB können je nach Fall weitere Vorschriften greifen: § 202a StGB, wenn sich jemand unter Überwindung einer Sicherung Zugang zu Ihren Konten verschafft hat; § 263 StGB oder § 263a StGB, wenn durch Täuschung oder durch die unbefugte Verwendung von Daten ein Vermögensschaden entsteht; § 269 StGB, wenn Daten so gespeichert oder gebraucht werden, dass sie fälschlich als Ihre Erklärung erscheinen. Welche Vorschriften tatsächlich zutreffen, beurteilen Polizei, Staatsanwaltschaft und Gericht.\n\nIn ihrer Grundform wird die Nachstellung nur auf Antrag verfolgt, es sei denn, die Staatsanwaltschaft hält wegen eines besonderen öffentlichen Interesses ein Einschreiten für geboten. Sagen Sie bei der Anzeige deshalb ausdrücklich, dass Sie Strafantrag stellen, und warten Sie damit nicht lange, weil dafür eine Frist gilt. Beistand für Betroffene gibt es zum Beispiel beim Opfer-Telefon des Weissen Rings unter 116 006. Ist Ihre Sicherheit unmittelbar bedroht, rufen Sie die Polizei unter 110.\n\nDiese Seite ist eine allgemeine Information und keine Rechtsberatung. Ob in Ihrem Fall eine Nachstellung vorliegt, kann nur eine Anwältin, ein Anwalt oder eine Beratungsstelle nach Prüfung aller Umstände einschätzen. Was wir beitragen können, ist die Recherche in öffentlichen Quellen: Unsere Spezialistinnen und Spezialisten durchsuchen öffentlich zugängliche Anzeigenportale, Netzwerke und Verzeichnisse nach Einträgen mit Ihrem Namen, Ihren Fotos oder Ihrer Telefonnummer und dokumentieren jeden Treffer für Ihre Unterlagen.',
  },
  categories: [
    {
      title: 'Beispiele für Datenmissbrauch',
      items: [
        'Bestellungen auf Rechnung, die an Ihre Adresse gehen',
        'Essenslieferungen oder Taxis, die Sie nie gerufen haben',
        'Kleinanzeigen mit Ihrer Telefonnummer',
        'Dating-Profile, über die Fremde Sie kontaktieren',
      ],
    },
    {
      title: 'Was in Ihr Protokoll gehört',
      items: [
        'Datum und Uhrzeit jedes Vorfalls',
        'Absender, Händler oder Plattform',
        'Bildschirmfotos, Briefe und Lieferscheine',
        'Namen von Zeugen, die etwas mitbekommen haben',
      ],
    },
    {
      title: 'Wer Ihnen weiterhilft',
      items: [
        'Polizei: Anzeige und Strafantrag',
        'Weisser Ring: Opfer-Telefon 116 006',
        'Anwältin oder Anwalt für Ihre rechtliche Lage',
        'Verbraucherzentrale bei Forderungen von Händlern',
      ],
    },
  ],
  warning: {
    title: 'Wann ein Muster erkennbar wird',
    description:
      'Nachstellung zeigt sich selten an einem einzelnen Tag. Achten Sie darauf, ob sich Vorfälle wiederholen oder mit der Zeit zunehmen.',
    left: {
      title: 'Hinweise auf gezieltes Handeln',
      items: [
        'Lieferungen kommen in kurzen Abständen immer wieder',
        'Fremde nennen Einzelheiten, die nur wenige kennen',
        'Neue Anzeigen erscheinen, kaum dass alte gelöscht sind',
        'Die Vorfälle beginnen nach einem Streit oder einer Trennung',
      ],
    },
    right: {
      title: 'Was Sie dann tun',
      items: [
        'Jeden Vorfall sofort ins Protokoll eintragen',
        'Nicht auf Provokationen antworten',
        'Anzeige erstatten und ausdrücklich Strafantrag stellen',
        'Bei akuter Gefahr sofort 110 wählen',
      ],
    },
  },
};
