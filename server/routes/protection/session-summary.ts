import type { FastifyInstance } from 'fastify';
import { protectionSessionsummary } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/**
 * GET /api/protection/sessionsummary -> {sessionStartedAt, elapsedSeconds, bets, wins, net, serverTime}: this
 * login session so far; money in lira, net = wins - bets (casino rounds and sportsbook bets since login).
 */
export function sessionSummaryRoute(app: FastifyInstance): void {
  route(app, protectionSessionsummary, { preHandler: app.auth.required }, async (request) =>
    ok(await app.protection.reality.summary(sessionOf(request))),
  );
}
