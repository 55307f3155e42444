import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ROUTES } from '../routes/index.ts';

export interface CatalogueRoute {
  method: string;
  /** Path as registered, e.g. '/api/casino/games' or '/demo/pay/:id'. */
  url: string;
  /** Whether the route lists ctx.auth.required among its pre-handlers (a player's call). */
  requiresAuth: boolean;
  /** The JSON Schemas the route validates its input with (schemas/api), as registered; none for unchecked input. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
  /** Whether the route opts in to Idempotency-Key handling (`config.idempotent`, server/http/idempotency.ts). */
  idempotent: boolean;
}

/**
 * Every route the ROUTES modules register right now (HEAD twins left out), read by registering them on a
 * scratch Fastify instance with the real context: new calls are covered by the cross-cutting suites without
 * anyone listing them.
 */
export function routeCatalogue(ctx: AppContext): CatalogueRoute[] {
  const scratch = Fastify();
  const routes: CatalogueRoute[] = [];
  scratch.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        requiresAuth: preHandlers.includes(ctx.auth.required),
        schema: route.schema,
        idempotent: route.config?.idempotent !== undefined,
      });
    }
  });
  for (const register of ROUTES) register(scratch, ctx);
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
  return app.inject({
    method: route.method as 'GET' | 'POST',
    url: concreteUrl(route.url),
    headers: { 'x-locale': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

