import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TestClockRequest } from '../../../contracts/types/test/clock.request.ts';
import type { TestClockData } from '../../../contracts/types/test/clock.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';

/**
 * POST /api/test/clock {username, advanceMs} -> {offsetMs (total so far), serverTime}: moves THAT player's clock
 * forward (cumulative) by moving his time-stamped records back (see ProtectionClock), so journeys pass a
 * cooling-off or a time-out end without touching other players.
 * Registered only in demo and test mode (404 in production), like the outbox. 404 for an unknown username.
 */
export function testClockRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TestClockRequest }>(
    '/api/test/clock',
    { schema: { body: ctx.schemas.get('test/clock.request') } },
    async (request) => {
      const [player] = await ctx.db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = lower($1)', [
        request.body.username,
      ]);
      if (!player) throw new ApiFailure(404, 'common.notFound');
      const offsetMs = await ctx.protection.clock.advance(ctx.db, player.id, request.body.advanceMs);
      const data: TestClockData = { offsetMs, serverTime: ctx.protection.clock.now().toISOString() };
      return ok(data);
    },
  );
}
