// Per-page CSS for the prerendered pages (decision record 009, amendment 2). Every page inlines the
// whole stylesheet (~45 KB: the rules of every page, the checkout and the staff area). A prerendered
// marketing page runs no React, so the classes it will ever carry are the ones in its HTML plus the
// ones its inline scripts toggle. `pruneCss` keeps a style rule when at least one of its selectors
// can match such a page, and drops custom properties, `@property` and `@keyframes` that no kept
// rule uses. Conservative by construction: a class inside `:not()`, `:is()`, `:where()` or `:has()`
// never removes a rule, and selectors without classes (base styles, attributes) always stay.
import { transform } from 'lightningcss';

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every class a page can carry: the tokens of its `class` attributes, and every word of its inline
 * scripts (the site script toggles `hidden`; any word that happens to equal a class name only keeps
 * a rule, never drops one).
 */
export function usedTokens(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of decodeEntities(match[1] ?? '').split(/\s+/)) if (token) used.add(token);
  }
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const token of (match[1] ?? '').split(/[^\w:[\]/.%&=()#!-]+/)) if (token) used.add(token);
  }
  return used;
}

interface SelectorComponent {
  type: string;
  name?: string;
}

/** A selector can match when every class at its top level (outside pseudo-class functions) is used. */
function canMatch(selector: SelectorComponent[], used: Set<string>): boolean {
  return selector.every((component) => component.type !== 'class' || used.has(component.name ?? ''));
}

function run(css: string, visitor: Parameters<typeof transform>[0]['visitor']): string {
  return transform({ filename: 'app.css', code: Buffer.from(css), minify: true, visitor }).code.toString();
}

/** Custom properties (`--name`) read with var() anywhere in the CSS or the page. */
function referencedProperties(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] ?? ''));
}

export interface PruneResult {
  css: string;
  keptRules: number;
  droppedRules: number;
}

export function pruneCss(css: string, used: Set<string>, html = ''): PruneResult {
  let keptRules = 0;
  let droppedRules = 0;
  let out = run(css, {
    Rule: {
      style(rule) {
        if (rule.value.selectors.some((selector) => canMatch(selector as SelectorComponent[], used))) {
          keptRules++;
          return undefined;
        }
        droppedRules++;
        return [];
      },
    },
  });
  // Definitions nothing reads any more: custom properties, their @property registrations, keyframes.
  // Repeated until stable, because a dropped `--a: var(--b)` may leave `--b` unread.
  for (let round = 0; round < 5; round++) {
    const read = referencedProperties(`${out}\n${html}`);
    const before = out;
    out = run(out, {
      Declaration: {
        // lightningcss also reports properties it does not know (`-webkit-font-smoothing`) as custom.
        custom(property) {
          return !property.name.startsWith('--') || read.has(property.name) ? undefined : [];
        },
      },
      Rule: {
        property(rule) {
          return read.has(rule.value.name) ? undefined : [];
        },
        keyframes(rule) {
          const name = rule.value.name.value;
          return out.split(name).length > 2 ? undefined : [];
        },
      },
    });
    // Blocks left without a declaration: `:root{}` and empty @media/@supports/@layer bodies.
    out = out.replace(/(?<=[{}])[^{}@;]+\{\}/g, '').replace(/@(media|supports|layer)[^{};]*\{\}/g, '');
    if (out === before) break;
  }
  return { css: out, keptRules, droppedRules };
}

/** The page with its one inline stylesheet pruned; pages without one come back unchanged. */
export function prunePage(html: string): { html: string; before: number; after: number } {
  const match = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!match || match[1] === undefined) return { html, before: 0, after: 0 };
  const before = match[1];
  const { css } = pruneCss(before, usedTokens(html), html.replace(match[0], ''));
  return {
    html: `${html.slice(0, match.index)}<style>${css}</style>${html.slice(match.index + match[0].length)}`,
    before: before.length,
    after: css.length,
  };
}
