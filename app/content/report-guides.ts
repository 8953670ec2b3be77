// Where a fraud victim can go next (the result report, a PDF): how to report the profile on
// the platform it was found on, the good-faith statement a notice under the Digital Services Act
// needs, the card-block line and WEISSER RING's victim helpline. Pure content, no I/O; German text
// to the customer in the formal "Sie".
//
// Checked on 2026-12-06 against stored copies of public pages (the shop's search tool; the live web
// was not reachable), to be rechecked once a year, and whenever a Land or platform announces a new
// address. Where no official page or press release confirmed a deep link, the entry carries the
// address that was confirmed (the Land police's site root or the platform's help centre root) and
// never a guessed path; the comment on each entry says what was found.
//
export interface PlatformGuide {
  key: string;
  name: string;
  /** 2–4 short German sentences/steps: where in the app or site to report a profile/account as fake/impersonation/fraud, and what to choose. */
  steps: readonly string[];
  /** The platform's official help/report page for fake accounts or scams (https). */
  helpUrl: string;
}

interface GuideEntry extends PlatformGuide {
  /** Names a customer or the checkout may use, compared without case, spaces and punctuation. */
  aliases: readonly string[];
  /** Hosts of the platform; subdomains match too (m.facebook.com, chat.whatsapp.com). */
  domains: readonly string[];
}

// Help pages (2026-12-06): Lovoo's and eDarling's pages were read in the stored copy; the Meta,
// LinkedIn, TikTok, Snapchat and X addresses were found quoted, each by several independent public
// sources, as those platforms' reporting pages; for Tinder, Bumble, Badoo, Telegram, Finya and
// Parship only the help centre or site root was confirmed, so that is what is given. The steps name
// only labels that are certain ("Melden") and otherwise describe the way in general terms.
const entries: readonly GuideEntry[] = [
  {
    key: 'instagram',
    name: 'Instagram',
    aliases: ['instagram', 'insta', 'ig'],
    domains: ['instagram.com', 'instagr.am'],
    steps: [
      'Öffnen Sie das Profil und tippen Sie oben rechts auf die drei Punkte.',
      'Wählen Sie „Melden“ und folgen Sie den Schritten; wählen Sie den Grund, der am besten passt, etwa dass das Konto vorgibt, jemand anderes zu sein, oder dass es um Betrug geht.',
      'Gibt sich das Konto als Sie selbst aus, können Sie es auch über das Formular auf der Hilfeseite melden; Instagram fragt dafür nach einem Foto Ihres Ausweises.',
    ],
    // Instagram Help Centre, "Impersonation Accounts".
    helpUrl: 'https://help.instagram.com/446663175382270',
  },
  {
    key: 'facebook',
    name: 'Facebook',
    aliases: ['facebook', 'fb'],
    domains: ['facebook.com', 'fb.com', 'fb.me'],
    steps: [
      'Öffnen Sie das Profil und tippen oder klicken Sie im Profilkopf auf die drei Punkte.',
      'Wählen Sie die Option zum Melden des Profils und folgen Sie den Schritten; als Grund passt je nach Fall, dass das Profil gefälscht ist, sich als jemand anderes ausgibt oder betrügerisch ist.',
      'Haben Sie kein eigenes Facebook-Konto, können Sie ein Profil, das sich als Sie ausgibt, über die Hilfeseite melden.',
    ],
    // Facebook Help Centre, reporting an account that pretends to be you or someone else.
    helpUrl: 'https://www.facebook.com/help/174210519303259',
  },
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    aliases: ['whatsapp', 'whats app'],
    domains: ['whatsapp.com', 'wa.me'],
    steps: [
      'Öffnen Sie den Chat und tippen Sie oben auf den Namen oder die Telefonnummer des Kontakts.',
      'Scrollen Sie nach unten und wählen Sie die Option zum Melden; dabei können Sie den Kontakt auch blockieren.',
      'Mit der Meldung erhält WhatsApp die letzten Nachrichten aus diesem Chat. Sichern Sie vorher Bildschirmfotos, falls Sie den Chat danach löschen.',
    ],
    // WhatsApp Help Centre, "How to block and report someone".
    helpUrl: 'https://faq.whatsapp.com/1142481766359885',
  },
  {
    key: 'telegram',
    name: 'Telegram',
    aliases: ['telegram'],
    domains: ['telegram.org', 'telegram.me', 't.me'],
    steps: [
      'Öffnen Sie das Profil oder den Chat und tippen Sie oben auf das Menü mit den drei Punkten.',
      'Wählen Sie „Melden“ und als Grund etwa, dass es sich um ein gefälschtes Konto handelt; sichern Sie vorher Bildschirmfotos des Profils und der Nachrichten.',
    ],
    // Telegram FAQ (covers reporting illegal content and scams); deeper anchor not confirmed.
    helpUrl: 'https://telegram.org/faq',
  },
  {
    key: 'tinder',
    name: 'Tinder',
    aliases: ['tinder'],
    domains: ['tinder.com', 'gotinder.com'],
    steps: [
      'Öffnen Sie das Profil der Person und scrollen Sie ganz nach unten; dort finden Sie die Option zum Melden.',
      'Auch aus dem Chat heraus können Sie die Person über das Menü oben rechts melden. Wählen Sie den Grund, der passt, etwa ein gefälschtes Profil oder Betrug.',
    ],
    // Tinder help centre; the reporting article's address was not confirmed.
    helpUrl: 'https://www.help.tinder.com/',
  },
  {
    key: 'lovoo',
    name: 'LOVOO',
    aliases: ['lovoo'],
    domains: ['lovoo.com', 'lovoo.de'],
    steps: [
      'Öffnen Sie das Profil der Person oder Ihren gemeinsamen Chat und tippen Sie oben rechts auf die drei Punkte.',
      'Wählen Sie „Melden“ und eine Begründung; die Meldung geht an das Customer-Care-Team von LOVOO.',
      'Melden Sie aus dem gemeinsamen Chat heraus, können Sie dem Team erlauben, Ihre letzten Chatnachrichten als Beweis einzusehen.',
    ],
    // LOVOO Help Center, "Sicherheit" – "Wie kann ich Profile melden?" (read 2026-12-06).
    helpUrl: 'https://support.lovoo.com/hc/de/sections/202348849-Sicherheit',
  },
  {
    key: 'finya',
    name: 'Finya',
    aliases: ['finya'],
    domains: ['finya.de', 'finya.at', 'finya.ch'],
    steps: [
      'Wenden Sie sich über die Hilfe- und Kontaktseiten von Finya an das Finya-Team und nennen Sie den Profilnamen, den Zeitraum des Kontakts und was vorgefallen ist.',
      'Sichern Sie vorher Bildschirmfotos des Profils und der Nachrichten, da ein gesperrtes Profil danach womöglich nicht mehr sichtbar ist.',
    ],
    // Site root (www.finya.de); the help pages' German address was not confirmed.
    helpUrl: 'https://www.finya.de/',
  },
  {
    key: 'bumble',
    name: 'Bumble',
    aliases: ['bumble'],
    domains: ['bumble.com'],
    steps: [
      'Öffnen Sie das Profil oder den Chat und tippen Sie auf das Menü mit den drei Punkten.',
      'Wählen Sie die Option zum Blockieren und Melden und geben Sie den Grund an, etwa ein gefälschtes Profil oder Betrug.',
    ],
    // Bumble help centre root.
    helpUrl: 'https://bumble.com/en/help',
  },
  {
    key: 'badoo',
    name: 'Badoo',
    aliases: ['badoo'],
    domains: ['badoo.com'],
    steps: [
      'Öffnen Sie das Profil oder den Chat und tippen Sie auf das Menü mit den drei Punkten.',
      'Wählen Sie die Option zum Blockieren bzw. Melden und geben Sie den Grund an, etwa ein gefälschtes Profil oder Betrug.',
    ],
    // Badoo help centre root (the address Badoo's own apps link as help).
    helpUrl: 'https://badoo.com/help/',
  },
  {
    key: 'edarling',
    name: 'eDarling',
    aliases: ['edarling', 'e darling'],
    domains: ['edarling.de', 'edarling.at', 'edarling.ch'],
    steps: [
      'Brechen Sie den Kontakt ab und melden Sie das Profil dem Kundenservice von eDarling; eDarling bittet ausdrücklich darum, unseriöse Profile zu melden.',
      'Nennen Sie den Profilnamen und was vorgefallen ist, und halten Sie Bildschirmfotos des Profils und der Nachrichten bereit.',
    ],
    // eDarling, "Unseriöse Profile" ("Unseriöse Profile? Schreiben Sie uns!", read 2026-12-06).
    helpUrl: 'https://edarling.de/ratgeber/know-how/unserioese-profile',
  },
  {
    key: 'parship',
    name: 'Parship',
    aliases: ['parship'],
    domains: ['parship.de', 'parship.at', 'parship.ch', 'parship.com'],
    steps: [
      'Melden Sie das Profil dem Kundenservice von Parship und nennen Sie den Profilnamen sowie was vorgefallen ist.',
      'Sichern Sie vorher Bildschirmfotos des Profils und der Nachrichten, da ein gesperrtes Profil danach womöglich nicht mehr sichtbar ist.',
    ],
    // Site root; Parship's German safety page address was not confirmed.
    helpUrl: 'https://www.parship.de/',
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    aliases: ['linkedin', 'linked in'],
    domains: ['linkedin.com', 'lnkd.in'],
    steps: [
      'Öffnen Sie das Profil und klicken oder tippen Sie auf „Mehr“.',
      'Wählen Sie die Option zum Melden und als Grund etwa, dass es sich um ein gefälschtes Profil handelt oder dass sich die Person als jemand anderes ausgibt.',
    ],
    // LinkedIn Help, "Reporting fake profiles".
    helpUrl: 'https://www.linkedin.com/help/linkedin/answer/a1338436',
  },
  {
    key: 'x',
    name: 'X (Twitter)',
    aliases: ['twitter/x', 'x', 'twitter', 'x (twitter)', 'x twitter'],
    domains: ['x.com', 'twitter.com'],
    steps: [
      'Öffnen Sie das Profil und tippen oder klicken Sie auf die drei Punkte.',
      'Wählen Sie die Option zum Melden und folgen Sie den Schritten; als Grund passt je nach Fall, dass sich das Konto als jemand anderes ausgibt oder betrügerisch ist.',
      'Gibt sich das Konto als Sie selbst aus, können Sie es zusätzlich über das Formular der X-Hilfe melden.',
    ],
    // X Help, impersonation report form.
    helpUrl: 'https://help.x.com/en/forms/authenticity/impersonation',
  },
  {
    key: 'snapchat',
    name: 'Snapchat',
    aliases: ['snapchat', 'snap'],
    domains: ['snapchat.com'],
    steps: [
      'Öffnen Sie das Profil der Person und tippen Sie auf das Menü mit den drei Punkten, oder halten Sie eine Nachricht oder einen Snap gedrückt.',
      'Wählen Sie „Melden“ und den Grund, der passt, etwa ein gefälschtes Konto oder Betrug.',
    ],
    // Snapchat Support, "How do I report abuse, illegal content or other violations on Snapchat?".
    helpUrl: 'https://help.snapchat.com/hc/en-us/articles/7012399221652',
  },
  {
    key: 'tiktok',
    name: 'TikTok',
    aliases: ['tiktok', 'tik tok'],
    domains: ['tiktok.com'],
    steps: [
      'Öffnen Sie das Profil und tippen Sie oben rechts auf das Menü.',
      'Wählen Sie „Melden“ und folgen Sie den Schritten; als Grund passt je nach Fall, dass sich das Konto als jemand anderes ausgibt oder betrügerisch ist.',
    ],
    // TikTok Support, the page on impersonation accounts.
    helpUrl: 'https://support.tiktok.com/en/safety-hc/report-a-problem/report-an-impersonation-account',
  },
  // Signal offers no way to report a profile to Signal as fake or fraudulent (one can block a contact,
  // and report spam on a message request), so it has no guide.
];

/** Lower case without spaces and punctuation: "Twitter/X" → "twitterx". */
function compact(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');
}

const byAlias = new Map<string, GuideEntry>(
  entries.flatMap((entry) => [entry.name, ...entry.aliases].map((alias) => [compact(alias), entry] as const)),
);

/** The host of a URL or bare domain ("www.instagram.com/x/" → "instagram.com"), or null. */
function hostOf(value: string): string | null {
  const text = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/^[^\s/]+\.[^\s/]+/.test(text)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

function guideOf(entry: GuideEntry): PlatformGuide {
  return { key: entry.key, name: entry.name, steps: entry.steps, helpUrl: entry.helpUrl };
}

/** Finds a guide by a checkout platform option name (case-insensitive; 'Twitter/X', 'X', 'Twitter' all match), or by a URL/host (instagram.com, www.facebook.com/…, m.facebook.com, fb.com, wa.me, t.me, tinder.com, x.com, twitter.com, linkedin.com …). null when unknown ('Andere', random sites). */
export function platformGuideFor(value: string): PlatformGuide | null {
  const named = byAlias.get(compact(value));
  if (named) return guideOf(named);
  const host = hostOf(value);
  if (!host) return null;
  const entry = entries.find((candidate) =>
    candidate.domains.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  );
  return entry ? guideOf(entry) : null;
}

/** Guides for several values (names and URLs mixed), deduplicated by key, in first-seen order, unknown ones skipped. */
export function platformGuidesFor(values: readonly string[]): PlatformGuide[] {
  const guides: PlatformGuide[] = [];
  for (const value of values) {
    const guide = platformGuideFor(value);
    if (guide && !guides.some((known) => known.key === guide.key)) guides.push(guide);
  }
  return guides;
}

/**
 * The good-faith statement of Art. 16(2)(d) DSA (Regulation (EU) 2022/2065) in German, first person,
 * ready to paste into a notice. The regulation's German text reads "eine Erklärung darüber, dass die
 * meldende Person oder Einrichtung in gutem Glauben davon überzeugt ist, dass die in der Meldung
 * enthaltenen Angaben und Anführungen richtig und vollständig sind"; "Anführungen" is the word of the
 * official German version (for "allegations"), kept so that the statement matches it.
 */
export const DSA_GOOD_FAITH_STATEMENT =
  'Ich erkläre, dass ich in gutem Glauben davon überzeugt bin, dass die in dieser Meldung enthaltenen Angaben und Anführungen richtig und vollständig sind.';

/**
 * The German card-block emergency line. sperr-notruf.de (2026-12-06): around the clock, free from
 * German landlines and mobile networks, from abroad with the German country code (the foreign
 * network may charge; alternative number +49 30 4050 4050); not every bank takes part.
 */
export const CARD_BLOCK: { number: '116 116'; name: 'Sperr-Notruf'; note: string } = {
  number: '116 116',
  name: 'Sperr-Notruf',
  note: 'Der Sperr-Notruf ist Tag und Nacht erreichbar und aus deutschen Fest- und Mobilfunknetzen kostenlos, aus dem Ausland unter +49 116 116 (dort können Gebühren anfallen); nicht jede Bank ist angeschlossen – dann gilt die Sperrnummer auf der Rückseite Ihrer Karte oder auf der Website Ihrer Bank.',
};

/**
 * WEISSER RING's victim helpline. WEISSER RING and press reports (2026-12-06): free of charge,
 * anonymous, staffed every day from 7 to 22 o'clock.
 */
export const VICTIM_HELPLINE: { organisation: 'WEISSER RING'; name: 'Opfer-Telefon'; number: '116 006'; note: string } =
  {
    organisation: 'WEISSER RING',
    name: 'Opfer-Telefon',
    number: '116 006',
    note: 'Das Opfer-Telefon ist kostenlos und anonym und täglich von 7 bis 22 Uhr besetzt.',
  };
