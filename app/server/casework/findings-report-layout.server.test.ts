// The findings report as a PDF document (findings-report.server.ts): numbered pages with the body
// clear of the footer, links only to http(s) addresses, long addresses, German characters, the
// tagged structure with alternative texts, the metadata and the same bytes for the same input.
import { beforeAll, describe, expect, it } from 'vitest';
import { day, LONG_URL, sampleReportInput, stubScreenshot } from '#tests/support/findings-report-input.ts';
import {
  extractFlatText,
  extractPages,
  extractText,
  inflatedStreams,
  roles,
  type StructNode,
  structTrees,
} from '#tests/support/pdf-extract.ts';
import { pdfPages } from '#tests/support/pdf-text.ts';
import { testProvider } from '#tests/support/provider.ts';
import { renderFindingsReport } from './findings-report.server.ts';
import type { FindingsReportInput, ReportImage } from './findings-report-input.server.ts';

let screenshot: ReportImage;

beforeAll(async () => {
  screenshot = await stubScreenshot();
});

const reportInput = (overrides: Partial<FindingsReportInput> = {}) => sampleReportInput(screenshot, overrides);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('renderFindingsReport', () => {
  it('numbers every page, keeps body text clear of the footer, and flows long text on', async () => {
    const sentence = 'Die Recherche in öffentlichen Quellen ergab keine weiteren Treffer zu diesem Namen. ';
    const summary = sentence.repeat(Math.ceil(6000 / sentence.length)).slice(0, 6000);
    const pdf = await renderFindingsReport(reportInput({ summary }));
    const pages = await extractPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(page).toContain(testProvider.companyName);
    });
    // The footer rule lies 56 pt above the bottom edge; body text (larger than the footer's
    // 7.5 pt) keeps its baseline above it.
    for (const run of pdfPages(pdf).flat()) {
      if (run.fontSize > 7.5) expect(run.y).toBeGreaterThan(60);
    }
    // Read without the footers, the summary comes out whole across the page breaks.
    const footer = new RegExp(`${escapeRegExp(testProvider.companyName)} · .*? Seite \\d+ von \\d+`, 'g');
    expect((await extractFlatText(pdf)).replace(footer, ' ').replace(/\s+/g, ' ')).toContain(summary.trim());
  });

  it('links only http(s) addresses, to the exact address, and shows the others as text', async () => {
    const hit = (url: string) => ({
      url,
      foundOn: day('2026-11-20'),
      description: '',
      imageFileName: null,
      screenshots: [],
    });
    const pdf = await renderFindingsReport(
      reportInput({
        hits: [
          hit('https://example.com/p?id=7&q=(a)'),
          hit('https://example.com/straße'),
          hit('javascript:alert(1)'),
          hit('https://пример.example/профиль'),
        ],
      }),
    );
    const raw = pdf.toString('latin1');
    // Parentheses are escaped in PDF strings; the address itself is unchanged.
    expect(raw).toContain('/URI (https://example.com/p?id=7&q=\\(a\\))');
    expect(raw).toContain('/URI (https://example.com/stra%C3%9Fe)');
    expect(raw).not.toContain('/URI (javascript');
    expect(raw.match(/\/S \/URI/g)).toHaveLength(3);
    const lines = (await extractText(pdf)).split('\n');
    expect(lines).toContain('https://example.com/p?id=7&q=(a)');
    expect(lines).toContain('https://example.com/straße');
    expect(lines).toContain('javascript:alert(1)');
    // Characters the standard fonts cannot show: the address in its encoded form, which works when typed.
    const encoded = new URL('https://пример.example/профиль').href;
    expect(lines).toContain(encoded);
    expect(raw).toContain(`/URI (${encoded})`);
  });

  it('wraps an address too long for one line even at 7 pt, and loses none of it', async () => {
    const url = `https://example.com/${'a1b2c3d4e5'.repeat(18)}`;
    const hit = { url, foundOn: day('2026-11-20'), description: '', imageFileName: null, screenshots: [] };
    const text = await extractText(await renderFindingsReport(reportInput({ hits: [hit] })));
    expect(text.replace(/\n/g, '')).toContain(url);
  });

  it('keeps German characters and replaces what the font cannot show', async () => {
    const summary = 'Größe, Straße und Ärger – „Prüfung“ über Öl und Übermaß.';
    const text = await extractFlatText(
      await renderFindingsReport(reportInput({ summary, customerName: 'Łukasz Dvořák' })),
    );
    expect(text).toContain(summary);
    expect(text).toContain('Lukasz Dvorák');
  });

  it('is a tagged PDF: headings, paragraphs, lists, tables and the screenshots as figures with alternative text', async () => {
    const pdf = await renderFindingsReport(reportInput());
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (de-DE)');
    const trees = await structTrees(pdf);
    expect(trees.every((tree) => tree !== null)).toBe(true);
    const all = roles(trees);
    for (const role of ['H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Table', 'TR', 'TH', 'TD', 'Link', 'Figure'])
      expect(all).toContain(role);
    const figures: StructNode[] = [];
    const walk = (node: StructNode) => {
      if (node.role === 'Figure') figures.push(node);
      node.children.forEach(walk);
    };
    for (const tree of trees) if (tree) walk(tree);
    expect(figures).toHaveLength(2);
    expect(figures[0]?.alt).toBe(`Bildschirmfoto der Fundstelle 1 (${LONG_URL}), aufgenommen am 20.11.2026`);
    // The footer of each page is a pagination artifact, outside the structure, and so is the
    // decoration (boxes, rules, frames).
    const content = inflatedStreams(pdf).join('\n');
    expect(content.match(/\/Artifact <<\n\/Type \/Pagination\n>> BDC/g)).toHaveLength((await extractPages(pdf)).length);
    expect(content).toMatch(/\/Artifact << *>> BDC|\/Artifact <<\n>> BDC/);
  });

  it('sets the metadata and gives the same bytes for the same input', async () => {
    const pdf = await renderFindingsReport(reportInput());
    // An ASCII title is written as a plain PDF string ("Prüfbericht" needed UTF-16).
    expect(pdf.toString('latin1')).toContain('(Ergebnisbericht 3f2a9c1e)');
    expect(pdf.toString('latin1')).toContain('(D:20261121100000Z)');
    expect((await renderFindingsReport(reportInput())).equals(pdf)).toBe(true);
  });
});
