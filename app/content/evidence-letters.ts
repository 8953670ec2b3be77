// The letters of the evidence pack (issue 29 point 4): the customer's own drafts ("Ihr Entwurf") of a
// criminal complaint to the police, a report to the platform, a letter asking the bank to recall a
// payment. Filled in with the facts of the case and the report's findings; what only the customer
// knows (their address, what happened, the payment) is a blank in square brackets, and she decides
// whether to send them. Factual, in the customer's first person: what was found where and when, and
// her suspicion ("der Verdacht", "nach meiner Kenntnis"), never a finding that the person committed a
// crime (the privacy notice's criminalOffencesText in app/content/legal.ts says so, Art. 10 DSGVO;
// legal.test.ts holds the two together). No legal advice and no promise that the money comes back.
// Pure text: the evidence pack renders it.
import { formatDate } from '#app/lib/format.ts';

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
}

export interface LetterDraft {
  key: 'police' | 'platform' | 'bank';
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

function senderBlock(facts: LetterFacts): string {
  return `${facts.customerName}\n[Ihre Anschrift]\n[Ihre Telefonnummer und E-Mail-Adresse]`;
}

/** "über Tinder und WhatsApp" or the blank for the platform. */
function platformPhrase(platforms: readonly string[]): string {
  if (platforms.length === 0) return '[Plattform oder Messenger]';
  if (platforms.length === 1) return platforms[0] ?? '';
  return `${platforms.slice(0, -1).join(', ')} und ${platforms.at(-1)}`;
}

function policeLetter(facts: LetterFacts): LetterDraft {
  return {
    key: 'police',
    title: 'Ihr Entwurf: Strafanzeige',
    usage: `Das ist Ihr Entwurf Ihrer eigenen Anzeige: Ob Sie Anzeige erstatten, entscheiden Sie, und ob eine Straftat vorliegt, beurteilen Polizei und Staatsanwaltschaft, nicht wir. Abgeben können Sie sie bei jeder Polizeidienststelle oder online über die Onlinewache der Polizei Ihres Bundeslandes; fügen Sie den Ergebnisbericht (Auftragsnummer ${facts.reference}) und die Beweismappe bei, dazu Ihre eigenen Bildschirmfotos, Chatverläufe und Zahlungsbelege.`,
    body: [
      senderBlock(facts),
      'An die Polizei\n[Dienststelle und Anschrift, oder die Onlinewache Ihres Bundeslandes]',
      '[Ort], den [Datum]',
      'Strafanzeige wegen des Verdachts des Betrugs (§ 263 StGB)',
      'Sehr geehrte Damen und Herren,',
      `hiermit erstatte ich Strafanzeige gegen die Person, die mir gegenüber unter dem Namen „${facts.targetName}“ auftritt, und stelle zugleich Strafantrag. Nach meiner Kenntnis sind das die Angaben der Person:\n${personLines(facts)}`,
      `Seit dem [Datum des ersten Kontakts] stehe ich mit der Person in Kontakt, zuerst über ${platformPhrase(facts.targetPlatforms)}.`,
      'Zum Ablauf, so wie ich ihn erlebt habe: [Schildern Sie hier in eigenen Worten, was geschehen ist: worum die Person Sie gebeten hat, was sie Ihnen dafür erzählt hat und welche Beträge Sie wann, auf welchem Weg und an wen gezahlt haben.]',
      checkParagraph(facts),
      findingsParagraph(facts),
      'Ich schildere, was ich selbst erlebt habe und was die Prüfung in öffentlichen Quellen gefunden hat. Ob darin eine Straftat liegt, bitte ich Sie zu prüfen.',
      `Den Ergebnisbericht (Auftragsnummer ${facts.reference}) füge ich bei, außerdem [Bildschirmfotos des Profils und der Chats, Zahlungsbelege].`,
      'Bitte bestätigen Sie mir den Eingang der Anzeige und teilen Sie mir das Aktenzeichen mit.',
      'Mit freundlichen Grüßen',
      facts.customerName,
    ],
  };
}

function platformLetter(facts: LetterFacts): LetterDraft {
  const [only, ...more] = facts.targetPlatforms;
  const platform =
    only !== undefined && more.length === 0
      ? only
      : `[Name der Plattform${only === undefined ? '' : `, z. B. ${facts.targetPlatforms.join(' oder ')}`}]`;
  return {
    key: 'platform',
    title: 'Ihr Entwurf: Meldung an die Plattform',
    usage:
      'Reichen Sie die Meldung über die Meldefunktion am Profil oder über das Formular der Plattform für Konten ein, die sich als eine andere Person ausgeben; ist dort wenig Platz, übernehmen Sie die wichtigsten Absätze. Wo die Plattform Anhänge annimmt, fügen Sie den Ergebnisbericht mit den Bildschirmfotos der Fundstellen bei.',
    body: [
      `An ${platform}`,
      `Betreff: Meldung eines mutmaßlich gefälschten Profils${facts.targetUsername ? ` (${facts.targetUsername})` : ''}`,
      'Sehr geehrte Damen und Herren,',
      `ich melde das folgende Profil, weil ich den begründeten Verdacht habe, dass es nicht der Person gehört, die es zu sein vorgibt, oder dass es für Betrug genutzt wird:\n${personLines(facts)}${facts.targetProfileUrl ? '' : '\n- Profil: [Link zum Profil]'}`,
      checkParagraph(facts),
      findingsParagraph(facts),
      'Was ich mit dem Profil erlebt habe: [Schildern Sie kurz, was geschehen ist, etwa Bitten um Geld, um Ausweiskopien oder um einen Wechsel auf einen anderen Messenger.]',
      'Ich bitte Sie, das Profil zu prüfen, es zu sperren, wenn es gegen Ihre Richtlinien verstößt, und mir das Ergebnis mitzuteilen. Bitte bewahren Sie die Daten des Kontos auf, falls die Polizei sie anfordert. Meine Anzeige bei der Polizei hat das Aktenzeichen [Aktenzeichen; streichen Sie diesen Satz, wenn Sie keine Anzeige erstattet haben].',
      'Mit freundlichen Grüßen',
      facts.customerName,
    ],
  };
}

function bankLetter(facts: LetterFacts): LetterDraft {
  return {
    key: 'bank',
    title: 'Ihr Entwurf: Brief an die Bank',
    usage:
      'Rufen Sie Ihre Bank so schnell wie möglich an, denn eine Überweisung lässt sich manchmal noch aufhalten, wenn die Bank früh genug davon erfährt, und schicken Sie diesen Brief danach schriftlich hinterher. Haben Sie mit Karte bezahlt, bitten Sie um eine Rückbuchung (Chargeback); fügen Sie den Ergebnisbericht und Ihre Zahlungsbelege bei.',
    body: [
      senderBlock(facts),
      'An [Name und Anschrift Ihrer Bank]',
      '[Ort], den [Datum]',
      'Betreff: Bitte um Rückruf einer Überweisung oder Rückbuchung einer Kartenzahlung (Chargeback) wegen Betrugsverdachts – Konto [Ihre IBAN] oder Karte [letzte vier Ziffern Ihrer Karte]',
      'Sehr geehrte Damen und Herren,',
      'ich habe den begründeten Verdacht, dass ich betrogen worden bin. Ich bitte Sie, die folgende Zahlung umgehend zurückzurufen oder, wenn ich mit Karte bezahlt habe, ein Rückbuchungsverfahren (Chargeback) einzuleiten:',
      '- Datum der Zahlung: [Datum der Zahlung]\n- Betrag: [Betrag]\n- Empfänger: [Name des Empfängers]\n- IBAN des Empfängers: [IBAN des Empfängers]\n- Verwendungszweck oder Händlername: [Verwendungszweck oder Händlername laut Kontoauszug]',
      `Die Zahlung habe ich an eine Person geleistet, die mir gegenüber unter dem Namen „${facts.targetName}“ aufgetreten ist. ${facts.providerName} hat das Profil am ${formatDate(facts.reportDate)} in öffentlich zugänglichen Quellen geprüft (Auftragsnummer ${facts.reference}); die Einschätzung im Ergebnisbericht lautet „${facts.verdictLabel}“. Den Ergebnisbericht füge ich bei.`,
      'Anzeige bei der Polizei habe ich erstattet oder erstatte ich umgehend; Aktenzeichen: [Aktenzeichen, falls schon vorhanden].',
      'Bitte teilen Sie mir mit, welche Schritte Sie eingeleitet haben, und informieren Sie nach Möglichkeit die Bank des Empfängers. Weitere Zahlungen an diesen Empfänger werde ich nicht leisten.',
      'Mit freundlichen Grüßen',
      facts.customerName,
    ],
  };
}

/** The three drafts of the evidence pack: police, platform, bank — in that order. */
export function evidenceLetters(facts: LetterFacts): LetterDraft[] {
  return [policeLetter(facts), platformLetter(facts), bankLetter(facts)];
}
