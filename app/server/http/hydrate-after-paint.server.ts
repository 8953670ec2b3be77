// Pages whose route handle says `hydrateAfterPaint: true` (the checkout) load their script only
// after the browser has painted the page. Their server-rendered HTML is complete and usable without
// it (typed input is kept by the draft, tests/e2e/checkout-typing.spec.ts), so nothing the visitor
// sees waits for the ~190 KB of JavaScript; on a slow phone the text is on screen one to two seconds
// sooner. Decision record 025.
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
 * After the paint: the modules are requested together (as the preloads did), then evaluated one
 * per task, so that no single task evaluates all of them: the browser stays free to answer the
 * visitor between them. React Router lists a module before the modules it imports (the entry's
 * imports, then each route module followed by its own), so they are evaluated in reverse order:
 * an import of a module whose imports have all run evaluates that module alone. The client entry
 * (which starts hydration) is not among them; it comes last, from React Router's own script.
 */
function loadInSteps(hrefs: string[], entry: string | undefined): string {
  const modules = hrefs.filter((href) => href !== entry).reverse();
  if (modules.length === 0) return '';
  return `const modules = ${JSON.stringify(modules)};
for (const href of [${JSON.stringify(entry ?? '')}, ...modules]) { if (!href) continue; const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }
for (const href of modules) { await import(href); await new Promise((resolve) => setTimeout(resolve)); }`;
}

/**
 * The document with its module loading moved after the first paint, or the document unchanged when
 * it has no React Router module script of the expected shape.
 */
export function hydrateAfterPaint(html: string): string {
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
  const bootstrap = `${AFTER_PAINT}\n${loadInSteps([...new Set(hrefs)], entry && JSON.parse(entry))}\n${rewritten}`;
  return withoutPreloads.replace(whole, () => `${open}${bootstrap}${close}`);
}
