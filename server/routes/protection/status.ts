import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ProtectionStatus } from '../../../contracts/types/protection/status.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * GET /api/protection/status -> {serverTime, profile, limits[], realityCheck, warnings[]} of the caller
 * (schemas/api/protection/status.json): one limit row per enabled type x period, money in lira, session minutes.
 */
export function protectionStatusRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/protection/status', { preHandler: ctx.auth.required }, async (request) => {
    const data: ProtectionStatus = await ctx.protection.status(sessionOf(request));
    return ok(data);
  });
}
