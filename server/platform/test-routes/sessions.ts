import type { FastifyInstance } from 'fastify';
import { testSessions } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/** Sessions are inserted in transactions of this many rows: one per row is slow, one for 20,000 holds a long lock. */
const BATCH = 500;

/**
 * POST /api/test/sessions {username, count} -> data: {tokens: string[]}, `count` (1..20,000) live bearer tokens of that
 * player, opened through the session service exactly as a login would open them (hashed, with sportsbook tokens).
 * 404 for an unknown username. Registered only in test mode (SERVER_MODE=test; never in demo or production): the
 * bench (scripts/bench) connects up to 10,000 hub clients, and 10,000 logins through argon2 would take minutes.
 */
export function testSessionsRoute(app: FastifyInstance): void {
  route(app, testSessions, {}, async (request) => {
    const { username, count } = request.body;
    const player = await app.players.findByUsername(username, { activeOnly: true });
    if (!player) throw new ApiFailure(404, 'common.notFound');
    const client = { ip: request.ip, userAgent: 'bench', fingerprint: null };
    const tokens: string[] = [];
    while (tokens.length < count) {
      const size = Math.min(BATCH, count - tokens.length);
      const batch = await app.db.transaction(async (tx) => {
        const opened: string[] = [];
        for (let i = 0; i < size; i += 1) opened.push((await app.sessions.create(tx, player, client)).token);
        return opened;
      });
      tokens.push(...batch);
    }
    return ok({ tokens });
  });
}
