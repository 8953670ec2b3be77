// One realistic sample case (a romance scam) in every verdict × buyer of issue 38, for
// `npm run report:samples` (scripts/report-samples.ts) and the test of which sections each report
// carries (app/server/casework/report-variants.server.test.ts). The findings pass the delivery gate;
// the PDFs are rendered by the delivery's own code (composeDelivery). Names, addresses and numbers
// are invented; the web addresses of the findings use example domains.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { emptyFindings, type Findings, type Verdict } from '#app/lib/findings.ts';
import type { EvidencePackInput } from '#app/server/casework/evidence-pack.server.ts';
import type { ReportCase, ReportScreenshot } from '#app/server/casework/findings-to-report.server.ts';
import { defaultNextSteps } from '#app/server/casework/report-delivery.server.ts';

export const SAMPLE_VERDICTS = ['gefaelscht', 'unklar', 'echt', 'keine-treffer'] as const;
export const SAMPLE_BUYERS = ['fuer-mich', 'fuer-angehoerige'] as const;
export type SampleVerdict = (typeof SAMPLE_VERDICTS)[number];
export type SampleBuyer = (typeof SAMPLE_BUYERS)[number];

const CASE_TYPE = 'romance-scam';
export const SAMPLE_PAID_AT = new Date('2026-11-30T09:12:00Z');
export const SAMPLE_REPORT_DATE = new Date('2026-12-01T15:30:00Z');
const DAY = '2026-12-01';

/** The verdict a sample stands for ("keine Treffer" is an unclear result without findings). */
export const sampleVerdict: Record<SampleVerdict, Verdict> = {
  gefaelscht: 'likely-fake',
  unklar: 'unclear',
  echt: 'likely-genuine',
  'keine-treffer': 'unclear',
};

export function sampleCase(buyer: SampleBuyer): ReportCase {
  const relative = buyer === 'fuer-angehoerige';
  return {
    reference: '7c41d2ab',
    customerName: relative ? 'Jonas Mustermann' : 'Erika Mustermann',
    serviceName: 'Romance-Scam-Check',
    caseType: CASE_TYPE,
    targetName: 'Daniel Berger',
    paidAt: SAMPLE_PAID_AT,
    orderedFor: relative ? 'relative' : 'self',
    residence: 'HH',
    payments: ['transfer', 'gift-cards'],
    target: {
      targetName: 'Daniel Berger',
      targetUsername: 'daniel.berger.offshore',
      targetProfileUrl: 'https://www.facebook.com/daniel.berger.offshore',
      targetPlatforms: ['Facebook', 'WhatsApp'],
      targetEmail: 'daniel.berger.offshore@example.com',
      targetPhone: '+233 20 555 0142',
    },
  };
}

const STEP_SOURCES: Record<string, string> = {
  'reverse-image-search': 'Google Lens, Bing Visuelle Suche, TinEye, Yandex Bilder',
  'image-hit-review': 'die Fundstellen der Bildsuche, einzeln aufgerufen',
  'name-search': 'Google, Bing, DuckDuckGo, Handelsregister',
  'identity-consistency': 'Profilangaben, Chatauszüge, öffentliche Quellen',
  'story-check': 'Nachrichtenarchive, Websites der genannten Firma',
  'contact-data-search': 'Google, Bing, öffentliche Rufnummernverzeichnisse',
  'message-text-search': 'Google, Bing (Sätze in Anführungszeichen)',
  'payment-data-search': 'öffentliche Warnlisten, Foren von Betroffenen',
  'investment-platform-check': '',
  'scam-warning-search': 'Warnseiten der Verbraucherzentralen, Foren von Betroffenen',
};

function steps(): Findings['steps'] {
  const result: Findings['steps'] = {};
  for (const [key, sources] of Object.entries(STEP_SOURCES)) {
    result[key] =
      key === 'investment-platform-check'
        ? { state: 'not-applicable', date: '', sources: '', reason: 'Die Person hat keine Geldanlage empfohlen.' }
        : { state: 'done', date: DAY, sources, reason: '' };
  }
  return result;
}

const IMAGES = [
  { documentId: 'sample-photo-1', fileName: 'profilbild-strand.jpg' },
  { documentId: 'sample-photo-2', fileName: 'profilbild-uniform.jpg' },
];

interface SampleHit {
  url: string;
  description: string;
  documentId: string | null;
  shot: string;
}

const HITS: Record<SampleVerdict, SampleHit[]> = {
  gefaelscht: [
    {
      url: 'https://www.example-modelagentur.it/models/marco-valente',
      description:
        'Beide Profilfotos erscheinen auf der Seite einer Modelagentur in Mailand unter dem Namen Marco Valente, dort seit 2019.',
      documentId: 'sample-photo-1',
      shot: 'fundstelle-modelagentur.png',
    },
    {
      url: 'https://forum.example.org/warnungen/romance-scam/daniel-berger-bohrinsel',
      description:
        'Warnung in einem Forum von Betroffenen vom März 2026: derselbe Name, dieselbe Geschichte vom Ingenieur auf einer Bohrinsel, dieselbe Telefonnummer.',
      documentId: null,
      shot: 'fundstelle-forum.png',
    },
    {
      url: 'https://www.example-social.com/marco.valente.official/photos',
      description: 'Das Foto in Uniform in einem öffentlichen Album des Models, dort im Original ohne Spiegelung.',
      documentId: 'sample-photo-2',
      shot: 'fundstelle-album.png',
    },
  ],
  unklar: [
    {
      url: 'https://www.example-firmenverzeichnis.de/hamburg/ingenieurbuero-berger',
      description:
        'Ein Ingenieurbüro Berger in Hamburg; ob der Inhaber die Person aus dem Profil ist, lässt sich aus der Seite nicht erkennen.',
      documentId: null,
      shot: 'fundstelle-firmenverzeichnis.png',
    },
  ],
  echt: [
    {
      url: 'https://www.example-werft.de/team/daniel-berger',
      description:
        'Teamseite einer Hamburger Werft: Daniel Berger, Schiffbauingenieur, mit demselben Foto wie im Profil (Strandfoto, anderer Ausschnitt).',
      documentId: 'sample-photo-1',
      shot: 'fundstelle-teamseite.png',
    },
    {
      url: 'https://www.example-zeitung.de/hamburg/2025/werft-stapellauf',
      description:
        'Zeitungsbericht von 2025 über einen Stapellauf; Daniel Berger wird als Projektleiter zitiert, mit Foto.',
      documentId: null,
      shot: 'fundstelle-zeitung.png',
    },
  ],
  'keine-treffer': [],
};

const SUMMARIES: Record<SampleVerdict, string> = {
  gefaelscht:
    'Die Fotos des Profils gehören einem Model aus Mailand, das sie seit 2019 unter eigenem Namen veröffentlicht. Name, Telefonnummer und Geschichte des Profils stehen in einer Warnung vor einer Romance-Scam-Masche vom März 2026.',
  unklar:
    'Die Fotos des Profils haben wir nirgends sonst gefunden. Zum Namen gibt es ein Ingenieurbüro in Hamburg, doch ob es dieselbe Person ist, lässt sich nicht feststellen; dass die Person Videoanrufen ausweicht, spricht eher zur Vorsicht.',
  echt: 'Name, Beruf und Wohnort des Profils werden von der Teamseite einer Hamburger Werft und einem Zeitungsbericht bestätigt, beide mit Foto. Warnsignale haben wir nicht gefunden.',
  'keine-treffer':
    'Zu den Fotos, dem Namen, der Telefonnummer und den Sätzen aus den Chats haben wir in den durchsuchten Quellen nichts gefunden. Das spricht weder für noch gegen die Person.',
};

const SIGNALS: Record<SampleVerdict, Record<string, string>> = {
  gefaelscht: {
    'photos-under-other-names': 'Fundstellen 1 und 3',
    'abroad-job-story': 'Ihre Schilderung: Ingenieur auf einer Bohrinsel vor Westafrika',
    'emergency-story': 'Chatauszug vom 24. November: Zollgebühren für einen Goldtransport',
    'money-request': 'Chatauszug vom 24. November',
    'moves-chat-off-platform': 'Ihre Schilderung: Wechsel zu WhatsApp nach zwei Tagen',
  },
  unklar: { 'refuses-video-calls': 'Ihre Schilderung: dreimal abgesagt, angeblich wegen schlechter Verbindung' },
  echt: {},
  'keine-treffer': { 'early-love-declarations': 'Ihre Schilderung: Liebeserklärung nach einer Woche' },
};

export function sampleFindings(verdict: SampleVerdict): Findings {
  const findings = emptyFindings();
  findings.verdict = sampleVerdict[verdict];
  findings.summary = SUMMARIES[verdict];
  findings.steps = steps();
  findings.hits = HITS[verdict].map((hit, i) => ({
    id: `hit-${i + 1}`,
    documentId: hit.documentId,
    url: hit.url,
    foundOn: DAY,
    description: hit.description,
    screenshots: [`shot-${i + 1}`],
  }));
  findings.images = IMAGES.map((image) => ({
    ...image,
    assessment:
      verdict === 'gefaelscht'
        ? 'Das Foto stammt von einem Model und wird im Profil unter anderem Namen verwendet.'
        : verdict === 'echt' && image.documentId === 'sample-photo-1'
          ? 'Dasselbe Foto zeigt die Teamseite der Werft unter dem Namen der Person.'
          : '',
  }));
  findings.identity = {
    name: 'Daniel Berger',
    age: '54',
    location: 'Hamburg',
    job: verdict === 'echt' ? 'Schiffbauingenieur' : 'Ingenieur auf einer Bohrinsel',
    assessment:
      verdict === 'gefaelscht'
        ? 'Die Angaben passen nicht zusammen: Die Telefonnummer hat eine Vorwahl aus Ghana, der angegebene Arbeitgeber ist nicht auffindbar.'
        : verdict === 'echt'
          ? 'Name, Beruf und Wohnort stimmen mit zwei unabhängigen Quellen überein.'
          : 'Die Angaben lassen sich weder bestätigen noch widerlegen.',
  };
  findings.signals = Object.keys(SIGNALS[verdict]);
  findings.signalSources = { ...SIGNALS[verdict] };
  findings.nextSteps = defaultNextSteps(CASE_TYPE, sampleVerdict[verdict]);
  return findings;
}

/** A screenshot of a made-up web page with its address in the bar (JPEG, like the report embeds). */
async function screenshotJpeg(url: string, seed: number) {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
  <rect width="1280" height="800" fill="#ffffff"/>
  <rect width="1280" height="56" fill="#eceff3"/>
  <rect x="16" y="12" width="1248" height="32" rx="16" fill="#ffffff" stroke="#c9ced6"/>
  <text x="36" y="34" font-family="sans-serif" font-size="16" fill="#333">${url}</text>
  <rect x="0" y="56" width="1280" height="64" fill="hsl(${hue},45%,40%)"/>
  <rect x="60" y="160" width="360" height="460" fill="hsl(${hue},30%,70%)"/>
  <circle cx="240" cy="330" r="90" fill="hsl(${hue},25%,55%)"/>
  <rect x="150" y="430" width="180" height="160" rx="60" fill="hsl(${hue},25%,55%)"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="480" y="${170 + i * 30}" width="${420 + ((seed * 37 + i * 91) % 300)}" height="12" fill="#9aa3ad"/>`).join('')}
</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The screenshots the findings use, keyed as the findings refer to them. */
export async function sampleScreenshots(verdict: SampleVerdict): Promise<Map<string, ReportScreenshot>> {
  const shots = new Map<string, ReportScreenshot>();
  for (const [i, hit] of HITS[verdict].entries()) {
    const id = `shot-${i + 1}`;
    shots.set(id, { id, fileName: hit.shot, image: await screenshotJpeg(hit.url, i + 1) });
  }
  return shots;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The customer's uploads and the research's screenshots with their checksums, as the pack lists them. */
export function sampleFiles(shots: ReadonlyMap<string, ReportScreenshot>): EvidencePackInput['files'] {
  const customer = [...IMAGES.map((image) => image.fileName), 'chat-whatsapp-24-11.png'].map((fileName, i) => ({
    source: 'customer' as const,
    fileName,
    sha256: sha256(`customer:${fileName}`),
    size: 812_304 + i * 97_113,
    uploadedAt: new Date(SAMPLE_PAID_AT.getTime() - 5 * 60_000 + i * 20_000),
  }));
  const research = [...shots.values()].map((shot, i) => ({
    source: 'screenshot' as const,
    fileName: shot.fileName,
    sha256: shot.image ? createHash('sha256').update(shot.image.bytes).digest('hex') : sha256(shot.fileName),
    size: shot.image?.bytes.length ?? 0,
    uploadedAt: new Date(Date.UTC(2026, 11, 1, 10, 15 + i * 7)),
  }));
  return [...customer, ...research];
}
