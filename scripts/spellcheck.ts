// German spell check of everything a visitor reads (issue "Marketing site": cspell with a German
// dictionary, 0 unknown words outside the reviewed list in cspell-words.txt). Collects the text of
// the content modules (legal pages rendered with the default operator data) and checks it, then
// checks the German UI text in components and routes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig, providerInfo } from '../app/server/config/config.server.ts';

// Keys whose values are identifiers, not prose.
const SKIP_KEYS = new Set([
  'slug',
  'service',
  'serviceKey',
  'category',
  'href',
  'path',
  'id',
  'kind',
  'version',
  'severity',
]);

function collect(value: unknown, out: { text: string[]; keywords: string[] }, key = ''): void {
  if (SKIP_KEYS.has(key)) return;
  if (typeof value === 'string')
    (key === 'keywords' ? out.keywords : out.text).push(value.replace(/\]\([^)]*\)/g, ']'));
  else if (Array.isArray(value)) for (const item of value) collect(item, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, out, k);
}

const root = path.resolve(import.meta.dirname, '..');
const modules = [
  'home.ts',
  'common-sections.ts',
  'conversions.ts',
  'hubs.ts',
  'identity.ts',
  'sales-a.ts',
  'sales-b.ts',
  'landings/set-a.ts',
  'landings/set-b.ts',
  'landings/set-c.ts',
  'legal.ts',
  'workbench.ts',
];
const provider = providerInfo(parseConfig({}));
// The legal texts name what the operator configures: checked once more with every payment method on
// (the SEPA and Klarna paragraphs are not in the default).
const everyMethod = providerInfo(parseConfig({ PAYMENT_METHODS: 'card,paypal,klarna,sepa_debit' }));
const texts = { text: [] as string[], keywords: [] as string[] };
for (const file of modules) {
  const module = (await import(path.join(root, 'app', 'content', file))) as Record<string, unknown>;
  for (const exported of Object.values(module)) {
    collect(typeof exported === 'function' ? exported(provider) : exported, texts);
    if (file === 'legal.ts' && typeof exported === 'function') collect(exported(everyMethod), texts);
  }
}
// Inside the project (cspell checks files below its root only); build/ is git-ignored.
const dir = path.join(root, 'build', 'spellcheck');
mkdirSync(dir, { recursive: true });
const contentFile = path.join(dir, 'inhalte.txt');
writeFileSync(contentFile, texts.text.join('\n\n'));
// Search keywords are written in lower case, as people type them: checked without case (cspell.json).
const keywordFile = path.join(dir, 'suchbegriffe.txt');
writeFileSync(keywordFile, texts.keywords.join('\n'));

const cspell = path.join(root, 'node_modules', '.bin', 'cspell');
const common = ['--no-progress', '--no-summary', '--show-suggestions', '--config', path.join(root, 'cspell.json')];
const content = spawnSync(cspell, [...common, '--language-id', 'plaintext', contentFile], { stdio: 'inherit' });
const ui = spawnSync(
  cspell,
  [...common, 'app/components/**/*.tsx', 'app/routes/**/*.tsx', 'app/root.tsx', 'app/client/*.js'],
  {
    stdio: 'inherit',
    cwd: root,
  },
);
const failed = content.status !== 0 || ui.status !== 0;
console.log(
  failed
    ? 'Spell check: unknown words found (fix them, or add reviewed terms to cspell-words.txt).'
    : `Spell check: ${texts.text.length} content texts, ${texts.keywords.length} keywords and the UI text passed.`,
);
process.exit(failed ? 1 : 0);
