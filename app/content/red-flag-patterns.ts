// The red flags' patterns (see red-flags.ts for how a pattern matches and how to write one): the
// flags' keys, each flag's rules in German and English, and the lookup by key.
export const redFlagKeys = [
  'money-request',
  'gift-cards',
  'crypto',
  'urgency',
  'off-platform',
  'early-love',
  'abroad-job',
  'customs-fees',
  'investment',
  'intimate-photos',
  'id-copies',
] as const;
export type RedFlagKey = (typeof redFlagKeys)[number];

interface Rule {
  match: RegExp;
  requires?: RegExp;
  unless?: RegExp;
}

export interface RedFlagPattern {
  key: RedFlagKey;
  /** Short German label, shown next to each marked phrase. */
  label: string;
  /** Why the phrase stands out, for staff (one or two sentences). */
  explanation: string;
  /**
   * The workbench's warning signs (app/content/workbench.ts) this flag supports, best first. A service
   * offers only some signs: the first one its list has is the one a click ticks (redFlagSign).
   */
  signs: readonly string[];
  rules: readonly Rule[];
}

/** Letters and digits: what a word is made of, umlauts included. */
const WORD = '[\\p{L}\\p{N}]';
/** Letters only, for a word's ending. */
const SUFFIX = '\\p{L}*';

/** Umlauts and ß also as typed without them. */
function fold(source: string): string {
  return source
    .replace(/ä/g, '(?:ä|ae|a)')
    .replace(/ö/g, '(?:ö|oe|o)')
    .replace(/ü/g, '(?:ü|ue|u)')
    .replace(/ß/g, '(?:ß|ss)');
}

/** A regex of whole words: letter boundaries on both sides; `~` at the end of a stem allows an ending. */
function w(source: string): RegExp {
  const body = fold(source).replace(/~/g, SUFFIX);
  return new RegExp(`(?<!${WORD})(?:${body})(?!${WORD})`, 'giu');
}

/** Sentence context: any of these word starts (stems) in the sentence. */
function ctx(source: string): RegExp {
  return new RegExp(`(?<!${WORD})(?:${fold(source)})`, 'giu');
}

/** Verbs of sending or paying money, German and English. */
const SEND_OR_PAY =
  'schick|send|überweis|überwies|zahl|bezahl|einzahl|leih|borg|vorstreck|auslegen|kauf|transfer|wire|pay|lend|buy|deposit';
/** A request or a need: asking someone, needing something. */
const ASKING =
  'kannst du|könntest du|würdest du|kannst du mir|bitte|brauche|brauch ich|benötige|hilf mir|helfen|can you|could you|would you|please|i need|need you|help me';
/** Money words. */
const MONEY = 'geld|euro|€|\\$|dollar|usd|eur|betrag|summe|money|cash|funds|bezahl|zahl|pay|kosten|gebühr|fee';

export const redFlagPatterns: readonly RedFlagPattern[] = [
  {
    key: 'money-request',
    label: 'Bitte um Geld',
    explanation:
      'Die Person bittet um Geld, eine Überweisung oder einen Bargeldtransfer. Bei einer Bekanntschaft aus dem Internet ist das das häufigste Ziel eines Betrugs.',
    signs: ['money-request', 'contacts-receive-requests', 'emergency-story'],
    rules: [
      // "Kannst du mir 500 Euro leihen?", "schick mir das Geld", "überweis mir bitte …"
      {
        match: w('geld|money|cash'),
        requires: ctx(`${SEND_OR_PAY}|brauch|benötig|need`),
        unless: ctx('hat mir|haben mir|habe ihr|habe ihm|hab ihr|hab ihm|verdien|spar|earn|gave me|lent me'),
      },
      {
        match: w('\\d[\\d.,]*\\s?(?:€|euro|eur|dollar|usd)|[€$]\\s?\\d[\\d.,]*'),
        requires: ctx(`${SEND_OR_PAY}|brauch|benötig|need|leihen|vorschießen`),
        unless: ctx('kostet mich|habe ich bezahlt|hab ich bezahlt|i paid|gehalt|miete bezahlt|verdien|earn'),
      },
      { match: w('western union|moneygram|ria money transfer|geldtransfer|bargeldtransfer') },
      {
        match: w('überweis~|überwies~'),
        requires: ctx(`mir|bitte|${ASKING}|sofort|schnell|heute`),
        unless: ctx('miete|gehalt|rechnung bezahlt|finanzamt'),
      },
    ],
  },
  {
    key: 'gift-cards',
    label: 'Gutscheinkarten',
    explanation:
      'Bitten um Gutschein- oder Guthabenkarten (Google Play, Apple, Amazon, Steam, Paysafecard) und ihre Codes sind eine verbreitete Masche: Die Codes lassen sich sofort einlösen und nicht zurückholen.',
    signs: ['money-request', 'contacts-receive-requests'],
    rules: [
      {
        match: w(
          'gutscheinkart~|geschenkkart~|guthabenkart~|gift ?cards?|paysafe ?cards?|paysafe|(?:google[- ]?play|itunes|apple|amazon|steam|razer gold|ebay)[- ]?(?:karten?|gutschein~|guthaben|cards?|codes?)',
        ),
        unless: ctx('geschenkt|verschenkt|zum geburtstag|gave her|gave him|for her birthday|for his birthday'),
      },
      {
        match: w('gutschein~|voucher~'),
        requires: ctx('kauf|code|rubbel|freirubbel|rückseite|foto davon|schick|send|buy|scratch|back of'),
        unless: ctx('geschenkt|verschenkt|zum geburtstag|gave her|gave him|eingelöst|redeemed|rabatt|discount'),
      },
    ],
  },
  {
    key: 'crypto',
    label: 'Kryptowährung',
    explanation:
      'Zahlungen in Bitcoin, USDT oder anderen Kryptowährungen lassen sich nicht zurückbuchen und kaum zurückverfolgen; Betrüger verlangen sie deshalb gern.',
    signs: ['money-request', 'investment-offer'],
    rules: [
      {
        match: w('bitcoin~|btc|usdt|tether|ethereum|eth|krypto~|crypto~|kryptowährung~|wallet~|binance|coinbase'),
        requires: ctx(`${SEND_OR_PAY}|adresse|address|einzahl|invest|anlegen|kaufen|automat|atm|${ASKING}`),
        unless: ctx('nachrichten|news|gelesen|read about|kurs ist|price is|podcast'),
      },
    ],
  },
  {
    key: 'urgency',
    label: 'Zeitdruck oder Notlage',
    explanation:
      'Eilige Bitten („sofort“, „heute noch“) und plötzliche Notlagen (Krankenhaus, gesperrtes Konto, Unfall) sollen verhindern, dass jemand nachdenkt oder andere fragt.',
    signs: ['emergency-story', 'money-request'],
    rules: [
      {
        match: w(
          "dringend~|sofort|umgehend|heute noch|so schnell wie möglich|so schnell du kannst|bevor es zu spät ist|keine zeit mehr|urgent~|right now|immediately|asap|as soon as possible|before it is too late|before it's too late",
        ),
        requires: ctx(`${MONEY}|${SEND_OR_PAY}|hilf|help|krankenhaus|hospital|operation|anwalt|lawyer`),
      },
      {
        match: w(
          'notfall|notlage|im krankenhaus|krankenhausrechnung|operation bezahlen|konto (?:ist )?gesperrt|konto (?:ist )?eingefroren|ausgeraubt|überfallen|hospital bills?|in the hospital|emergency|account (?:is )?(?:frozen|blocked|locked)|i was robbed|got robbed',
        ),
      },
    ],
  },
  {
    key: 'off-platform',
    label: 'Wechsel zu WhatsApp oder Telegram',
    explanation:
      'Betrüger ziehen das Gespräch früh aus der Plattform in einen privaten Messenger, wo keine Moderation mitliest und ein gesperrtes Profil sie nicht mehr trifft.',
    signs: ['moves-chat-off-platform'],
    rules: [
      {
        match: w(
          'whats ?app|telegram|viber|kik|wickr|hangouts|google chat|line app|(?:auf|bei|über|per|in|on|via) signal|signal[- ]app',
        ),
        requires: ctx(
          'schreib|wechsel|meld|kontaktier|nummer|erreich|komm|lass uns|gib mir|add me|text me|write me|message me|chat|talk|move|reach me|contact me|number|hier (?:nicht|kaum|selten)|selten online|rarely|not often|lösch|delete',
        ),
        unless: ctx('gruppe|group|familie|family chat|status|anruf von meiner|call from my'),
      },
    ],
  },
  {
    key: 'early-love',
    label: 'Schnelle Liebesbekundung',
    explanation:
      'Große Gefühle nach wenigen Nachrichten („Seelenverwandte“, „Liebe meines Lebens“) binden emotional, bevor eine Bitte um Geld kommt. Ob sie früh kamen, zeigt der Verlauf.',
    signs: ['early-love-declarations'],
    rules: [
      {
        match: w(
          'ich liebe dich|ich hab dich lieb|ich habe dich lieb|hab mich in dich verliebt|habe mich in dich verliebt|liebe meines lebens|seelenverwandt~|mein ein und alles|ich will dich heiraten|dich heiraten|(?:gott|das schicksal) hat (?:uns|dich)|meine königin|mein könig|i love you|love of my life|soul ?mates?|i want to marry you|marry you|(?:god|fate) (?:has )?(?:brought|sent) (?:us|you)|my queen|my king|my wife to be|my future wife|my future husband',
        ),
        unless: ctx('mama|mutter|papa|vater|oma|opa|mom|mum|dad|grandma|grandpa|song|lied|film|movie'),
      },
    ],
  },
  {
    key: 'abroad-job',
    label: 'Beruf im Ausland',
    explanation:
      'Militäreinsatz, Ölplattform oder Arbeit als Ärztin oder Arzt im Ausland sind die typischen Geschichten des Liebesbetrugs: Sie erklären, warum kein Treffen und kein Videoanruf möglich ist und warum Geld gebraucht wird.',
    signs: ['abroad-job-story'],
    rules: [
      {
        match: w(
          '(?:öl|oil)[- ]?(?:plattform|platform|rig)\\p{L}*|bohrinsel~|offshore|friedensmission~|auslandseinsatz~|peace ?keeping|un[- ]?(?:mission|einsatz|friedens\\p{L}*)|nato[- ]?(?:mission|einsatz)|militärarzt|militärärztin|army doctor|military doctor',
        ),
      },
      {
        match: w(
          'soldat~|general|sergeant|captain|kommandant~|oberst|army|marine corps|navy|us[- ]militär|militär|military',
        ),
        requires: ctx(
          'einsatz|stationiert|mission|ausland|syrien|afghanistan|irak|jemen|libyen|somalia|mali|deployed|stationed|abroad|overseas|base|camp|lager',
        ),
        unless: ctx('cousin|bruder|schwester|vater|onkel|brother|sister|father|uncle|früher|formerly|used to'),
      },
      {
        match: w('arzt|ärztin|chirurg~|doctor|surgeon|krankenschwester|nurse'),
        requires: ctx(
          'im ausland|syrien|jemen|afghanistan|irak|afrika|nigeria|ghana|libyen|somalia|un |uno|mission|camp|lager|ärzte ohne grenzen|abroad|syria|yemen|africa|iraq|overseas|red cross|rotes kreuz',
        ),
        unless: ctx('termin|praxis|hausarzt|appointment|cousin|bruder|schwester|brother|sister'),
      },
      {
        match: w('ingenieur~|engineer~|bauleiter~|contractor'),
        requires: ctx(
          'im ausland|auf see|offshore|dubai|türkei|nigeria|ghana|malaysia|schiff|abroad|at sea|overseas|ship',
        ),
        unless: ctx('cousin|bruder|schwester|brother|sister'),
      },
    ],
  },
  {
    key: 'customs-fees',
    label: 'Zoll- oder Paketgebühr',
    explanation:
      'Ein Paket, ein Geschenk oder ein Koffer, der beim Zoll oder bei einer Kurierfirma festhängt und nur gegen eine Gebühr freikommt, ist eine der häufigsten Geschichten, um Geld zu verlangen.',
    signs: ['emergency-story', 'money-request'],
    rules: [
      {
        match: w(
          'zollgebühr~|zollkosten|zollabgabe~|zollfreigabe|einfuhrgebühr~|customs (?:fees?|duty|duties|charges?|clearance)',
        ),
      },
      {
        match: w('zoll~|customs'),
        requires: ctx(`${MONEY}|festgehalten|hängt|freigeben|auslösen|held|release|stuck`),
        unless: ctx('zollstock|inch'),
      },
      {
        match: w(
          'paket~|päckchen|sendung|lieferung|kiste|koffer|parcel|package|box|shipment|diplomat~|kurier~|courier',
        ),
        requires: ctx(
          'gebühr|fee|freikauf|auslös|festgehalten|festhängt|hängt|zoll|customs|held|release|stuck|bezahlen, damit|pay for the delivery|pay the delivery|lieferkosten|versandkosten bezahlen',
        ),
        unless: ctx('abgeholt|picked up|zugestellt|delivered|rücksendung|retoure'),
      },
    ],
  },
  {
    key: 'investment',
    label: 'Geldanlage oder Trading-Plattform',
    explanation:
      'Empfehlungen für eine Trading-App, eine Krypto-Börse oder „garantierte“ Gewinne sind das Muster des Anlagebetrugs (auch „Pig Butchering“): Die Plattform zeigt Gewinne, die sich nie auszahlen lassen.',
    signs: ['investment-offer', 'money-request'],
    rules: [
      {
        match: w('invest~|anleg~|geldanlage~|trading~|trader~|forex|broker~|rendite~'),
        requires: ctx(
          `plattform|platform|app|geld|money|${MONEY}|gewinn|profit|return|bitcoin|krypto|crypto|konto|account|onkel|tante|uncle|aunt|mentor|signal|prozent|percent|%`,
        ),
        unless: ctx('zeit|time in|mühe|effort|liebe|love|energie|energy|altersvorsorge bei meiner bank|rente'),
      },
      {
        match: w(
          'garantiert~ (?:gewinn~|rendite~|profit~)|guaranteed (?:profits?|returns?|income)|(?:krypto|crypto)[- ]?(?:börse|exchange|plattform|platform)|passives einkommen|passive income|pig butchering',
        ),
      },
    ],
  },
  {
    key: 'intimate-photos',
    label: 'Bitte um intime Fotos',
    explanation:
      'Die Bitte um Nacktfotos oder intime Videos ist oft der Anfang einer Erpressung („Sextortion“): Die Bilder werden später gegen Geld zurückgehalten oder verbreitet.',
    signs: ['asks-for-intimate-photos'],
    rules: [
      { match: w('nacktfoto~|nacktbild~|nacktvideo~|nudes?|nude pics?|nude photos?') },
      {
        match: w('nackt|oben ohne|ohne (?:kleidung|klamotten|was an)|naked|topless|without (?:clothes|anything on)'),
        requires: ctx('foto|bild|pic|photo|video|selfie|zeig|schick|send|show|kamera|camera'),
      },
      {
        match: w(
          '(?:intim|sexy|heiß|hot|erotisch|freizügig|private|spicy)\\p{L}* (?:fotos?|bilder?|pics?|photos?|videos?|selfies?)',
        ),
        requires: ctx('schick|send|zeig|show|will|möchte|want|mir|me|von dir|of you'),
      },
      {
        match: w('unterwäsche|dessous|lingerie|bikini|im bett|in bed'),
        requires: ctx('foto|bild|pic|photo|video|selfie'),
        unless: ctx('urlaub|strand|beach|holiday|vacation|geschäft|laden|shop'),
      },
    ],
  },
  {
    key: 'id-copies',
    label: 'Ausweis oder Bankdaten',
    explanation:
      'Wer nach Ausweiskopie, Reisepass, Bankdaten oder Kreditkarte fragt, kann damit Konten eröffnen, Verträge schließen oder im Namen der Person weiter betrügen.',
    signs: ['asks-for-id-or-data', 'asks-for-code'],
    rules: [
      {
        match: w(
          'ausweiskopie~|passkopie~|kopie (?:deines|ihres) (?:ausweises|passes)|id copy|copy of your (?:id|passport)',
        ),
      },
      {
        match: w(
          "personalausweis~|ausweis~|reisepass~|deinen pass|ihren pass|führerschein~|passport|id card|driver'?s licen[cs]e|iban|bankdaten|kontodaten|kontonummer|kreditkart~|credit card|bank details|online[- ]?banking|zugangsdaten|tan[- ]?nummer~|pin[- ]?code|pin number",
        ),
        requires: ctx(
          'schick|send|foto|kopie|copy|bild|pic|photo|zeig|show|brauch|need|scan|gib mir|give me|nennen|tell me|daten von dir',
        ),
        unless: ctx('abgelaufen|expired|verlängern|renew|verloren|lost|meinen|mein|my own|beim amt'),
      },
    ],
  },
];

export const redFlagByKey: ReadonlyMap<RedFlagKey, RedFlagPattern> = new Map(
  redFlagPatterns.map((pattern) => [pattern.key, pattern]),
);
