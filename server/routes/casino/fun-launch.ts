import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { FunLaunchRequest } from '../../../contracts/types/casino/fun-launch.request.ts';
import type { GameInfoRequest } from '../../../contracts/types/casino/game-info.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { LAUNCH_KINDS } from '../../providers/games/game-provider.ts';
import type { LaunchKind } from '../../providers/games/game-provider.ts';
import { casinoServices } from '../../services/casino-context.ts';
import { gameInfo } from '../../services/game-info.ts';
import { protectionOf } from '../../services/protection.ts';

const kindOf = (mainProviderId: number): LaunchKind | undefined =>
  (Object.keys(LAUNCH_KINDS) as LaunchKind[]).find((kind) => LAUNCH_KINDS[kind] === mainProviderId);

/**
 * Fun mode and game info (issue 16; docs/fun-mode.md). Both open to visitors.
 *
 * POST /api/casino/funlaunchurl {code, isMobile} -> data: the game's fun-mode URL, or for SoftGamings HTML plus a
 * script (like the real launch of its kind). Rate limited per IP (funLaunch, 429). Errors: 400 casino.gameNotFound
 * (unknown code), 400 casino.funNotOffered (the game or its provider offers no fun mode, or it is a live table),
 * 400 casino.gameUnavailable (maintenance); a logged-in player in a time-out or self-exclusion is refused as for a
 * real launch (the protection guard). Never touches a wallet, the ledger, game sessions or game history.
 *
 * POST /api/casino/gameinfo {code} -> data: GameInfo (provider, RTP %, volatility, bet range in lira; null where
 * unknown; fun mode; isFavorite for a logged-in player). 400 casino.gameNotFound for an unknown code.
 */
export function funLaunchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalogue, providers } = casinoServices(ctx);
  app.post<{ Body: FunLaunchRequest }>(
    '/api/casino/funlaunchurl',
    {
      schema: { body: ctx.schemas.get('casino/fun-launch.request') },
      preValidation: ctx.rateLimiter.guard({ funLaunch: ctx.rateLimiter.keys.ip }),
      preHandler: ctx.auth.optional,
    },
    async (request) => {
      const game = await catalogue.find(request.body.code);
      const kind = game ? kindOf(game.mainProviderId) : undefined;
      if (!game || !kind) throw new ApiFailure(400, 'casino.gameNotFound');
      if (!game.demoPlay) throw new ApiFailure(400, 'casino.funNotOffered');
      if (!game.available) throw new ApiFailure(400, 'casino.gameUnavailable');
      if (request.session) await protectionOf(ctx.db).guard.play(ctx.db, request.session.playerId, request.session.sessionId);
      const result = await providers[kind].launchFun({ game, isMobile: request.body.isMobile, language: request.locale });
      return ok('url' in result ? result.url : result.html);
    },
  );
  app.post<{ Body: GameInfoRequest }>(
    '/api/casino/gameinfo',
    { schema: { body: ctx.schemas.get('casino/game-info.request') }, preHandler: ctx.auth.optional },
    async (request) => ok(await gameInfo(ctx.db, request.body.code, request.session?.playerId ?? 0)),
  );
}
