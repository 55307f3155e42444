import { operatorInject } from './operator-helpers';
import type { FastifyInstance } from 'fastify';

export interface CatalogueRoute {
  method: string;
  /** Path as registered, e.g. '/api/casino/games' or '/demo/pay/:id'. */
  url: string;
  /** Whether the route runs app.auth.required (a player's call). */
  requiresAuth: boolean;
  /** The JSON Schemas the route validates its input with (schemas/api), as registered; none for unchecked input. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
  /** Whether the route opts in to Idempotency-Key handling (`config.idempotent`, server/http/idempotency.ts). */
  idempotent: boolean;
}

/**
 * Every route the app's API areas registered (server/areas.ts; HEAD twins left out), so new calls are
 * covered by the cross-cutting suites without anyone listing them. What a mode registers is what its app has.
 */
export function routeCatalogue(app: FastifyInstance): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  for (const route of app.areaRoutes) {
    // installAuthFirst (server/http/auth.ts) moves auth.required from preHandler to the front of onRequest.
    const hooks = [route.preHandler, route.onRequest].flatMap((h) => (h === undefined ? [] : [h].flat())) as unknown[];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        requiresAuth: hooks.includes(app.auth.required),
        schema: route.schema,
        idempotent: route.config?.idempotent !== undefined,
      });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every `:param` becomes `value`. */
export function concreteUrl(url: string, value = '1'): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

/**
 * Calls a catalogued route on `app` at its concrete URL, in English unless `headers` say otherwise, with `payload`
 * (a raw body string) when given. Shared by the cross-cutting route sweeps.
 */
export function injectRoute(app: FastifyInstance, route: CatalogueRoute, headers: Record<string, string>, payload?: string) {
  const options = {
    method: route.method as 'GET' | 'POST',
    url: concreteUrl(route.url),
    headers: { 'x-locale': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  };
  // The operator API answers on its own listener only (server/http/operator-listener.ts).
  return route.url.startsWith('/api/operator/') ? operatorInject(app, options) : app.inject(options);
}

