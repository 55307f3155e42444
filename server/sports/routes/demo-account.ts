import type { FastifyInstance } from 'fastify';
import { ok } from '@server/http/envelope';
import { kurusToLira } from '@server/wallet/money';
import type { SportsbookAccountRequest } from '@contracts/types/sports/account.request';
import type { SportsbookAccount } from '@contracts/types/sports/account';
import { allowAnyOrigin } from '@server/http/demo-cors';
import { providerParam } from './demo-provider-param';

/** POST /demo/sportsbook/{provider}/api/account {token, cid?} -> data {balance (lira), bets (own, last 20)}; 401 for a dead token. */
export function demoAccountRoute(app: FastifyInstance): void {
  app.post<{ Body: SportsbookAccountRequest }>(
    '/demo/sportsbook/:provider/api/account',
    { onRequest: allowAnyOrigin, schema: { body: app.schemas.get('sports/account.request') } },
    async (request) => {
      const provider = providerParam(request);
      const player = await app.sportsbook.authenticate(provider, request.body.token, request.body.cid);
      const data: SportsbookAccount = {
        balance: kurusToLira(await app.wallet.balanceKurus(player.playerId)),
        bets: await app.sportsbook.recentBets(player.playerId, provider.id),
      };
      return ok(data);
    },
  );
}
