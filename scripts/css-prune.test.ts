import { describe, expect, it } from 'vitest';
import { pruneCss, prunePage, usedTokens } from './css-prune.ts';

const css = [
  ':root{--color-brand:#1d5fd6;--color-unused:#f00;--shade:var(--color-deep);--color-deep:#000}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  'h1{font-weight:700;-webkit-font-smoothing:antialiased}',
  '.u{text-underline-offset:2px}',
  '.text-brand{color:var(--color-brand)}',
  '.shadow{box-shadow:var(--tw-shadow)}',
  '.rotate-45{rotate:var(--tw-rotate)}',
  '.dark-text{color:var(--shade)}',
  '.animate-spin{animation:1s linear infinite spin}',
  '.md\\:grid-cols-2{grid-template-columns:1fr 1fr}',
  '@media (min-width:48rem){.md\\:flex{display:flex}}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  '.card:not(.is-open){opacity:.5}',
  '.a,.b{margin:0}',
  '[data-consent=stored] footer{display:none}',
  '.hidden{display:none}',
].join('');

describe('per-page CSS', () => {
  it('keeps rules whose classes the page uses and drops the others', () => {
    const used = new Set(['u', 'text-brand', 'md:grid-cols-2', '[&_svg]:size-4', 'card', 'b']);
    const { css: out, droppedRules } = pruneCss(css, used);
    expect(out).toMatch(/h1\{[^}]*font-weight:700/);
    expect(out).toMatch(/h1\{[^}]*-webkit-font-smoothing:antialiased/);
    expect(out).toContain('.text-brand{');
    expect(out).toContain('.u{text-underline-offset:2px}');
    expect(out).toContain('.md\\:grid-cols-2{');
    expect(out).toContain('.\\[\\&_svg\\]\\:size-4 svg{');
    // :not(.is-open) matches although .is-open is absent.
    expect(out).toContain('.card:not(.is-open)');
    // One selector of a list is enough.
    expect(out).toMatch(/\.a,\.b\{margin:0\}/);
    // No classes: always kept.
    expect(out).toContain('[data-consent=stored]');
    for (const gone of ['.shadow', '.rotate-45', '.dark-text', '.animate-spin', '.md\\:flex', '.hidden']) {
      expect(out).not.toContain(`${gone}{`);
    }
    expect(out).not.toContain('@media');
    expect(droppedRules).toBe(6);
  });

  it('drops custom properties, @property and keyframes that no kept rule reads, following var() chains', () => {
    const { css: out } = pruneCss(css, new Set(['text-brand']));
    expect(out).toContain('--color-brand:#1d5fd6');
    for (const gone of ['--color-unused', '--shade', '--color-deep', '@property --tw-shadow', '@keyframes spin']) {
      expect(out).not.toContain(gone);
    }
    const withChain = pruneCss(css, new Set(['dark-text', 'shadow', 'animate-spin'])).css;
    expect(withChain).toContain('--shade:var(--color-deep)');
    expect(withChain).toContain('--color-deep:#000');
    expect(withChain).toContain('@property --tw-shadow');
    expect(withChain).toContain('@keyframes spin');
    expect(withChain).not.toContain('@property --tw-rotate');
  });

  it('reads classes from class attributes (entities decoded) and words from inline scripts', () => {
    const used = usedTokens(
      '<div class="p-4 [&amp;_svg]:size-4\n md:flex"></div><script>el.classList.toggle("hidden", x)</script><script type="application/ld+json">{}</script>',
    );
    expect([...used]).toEqual(expect.arrayContaining(['p-4', '[&_svg]:size-4', 'md:flex', 'hidden']));
  });

  it('rewrites the one inline stylesheet of a page and keeps custom properties the page itself reads', () => {
    const page = `<html><head><style>${css}</style></head><body><p class="text-brand" style="color:var(--color-unused)">x</p></body></html>`;
    const { html, before, after } = prunePage(page);
    expect(after).toBeLessThan(before);
    expect(html).toContain('--color-unused:red');
    expect(html).not.toContain('.shadow{');
    expect(html.startsWith('<html><head><style>')).toBe(true);
    expect(
      html.endsWith('</style></head><body><p class="text-brand" style="color:var(--color-unused)">x</p></body></html>'),
    ).toBe(true);
    expect(prunePage('<html><body>no style</body></html>').html).toBe('<html><body>no style</body></html>');
  });
});
