import type { FastifyInstance } from 'fastify';
import type { SportsbookService } from '@server/sports/sportsbook';
import { ok } from '@server/http/envelope';
import { playerOwner, type IdempotencyOwner } from '@server/http/idempotency';
import { translate } from '@server/i18n/messages';
import { kurusToLira } from '@server/wallet/money';
import type { SportsbookBetRequest } from '@contracts/types/sports/bet.request';
import type { SportsbookBetResult } from '@contracts/types/sports/bet';
import { allowAnyOrigin } from '@server/http/demo-cors';
import { providerParam } from './demo-provider-param';

/** Idempotency-Key owner of a bet: the player of the body's sportsbook token (401 like the call itself when dead). */
const betOwner = (sportsbook: SportsbookService): IdempotencyOwner => async (request) => {
  const { token, cid } = request.body as SportsbookBetRequest;
  return playerOwner((await sportsbook.authenticate(providerParam(request), token, cid)).playerId);
};

/**
 * POST /demo/sportsbook/{provider}/api/bet {token, cid?, selectionId, stake, odds} -> data {bet, balance}: a single
 * bet that debits the wallet (ledger 'bet') in one transaction. 401 for a token that is not this sportsbook's
 * token of a live session; 400 for a bad body, a bad stake, moved odds, an unknown selection or a stake above
 * the balance (nothing written).
 */
export function demoBetRoute(app: FastifyInstance): void {
  app.post<{ Body: SportsbookBetRequest }>(
    '/demo/sportsbook/:provider/api/bet',
    { onRequest: allowAnyOrigin, schema: { body: app.schemas.get('sports/bet.request') }, config: { idempotent: betOwner(app.sportsbook) } },
    async (request) => {
      const provider = providerParam(request);
      const { token, cid, selectionId, stake, odds } = request.body;
      const player = await app.sportsbook.authenticate(provider, token, cid);
      const placed = await app.sportsbook.placeBet({ provider: provider.id, player, selectionId, stake, odds, locale: request.locale });
      const data: SportsbookBetResult = { bet: placed.bet, balance: kurusToLira(placed.balanceKurus) };
      return ok(data, translate(request.locale, 'sportsbook.betPlaced'));
    },
  );
}
