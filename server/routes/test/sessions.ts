import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TestSessionsRequest } from '../../../contracts/types/test/sessions.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';

/** Sessions are inserted in transactions of this many rows: one per row is slow, one for 20,000 holds a long lock. */
const BATCH = 500;

/**
 * POST /api/test/sessions {username, count} -> data: {tokens: string[]}, `count` (1..20,000) live bearer tokens of that
 * player, opened through the session service exactly as a login would open them (hashed, with sportsbook tokens).
 * 404 for an unknown username. Registered only in test mode (SERVER_MODE=test; never in demo or production): the
 * bench (scripts/bench) connects up to 10,000 hub clients, and 10,000 logins through argon2 would take minutes.
 */
export function testSessionsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TestSessionsRequest }>('/api/test/sessions', { schema: { body: ctx.schemas.get('test/sessions.request') } }, async (request) => {
    const { username, count } = request.body;
    const [player] = await ctx.db.query<{ id: number; usercode: string }>(
      "SELECT id, usercode FROM players WHERE lower(username) = lower($1) AND status = 'active'",
      [username],
    );
    if (!player) throw new ApiFailure(404, 'common.notFound');
    const client = { ip: request.ip, userAgent: 'bench', fingerprint: null };
    const tokens: string[] = [];
    while (tokens.length < count) {
      const size = Math.min(BATCH, count - tokens.length);
      const batch = await ctx.db.transaction(async (tx) => {
        const opened: string[] = [];
        for (let i = 0; i < size; i += 1) opened.push((await ctx.sessions.create(tx, player, client)).token);
        return opened;
      });
      tokens.push(...batch);
    }
    return ok({ tokens });
  });
}
