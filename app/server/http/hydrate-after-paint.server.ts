// Pages whose route handle says `hydrateAfterPaint: true` (the checkout) load their script only
// after the browser has painted the page. Their server-rendered HTML is complete and usable without
// it (typed input is kept by the draft, tests/e2e/checkout-typing.spec.ts), so nothing the visitor
// sees waits for the ~190 KB of JavaScript; on a slow phone the text is on screen one to two seconds
// sooner. Decision record 026.
//
// React Router's <Scripts> writes two things this rewrites in the rendered document:
// - `<link rel="modulepreload">` for every module of the page, in the <head>: the browser fetches
//   them at once, in competition with the page itself. They are taken out and added again by the
//   bootstrap below after the paint, so the modules still load in parallel rather than one import
//   level after another.
// - the inline `<script type="module" async>` that imports the route modules statically and then
//   imports the client entry. Its static imports become dynamic ones behind a wait for the first
//   frame; the rest of the script (the route manifest, the route-module table, the entry import)
//   is kept as it is, in the same order.
// The rewrite is checked against React Router's output by hydrate-after-paint.server.test.ts and by
// the browser tests of the checkout; if <Scripts> changes shape, the document is left as rendered
// (never half rewritten) and the test fails.

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const BARE_IMPORT = /^import ("[^"\n]+");?$/gm;

/**
 * Waits until the browser reports the first contentful paint (Paint Timing; the entry is there
 * already when the paint came first), and at most a second: a page opened in a background tab is
 * not painted until it is shown, and a browser without paint entries simply starts a second later.
 */
const AFTER_PAINT = `await new Promise((resolve) => {
  setTimeout(resolve, 1000);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); setTimeout(resolve); }
    }).observe({ type: "paint", buffered: true });
  } catch { resolve(); }
});`;

/**
 * Starting a request costs the main thread a synchronous round to the browser's network service;
 * the page's 28 or so module requests are started a few per task rather than all in one.
 */
const PRELOADS_PER_TASK = 5;

/** A module's static imports as URLs of the site (`/assets/…`), or undefined when not known. */
export type ImportsOf = (href: string) => string[] | undefined;

/**
 * The order in which the modules are evaluated, one per task: every module after the modules it
 * imports, so that importing it evaluates it alone. With the build's files (`importsOf`) that is
 * exact; without, React Router's lists give most of it: the client entry's imports as its manifest
 * lists them (React and React Router, each after what it imports), then the routes' modules in
 * reverse (React Router names a route module before its imports).
 */
function evaluationOrder(hrefs: string[], entry: string | undefined, entryImports: string[], importsOf?: ImportsOf) {
  const modules = hrefs.filter((href) => href !== entry);
  const known = importsOf && modules.every((href) => importsOf(href) !== undefined);
  if (!known) {
    const rest = modules.filter((href) => !entryImports.includes(href)).reverse();
    return [...entryImports.filter((href) => modules.includes(href)), ...rest];
  }
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href) || href === entry) return;
    seen.add(href);
    for (const imported of importsOf(href) ?? []) visit(imported);
    if (modules.includes(href)) order.push(href);
  };
  for (const href of modules) visit(href);
  return order;
}

/**
 * After the paint: the modules are requested together (as the preloads did), a few per task, then
 * evaluated one per task, so that no single task evaluates all of them and the browser stays free to
 * answer the visitor between them. The client entry itself (which starts hydration) comes last, from
 * React Router's own script.
 */
function loadInSteps(modules: string[], entry: string | undefined): string {
  if (modules.length === 0) return '';
  return `const modules = ${JSON.stringify(modules)};
const preloads = [${JSON.stringify(entry ?? '')}, ...modules].filter(Boolean);
for (let start = 0; start < preloads.length; start += ${PRELOADS_PER_TASK}) {
  for (const href of preloads.slice(start, start + ${PRELOADS_PER_TASK})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
  await new Promise((resolve) => setTimeout(resolve));
}
for (const href of modules) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`;
}

const STATIC_IMPORT_IN_BUNDLE = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/**
 * Reads a module's static imports from the client build (`build/client`): the bundler writes them as
 * `import{…}from"./x.js"` or `import"./x.js"`; dynamic imports (`import("./x.js")`) are not among
 * them. Read once per module; undefined for a file that is not there.
 */
export function importsFromBuild(clientDir: string, readText: (file: string) => string): ImportsOf {
  const cache = new Map<string, string[] | undefined>();
  return (href) => {
    if (cache.has(href)) return cache.get(href);
    let imports: string[] | undefined;
    try {
      const source = readText(`${clientDir}${href}`);
      imports = [...source.matchAll(STATIC_IMPORT_IN_BUNDLE)].map(
        (match) => new URL(match[1] ?? '', `http://site${href}`).pathname,
      );
    } catch {
      imports = undefined;
    }
    cache.set(href, imports);
    return imports;
  };
}

/** The client entry's imports from the route manifest in React Router's script, if it names them. */
function entryImportsOf(code: string): string[] {
  const list = /"entry":\s*\{\s*"module":\s*"[^"]+",\s*"imports":\s*(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return [];
  try {
    const parsed: unknown = JSON.parse(list);
    return Array.isArray(parsed) ? parsed.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The document with its module loading moved after the first paint, or the document unchanged when
 * it has no React Router module script of the expected shape.
 */
export function hydrateAfterPaint(html: string, importsOf?: ImportsOf): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script?.[2]?.includes('window.__reactRouterRouteModules')) return html;
  const [whole, open, code = '', close] = script;
  const rewritten = code
    .replace(STATIC_IMPORT, (_line, name: string, url: string) => `const ${name} = await import(${url});`)
    .replace(BARE_IMPORT, (_line, url: string) => `await import(${url});`);
  // A static import left over would load before the paint: leave the document as React Router wrote it.
  if (/^\s*import\s/m.test(rewritten)) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) hrefs.push(href);
    return '';
  });
  const entry = /import\(("[^"\n]+")\);\s*$/.exec(rewritten)?.[1];
  const entryModule: string | undefined = entry && JSON.parse(entry);
  const order = evaluationOrder([...new Set(hrefs)], entryModule, entryImportsOf(code), importsOf);
  const bootstrap = `${AFTER_PAINT}\n${loadInSteps(order, entryModule)}\n${rewritten}`;
  return withoutPreloads.replace(whole, () => `${open}${bootstrap}${close}`);
}
