import type { FastifyInstance } from 'fastify';
import { casinoFunLaunch, casinoGameInfo } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { LAUNCH_KINDS } from '@server/casino/providers/game-provider';
import type { LaunchKind } from '@server/casino/providers/game-provider';

const kindOf = (mainProviderId: number): LaunchKind | undefined =>
  (Object.keys(LAUNCH_KINDS) as LaunchKind[]).find((kind) => LAUNCH_KINDS[kind] === mainProviderId);

/**
 * Fun mode and game info (docs/fun-mode.md). Both open to visitors.
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
export function funLaunchRoutes(app: FastifyInstance): void {
  const { catalogue, providers } = app.casino;
  route(
    app,
    casinoFunLaunch,
    { preValidation: app.rateLimiter.guard({ funLaunch: app.rateLimiter.keys.ip }), preHandler: app.auth.optional },
    async (request) => {
      const game = await catalogue.find(request.body.code);
      const kind = game ? kindOf(game.mainProviderId) : undefined;
      if (!game || !kind) throw new ApiFailure(400, 'casino.gameNotFound');
      if (!game.demoPlay) throw new ApiFailure(400, 'casino.funNotOffered');
      if (!game.available) throw new ApiFailure(400, 'casino.gameUnavailable');
      if (request.session) await app.protection.guard.play(app.db, request.session.playerId, request.session.sessionId);
      const result = await providers[kind].launchFun({ game, isMobile: request.body.isMobile, language: request.locale });
      return ok('url' in result ? result.url : result.html);
    },
  );
  route(app, casinoGameInfo, { preHandler: app.auth.optional }, async (request) =>
    ok(await catalogue.info(request.body.code, request.session?.playerId ?? 0)),
  );
}
