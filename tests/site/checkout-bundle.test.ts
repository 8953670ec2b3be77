// The checkout's script as built (decision record 026): what its page loads before it hydrates
// carries neither the zod validation (loaded after hydration with the later steps) nor a copy of
// the inline stylesheet (the page has it already). Read from the build's route manifest.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = path.resolve(import.meta.dirname, '../../build/client/assets');
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('build/client/assets/manifest-*.js is missing: run npm run build first');

interface RouteEntry {
  module: string;
  imports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** The modules a route's document loads before hydrating: the entry's, the root's and the route's. */
function initialModules(routeId: string): string[] {
  const routes = [manifest.routes.root, manifest.routes[routeId]].filter((route) => route !== undefined);
  const urls = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ];
  return [...new Set(urls)];
}

const source = (url: string) => readFileSync(path.join(assets, path.basename(url)), 'utf8');

describe('the checkout before hydration', () => {
  const modules = initialModules('routes/checkout');

  it('is the route of the manifest, with its modules in the build', () => {
    expect(manifest.routes['routes/checkout']?.module).toMatch(/^\/assets\/checkout-.*\.js$/);
    expect(modules.length).toBeGreaterThan(5);
  });

  it('loads no zod: the step validation and the later steps are modules of their own', () => {
    const withZod = modules.filter((url) => /\bZodError\b|_zod\b/.test(source(url)));
    expect(withZod).toEqual([]);
    expect(modules.some((url) => /step-validation|summary-step|files-step/.test(url))).toBe(false);
  });

  it('loads no toasts library: sonner arrives after hydration (app/components/ui/sonner.tsx)', () => {
    const withSonner = modules.filter((url) => /data-sonner-toaster/.test(source(url)));
    expect(withSonner).toEqual([]);
  });

  it('carries no copy of the inline stylesheet', () => {
    const withCss = modules.filter((url) => source(url).includes('tailwindcss v4'));
    expect(withCss).toEqual([]);
  });
});
