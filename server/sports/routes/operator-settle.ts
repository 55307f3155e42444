import type { FastifyInstance } from 'fastify';
import { operatorBetsSettle } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOwner } from '@server/http/idempotency';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { auditNote } from '@server/platform/audit-trail';
import { translate } from '@server/i18n/messages';
import { kurusToLira } from '@server/wallet/money';

/**
 * POST /api/operator/bets/{id}/settle {outcome: 'won'|'lost'} -> data {bet, balance (lira)}: the operator API behind
 * `npm run operator -- bets settle <id> won|lost` when the server owns the database. In every mode; signed in as a
 * named operator whose role allows it (operatorOnly, server/http/operator-guard.ts; docs/operators.md "Roles"): 401
 * without, 403 for another role; 404 unknown bet; 400 already settled. Idempotent per operator (docs/idempotency.md).
 * The audit trail's row names the player and the bet before and after.
 */
export function operatorSettleRoute(app: FastifyInstance): void {
  route(app, operatorBetsSettle, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'sportsbook.betNotFound');
    const settled = await app.sportsbook.settle(id, request.body.outcome);
    auditNote(request, { playerId: settled.playerId, before: settled.before, after: settled.bet });
    return ok({ bet: settled.bet, balance: kurusToLira(settled.balanceKurus) }, translate(request.locale, 'sportsbook.settled'));
  });
}
