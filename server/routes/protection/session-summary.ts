import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SessionSummary } from '../../../contracts/types/protection/session-summary.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * GET /api/protection/sessionsummary -> {sessionStartedAt, elapsedSeconds, bets, wins, net, serverTime}: this
 * login session so far; money in lira, net = wins - bets (casino rounds and sportsbook bets since login).
 */
export function sessionSummaryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/protection/sessionsummary', { preHandler: ctx.auth.required }, async (request) => {
    const data: SessionSummary = await ctx.protection.reality.summary(sessionOf(request));
    return ok(data);
  });
}
