import type { FastifyInstance } from 'fastify';
import { protectionStatus } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * GET /api/protection/status -> {serverTime, profile, limits[], realityCheck, warnings[]} of the caller
 * (schemas/api/protection/status.json): one limit row per enabled type x period, money in lira, session minutes.
 */
export function protectionStatusRoute(app: FastifyInstance): void {
  route(app, protectionStatus, { preHandler: app.auth.required }, async (request) =>
    ok(await app.protection.status(sessionOf(request))),
  );
}
