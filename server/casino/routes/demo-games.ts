import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DemoSpinRequest } from '@contracts/types/casino/demo-spin.request';
import { allowAnyOrigin, registerDemoPreflight } from '@server/http/demo-cors';
import { ApiFailure, ok } from '@server/http/envelope';
import { playerOwner } from '@server/http/idempotency';
import { allowOpaqueAncestors } from '@server/http/security-headers';
import { gameArtSvg } from '@server/casino/providers/demo-art';
import { localisePage } from '@server/casino/providers/demo-slot-texts';
import { STAKES_LIRA } from '@server/casino/providers/demo-slot-rules';
import { isFunToken } from '@server/casino/fun-play';
import { kurusToLira } from '@server/wallet/money';
import { SIMULATOR_SITE_PATH } from '@server/casino/providers/hub88-simulator/demo';

const DIR = join(import.meta.dirname, '..', 'providers', 'demo-slot');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
/** The page with the symbol sprite inlined (no external <use>, so it also works in the sandboxed relay frame). */
const PLAY_HTML = read('play.html').replace('<!--SYMBOLS-->', read('symbols.svg'));
const ASSETS: Record<string, [string, string]> = {
  'slot.js': ['text/javascript; charset=utf-8', read('slot.js')],
  'slot.css': ['text/css; charset=utf-8', read('slot.css')],
  'softgamings-relay.js': ['text/javascript; charset=utf-8', read('softgamings-relay.js')],
  'softgamings.css': ['text/css; charset=utf-8', read('softgamings.css')],
};

/** Unknown game session -> 401; a bearer token of another player -> 400 (a session cannot be borrowed). */
async function gameSession(app: FastifyInstance, request: FastifyRequest, token: string) {
  const session = await app.casino.launches.resolve(token);
  if (request.session && request.session.playerId !== session.playerId) throw new ApiFailure(400, 'casino.notYourSession');
  return session;
}

/**
 * The player owning a spin's Idempotency-Key: the real session's player, or for a fun session that session
 * (fun:<id>), since it belongs to nobody.
 */
async function spinOwner(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const token = (request.body as DemoSpinRequest).session;
  if (isFunToken(token)) return `fun:${(await app.casino.fun.resolve(token)).id}`;
  return playerOwner((await gameSession(app, request, token)).playerId);
}

/** Fun-mode spins are counted per IP (funSpin); real ones are not (they move the player's own money). */
function funSpinLimit(app: FastifyInstance) {
  const guard = app.rateLimiter.guard({ funSpin: app.rateLimiter.keys.ip });
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const token = (request.body as Partial<DemoSpinRequest> | null)?.session;
    if (typeof token === 'string' && isFunToken(token)) await guard.call(this, request, reply);
  };
}

/**
 * The built-in demo game provider: the slot page (/demo/games/play?session=…&lang=tr|en), its same-origin
 * script and styles (CSP script-src 'self'), the tile art (/demo/games/art/{code}.svg) and its API:
 * GET /demo/games/api/session?session= -> {gameName, providerName, balance (lira), stakes (lira)};
 * POST /demo/games/api/spin {session, stake (lira)} -> {roundId, reels, stake, win, balance} (lira).
 * A fun-mode token ('fun.…') plays the same slot on its virtual credits: the session reply has fun: true and
 * balance is the credits; a spin changes only them (fun-play.ts), never a wallet or the game history.
 */
export function demoGamesRoute(app: FastifyInstance): void {
  const { catalogue, rounds, fun } = app.casino;

  app.get<{ Querystring: { relay?: string; lang?: string } }>(
    '/demo/games/play',
    {
      onSend: async (request, reply, payload) => {
        // Inside the SoftGamings relay the ancestor is an opaque-origin frame, which 'self' cannot name.
        if (request.query.relay === '1') allowOpaqueAncestors(reply);
        return payload;
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(localisePage(PLAY_HTML, request.query.lang)),
  );
  for (const [name, [type, body]] of Object.entries(ASSETS)) {
    app.get(`/demo/games/${name}`, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type(type).send(body));
  }
  app.get<{ Params: { file: string } }>('/demo/games/art/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const game = await catalogue.find(code);
    if (!game) throw new ApiFailure(404, 'common.notFound');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(gameArtSvg(game.gameCode, game.name, game.providerName));
  });

  // The Hub88 simulator's game pages, forwarded (docs/providers.md "Simulator"): same-origin in the game frame, so the site's
  // CSP stays the production one. Only a page, its script and its spin; the simulator itself calls the wallet API.
  const forward = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const api = app.casino.hub88.gamesApi();
    const path = request.params['*'];
    if (!api || !/^(game\.js|[0-9a-f-]{36}(\/spin)?)$/.test(path)) throw new ApiFailure(404, 'common.notFound');
    const answer = await fetch(`${api.apiUrl}/game/${path}`, {
      method: request.method, headers: { 'content-type': 'application/json' },
      body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined, signal: AbortSignal.timeout(30_000),
    });
    return reply.code(answer.status).header('cache-control', 'no-store').type(answer.headers.get('content-type') ?? 'text/plain').send(await answer.text());
  };
  app.get<{ Params: { '*': string } }>(`${SIMULATOR_SITE_PATH}/game/*`, forward);
  app.post<{ Params: { '*': string } }>(`${SIMULATOR_SITE_PATH}/game/*`, forward);

  // The API is called from the game frame. Inside the SoftGamings relay that frame has an opaque origin, so it is
  // cross-origin like a real provider's API: open CORS, no cookies; the game session token is the credential.
  registerDemoPreflight(app, '/demo/games/api/*');
  app.get<{ Querystring: { session?: string } }>('/demo/games/api/session', { preHandler: app.auth.optional, onRequest: allowAnyOrigin }, async (request) => {
    const token = request.query.session ?? '';
    if (isFunToken(token)) {
      const session = await fun.resolve(token);
      return ok({ gameName: session.gameName, providerName: session.providerName, balance: kurusToLira(session.creditsKurus), stakes: [...STAKES_LIRA], fun: true });
    }
    const session = await gameSession(app, request, token);
    const balance = await app.wallet.balanceKurus(session.playerId);
    return ok({ gameName: session.gameName, providerName: session.providerName, balance: kurusToLira(balance), stakes: [...STAKES_LIRA] });
  });
  app.post<{ Body: DemoSpinRequest }>(
    '/demo/games/api/spin',
    {
      schema: { body: app.schemas.get('casino/demo-spin.request') }, preHandler: app.auth.optional, onRequest: allowAnyOrigin,
      preValidation: funSpinLimit(app),
      config: { idempotent: (request) => spinOwner(app, request) },
    },
    async (request) => {
      const token = request.body.session;
      const spin = isFunToken(token)
        ? await fun.spin(await fun.resolve(token), request.body.stake)
        : await rounds.spin(await gameSession(app, request, token), request.body.stake);
      return ok({
        roundId: spin.roundId, reels: spin.reels, stake: kurusToLira(spin.stakeKurus), win: kurusToLira(spin.winKurus), balance: kurusToLira(spin.balanceKurus),
      });
    },
  );
}
