import type { FastifyInstance } from 'fastify';
import { customerBonuses } from '../../../contracts/api/index.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/** POST /api/customer/bonuses {skip, take ≤ 100} -> data {total, items} of the player's own bonuses, newest first (lira). */
export function bonusesRoute(app: FastifyInstance): void {
  route(app, customerBonuses, { preHandler: app.auth.required }, async (request) =>
    ok(await app.bonuses.list(sessionOf(request).playerId, request.body.skip, request.body.take)),
  );
}
