// The part of the result report that fits the case and its reader (issue 38): what to do first for
// the verdict and the money already paid, where the police of the Land take a complaint and what
// they need from this case, where to report the profile on its platform, what "wahrscheinlich
// echt" does not prove, which steps found nothing, and for a buyer who ordered for a relative a
// guide to the conversation with her or him. Pure text built from the case's facts; the report
// (app/server/casework/findings-report.server.ts) lays the sections out in the order given.
//
// Reader: the buyer is always addressed as "Sie". When she or he ordered for a relative, the
// person affected is "die betroffene Person" throughout, and the money, the bank and the complaint
// are hers or his. No promise that money comes back; never a finding that the person checked
// committed a crime.
import type { Outcome, Verdict } from '#app/lib/findings.ts';
import {
  CARD_BLOCK,
  DSA_GOOD_FAITH_STATEMENT,
  type PlatformGuide,
  platformGuidesFor,
  VICTIM_HELPLINE,
} from './report-guides.ts';
import { POLICE_PORTAL, type PoliceStation, policeStationFor } from './report-police.ts';

/** What the case tells about its reader and the money, as the checkout stored it. */
export interface ReaderFacts {
  verdict: Verdict;
  outcome: Outcome;
  /** 'relative': the buyer ordered for someone else; null: an order placed before the question (read as 'self'). */
  orderedFor: string | null;
  /** A Land code, 'abroad', or null (not asked). */
  residence: string | null;
  /** Payment keys of checkout step 4; empty: not asked. */
  payments: readonly string[];
  /** The platforms the customer named in the checkout (option names). */
  platforms: readonly string[];
  targetName: string;
  targetUsername: string | null;
  targetProfileUrl: string | null;
  targetEmail: string | null;
  targetPhone: string | null;
  /** Findings (Fundstellen) of the report and their screenshots. */
  hitCount: number;
  screenshotCount: number;
  /** The research steps done, in the service's order. */
  stepsDone: readonly { label: string; date: Date | null; sources: string }[];
}

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'link'; label: string; url: string }
  /** A text to copy as it is (a notice to a platform). */
  | { kind: 'quote'; text: string };

export type GuideSectionKey = 'first-step' | 'reader' | 'conversation' | 'police' | 'platforms' | 'no-hits-steps';

export interface GuideSection {
  key: GuideSectionKey;
  title: string;
  /** 'urgent': the first step after a fraud verdict, drawn as a band in the verdict's colour. */
  tone: 'urgent' | 'plain';
  blocks: GuideBlock[];
}

/** Where each section goes: before the findings (right under the verdict) or with the next steps. */
export interface ReportGuide {
  top: GuideSection[];
  /** "Keine Treffer": which steps found nothing; in place of the findings. Null when there are findings. */
  noHitsSteps: GuideSection | null;
  nextSteps: GuideSection[];
  /** True when the evidence pack carries the drafts for police, platform and bank. */
  drafts: boolean;
  /** Also the bank's letter (money paid by transfer, card or otherwise, or unknown). */
  bankDraft: boolean;
  station: PoliceStation | null;
  platformGuides: PlatformGuide[];
}

const p = (text: string): GuideBlock => ({ kind: 'paragraph', text });
const bullets = (items: readonly string[]): GuideBlock => ({ kind: 'bullets', items });

/** Payment answers after which a bank can be asked to act. */
const BANK_PAYMENTS = ['transfer', 'card', 'other', 'unknown'];

export function isRelative(facts: Pick<ReaderFacts, 'orderedFor'>): boolean {
  return facts.orderedFor === 'relative';
}

/** Whether the evidence pack should hold a letter to the bank: money went (or may have gone) that a bank handled. */
export function wantsBankDraft(payments: readonly string[]): boolean {
  return payments.length === 0 || payments.some((key) => BANK_PAYMENTS.includes(key));
}

/** The platforms the profile lives on: the checkout's names and the profile's address, never a finding's. */
export function profilePlatforms(facts: Pick<ReaderFacts, 'platforms' | 'targetProfileUrl'>): PlatformGuide[] {
  return platformGuidesFor([...facts.platforms, ...(facts.targetProfileUrl ? [facts.targetProfileUrl] : [])]);
}

function moneyTitle(facts: ReaderFacts): string {
  const r = isRelative(facts);
  const paid = facts.payments;
  if (paid.length === 0)
    return r
      ? 'Ist schon Geld geflossen? Dann jetzt die Bank anrufen'
      : 'Haben Sie schon Geld gezahlt? Dann rufen Sie jetzt Ihre Bank an';
  if (paid.includes('none')) return 'Zahlen Sie nichts und brechen Sie den Kontakt ab';
  if (paid.some((key) => BANK_PAYMENTS.includes(key)))
    return r ? 'Rufen Sie jetzt mit der betroffenen Person deren Bank an' : 'Rufen Sie jetzt Ihre Bank an';
  if (paid.includes('gift-cards')) return 'Lassen Sie jetzt die Gutscheinkarten sperren';
  return 'Sichern Sie jetzt die Zahlungsdaten und zahlen Sie nichts mehr';
}

/** "wahrscheinlich gefälscht": the money first, then the contact. */
function fakeFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const paid = facts.payments;
  const blocks: GuideBlock[] = [];
  const bank = r ? 'deren Bank' : 'Ihre Bank';
  if (paid.includes('none')) {
    blocks.push(
      p(
        r
          ? 'Nach Ihren Angaben hat die betroffene Person bisher kein Geld gezahlt. Das ist die beste Ausgangslage. Wichtig ist jetzt, dass es so bleibt: kein Geld, keine Gutscheincodes, keine Kryptowährung, keine Kopien von Ausweis oder Bankkarte und keine Bestätigungscodes aus SMS – auch nicht für einen angeblichen Notfall.'
          : 'Nach Ihren Angaben haben Sie bisher kein Geld gezahlt. Das ist die beste Ausgangslage. Wichtig ist jetzt, dass es so bleibt: kein Geld, keine Gutscheincodes, keine Kryptowährung, keine Kopien von Ausweis oder Bankkarte und keine Bestätigungscodes aus SMS – auch nicht für einen angeblichen Notfall.',
      ),
    );
  }
  if (paid.length === 0 || paid.includes('transfer') || paid.includes('unknown') || paid.includes('other')) {
    const lead =
      paid.length === 0
        ? r
          ? `Hat die betroffene Person der geprüften Person schon Geld überwiesen, rufen Sie gemeinsam mit ihr jetzt ${bank} an, am besten noch heute.`
          : 'Haben Sie der geprüften Person schon Geld überwiesen, rufen Sie jetzt Ihre Bank an, am besten noch heute.'
        : paid.includes('unknown')
          ? r
            ? `Auch wenn Sie nicht wissen, ob schon Geld geflossen ist: Rufen Sie gemeinsam mit der betroffenen Person jetzt ${bank} an und gehen Sie die Umsätze der letzten Wochen durch.`
            : 'Auch wenn Sie nicht sicher wissen, ob schon Geld geflossen ist: Rufen Sie jetzt Ihre Bank an und gehen Sie mit ihr die Umsätze der letzten Wochen durch.'
          : r
            ? `Rufen Sie gemeinsam mit der betroffenen Person jetzt ${bank} an, am besten noch heute, bevor Sie den Rest dieses Ergebnisberichts lesen.`
            : 'Rufen Sie jetzt Ihre Bank an, am besten noch heute, bevor Sie den Rest dieses Ergebnisberichts lesen.';
    blocks.push(
      p(
        `${lead} Sagen Sie, dass es sich um einen Betrugsverdacht handelt, nennen Sie Datum, Betrag und IBAN des Empfängers und bitten Sie darum, die Zahlung zurückzurufen und die Bank des Empfängers sofort zu verständigen.`,
      ),
      p(
        'Ehrlich gesagt: Eine Überweisung lässt sich nicht mehr widerrufen, sobald die eigene Bank sie erhalten hat (§ 675p BGB), und eine Echtzeitüberweisung ist innerhalb von Sekunden auf dem Empfängerkonto. Zurückholen lässt sich das Geld dann nur, wenn die Bank des Empfängers mitwirkt und das Geld noch auf dem Konto liegt. Eine Zusage, dass es zurückkommt, kann niemand geben – aber je früher die Bank des Empfängers Bescheid weiß, desto eher ist noch etwas zu retten.',
      ),
    );
  }
  if (paid.includes('card')) {
    blocks.push(
      p(
        `${r ? 'Hat die betroffene Person mit Karte gezahlt oder Kartendaten weitergegeben' : 'Haben Sie mit Karte gezahlt oder Kartendaten weitergegeben'}, lassen Sie die Karte sofort sperren: ${CARD_BLOCK.name} ${CARD_BLOCK.number}. ${CARD_BLOCK.note} Fragen Sie die Bank außerdem, ob sie die Zahlung im Rückbuchungsverfahren (Chargeback) zurückfordern kann; ob das gelingt, hängt vom Einzelfall ab.`,
      ),
    );
  }
  if (paid.includes('gift-cards')) {
    blocks.push(
      p(
        'Rufen Sie den Anbieter der Gutscheinkarten an (die Nummer steht auf der Karte, ihrer Verpackung oder dem Kassenbon) und fragen Sie, ob sich noch nicht eingelöstes Guthaben sperren lässt. Bewahren Sie Karten, Codes und Kassenbons auf: Die Polizei braucht sie.',
      ),
    );
  }
  if (paid.includes('crypto')) {
    blocks.push(
      p(
        'Zahlungen in Kryptowährung lassen sich in aller Regel nicht zurückholen. Lief die Zahlung über eine Handelsplattform, melden Sie den Betrugsverdacht sofort deren Kundendienst. Notieren Sie Wallet-Adressen, Transaktions-IDs und die Tage der Zahlungen für die Anzeige.',
      ),
    );
  }
  if (paid.includes('other')) {
    blocks.push(
      p(
        'Lief eine Zahlung über einen Zahlungsdienst, einen Bargeldtransfer oder ein Paket, melden Sie sie sofort dort und fragen Sie, ob sie sich noch aufhalten lässt.',
      ),
    );
  }
  blocks.push(
    bullets([
      r
        ? 'Die betroffene Person sollte den Kontakt abbrechen, ohne die geprüfte Person vorzuwarnen oder zur Rede zu stellen. Vorher sichert sie die Chats mit Bildschirmfotos, auf denen Datum und Uhrzeit zu sehen sind.'
        : 'Brechen Sie den Kontakt ab, ohne die Person vorzuwarnen oder zur Rede zu stellen. Sichern Sie vorher die Chats mit Bildschirmfotos, auf denen Datum und Uhrzeit zu sehen sind.',
      'Zahlen Sie nichts mehr, auch nicht für angebliche Gebühren, Steuern, Zölle oder eine „Rückholung“ des Geldes: Angebote, verlorenes Geld gegen Vorkasse zurückzuholen, gehören häufig zur selben Masche.',
      r
        ? 'Hat die betroffene Person Passwörter, Ausweiskopien oder Zugangsdaten weitergegeben, sollte sie die Passwörter sofort ändern und die Anzeige bei der Polizei darauf hinweisen.'
        : 'Haben Sie Passwörter, Ausweiskopien oder Zugangsdaten weitergegeben, ändern Sie die Passwörter sofort und weisen Sie in der Anzeige darauf hin.',
    ]),
  );
  return { key: 'first-step', title: moneyTitle(facts), tone: 'urgent', blocks };
}

/** "unklar": what to ask and what not to send before paying anything. */
function unclearFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const paidSomething = facts.payments.some((key) => key !== 'none' && key !== 'unknown');
  const blocks: GuideBlock[] = [
    p(
      r
        ? 'Unser Ergebnis ist unklar: Die öffentlichen Quellen reichen für eine Einschätzung nicht aus, oder die Hinweise sprechen in beide Richtungen. Solange das so ist, sollte die betroffene Person nichts schicken, was sie nicht zurückbekommt:'
        : 'Unser Ergebnis ist unklar: Die öffentlichen Quellen reichen für eine Einschätzung nicht aus, oder die Hinweise sprechen in beide Richtungen. Solange das so ist, schicken Sie nichts, was Sie nicht zurückbekommen:',
    ),
    bullets([
      'kein Geld, keine Gutscheinkarten und keine Kryptowährung – auch nicht als Darlehen, für einen Notfall, ein Flugticket oder Gebühren;',
      'keine Kopien von Ausweis, Bankkarte oder Kontoauszügen und keine Bestätigungscodes aus SMS;',
      'keine intimen Fotos oder Videos.',
    ]),
    { kind: 'subheading', text: 'Was Sie erfragen können' },
    bullets([
      'einen kurzen Videoanruf, in dem das Gesicht live zu sehen ist, zu einem Zeitpunkt, den Sie vorschlagen;',
      'ein aktuelles Foto mit einer Geste, die Sie vorgeben, etwa mit einem Zettel mit dem heutigen Datum;',
      'Angaben, die sich überprüfen lassen – Arbeitgeber, Wohnort, gemeinsame Bekannte –, und die Sie dann selbst überprüfen.',
    ]),
    p(
      'Weicht die Person immer wieder aus, drängt sie zur Eile oder reagiert sie mit Vorwürfen, ist das ein Warnsignal. Eine ehrliche Person versteht, dass man sich erst kennenlernen möchte, bevor Geld im Spiel ist.',
    ),
  ];
  if (paidSomething) {
    blocks.push(
      p(
        r
          ? 'Nach Ihren Angaben hat die betroffene Person bereits gezahlt. Kommt Ihnen die Sache nicht geheuer vor, sollte sie jetzt mit ihrer Bank sprechen: Eine Zahlung lässt sich, wenn überhaupt, nur kurz danach noch aufhalten.'
          : 'Nach Ihren Angaben haben Sie bereits gezahlt. Kommt Ihnen die Sache nicht geheuer vor, sprechen Sie jetzt mit Ihrer Bank: Eine Zahlung lässt sich, wenn überhaupt, nur kurz danach noch aufhalten.',
      ),
    );
  }
  return { key: 'first-step', title: 'Bevor Sie etwas zahlen oder schicken', tone: 'plain', blocks };
}

/** "wahrscheinlich echt": what was checked and what that does not prove. */
function genuineFirstStep(facts: ReaderFacts): GuideSection {
  const r = isRelative(facts);
  const blocks: GuideBlock[] = [];
  if (facts.stepsDone.length > 0) {
    blocks.push(
      p('Unser Ergebnis „wahrscheinlich echt“ stützt sich auf diese Schritte:'),
      bullets(facts.stepsDone.map((step) => step.label)),
    );
  }
  blocks.push(
    p('Was das Ergebnis nicht beweist:'),
    bullets([
      r
        ? 'dass die Person, mit der die betroffene Person schreibt, tatsächlich die Inhaberin oder der Inhaber dieses Profils ist: Auch echte Profile werden übernommen oder nachgeahmt;'
        : 'dass die Person, mit der Sie schreiben, tatsächlich die Inhaberin oder der Inhaber dieses Profils ist: Auch echte Profile werden übernommen oder nachgeahmt;',
      'dass die Person ehrlich ist oder es bleibt: Absichten lassen sich in öffentlichen Quellen nicht prüfen;',
      'dass Geld, Ausweiskopien oder Zugangsdaten bei ihr sicher sind: Bittet sie später darum, ist Vorsicht weiterhin richtig.',
    ]),
    p(
      'Deshalb enthält die Beweismappe zu diesem Ergebnis keine Entwürfe für eine Anzeige, eine Meldung an die Plattform oder einen Brief an die Bank.',
    ),
  );
  return { key: 'first-step', title: 'Was wir geprüft haben – und was das nicht beweist', tone: 'plain', blocks };
}

function readerSection(): GuideSection {
  return {
    key: 'reader',
    title: 'An wen sich dieser Ergebnisbericht richtet',
    tone: 'plain',
    blocks: [
      p(
        'Sie haben die Prüfung für eine Angehörige oder einen Angehörigen beauftragt, die oder der mit der geprüften Person in Kontakt steht. Dieser Ergebnisbericht richtet sich an Sie; Ihre Angehörige oder Ihren Angehörigen nennen wir darin „die betroffene Person“. Wo die Warnsignale von „Ihren Angaben“ sprechen, sind die Angaben gemeint, die Sie uns bei der Bestellung gemacht haben.',
      ),
      p(
        'Die Entwürfe in der Beweismappe sind so geschrieben, dass die betroffene Person sie selbst absenden kann: Anzeige, Meldung und Brief an die Bank kommen am besten von ihr, und sie entscheidet darüber. Sie können ihr beim Ausfüllen helfen.',
      ),
    ],
  };
}

/** How to raise it with the relative, without shame (issue 38 "Relatives' version"). */
function conversationSection(facts: ReaderFacts): GuideSection {
  const common = [
    'Wählen Sie einen ruhigen Moment unter vier Augen, nicht vor der Familie und nicht am Telefon zwischen Tür und Angel.',
    'Beginnen Sie mit Ihrer Sorge, nicht mit dem Ergebnis: „Ich mache mir Sorgen um dich“ öffnet mehr als „Du bist auf einen Betrüger hereingefallen“.',
  ];
  const byVerdict: Record<Verdict, string[]> = {
    'likely-fake': [
      'Sagen Sie deutlich, dass sich niemand schämen muss: Hinter solchen Profilen stehen oft organisierte Täter, die Vertrauen planvoll über Wochen aufbauen. Es trifft kluge und lebenserfahrene Menschen.',
      'Zeigen Sie die Fundstellen dieses Ergebnisberichts, statt zu streiten: Dieselben Fotos unter einem anderen Namen sprechen für sich.',
      'Rechnen Sie mit Abwehr. Täter bereiten ihre Opfer oft darauf vor, dass Angehörige „das nicht verstehen“. Bleiben Sie freundlich und im Gespräch, auch wenn das erste Gespräch nicht gelingt.',
      'Vorwürfe wegen des Geldes helfen nicht weiter. Wichtig ist, dass ab jetzt nichts mehr gezahlt wird und die Bank Bescheid weiß.',
      'Ob die betroffene Person Anzeige erstattet, entscheidet sie. Bieten Sie an, sie zur Polizei zu begleiten oder die Onlinewache gemeinsam auszufüllen.',
    ],
    unclear: [
      'Erzählen Sie, dass Sie das Profil haben prüfen lassen und das Ergebnis offen ist – ohne zu dramatisieren und ohne die Beziehung schlechtzureden.',
      'Schlagen Sie gemeinsam die Fragen aus dem Abschnitt „Bevor Sie etwas zahlen oder schicken“ vor, und verabreden Sie, dass kein Geld fließt, bevor sie beantwortet sind.',
    ],
    'likely-genuine': [
      'Sie können offen sagen, dass die Prüfung keines der geprüften Warnsignale ergeben hat. Sagen Sie auch, was das Ergebnis nicht beweist, damit die betroffene Person bei einer späteren Bitte um Geld trotzdem vorsichtig bleibt.',
    ],
  };
  return {
    key: 'conversation',
    title: 'So sprechen Sie mit der betroffenen Person',
    tone: 'plain',
    blocks: [
      bullets([...common, ...byVerdict[facts.verdict]]),
      p(
        `Unterstützung für Betroffene von Straftaten und ihre Angehörigen bietet das ${VICTIM_HELPLINE.name} des ${VICTIM_HELPLINE.organisation}: ${VICTIM_HELPLINE.number}. ${VICTIM_HELPLINE.note}`,
      ),
    ],
  };
}

/** What the police need, taken from the case. */
function policeChecklist(facts: ReaderFacts): string[] {
  const r = isRelative(facts);
  const items = [
    r
      ? 'eine Schilderung in eigenen Worten: seit wann die betroffene Person Kontakt hat, über welche Plattform, worum die Person gebeten hat – der Entwurf der Anzeige in der Beweismappe hilft dabei;'
      : 'Ihre Schilderung in eigenen Worten: seit wann Sie Kontakt haben, über welche Plattform, worum die Person Sie gebeten hat – der Entwurf der Anzeige in der Beweismappe hilft dabei;',
    'Bildschirmfotos des Profils und der Chats, auf denen Datum und Uhrzeit zu sehen sind;',
  ];
  const who = [
    facts.targetProfileUrl ? `die Adresse des Profils: ${facts.targetProfileUrl}` : null,
    facts.targetUsername ? `den Benutzernamen: ${facts.targetUsername}` : null,
  ].filter((line): line is string => line !== null);
  if (who.length > 0) items.push(`${who.join(', ')};`);
  if (facts.targetPhone)
    items.push(`die Telefonnummer der Person, ${facts.targetPhone}, mit den Tagen der Anrufe und Nachrichten;`);
  if (facts.targetEmail)
    items.push(
      `die E-Mails der Person (${facts.targetEmail}) mit den vollständigen Kopfzeilen (Header): In den meisten E-Mail-Programmen finden Sie sie unter „Original anzeigen“ oder „Quelltext anzeigen“;`,
    );
  const paid = facts.payments;
  if (paid.length === 0 || paid.includes('transfer') || paid.includes('unknown'))
    items.push('die Belege der Überweisungen: Tag, Betrag, Name und IBAN des Empfängers, Verwendungszweck;');
  if (paid.includes('card')) items.push('die Kartenabrechnung mit dem Händlernamen und dem Tag jeder Zahlung;');
  if (paid.includes('gift-cards')) items.push('die Gutscheinkarten, ihre Codes und die Kassenbons;');
  if (paid.includes('crypto')) items.push('die Wallet-Adressen und Transaktions-IDs (Hashes) der Zahlungen;');
  if (paid.includes('other')) items.push('die Belege des Zahlungsdienstes, des Bargeldtransfers oder des Pakets;');
  if (facts.hitCount > 0)
    items.push(
      `diesen Ergebnisbericht mit ${facts.hitCount === 1 ? 'der Fundstelle' : `den ${facts.hitCount} Fundstellen`} und die Beweismappe mit den Prüfsummen${facts.screenshotCount > 0 ? ` der ${facts.screenshotCount === 1 ? 'Datei und des Bildschirmfotos' : 'Dateien und Bildschirmfotos'}` : ''}.`,
    );
  else items.push('diesen Ergebnisbericht und die Beweismappe mit den Prüfsummen Ihrer Dateien.');
  return items;
}

function policeSection(facts: ReaderFacts, station: PoliceStation | null): GuideSection {
  const r = isRelative(facts);
  const blocks: GuideBlock[] = [];
  if (station) {
    const where = station.state === 'SL' ? 'im Saarland' : `in ${station.stateName}`;
    blocks.push(
      p(
        `${r ? 'Die betroffene Person lebt' : 'Sie leben'} nach Ihren Angaben ${where}. Anzeige erstatten ${r ? 'kann sie' : 'können Sie'} bei jeder Polizeidienststelle oder online bei der Polizei des Landes:`,
      ),
      { kind: 'link', label: station.name, url: station.url },
    );
  } else if (facts.residence === 'abroad') {
    blocks.push(
      p(
        `${r ? 'Die betroffene Person lebt' : 'Sie leben'} nach Ihren Angaben außerhalb Deutschlands. Zuständig ist dann die Polizei des Wohnlandes. Hat der Fall einen Bezug nach Deutschland, etwa ein deutsches Empfängerkonto, finden Sie die Onlinewachen der deutschen Länder hier:`,
      ),
      { kind: 'link', label: POLICE_PORTAL.name, url: POLICE_PORTAL.url },
    );
  } else {
    blocks.push(
      p(
        'Anzeige erstatten kann man bei jeder Polizeidienststelle oder online bei der Onlinewache des eigenen Bundeslandes. Alle Onlinewachen finden Sie hier:',
      ),
      { kind: 'link', label: POLICE_PORTAL.name, url: POLICE_PORTAL.url },
    );
  }
  blocks.push(
    p('Droht die Person oder steht sie vor der Tür, rufen Sie die 110.'),
    { kind: 'subheading', text: 'Was die Polizei braucht' },
    bullets(policeChecklist(facts)),
  );
  return { key: 'police', title: 'Anzeige bei der Polizei', tone: 'plain', blocks };
}

/** The short notice to paste into a platform's form, with the good-faith statement of Art. 16(2)(d) DSA. */
export function platformNotice(
  facts: Pick<ReaderFacts, 'targetName' | 'targetProfileUrl' | 'targetUsername' | 'hitCount'>,
): string {
  const profile =
    facts.targetProfileUrl ?? (facts.targetUsername ? `Benutzername ${facts.targetUsername}` : '[Link zum Profil]');
  const evidence =
    facts.hitCount > 0
      ? ' Eine Prüfung in öffentlich zugänglichen Quellen hat ergeben, dass die Fotos oder Angaben des Profils an anderer Stelle unter anderem Namen erscheinen; die Fundstellen mit Datum liegen mir vor.'
      : ' Eine Prüfung in öffentlich zugänglichen Quellen hat belegte Warnsignale für ein gefälschtes oder für Betrug genutztes Profil ergeben.';
  return `Ich melde das Profil „${facts.targetName}“ (${profile}), weil ich den begründeten Verdacht habe, dass es nicht der Person gehört, die es zu sein vorgibt, oder dass es für Betrug genutzt wird.${evidence} ${DSA_GOOD_FAITH_STATEMENT}`;
}

function platformsSection(facts: ReaderFacts, guides: PlatformGuide[]): GuideSection {
  const blocks: GuideBlock[] = [
    p(
      'Melden Sie das Profil bei der Plattform, auf der der Kontakt begann. Plattformen müssen solche Meldungen zügig und sorgfältig bearbeiten (Art. 16 des Gesetzes über digitale Dienste, DSA); eine Meldung mit Begründung und der Erklärung, dass Sie in gutem Glauben handeln, ist am aussagekräftigsten.',
    ),
    p(
      'Melden Sie nur dieses Profil, nicht die Fundstellen: Dort erscheinen oft die echten Fotos einer unbeteiligten Person, deren Bilder gestohlen wurden. Schreiben Sie diese Person nicht an und beschuldigen Sie sie nicht.',
    ),
  ];
  if (guides.length === 0) {
    blocks.push(
      p(
        'Eine Plattform, deren Meldeweg wir hier beschreiben können, haben Sie uns nicht genannt. Fast jede Plattform hat am Profil oder an der Nachricht eine Funktion „Melden“; wählen Sie dort „Fake-Profil“, „gibt sich als jemand anderes aus“ oder „Betrug“.',
      ),
    );
  }
  for (const guide of guides) {
    blocks.push({ kind: 'subheading', text: guide.name }, bullets(guide.steps), {
      kind: 'link',
      label: `Hilfe von ${guide.name} zum Melden`,
      url: guide.helpUrl,
    });
  }
  blocks.push(
    p('Diesen Text können Sie in das Meldeformular übernehmen; ein ausführlicher Entwurf liegt in der Beweismappe:'),
    { kind: 'quote', text: platformNotice(facts) },
  );
  return { key: 'platforms', title: 'Profil bei der Plattform melden', tone: 'plain', blocks };
}

/** "Keine Treffer": which steps found nothing (their days and sources stand under "Was wir durchsucht haben"). */
function noHitsSteps(facts: ReaderFacts): GuideSection {
  const count = facts.stepsDone.length;
  return {
    key: 'no-hits-steps',
    title: 'Keine Treffer: Diese Schritte haben keine Fundstelle ergeben',
    tone: 'plain',
    blocks:
      count > 0
        ? [
            p(
              `${count === 1 ? 'Der Schritt, der oben mit Tag und Quellen steht, hat' : `Alle ${count} Schritte, die oben mit Tag und Quellen stehen, haben`} keine Fundstelle zur geprüften Person, zu ihrem Profil oder zu ihren Fotos ergeben:`,
            ),
            bullets(facts.stepsDone.map((step) => step.label)),
            p(
              'Das heißt: Fotos, Name und Kontaktdaten tauchen in diesen Quellen am Tag der Prüfung nicht an anderer Stelle oder unter anderem Namen auf, und es gibt dort keine Warnung vor dieser Person. Es heißt nicht, dass die Person ehrlich ist – warum, steht im Abschnitt „Was „keine Treffer“ bedeutet – und was nicht“.',
            ),
          ]
        : [p('In diesem Ergebnisbericht ist kein abgeschlossener Rechercheschritt verzeichnet.')],
  };
}

/** The case's guide: which sections, in which order, for this verdict and reader. */
export function reportGuide(facts: ReaderFacts): ReportGuide {
  const relative = isRelative(facts);
  const fraud = facts.verdict === 'likely-fake';
  const station = policeStationFor(facts.residence);
  const guides = profilePlatforms(facts);
  const first =
    facts.verdict === 'likely-fake'
      ? fakeFirstStep(facts)
      : facts.verdict === 'unclear'
        ? unclearFirstStep(facts)
        : genuineFirstStep(facts);
  const top = [first];
  if (relative) top.push(readerSection(), conversationSection(facts));
  const nextSteps = fraud ? [policeSection(facts, station), platformsSection(facts, guides)] : [];
  return {
    top,
    noHitsSteps: facts.outcome === 'no-hits' ? noHitsSteps(facts) : null,
    nextSteps,
    drafts: fraud,
    bankDraft: fraud && wantsBankDraft(facts.payments),
    station,
    platformGuides: guides,
  };
}
