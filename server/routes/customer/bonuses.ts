import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { BonusesRequest } from '../../../contracts/types/customer/bonuses.request.ts';
import type { BonusList } from '../../../contracts/types/customer/bonuses.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { BonusService } from '../../services/bonus.ts';

/** POST /api/customer/bonuses {skip, take ≤ 100} -> data {total, items} of the player's own bonuses, newest first (lira). */
export function bonusesRoute(app: FastifyInstance, ctx: AppContext): void {
  const bonuses = new BonusService(ctx.db, ctx.wallet);
  app.post<{ Body: BonusesRequest }>(
    '/api/customer/bonuses',
    { schema: { body: ctx.schemas.get('customer/bonuses.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: BonusList = await bonuses.list(sessionOf(request).playerId, request.body.skip, request.body.take);
      return ok(data);
    },
  );
}
