import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AmusnetLaunchRequest } from '../../../contracts/types/casino/amusnet-launch.request.ts';
import type { CodeLaunchRequest } from '../../../contracts/types/casino/code-launch.request.ts';
import type { EmLaunchRequest } from '../../../contracts/types/casino/em-launch.request.ts';
import type { PlatformLaunchRequest } from '../../../contracts/types/casino/platform-launch.request.ts';
import type { SoftGamingsLaunchRequest } from '../../../contracts/types/casino/softgamings-launch.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { LAUNCH_KINDS } from '../../providers/games/game-provider.ts';
import type { LaunchKind } from '../../providers/games/game-provider.ts';
import type { CatalogueGame } from '../../services/casino.ts';
import { casinoServices } from '../../services/casino-context.ts';

/** How one launch call reads its body (spec §7), and what else must match the catalogue. */
interface LaunchCall<B> {
  path: string;
  kind: LaunchKind;
  schema: string;
  code: (body: B) => string;
  isMobile: (body: B) => boolean;
  matches?: (body: B, game: CatalogueGame) => boolean;
  extra?: (body: B) => { language?: string; lobbyUrl?: string };
}

const call = <B>(c: LaunchCall<B>): LaunchCall<B> => c;

const CALLS = [
  call<CodeLaunchRequest>({ path: 'pragmaticlaunchurl', kind: 'pragmatic', schema: 'code-launch', code: (b) => b.code, isMobile: () => false }),
  call<CodeLaunchRequest>({ path: 'dtlaunchurl', kind: 'dt', schema: 'code-launch', code: (b) => b.code, isMobile: () => false }),
  call<EmLaunchRequest>({
    path: 'emlaunchurl', kind: 'em', schema: 'em-launch', code: (b) => b.code, isMobile: () => false,
    matches: (b, g) => b.productId === g.productId,
  }),
  call<AmusnetLaunchRequest>({ path: 'amusnetlaunchurl', kind: 'amusnet', schema: 'amusnet-launch', code: (b) => b.code, isMobile: (b) => b.isMobile }),
  ...(['egt', 'hub88'] as const).map((kind) =>
    call<PlatformLaunchRequest>({
      path: `${kind}launchurl`, kind, schema: 'platform-launch', code: (b) => b.gameCode, isMobile: (b) => b.platform === 2,
      extra: (b) => ({ language: b.language, lobbyUrl: b.lobbyUrl }),
    }),
  ),
  call<SoftGamingsLaunchRequest>({
    path: 'softgamingslaunchurl', kind: 'softgamings', schema: 'softgamings-launch', code: (b) => b.pageCode, isMobile: (b) => b.isMobile === 1,
    matches: (b, g) => b.system === g.system,
  }),
];

/**
 * The game launch calls of spec §7: POST /api/casino/{pragmatic,dt,em,amusnet,egt,hub88,softgamings}launchurl.
 * Each needs a session (401), validates its own body (400 naming the field), finds the game of that provider kind
 * (400 'Game not found.' otherwise; 400 for a game under maintenance) and asks the kind's provider for a launch:
 * data is the game URL, or for SoftGamings HTML plus a script (run by the site only in a sandboxed frame).
 */
export function launchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue, providers } = casinoServices(ctx);
  for (const c of CALLS as LaunchCall<unknown>[]) {
    app.post(
      `/api/casino/${c.path}`,
      { schema: { body: ctx.schemas.get(`casino/${c.schema}.request`) }, preHandler: ctx.auth.required },
      async (request: FastifyRequest) => {
        const body = request.body;
        const session = sessionOf(request);
        const game = await catalogue.find(c.code(body), session.playerId);
        if (!game || game.mainProviderId !== LAUNCH_KINDS[c.kind] || (c.matches && !c.matches(body, game))) {
          throw new ApiFailure(400, 'casino.gameNotFound');
        }
        if (!game.available) throw new ApiFailure(400, 'casino.gameUnavailable');
        const result = await providers[c.kind].launch({
          player: { playerId: session.playerId, sessionId: session.sessionId }, game, isMobile: c.isMobile(body), language: request.locale, ...c.extra?.(body),
        });
        return ok('url' in result ? result.url : result.html);
      },
    );
  }
}
