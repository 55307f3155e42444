import type { FastifyInstance } from 'fastify';
import { protectionSessionsummary } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * GET /api/protection/sessionsummary -> {sessionStartedAt, elapsedSeconds, bets, wins, net, serverTime}: this
 * login session so far; money in lira, net = wins - bets (casino rounds and sportsbook bets since login).
 */
export function sessionSummaryRoute(app: FastifyInstance): void {
  route(app, protectionSessionsummary, { preHandler: app.auth.required }, async (request) =>
    ok(await app.protection.reality.summary(sessionOf(request))),
  );
}
