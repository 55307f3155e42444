import { matchPath } from 'react-router';
import type { RouteConfig } from '@site/generated/config/routes';
import { routesConfig } from '@site/lib/config';

export interface FlatRoute {
  id: string;
  /** Absolute path pattern, e.g. `/dashboard/deposit` or `/pages/:id`. */
  pattern: string;
  protected: boolean;
}

/** Every route of config/routes.json with its absolute path and inherited `protected` flag (docs/product.md §6). */
export function flattenRoutes(routes: readonly RouteConfig[] = routesConfig.routes, base = '', inherited = false): FlatRoute[] {
  return routes.flatMap((route) => {
    const own = route.index ? base : joinPath(base, route.path ?? '');
    const isProtected = inherited || Boolean(route.protected);
    const self: FlatRoute[] = route.page || route.redirect ? [{ id: route.id, pattern: own || '/', protected: isProtected }] : [];
    return [...self, ...flattenRoutes(route.children ?? [], own, isProtected)];
  });
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path === '/' ? '' : path;
  return `${base}/${path}`;
}

const flat = flattenRoutes();

/** True when `pathname` is a route that needs login, e.g. `/dashboard/deposit` (docs/product.md §2: navigation is blocked). */
export function isProtectedPath(pathname: string): boolean {
  const hit = flat.find((route) => route.pattern !== '/*' && matchPath({ path: route.pattern, end: true }, pathname));
  return hit?.protected ?? false;
}
