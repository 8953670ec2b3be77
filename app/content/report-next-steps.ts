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
import type { Verdict } from '#app/lib/findings.ts';
import { fakeFirstStep, genuineFirstStep, unclearFirstStep } from './report-first-steps.ts';
import {
  bullets,
  type GuideBlock,
  type GuideSection,
  isRelative,
  p,
  profilePlatforms,
  type ReaderFacts,
  type ReportGuide,
  wantsBankDraft,
} from './report-guide-shapes.ts';
import { DSA_GOOD_FAITH_STATEMENT, type PlatformGuide, VICTIM_HELPLINE } from './report-guides.ts';
import { POLICE_PORTAL, type PoliceStation, policeStationFor } from './report-police.ts';

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
