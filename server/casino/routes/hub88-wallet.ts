import type { FastifyInstance } from 'fastify';
import { HUB88_CALLS, HUB88_WALLET_PREFIX } from '@server/casino/providers/hub88/protocol';
import type { Hub88Call } from '@server/casino/providers/hub88/protocol';
import { SIGNATURE_HEADER } from '@server/casino/providers/hub88/signature';
import { Hub88WalletApi } from '@server/casino/providers/hub88/wallet-api';
import type { Hub88StudioOf, Hub88Validators } from '@server/casino/providers/hub88/wallet-api';
import { LAUNCH_KINDS } from '@server/casino/providers/game-provider';

/** The body schema of each call (schemas/api/casino/hub88-*.request.json). */
const SCHEMA_OF: Record<Hub88Call, string> = {
  'user/info': 'casino/hub88-user.request',
  'user/balance': 'casino/hub88-user.request',
  'transaction/bet': 'casino/hub88-bet.request',
  'transaction/win': 'casino/hub88-win.request',
  'transaction/rollback': 'casino/hub88-rollback.request',
};

/**
 * The Hub88 operator wallet API (docs/providers.md), in every mode: POST /provider/hub88/{user/info, user/balance,
 * transaction/bet, transaction/win, transaction/rollback}. The body is kept as the exact text received (the signature
 * covers those bytes) and checked against its schema by the handler, not by Fastify: the protocol answers bad input
 * with HTTP 200 and a status (RS_ERROR_WRONG_SYNTAX / RS_ERROR_WRONG_TYPES), never with the API's 4xx envelope.
 * Every reply carries X-Hub88-Signature, the operator's signature of its body.
 */
export function hub88WalletRoutes(app: FastifyInstance): void {
  const { catalogue, providerWallet, launches, hub88 } = app.casino;
  const validators = Object.fromEntries(
    HUB88_CALLS.map((call) => [call, app.schemas.compiler({ schema: app.schemas.get(SCHEMA_OF[call]), httpPart: 'body', method: 'POST', url: `${HUB88_WALLET_PREFIX}${call}` })]),
  ) as Hub88Validators;
  const studioOf: Hub88StudioOf = async (code) => {
    const game = await catalogue.find(code);
    return game?.mainProviderId === LAUNCH_KINDS.hub88 ? game.providerId : null;
  };
  const api = new Hub88WalletApi(app.db, providerWallet, launches, studioOf, () => hub88.walletKeys(), validators);
  void app.register(async (scope) => {
    // Any content type, kept as text: the signature is checked over the bytes as sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const call of HUB88_CALLS) {
      scope.post(`${HUB88_WALLET_PREFIX}${call}`, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[SIGNATURE_HEADER];
        const answer = await api.answer(call, raw, Array.isArray(signature) ? signature[0] : signature);
        return reply.header(SIGNATURE_HEADER, answer.signature).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(answer.body);
      });
    }
  });
}
