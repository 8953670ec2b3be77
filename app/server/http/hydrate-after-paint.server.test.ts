import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, importsFromBuild } from './hydrate-after-paint.server.ts';

// The shape React Router 8's <Scripts> renders (copied from the built /checkout, shortened): the
// module preloads hoisted into the head, the context script, and the inline module script.
const routeModuleScript = `;
import * as route0 from "/assets/root-By3X8REt.js";
import * as route1 from "/assets/checkout-DIXhx9ec.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-0s22PrHa.js",
    "imports": ["/assets/jsx-runtime-C-1ns_ET.js", "/assets/react-dom-CWrZhpO2.js"]
  },
  "url": "/assets/manifest-7d5d5c7b.js",
  "version": "7d5d5c7b"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/checkout":route1};

import("/assets/entry.client-0s22PrHa.js");`;

const document = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-0s22PrHa.js" nonce="abc"/><link rel="modulepreload" href="/assets/jsx-runtime-C-1ns_ET.js" nonce="abc"/><link rel="modulepreload" href="/assets/react-dom-CWrZhpO2.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-By3X8REt.js" nonce="abc"/><link rel="modulepreload" href="/assets/lib-B3ZDiIbH.js" nonce="abc"/><link rel="modulepreload" href="/assets/checkout-DIXhx9ec.js" nonce="abc"/><link rel="modulepreload" href="/assets/fields-BEOqdaQV.js" nonce="abc"/><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head><body><main><h1>Buchung</h1><input name="firstName"/></main><script nonce="abc">window.__reactRouterContext = {};</script><script nonce="abc" type="module" async="">${routeModuleScript}</script></body></html>`;

function moduleScriptOf(html: string): string {
  return /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

describe('hydrateAfterPaint', () => {
  const html = hydrateAfterPaint(document);
  const script = moduleScriptOf(html);

  it('takes the module preloads out of the document, and keeps everything else', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(html).toContain('<main><h1>Buchung</h1><input name="firstName"/></main>');
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="abc" type="module" async="">');
  });

  it('imports nothing before the first contentful paint has been reported', () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    const wait = script.indexOf('"first-contentful-paint"');
    expect(wait).toBeGreaterThan(-1);
    expect(script.indexOf('import(')).toBeGreaterThan(wait);
    expect(script.indexOf('modulepreload')).toBeGreaterThan(wait);
  });

  it('requests every preloaded module again, and evaluates all but the entry one by one before it, imports first', () => {
    for (const href of ['entry.client-0s22PrHa', 'jsx-runtime-C-1ns_ET', 'root-By3X8REt', 'checkout-DIXhx9ec']) {
      expect(script).toContain(`/assets/${href}.js`);
    }
    const stepwise = /const modules = (\[.*\]);/.exec(script)?.[1];
    // The entry's imports as the manifest lists them (React first), then the routes' in reverse.
    expect(JSON.parse(stepwise ?? 'null')).toEqual([
      '/assets/jsx-runtime-C-1ns_ET.js',
      '/assets/react-dom-CWrZhpO2.js',
      '/assets/fields-BEOqdaQV.js',
      '/assets/checkout-DIXhx9ec.js',
      '/assets/lib-B3ZDiIbH.js',
      '/assets/root-By3X8REt.js',
    ]);
  });

  it("keeps React Router's route table and starts the client entry last", () => {
    expect(script).toContain('const route0 = await import("/assets/root-By3X8REt.js");');
    expect(script).toContain('const route1 = await import("/assets/checkout-DIXhx9ec.js");');
    const table = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/checkout":route1};');
    expect(table).toBeGreaterThan(script.indexOf('const route1 ='));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-0s22PrHa.js");')).toBe(true);
  });

  it('runs as a module script: the rewritten code parses with its top-level awaits', () => {
    // An async function body accepts what a module's top level does (await), except static imports.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('leaves a document alone that has no React Router module script, or one of another shape', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Hallo</p></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
    const unknownShape = document.replace('import * as route0 from', 'import route0 from');
    expect(hydrateAfterPaint(unknownShape)).toBe(unknownShape);
  });

  it('with the build at hand, evaluates every module after the modules it imports', () => {
    // As the bundler writes them: named and bare static imports; a dynamic import is not one.
    const files: Record<string, string> = {
      '/build/client/assets/jsx-runtime-C-1ns_ET.js': 'var e=1;export{e as Q};',
      '/build/client/assets/react-dom-CWrZhpO2.js': 'import{Q as e}from"./jsx-runtime-C-1ns_ET.js";export{e as r};',
      '/build/client/assets/lib-B3ZDiIbH.js': 'import{Q as e}from"./jsx-runtime-C-1ns_ET.js";export{e as l};',
      '/build/client/assets/root-By3X8REt.js':
        'import{l as e}from"./lib-B3ZDiIbH.js";import"./fields-BEOqdaQV.js";const t=()=>import("./later-step.js");',
      '/build/client/assets/fields-BEOqdaQV.js': 'import{r as e}from"./react-dom-CWrZhpO2.js";export{e as f};',
      '/build/client/assets/checkout-DIXhx9ec.js':
        'import{f as e}from"./fields-BEOqdaQV.js";import{l as t}from"./lib-B3ZDiIbH.js";export default e;',
    };
    const importsOf = importsFromBuild('/build/client', (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT ${file}`);
      return text;
    });
    expect(importsOf('/assets/root-By3X8REt.js')).toEqual(['/assets/lib-B3ZDiIbH.js', '/assets/fields-BEOqdaQV.js']);
    expect(importsOf('/assets/missing.js')).toBeUndefined();

    const order = JSON.parse(
      /const modules = (\[.*\]);/.exec(moduleScriptOf(hydrateAfterPaint(document, importsOf)))?.[1] ?? 'null',
    ) as string[];
    expect([...order].sort()).toEqual(
      [
        '/assets/jsx-runtime-C-1ns_ET.js',
        '/assets/react-dom-CWrZhpO2.js',
        '/assets/lib-B3ZDiIbH.js',
        '/assets/root-By3X8REt.js',
        '/assets/fields-BEOqdaQV.js',
        '/assets/checkout-DIXhx9ec.js',
      ].sort(),
    );
    for (const href of order) {
      for (const imported of importsOf(href) ?? []) {
        expect(order.indexOf(imported), `${imported} before ${href}`).toBeLessThan(order.indexOf(href));
      }
    }
  });
});
