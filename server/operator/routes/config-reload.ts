import type { FastifyInstance } from 'fastify';
import { operatorConfigReload } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { rateLimit, type RateLimitRule } from '@server/http/rate-limit';
import { route } from '@server/http/route';

/** Reloads per minute for the whole server, whoever asks: each one runs the full config check (~0.3 s of CPU). */
export const CONFIG_RELOAD_RATE: RateLimitRule = { max: 10, windowMs: 60_000 };

/**
 * POST /api/operator/config/reload {} (docs/operators.md "Applying a change without downtime"; docs/brands.md): app.siteConfig.reload()
 * runs the full config check on the files now on disk and, only when it passes, serves them (brands, texts, settings,
 * index.html). On the operator listener, for a signed-in operator of a role server/operator/route-roles.ts allows, and
 * audited under that operator's name (server/operator/audit-plugin.ts); at most CONFIG_RELOAD_RATE per
 * server (429). Reply: {configVersion, brands, restartNeeded}; a refused reload is a 422 whose data is
 * {problems: ['file: /json/path: rule', …], configVersion} and the old config keeps serving. Same as SIGHUP (server/index.ts).
 */
export function operatorConfigRoutes(app: FastifyInstance): void {
  route(
    app,
    operatorConfigReload,
    {
      onRequest: operatorOnly,
      preValidation: rateLimit(app.rateLimiter.store, [{ name: 'configReload', rule: CONFIG_RELOAD_RATE, keyOf: () => 'server' }]),
    },
    async (request) => {
      const result = await app.siteConfig.reload();
      if (!result.ok) {
        request.log.warn({ problems: result.problems }, 'config reload refused');
        throw new ApiFailure(422, 'operator.configRefused', { count: result.problems.length }, { problems: result.problems, configVersion: result.configVersion });
      }
      return ok({ configVersion: result.configVersion, brands: result.brands, restartNeeded: result.restartNeeded });
    },
  );
}
