import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noDraftsReasons, packPurpose } from '#app/content/evidence-letters.ts';
import { verdictDefinitions } from '#app/content/result-terms.ts';
import { extractFlatText, extractPages, extractText, roles, structTrees } from '#tests/support/pdf-extract.ts';
import { testProvider } from '#tests/support/provider.ts';
import { type EvidencePackInput, renderEvidencePack } from './evidence-pack.server.ts';

// The customer's upload and a screenshot: their SHA-256 sums are computed here from the bytes, as
// the upload computes them, and must come out of the PDF equal.
const upload = Buffer.from('Chatverlauf mit Daniel Berger, 3. Mai 2026 …', 'utf8');
const shot = Buffer.alloc(30_000, 7);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const LONG_URL = 'https://www.Example-Social-Network.com/Members/MariaWomanModel/PhotoAlbums/Summer-2019?ref=WMWMWMWMW';

function packInput(overrides: Partial<EvidencePackInput> = {}): EvidencePackInput {
  return {
    provider: testProvider,
    reference: '3f2a9c1e',
    serviceName: 'Romance-Scam-Check',
    customerName: 'Erika Mustermann',
    targetName: 'Daniel Berger',
    createdAt: new Date('2026-11-26T10:00:00Z'),
    verdict: { label: 'wahrscheinlich gefälscht', definition: verdictDefinitions['likely-fake'] },
    summary: 'Die Fotos des Profils gehören einem Model aus Mailand.',
    files: [
      {
        source: 'customer',
        fileName: 'chatverlauf.pdf',
        sha256: sha256(upload),
        size: upload.length,
        uploadedAt: new Date('2026-11-20T13:05:00Z'),
      },
      {
        source: 'screenshot',
        fileName: 'fund-1.png',
        sha256: sha256(shot),
        size: 2_516_582,
        uploadedAt: new Date('2026-07-25T08:30:00Z'),
      },
    ],
    urls: [
      { url: LONG_URL, foundOn: new Date('2026-11-25T10:00:00Z'), description: 'Gleiches Foto unter anderem Namen.' },
      { url: 'https://forum.example.org/warnung?id=7', foundOn: new Date('2026-11-26T10:00:00Z'), description: '' },
    ],
    purpose: packPurpose(true),
    noDraftsReason: null,
    letters: [
      {
        key: 'police',
        title: 'Entwurf: Strafanzeige',
        usage: 'Diesen Text können Sie bei der Onlinewache Ihres Bundeslandes einreichen.',
        body: ['Sehr geehrte Damen und Herren,', 'hiermit erstatte ich Strafanzeige wegen des Verdachts des Betrugs.'],
      },
      {
        key: 'platform',
        title: 'Entwurf: Meldung an die Plattform',
        usage: 'Nutzen Sie das Meldeformular der Plattform.',
        body: ['Ich melde ein gefälschtes Profil.'],
      },
      {
        key: 'bank',
        title: 'Entwurf: Bitte an die Bank um Rückruf einer Zahlung',
        usage: 'Senden Sie dieses Schreiben so schnell wie möglich an Ihre Bank.',
        body: ['Ich bitte Sie, die Überweisung vom [Datum] über [Betrag] zurückzurufen.'],
      },
    ],
    ...overrides,
  };
}

describe('renderEvidencePack', () => {
  it('holds the SHA-256 of every file, equal to the file’s own, whole on one line, with its upload time and size', async () => {
    const pdf = await renderEvidencePack(packInput());
    const lines = (await extractText(pdf)).split('\n');
    for (const bytes of [upload, shot]) {
      const hash = sha256(bytes);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(lines.some((line) => line.trim() === `SHA-256: ${hash}`)).toBe(true);
    }
    const text = await extractFlatText(pdf);
    expect(text).toContain(
      `1. chatverlauf.pdf von Ihnen hochgeladen · hochgeladen am 20.11.2026, 14:05 Uhr · 0,1 MB (${upload.length} Byte)`,
    );
    // Summer time in Berlin: 08:30 UTC is 10:30 there.
    expect(text).toContain(
      '2. fund-1.png Bildschirmfoto unserer Recherche · hochgeladen am 25.07.2026, 10:30 Uhr · 2,4 MB (2.516.582 Byte)',
    );
    expect(text).toContain('certutil -hashfile Datei SHA256');
    expect(text).toContain('shasum -a 256 Datei');
  });

  it('prints a checksum given in capitals as the lowercase digits a checking tool prints', async () => {
    const hash = sha256(upload);
    const pdf = await renderEvidencePack(
      packInput({ files: [{ ...packInput().files[0], sha256: hash.toUpperCase() } as EvidencePackInput['files'][0]] }),
    );
    expect((await extractText(pdf)).split('\n')).toContain(`SHA-256: ${hash}`);
  });

  it('states the title, the purpose, the result and every finding with its whole address and date', async () => {
    const pdf = await renderEvidencePack(packInput());
    const lines = (await extractText(pdf)).split('\n');
    expect(lines).toContain('Beweismappe zur Auftragsnummer 3f2a9c1e');
    expect(lines).toContain(`1. ${LONG_URL}`);
    expect(lines).toContain('2. https://forum.example.org/warnung?id=7');
    const text = await extractFlatText(pdf);
    for (const expected of [
      'Wozu diese Mappe dient',
      'keine Rechtsberatung',
      'Ergebnis: wahrscheinlich gefälscht',
      verdictDefinitions['likely-fake'],
      'Die Fotos des Profils gehören einem Model aus Mailand.',
      'Geprüfte Person Daniel Berger',
      `${LONG_URL} Gefunden am 25.11.2026 Gleiches Foto unter anderem Namen.`,
      'https://forum.example.org/warnung?id=7 Gefunden am 26.11.2026',
    ])
      expect(text).toContain(expected);
    expect(pdf.toString('latin1')).toContain(`/URI (${LONG_URL})`);
  });

  it('prints each letter on a page of its own, after the facts, with page numbers', async () => {
    const input = packInput();
    const pages = await extractPages(await renderEvidencePack(input));
    // The facts take the first page or two; each letter then starts a page of its own.
    const first = pages.length - input.letters.length;
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(2);
    input.letters.forEach((letter, i) => {
      const page = (pages[first + i] ?? '').replace(/\s+/g, ' ');
      expect(page.startsWith(letter.title)).toBe(true);
      expect(page).toContain(letter.usage);
      for (const paragraph of letter.body) expect(page).toContain(paragraph);
    });
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
    });
  });

  it('says why there are no drafts where the verdict warrants none', async () => {
    const text = await extractFlatText(
      await renderEvidencePack(
        packInput({ letters: [], purpose: packPurpose(false), noDraftsReason: noDraftsReasons.unclear }),
      ),
    );
    expect(text).toContain('Keine Entwürfe zu diesem Ergebnis');
    expect(text).toContain(noDraftsReasons.unclear);
    expect(text).not.toContain('Ihr Entwurf');
  });

  it('says so where there is no file or no finding', async () => {
    const text = await extractFlatText(await renderEvidencePack(packInput({ files: [], urls: [], letters: [] })));
    expect(text).toContain('Zu diesem Auftrag liegen keine Dateien vor');
    expect(text).toContain('Unsere Recherche hat keine Fundstelle ergeben');
  });

  it('is a tagged PDF and gives the same bytes for the same input', async () => {
    const pdf = await renderEvidencePack(packInput());
    const all = roles(await structTrees(pdf));
    for (const role of ['H1', 'H2', 'P', 'L', 'LI', 'Table', 'Link', 'Code']) expect(all).toContain(role);
    expect(pdf.toString('latin1')).toContain('(D:20261126100000Z)');
    expect((await renderEvidencePack(packInput())).equals(pdf)).toBe(true);
  });
});
