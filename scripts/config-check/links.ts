/**
 * Links and redirects (docs/architecture.md "What the config check refuses"). An in-app link (starting with `/`: menu item `url`s, header quick links,
 * route `redirect`s, the footer's content links `/pages/<id>`) must open a page of the route tree the site builds
 * from routes.json (contracts/domain/route-match.ts, react-router's matchRoutes), not the not-found page. An
 * external link (`http(s)://`, `mailto:`, `tel:`) is not route-checked but must be a valid URL. Asset paths
 * (`assets/…`, checked as files elsewhere) are left alone.
 */
import { routeLeadsSomewhere, routeMatchTree, type RouteTreeInput } from '@contracts/domain/route-match';
import { type CheckContext, type Json, walkJson } from './context';

/** Fields whose string values are link targets. */
const LINK_FIELDS = new Set(['url', 'href', 'link', 'redirect', 'to']);
const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

export type RouteTree = ReturnType<typeof routeMatchTree>;

export function routeTree(routes: readonly RouteTreeInput[]): RouteTree {
  return routeMatchTree(routes);
}

/** Why an external link is not a usable URL, or null. */
function externalProblem(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'not a valid URL';
  }
  if (/^https?:$/.test(url.protocol) && !url.hostname) return 'URL has no host';
  if (url.protocol === 'mailto:' && !/^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname))) return 'not a valid e-mail address';
  if (url.protocol === 'tel:' && !/^\+?[0-9().\s-]{3,}$/.test(decodeURIComponent(url.pathname))) return 'not a valid phone number';
  return null;
}

/** Checks one link value; `at` is its pointer in `rel`. */
export function checkLink(ctx: CheckContext, tree: RouteTree, rel: string, at: string, link: string): void {
  if (link.startsWith('/')) {
    if (link.startsWith('//')) ctx.report(rel, at, `in-app link "${link}" must not start with // (that is another site)`);
    else if (!routeLeadsSomewhere(tree, link)) ctx.report(rel, at, `link "${link}" matches no route of config/routes.json`);
    return;
  }
  if (EXTERNAL.test(link)) {
    const problem = externalProblem(link);
    if (problem) ctx.report(rel, at, `${problem} ("${link}")`);
  }
}

/** Every link field of a config document (menu, footer, routes redirects, brand overrides). */
export function checkLinks(ctx: CheckContext, tree: RouteTree, rel: string, doc: Json): void {
  walkJson(doc, (value, at, field) => {
    if (typeof value === 'string' && typeof field === 'string' && LINK_FIELDS.has(field)) checkLink(ctx, tree, rel, at, value);
  });
}

/** The footer's fallback content links go to `/pages/<id>` (src/app/layout/footer): that path must be a route. */
export function checkFooterContentLinks(ctx: CheckContext, tree: RouteTree, rel: string, footer: Json): void {
  const fallback = (footer as { contentLinks?: { fallback?: { id: number }[] } }).contentLinks?.fallback ?? [];
  fallback.forEach((item, i) => {
    if (!routeLeadsSomewhere(tree, `/pages/${item.id}`)) ctx.report(rel, `/contentLinks/fallback/${i}/id`, `link "/pages/${item.id}" matches no route of config/routes.json`);
  });
}
