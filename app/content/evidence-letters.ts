// The letters of the evidence pack (issue 29 point 4): the customer's own drafts ("Ihr Entwurf") of a
// criminal complaint to the police, a report to the platform, a letter asking the bank to recall a
// payment. Filled in with the facts of the case and the report's findings; what only the customer
// knows (their address, what happened, the payment) is a blank in square brackets, and she decides
// whether to send them. Factual, in the customer's first person: what was found where and when, and
// her suspicion ("der Verdacht", "nach meiner Kenntnis"), never a finding that the person committed a
// crime (the privacy notice's criminalOffencesText in app/content/legal.ts says so, Art. 10 DSGVO;
// legal.test.ts holds the two together). No legal advice and no promise that the money comes back.
// Pure text: the evidence pack renders it.
import type { Verdict } from '#app/lib/findings.ts';
import { formatDate } from '#app/lib/format.ts';
import type { PlatformGuide } from './report-guides.ts';
import { DSA_GOOD_FAITH_STATEMENT } from './report-guides.ts';
import type { PoliceStation } from './report-police.ts';

export interface LetterFacts {
  reference: string;
  reportDate: Date;
  customerName: string;
  targetName: string;
  targetUsername: string | null;
  targetProfileUrl: string | null;
  targetPlatforms: string[];
  targetEmail: string | null;
  targetPhone: string | null;
  verdictLabel: string;
  summary: string;
  hits: { url: string; foundOn: Date; description: string }[];
  providerName: string;
  /** The buyer ordered for a relative: the drafts are written for the person affected to send. */
  relative: boolean;
  /** The Land's online police station, when the Land is known. */
  station: PoliceStation | null;
  /** The platforms the profile lives on (one notice each); empty: one notice with a blank. */
  platformGuides: readonly PlatformGuide[];
}

export interface LetterDraft {
  key: 'police' | `platform-${string}` | 'platform' | 'bank';
  /** e.g. "Ihr Entwurf: Strafanzeige". */
  title: string;
  /** One or two sentences to the customer: where to send it, what to attach (the report, the pack). */
  usage: string;
  /**
   * The paragraphs of the letter, ready to use. Blanks the customer fills in are written in square
   * brackets ("[Ihre Anschrift]", "[Betrag und Datum der Zahlung]"); a paragraph may hold line breaks
   * (an address, a list of findings, each line starting "- ").
   */
  body: string[];
}

/** The person's details as far as the customer gave them, one line each ("- Name: „…“"). */
function personLines(facts: LetterFacts): string {
  const lines = [`- Name, unter dem die Person auftritt: „${facts.targetName}“`];
  if (facts.targetUsername) lines.push(`- Benutzername: ${facts.targetUsername}`);
  if (facts.targetProfileUrl) lines.push(`- Profil: ${facts.targetProfileUrl}`);
  if (facts.targetPlatforms.length > 0) lines.push(`- Plattformen: ${facts.targetPlatforms.join(', ')}`);
  if (facts.targetEmail) lines.push(`- E-Mail-Adresse: ${facts.targetEmail}`);
  if (facts.targetPhone) lines.push(`- Telefonnummer: ${facts.targetPhone}`);
  return lines.join('\n');
}

/** "- https://… (gefunden am 21.11.2026): description" for each finding. */
function hitLines(facts: LetterFacts): string {
  return facts.hits
    .map((hit) => `- ${hit.url} (gefunden am ${formatDate(hit.foundOn)}): ${hit.description.trim()}`)
    .join('\n');
}

/** The check and its result, as a third party's report the letter refers to. */
function checkParagraph(facts: LetterFacts): string {
  return `${facts.providerName} hat das Profil am ${formatDate(facts.reportDate)} in öffentlich zugänglichen Quellen geprüft (Auftragsnummer ${facts.reference}). Die Einschätzung im Ergebnisbericht lautet „${facts.verdictLabel}“. Der Ergebnisbericht fasst das Ergebnis so zusammen: „${facts.summary.trim()}“`;
}

/** The findings with link and date, or that the check found none. */
function findingsParagraph(facts: LetterFacts): string {
  return facts.hits.length > 0
    ? `Der Ergebnisbericht nennt diese Fundstellen, jeweils mit Bildschirmfoto:\n${hitLines(facts)}`
    : 'Die Prüfung ist ohne Treffer geblieben; der Ergebnisbericht nennt die durchsuchten Quellen.';
}

/** Who signs: the customer, or (ordered for a relative) the person affected, as a blank. */
function signer(facts: LetterFacts): string {
  return facts.relative ? '[Vor- und Nachname der betroffenen Person]' : facts.customerName;
}

function senderBlock(facts: LetterFacts): string {
  return facts.relative
    ? `${signer(facts)}\n[Anschrift]\n[Telefonnummer und E-Mail-Adresse]`
    : `${facts.customerName}\n[Ihre Anschrift]\n[Ihre Telefonnummer und E-Mail-Adresse]`;
}

/** The note for a buyer who ordered for a relative, before each draft's own usage. */
function forRelative(facts: LetterFacts, usage: string): string {
  return facts.relative
    ? `Dieser Entwurf ist für die betroffene Person geschrieben: Sie sendet ihn selbst ab und entscheidet darüber; Sie können ihr beim Ausfüllen helfen. ${usage}`
    : usage;
}

/** "über Tinder und WhatsApp" or the blank for the platform. */
function platformPhrase(platforms: readonly string[]): string {
  if (platforms.length === 0) return '[Plattform oder Messenger]';
  if (platforms.length === 1) return platforms[0] ?? '';
  return `${platforms.slice(0, -1).join(', ')} und ${platforms.at(-1)}`;
}

function policeLetter(facts: LetterFacts): LetterDraft {
  const station = facts.station;
  const where = station
    ? `online bei der Polizei des Landes (${station.name}, die Adresse steht oben im Entwurf) oder bei jeder Polizeidienststelle`
    : 'bei jeder Polizeidienststelle oder online über die Onlinewache der Polizei des Bundeslandes';
  return {
    key: 'police',
    title: 'Ihr Entwurf: Strafanzeige',
    usage: forRelative(
      facts,
      `${facts.relative ? 'Ob Anzeige erstattet wird, entscheidet die betroffene Person' : 'Ob Sie Anzeige erstatten, entscheiden Sie'}, und ob eine Straftat vorliegt, beurteilen Polizei und Staatsanwaltschaft, nicht wir. Abgeben lässt sich die Anzeige ${where}; fügen Sie den Ergebnisbericht (Auftragsnummer ${facts.reference}) und die Beweismappe bei, dazu eigene Bildschirmfotos, Chatverläufe und Zahlungsbelege.`,
    ),
    body: [
      senderBlock(facts),
      station
        ? `An die Polizei\n${station.name}\n${station.url}`
        : 'An die Polizei\n[Dienststelle und Anschrift, oder die Onlinewache des Bundeslandes]',
      '[Ort], den [Datum]',
      'Strafanzeige wegen des Verdachts des Betrugs (§ 263 StGB)',
      'Sehr geehrte Damen und Herren,',
      `hiermit erstatte ich Strafanzeige gegen die Person, die mir gegenüber unter dem Namen „${facts.targetName}“ auftritt, und stelle zugleich Strafantrag. Nach meiner Kenntnis sind das die Angaben der Person:\n${personLines(facts)}`,
      `Seit dem [Datum des ersten Kontakts] stehe ich mit der Person in Kontakt, zuerst über ${platformPhrase(facts.targetPlatforms)}.`,
      'Zum Ablauf, so wie ich ihn erlebt habe: [Schildern Sie hier in eigenen Worten, was geschehen ist: worum die Person gebeten hat, was sie dafür erzählt hat und welche Beträge wann, auf welchem Weg und an wen gezahlt wurden.]',
      checkParagraph(facts),
      findingsParagraph(facts),
      'Ich schildere, was ich selbst erlebt habe und was die Prüfung in öffentlichen Quellen gefunden hat. Ob darin eine Straftat liegt, bitte ich Sie zu prüfen.',
      `Den Ergebnisbericht (Auftragsnummer ${facts.reference}) und die Beweismappe mit den Prüfsummen der Dateien füge ich bei, außerdem [Bildschirmfotos des Profils und der Chats mit Datum und Uhrzeit, Zahlungsbelege, E-Mails mit vollständigen Kopfzeilen].`,
      'Bitte bestätigen Sie mir den Eingang der Anzeige und teilen Sie mir das Aktenzeichen mit.',
      'Mit freundlichen Grüßen',
      signer(facts),
    ],
  };
}

/** One notice to one platform (or, with no platform known, to the one the customer fills in). */
function platformLetter(facts: LetterFacts, guide: PlatformGuide | null): LetterDraft {
  const platform = guide?.name ?? '[Name der Plattform]';
  const how = guide
    ? `So melden Sie das Profil bei ${guide.name}: ${guide.steps.join(' ')}`
    : 'Reichen Sie die Meldung über die Meldefunktion am Profil oder über das Formular der Plattform für Konten ein, die sich als eine andere Person ausgeben.';
  return {
    key: guide ? `platform-${guide.key}` : 'platform',
    title: `Ihr Entwurf: Meldung an ${guide ? guide.name : 'die Plattform'}`,
    usage: forRelative(
      facts,
      `${how} Ist im Formular wenig Platz, übernehmen Sie die wichtigsten Absätze, in jedem Fall aber die Erklärung am Ende (Art. 16 Abs. 2 Buchst. d DSA); wo die Plattform Anhänge annimmt, fügen Sie den Ergebnisbericht bei. Melden Sie nur das Profil, mit dem der Kontakt bestand, nicht die Fundstellen: Dort erscheinen oft die Fotos einer unbeteiligten Person, deren Bilder gestohlen wurden.`,
    ),
    body: [
      `An ${platform}`,
      `Betreff: Meldung eines mutmaßlich gefälschten Profils${facts.targetUsername ? ` (${facts.targetUsername})` : ''}`,
      'Sehr geehrte Damen und Herren,',
      `ich melde das folgende Profil, weil ich den begründeten Verdacht habe, dass es nicht der Person gehört, die es zu sein vorgibt, oder dass es für Betrug genutzt wird:\n${personLines(facts)}${facts.targetProfileUrl ? '' : '\n- Profil: [Link zum Profil]'}`,
      checkParagraph(facts),
      findingsParagraph(facts),
      'Was ich mit dem Profil erlebt habe: [Schildern Sie kurz, was geschehen ist, etwa Bitten um Geld, um Ausweiskopien oder um einen Wechsel auf einen anderen Messenger.]',
      'Ich bitte Sie, das Profil zu prüfen, es zu sperren, wenn es gegen Ihre Richtlinien verstößt, und mir das Ergebnis mitzuteilen. Bitte bewahren Sie die Daten des Kontos auf, falls die Polizei sie anfordert. Meine Anzeige bei der Polizei hat das Aktenzeichen [Aktenzeichen; streichen Sie diesen Satz, wenn keine Anzeige erstattet wurde].',
      DSA_GOOD_FAITH_STATEMENT,
      'Mit freundlichen Grüßen',
      signer(facts),
    ],
  };
}

function bankLetter(facts: LetterFacts): LetterDraft {
  return {
    key: 'bank',
    title: 'Ihr Entwurf: Brief an die Bank',
    usage: forRelative(
      facts,
      'Rufen Sie die Bank zuerst an, so schnell wie möglich, und schicken Sie diesen Brief danach schriftlich hinterher. Eine Überweisung lässt sich nicht mehr widerrufen, sobald die Bank sie erhalten hat (§ 675p BGB); zurückholen lässt sich das Geld nur, wenn die Bank des Empfängers mitwirkt und es noch auf dem Konto liegt. Je früher die Bank Bescheid weiß, desto besser. Bei einer Kartenzahlung fragen Sie nach einer Rückbuchung (Chargeback). Fügen Sie den Ergebnisbericht und die Zahlungsbelege bei.',
    ),
    body: [
      senderBlock(facts),
      'An [Name und Anschrift der Bank]',
      '[Ort], den [Datum]',
      'Betreff: Betrugsverdacht – Bitte um Rückruf einer Überweisung oder Rückbuchung einer Kartenzahlung (Chargeback), Konto [IBAN] oder Karte [letzte vier Ziffern der Karte]',
      'Sehr geehrte Damen und Herren,',
      'wie am [Datum und Uhrzeit des Anrufs] telefonisch mitgeteilt, habe ich den begründeten Verdacht, dass ich betrogen worden bin. Es geht um diese Zahlung:',
      '- Datum der Zahlung: [Datum der Zahlung]\n- Betrag: [Betrag]\n- Empfänger: [Name des Empfängers]\n- IBAN des Empfängers: [IBAN des Empfängers]\n- Verwendungszweck oder Händlername: [Verwendungszweck oder Händlername laut Kontoauszug]',
      'Mir ist bekannt, dass ich eine ausgeführte Überweisung nicht mehr widerrufen kann und ein Rückruf die Mitwirkung der Bank des Empfängers voraussetzt. Ich bitte Sie deshalb, die Bank des Empfängers umgehend über den Betrugsverdacht zu informieren und sie um Rücküberweisung zu bitten, solange das Geld noch auf dem Empfängerkonto liegt. Habe ich mit Karte bezahlt, bitte ich Sie, ein Rückbuchungsverfahren (Chargeback) einzuleiten.',
      `Die Zahlung habe ich an eine Person geleistet, die mir gegenüber unter dem Namen „${facts.targetName}“ aufgetreten ist. ${facts.providerName} hat das Profil am ${formatDate(facts.reportDate)} in öffentlich zugänglichen Quellen geprüft (Auftragsnummer ${facts.reference}); die Einschätzung im Ergebnisbericht lautet „${facts.verdictLabel}“. Den Ergebnisbericht füge ich bei.`,
      'Anzeige bei der Polizei habe ich erstattet oder erstatte ich umgehend; Aktenzeichen: [Aktenzeichen, falls schon vorhanden].',
      'Bitte teilen Sie mir schriftlich mit, welche Schritte Sie eingeleitet haben. Weitere Zahlungen an diesen Empfänger werde ich nicht leisten.',
      'Mit freundlichen Grüßen',
      signer(facts),
    ],
  };
}

/**
 * The drafts the verdict warrants (issue 38): none unless the verdict is "wahrscheinlich
 * gefälscht"; then the complaint, one notice per platform the profile lives on, and the bank's
 * letter only when money went through a bank (or it is not known whether it did).
 */
export function evidenceLetters(facts: LetterFacts, wanted: { drafts: boolean; bankDraft: boolean }): LetterDraft[] {
  if (!wanted.drafts) return [];
  const platforms =
    facts.platformGuides.length > 0
      ? facts.platformGuides.map((guide) => platformLetter(facts, guide))
      : [platformLetter(facts, null)];
  return [policeLetter(facts), ...platforms, ...(wanted.bankDraft ? [bankLetter(facts)] : [])];
}

/** Why a pack holds no drafts, by verdict (printed where the drafts would be). */
export const noDraftsReasons: Record<Exclude<Verdict, 'likely-fake'>, string> = {
  unclear:
    'Diese Mappe enthält keine Entwürfe für eine Anzeige, eine Meldung an die Plattform oder einen Brief an die Bank: Bei einem unklaren Ergebnis belegen die Fundstellen keinen Betrugsverdacht, den Sie gegenüber Polizei, Plattform oder Bank begründen könnten. Ergibt sich später mehr, etwa eine Bitte um Geld, helfen Ihnen die Prüfsummen und Fundstellen dieser Mappe trotzdem weiter.',
  'likely-genuine':
    'Diese Mappe enthält keine Entwürfe für eine Anzeige, eine Meldung an die Plattform oder einen Brief an die Bank: Unser Ergebnis lautet „wahrscheinlich echt“, und wir haben keines der geprüften Warnsignale gefunden. Die Prüfsummen und Fundstellen halten fest, was uns vorlag und was wir gefunden haben.',
};

/** "Wozu diese Mappe dient": with drafts, or without them. */
export function packPurpose(drafts: boolean): string[] {
  const checksum =
    'Eine Prüfsumme (SHA-256) ist eine Art Fingerabdruck einer Datei: Jede noch so kleine Änderung an der Datei ergibt eine andere Prüfsumme. Stimmt die Prüfsumme einer Datei mit der hier genannten überein, ist es genau die Datei, die uns zum angegebenen Zeitpunkt vorlag.';
  if (!drafts) {
    return [
      'Diese Mappe hält fest, was uns vorlag und was wir gefunden haben: das Ergebnis unserer Prüfung, die Prüfsummen aller Dateien und die Fundstellen mit dem Tag, an dem wir sie gefunden haben.',
      checksum,
      'Die Mappe stellt nicht fest, ob eine Straftat vorliegt, und sie ist keine Rechtsberatung.',
    ];
  }
  return [
    'Diese Mappe fasst zusammen, was Sie brauchen, wenn der Fall bei der Polizei angezeigt, der Plattform gemeldet oder die Bank gebeten wird, eine Zahlung zurückzuholen: das Ergebnis unserer Prüfung, die Prüfsummen aller Dateien, die Fundstellen mit dem Tag, an dem wir sie gefunden haben, und Entwürfe für die Schreiben.',
    checksum,
    'Die Entwürfe sind Entwürfe: Ergänzt wird, was nur Sie wissen (in eckigen Klammern), und ob sie eingereicht werden, entscheiden Sie. Die Mappe hält fest, was uns vorlag und was wir wann wo gefunden haben; ob eine Straftat vorliegt, stellt sie nicht fest, und sie ist keine Rechtsberatung.',
  ];
}
