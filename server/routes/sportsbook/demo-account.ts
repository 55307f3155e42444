import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { kurusToLira } from '../../services/money.ts';
import type { SportsbookAccountRequest } from '../../../contracts/types/sportsbook/account.request.ts';
import type { SportsbookAccount } from '../../../contracts/types/sportsbook/account.ts';
import { allowAnyOrigin } from '../../http/demo-cors.ts';
import { providerParam } from './demo-provider-param.ts';

/** POST /demo/sportsbook/{provider}/api/account {token, cid?} -> data {balance (lira), bets (own, last 20)}; 401 for a dead token. */
export function demoAccountRoute(app: FastifyInstance): void {
  app.post<{ Body: SportsbookAccountRequest }>(
    '/demo/sportsbook/:provider/api/account',
    { onRequest: allowAnyOrigin, schema: { body: app.schemas.get('sportsbook/account.request') } },
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
