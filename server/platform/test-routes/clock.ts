import type { FastifyInstance } from 'fastify';
import { testClock } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/test/clock {username, advanceMs} -> {offsetMs (total so far), serverTime}: moves THAT player's clock
 * forward (cumulative) by moving his time-stamped records back (see ProtectionClock), so journeys pass a
 * cooling-off or a time-out end without touching other players.
 * Registered only in demo and test mode (404 in production), like the outbox. 404 for an unknown username.
 */
export function testClockRoute(app: FastifyInstance): void {
  route(app, testClock, {}, async (request) => {
    const player = await app.players.findByUsername(request.body.username);
    if (!player) throw new ApiFailure(404, 'common.notFound');
    const offsetMs = await app.protection.clock.advance(app.db, player.id, request.body.advanceMs);
    // His sessions just grew older: this process drops their kept entries now rather than when the change notification
    // comes back (on PostgreSQL a moment after the commit), so his next call already meets their new age.
    app.sessions.cache.revokePlayer(player.id);
    return ok({ offsetMs, serverTime: app.protection.clock.now().toISOString() });
  });
}
