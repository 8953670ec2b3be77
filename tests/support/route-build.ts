// A server build of a few route modules, as `react-router build` would describe them, for HTTP tests
// that drive createHttpApp without building the whole app (tests/integration/*-http.db.test.ts).
import { createElement } from 'react';
import { Meta, Outlet, type ServerBuild, UNSAFE_withComponentProps } from 'react-router';
import * as entry from '#app/entry.server.tsx';

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];

export interface TestRoute {
  id: string;
  /** Omitted: a child of the root document. */
  parentId?: string;
  /** Omitted: a pathless layout (e.g. the staff guard). */
  path?: string;
  module: Record<string, unknown>;
}

function Root() {
  return createElement(
    'html',
    { lang: 'de' },
    createElement('head', null, createElement(Meta)),
    createElement('body', null, createElement(Outlet)),
  );
}

/** As the Vite plugin does: a page component gets loaderData and actionData as props. */
function withProps(module: Record<string, unknown>): RouteModule {
  if (typeof module.default !== 'function') return module as unknown as RouteModule;
  const component = module.default as Parameters<typeof UNSAFE_withComponentProps>[0];
  return { ...module, default: UNSAFE_withComponentProps(component) } as unknown as RouteModule;
}

/** The build of a root document and `routes` below it. */
export function testServerBuild(routes: TestRoute[]): ServerBuild {
  const all = [
    { id: 'root', parentId: undefined, path: '', module: { default: Root } as unknown as RouteModule },
    ...routes.map((route) => ({ ...route, parentId: route.parentId ?? 'root', module: withProps(route.module) })),
  ];
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      all.map(({ id, parentId, path: routePath, module }) => [id, { id, parentId, path: routePath, module }]),
    ),
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      url: '/assets/manifest.js',
      version: 'test',
      routes: Object.fromEntries(
        all.map(({ id, parentId, path: routePath, module }) => [
          id,
          {
            id,
            parentId,
            path: routePath,
            module: `/assets/${id}.js`,
            hasLoader: 'loader' in module,
            hasAction: 'action' in module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: 'ErrorBoundary' in module,
            clientActionModule: undefined,
            clientLoaderModule: undefined,
            clientMiddlewareModule: undefined,
            hydrateFallbackModule: undefined,
          },
        ]),
      ),
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
