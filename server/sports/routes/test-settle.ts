import type { FastifyInstance } from 'fastify';
import { testSportsbookSettle } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { kurusToLira } from '@server/wallet/money';

/**
 * POST /api/test/sportsbook/settle {betId, outcome: 'won'|'lost'} -> data {bet, balance (lira)}: settles a bet as
 * the sportsbook's result feed would (pays the bet's own player, notifies them). Demo and test mode only; in
 * production the operator CLI calls settleSportBet directly. 404 unknown bet, 400 already settled.
 */
export function testSettleRoute(app: FastifyInstance): void {
  route(app, testSportsbookSettle, {}, async (request) => {
    const settled = await app.sportsbook.settle(request.body.betId, request.body.outcome);
    return ok({ bet: settled.bet, balance: kurusToLira(settled.balanceKurus) }, translate(request.locale, 'sportsbook.settled'));
  });
}
