/**
 * config/routes.json beyond its schema (docs/architecture.md "What the config check refuses"): page modules exist under src/, route ids are unique
 * across the tree (checkRouteIds), a redirect does not point at its own path (an endless redirect).
 */
import { join } from 'node:path';
import type { RouteTreeInput } from '@contracts/domain/route-match';
import type { CheckContext } from './context';
import { checkRouteIds } from './ids';

const REL = 'config/routes.json';

export async function checkRoutes(ctx: CheckContext, routes: readonly RouteTreeInput[]): Promise<void> {
  checkRouteIds(ctx, REL, routes as never);
  const walk = async (list: readonly RouteTreeInput[], at: string, base: string) => {
    for (const [i, route] of list.entries()) {
      const here = `${at}/${i}`;
      if (route.page && !(await ctx.exists(join('src', `${route.page}.tsx`)))) {
        ctx.report(REL, `${here}/page`, `module src/${route.page}.tsx does not exist`);
      }
      const own = route.index ? base : route.path?.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path ?? ''}`;
      if (route.redirect && route.redirect.replace(/[?#].*$/s, '').replace(/(.)\/$/, '$1') === (own.replace(/(.)\/$/, '$1') || '/')) {
        ctx.report(REL, `${here}/redirect`, `redirects to its own path "${route.redirect}" (an endless redirect)`);
      }
      if (route.children) await walk(route.children, `${here}/children`, own);
    }
  };
  await walk(routes, '/routes', '');
}
