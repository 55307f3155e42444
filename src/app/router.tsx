import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import type { RouteConfig } from '@site/generated/config/routes';
import { buildRouteTree } from '@contracts/domain/route-match';
import { routesConfig } from '@site/lib/config';
import type { RouteHandle } from '@site/lib/route-handle';
import type { PageData } from '@site/lib/page-data';
import { layoutData } from './layout/layout-data';
import { Layout } from './layout/layout';
import { ProtectionSlots } from './layout/protection-bridge';
import { RouteError } from './layout/route-error';
import { Loading } from '@site/components/loading';

/** A page module: its component and, for a server-rendered page, the queries it renders with (src/lib/page-data.ts). */
type PageModule = { default: ComponentType; pageData?: PageData };

/**
 * Loads a page's data on the server (docs/architecture.md "Server-rendered pages"): given to appRoutes by src/entry-server.tsx, never by the browser. The
 * QueryClient is the render's: the routes' loaders fill it, the render reads it.
 */
export interface ServerData {
  queryClient: QueryClient;
}

/** The react-router loader that runs `data` for a route with `props`, into `server`'s QueryClient; its value is null. */
function dataLoader(data: PageData, props: RouteHandle['props'], server: ServerData): LoaderFunction {
  return async ({ request, params }) => {
    await data({ queryClient: server.queryClient, params, search: new URL(request.url).searchParams, props });
    return null;
  };
}

// Every page module a route may name ("app/pages/home", "features/casino/pages/lobby"); each becomes a lazy chunk.
const pageModules = import.meta.glob<PageModule>(['./pages/*.tsx', '../features/*/pages/*.tsx', '!**/*.test.tsx']);

function pageLoader(page: string): () => Promise<PageModule> {
  const key = page.startsWith('app/') ? `./${page.slice('app/'.length)}.tsx` : `../${page}.tsx`;
  const load = pageModules[key];
  // scripts/config-check.ts already refuses a missing module; this guards a config changed after that check.
  if (!load) throw new Error(`config/routes.json names page "${page}" but src/${page}.tsx does not exist`);
  return load;
}

/**
 * Turns config/routes.json into react-router route objects (docs/product.md §2 Routes). Each route gets a `handle`
 * (RouteHandle: breadcrumb key, inherited protected flag, static props); pages load lazily; a group with
 * `redirect` sends its bare path to that target. The top-level routes render inside the Layout. With `server` (the
 * server render only), a page whose module exports `pageData` gets it as its loader.
 */
export function buildRoutes(routes: readonly RouteConfig[], server?: ServerData): RouteObject[] {
  // The tree's shape (index routes, redirect children, inherited protection) is contracts/domain/route-match.ts,
  // shared with the config check that matches menu links against it.
  return buildRouteTree<Pick<RouteObject, 'handle' | 'lazy' | 'element'>, RouteConfig>(
    routes,
    (route, isProtected) => {
      const handle: RouteHandle = { id: route.id, breadcrumb: route.breadcrumb, protected: isProtected, props: route.props ?? {}, page: route.page };
      const lazy = route.page
        ? async () => {
            const { default: Component, pageData } = await pageLoader(route.page as string)();
            return server && pageData ? { Component, loader: dataLoader(pageData, handle.props, server) } : { Component };
          }
        : undefined;
      return { handle, lazy };
    },
    (target) => ({ element: <Navigate to={target} replace /> }),
  ) as RouteObject[];
}

/**
 * The app's route tree: config routes under the Layout, with a route-level error screen. `server` (src/entry-server.tsx
 * only): the Layout's and the pages' data functions become the routes' loaders, run by react-router's static handler
 * before the render. The browser's routes have no loaders (docs/architecture.md "Server-rendered pages": a navigation
 * never waits for data; the components ask for it as they mount).
 */
export function appRoutes(server?: ServerData): RouteObject[] {
  return [
    {
      id: 'layout',
      // The play bar and the deposit dialog get the protection feature's pieces through slots.
      element: (
        <ProtectionSlots>
          <Layout />
        </ProtectionSlots>
      ),
      errorElement: <RouteError />,
      HydrateFallback: () => <Loading fill />,
      ...(server ? { loader: dataLoader(layoutData, {}, server) } : {}),
      children: buildRoutes(routesConfig.routes, server),
    },
  ];
}

/**
 * The data router for the browser (react-router 7). `hydrating`: the page came server-rendered (docs/architecture.md "Server-rendered pages"), so the
 * matched routes' lazy page modules are loaded first; the router then starts initialised and the first render equals
 * the server's HTML instead of showing the HydrateFallback.
 */
export async function createAppRouter(hydrating = false) {
  const routes = appRoutes();
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy());
        route.lazy = undefined;
      }),
    );
  }
  return createBrowserRouter(routes);
}
