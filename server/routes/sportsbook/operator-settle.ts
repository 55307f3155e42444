import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { kurusToLira } from '../../services/money.ts';
import { settleSportBet } from '../../services/sportsbook-settle.ts';
import type { SportsbookBetResult } from '../../../contracts/types/sportsbook/bet.ts';
import type { SportsbookOperatorSettleRequest } from '../../../contracts/types/sportsbook/operator-settle.request.ts';
import { operatorOwner } from '../../http/idempotency.ts';
import { operatorOnly } from '../../http/operator-guard.ts';

/**
 * POST /api/operator/bets/{id}/settle {outcome: 'won'|'lost'} -> data {bet, balance}: the operator API behind
 * `npm run operator -- bets settle <id> won|lost` when the server owns the database. In every mode; 403 unless
 * OPERATOR_TOKEN matches (or, without one, from this machine); 404 unknown bet; 400 already settled.
 */
export function operatorSettleRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string }; Body: SportsbookOperatorSettleRequest }>(
    '/api/operator/bets/:id/settle',
    { onRequest: operatorOnly, schema: { body: ctx.schemas.get('sportsbook/operator-settle.request') }, config: { idempotent: operatorOwner } },
    async (request) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'sportsbook.betNotFound');
      const settled = await settleSportBet(ctx, id, request.body.outcome);
      const data: SportsbookBetResult = { bet: settled.bet, balance: kurusToLira(settled.balanceKurus) };
      return ok(data, translate(request.locale, 'sportsbook.settled'));
    },
  );
}
