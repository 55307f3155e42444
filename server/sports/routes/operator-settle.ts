import type { FastifyInstance } from 'fastify';
import { operatorBetsSettle } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOwner } from '@server/http/idempotency';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { kurusToLira } from '@server/wallet/money';

/**
 * POST /api/operator/bets/{id}/settle {outcome: 'won'|'lost'} -> data {bet, balance (lira)}: the operator API behind
 * `npm run operator -- bets settle <id> won|lost` when the server owns the database. In every mode; 403 unless
 * OPERATOR_TOKEN matches (or, without one, from this machine); 404 unknown bet; 400 already settled. Idempotent per
 * operator (docs/idempotency.md).
 */
export function operatorSettleRoute(app: FastifyInstance): void {
  route(app, operatorBetsSettle, { onRequest: operatorOnly, config: { idempotent: operatorOwner } }, async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'sportsbook.betNotFound');
    const settled = await app.sportsbook.settle(id, request.body.outcome);
    return ok({ bet: settled.bet, balance: kurusToLira(settled.balanceKurus) }, translate(request.locale, 'sportsbook.settled'));
  });
}
