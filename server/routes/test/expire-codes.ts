import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TestExpireCodesRequest } from '../../../contracts/types/test/expire-codes.request.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/test/expirecodes {username} -> data {expired: number of codes}. Makes the player's open one-time codes
 * (password reset, phone) expired now. Registered only in demo and test mode, like the outbox: the expiry rule
 * (10 minutes) cannot be waited out in a browser journey.
 */
export function testExpireCodesRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TestExpireCodesRequest }>(
    '/api/test/expirecodes',
    { schema: { body: ctx.schemas.get('test/expire-codes.request') } },
    async (request) => {
      const rows = await ctx.db.query<{ id: number }>(
        `UPDATE verification_codes SET expires_at = now() - interval '1 second'
         WHERE closed_at IS NULL AND player_id = (SELECT id FROM players WHERE lower(username) = lower($1))
         RETURNING id`,
        [request.body.username],
      );
      return ok({ expired: rows.length });
    },
  );
}
