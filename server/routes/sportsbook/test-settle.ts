import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { kurusToLira } from '../../services/money.ts';
import { settleSportBet } from '../../services/sportsbook-settle.ts';
import type { SportsbookBetResult } from '../../../contracts/types/sportsbook/bet.ts';
import type { SportsbookSettleRequest } from '../../../contracts/types/sportsbook/settle.request.ts';

/**
 * POST /api/test/sportsbook/settle {betId, outcome: 'won'|'lost'} -> data {bet, balance}: settles a bet as the
 * sportsbook's result feed would (pays the bet's own player, notifies them). Demo and test mode only; in
 * production the operator CLI calls settleSportBet directly. 404 unknown bet, 400 already settled.
 */
export function testSettleRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SportsbookSettleRequest }>(
    '/api/test/sportsbook/settle',
    { schema: { body: ctx.schemas.get('sportsbook/settle.request') } },
    async (request) => {
      const settled = await settleSportBet(ctx, request.body.betId, request.body.outcome);
      const data: SportsbookBetResult = { bet: settled.bet, balance: kurusToLira(settled.balanceKurus) };
      return ok(data, translate(request.locale, 'sportsbook.settled'));
    },
  );
}
