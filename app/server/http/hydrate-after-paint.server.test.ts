import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from './hydrate-after-paint.server.ts';

// The shape React Router 8's <Scripts> renders (copied from the built /checkout, shortened): the
// module preloads hoisted into the head, the context script, and the inline module script.
const routeModuleScript = `;
import * as route0 from "/assets/root-By3X8REt.js";
import * as route1 from "/assets/checkout-DIXhx9ec.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-0s22PrHa.js",
    "imports": ["/assets/jsx-runtime-C-1ns_ET.js"]
  },
  "url": "/assets/manifest-7d5d5c7b.js",
  "version": "7d5d5c7b"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/checkout":route1};

import("/assets/entry.client-0s22PrHa.js");`;

const document = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-0s22PrHa.js" nonce="abc"/><link rel="modulepreload" href="/assets/jsx-runtime-C-1ns_ET.js" nonce="abc"/><link rel="modulepreload" href="/assets/root-By3X8REt.js" nonce="abc"/><link rel="modulepreload" href="/assets/checkout-DIXhx9ec.js" nonce="abc"/><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head><body><main><h1>Buchung</h1><input name="firstName"/></main><script nonce="abc">window.__reactRouterContext = {};</script><script nonce="abc" type="module" async="">${routeModuleScript}</script></body></html>`;

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
    expect(JSON.parse(stepwise ?? 'null')).toEqual([
      '/assets/checkout-DIXhx9ec.js',
      '/assets/root-By3X8REt.js',
      '/assets/jsx-runtime-C-1ns_ET.js',
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
});
