import type { FastifyInstance } from 'fastify';
import { bonusBonuses } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/** POST /api/customer/bonuses {skip, take ≤ 100} -> data {total, items} of the player's own bonuses, newest first (lira). */
export function bonusesRoute(app: FastifyInstance): void {
  route(app, bonusBonuses, { preHandler: app.auth.required }, async (request) =>
    ok(await app.bonuses.list(sessionOf(request).playerId, request.body.skip, request.body.take)),
  );
}
