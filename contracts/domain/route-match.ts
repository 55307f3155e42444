/**
 * How config/routes.json becomes a react-router route tree, written once for the site (src/app/router.tsx builds
 * its routes with it) and for the config check (scripts/config-check/links.ts matches menu links and redirects
 * against it), docs/architecture.md "What the config check refuses". Pure: no browser, no React elements here.
 */
import { matchRoutes, type RouteObject } from 'react-router';

/** The fields of a routes.json route the conversion reads (schemas/config/routes.json `RouteConfig`). */
export interface RouteTreeInput {
  id: string;
  path?: string;
  index?: boolean;
  page?: string;
  redirect?: string;
  protected?: boolean;
  children?: readonly RouteTreeInput[];
}

/** One node of the converted tree: react-router's shape (id, index or path, children) plus the caller's fields. */
export type RouteTreeNode<E> = E & { id?: string; index?: boolean; path?: string; children?: RouteTreeNode<E>[] };

/**
 * Converts routes.json routes: an index route stays an index route (no path, no children); a route with `redirect`
 * gets a first index child made by `redirect(target)` (its bare path goes to the target); `protected` is
 * inherited by children. `extra(route, isProtected)` adds the caller's fields (handle, lazy page) to each node.
 */
export function buildRouteTree<E extends object, R extends RouteTreeInput = RouteTreeInput>(
  routes: readonly R[],
  extra: (route: R, isProtected: boolean) => E,
  redirect: (target: string) => E,
  inheritedProtected = false,
): RouteTreeNode<E>[] {
  return routes.map((route): RouteTreeNode<E> => {
    const isProtected = inheritedProtected || Boolean(route.protected);
    const own = extra(route, isProtected);
    if (route.index) return { ...own, id: route.id, index: true };
    const children: RouteTreeNode<E>[] = [
      ...(route.redirect ? [{ ...redirect(route.redirect), index: true }] : []),
      ...buildRouteTree(route.children as readonly R[] | undefined ?? [], extra, redirect, isProtected),
    ];
    return { ...own, id: route.id, path: route.path, children: children.length > 0 ? children : undefined };
  });
}

interface MatchInfo {
  /** The node shows something: a page, or a redirect. */
  shows: boolean;
  /** The catch-all route (`path: "*"`), i.e. the not-found page. */
  catchAll: boolean;
}

/** The tree `routeLeadsSomewhere` matches against. */
export function routeMatchTree(routes: readonly RouteTreeInput[]): RouteTreeNode<MatchInfo>[] {
  return buildRouteTree<MatchInfo>(
    routes,
    (route) => ({ shows: Boolean(route.page), catchAll: route.path === '*' }),
    () => ({ shows: true, catchAll: false }),
  );
}

/**
 * True when an in-app link (`/casino/slot`, `/pages/3?x=1#top`) opens a page or a redirect of the tree, as the
 * site's router would match it; false when it matches nothing, only the catch-all not-found route, or a group
 * that has neither a page, an index child nor a redirect (a blank page).
 */
export function routeLeadsSomewhere(tree: RouteTreeNode<MatchInfo>[], link: string): boolean {
  const pathname = link.replace(/[?#].*$/s, '') || '/';
  const matches = matchRoutes(tree as RouteObject[], pathname);
  const last = matches?.[matches.length - 1]?.route as RouteTreeNode<MatchInfo> | undefined;
  return Boolean(last && last.shows && !last.catchAll);
}
