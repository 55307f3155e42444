import type { FastifyInstance } from 'fastify';
import type { Contract } from '@contracts/contract';
import {
  casinoAmusnetLaunchUrl, casinoDtLaunchUrl, casinoEgtLaunchUrl, casinoEmLaunchUrl, casinoHub88LaunchUrl, casinoPragmaticLaunchUrl,
  casinoSoftgamingsLaunchUrl,
} from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { siteOriginOf } from '@server/http/request-brand';
import { LAUNCH_KINDS } from '@server/casino/providers/game-provider';
import type { LaunchKind } from '@server/casino/providers/game-provider';
import type { CatalogueGame } from '@server/casino/casino';

/** How one launch call reads its body (docs/product.md §7), and what else must match the catalogue. */
interface LaunchCall<B> {
  /** The call's contract: body B, data the launch (a URL, or SoftGamings HTML). */
  contract: Contract<B, undefined, string>;
  kind: LaunchKind;
  code: (body: B) => string;
  isMobile: (body: B) => boolean;
  matches?: (body: B, game: CatalogueGame) => boolean;
  extra?: (body: B) => { language?: string; lobbyUrl?: string };
}

/**
 * The lobby link a provider gets: the path and query of the one the site sent, on the brand's configured origin
 * (docs/brands.md "The brand's origin"), so neither the body nor a Host header can point a game's exit elsewhere.
 */
function lobbyLink(origin: string, sent: string | undefined): string | undefined {
  if (sent === undefined) return undefined;
  let path = '/';
  try {
    const url = new URL(sent, origin);
    path = `${url.pathname}${url.search}`;
  } catch {
    // Not a URL: the brand's home.
  }
  return new URL(path, origin).href;
}

/**
 * The game launch calls of docs/product.md §7: POST /api/casino/{pragmatic,dt,em,amusnet,egt,hub88,softgamings}launchurl.
 * Each needs a session (401), validates its own body (400 naming the field), finds the game of that provider kind
 * (400 'Game not found.' otherwise; 400 for a game under maintenance) and asks the kind's provider for a launch:
 * data is the game URL, or for SoftGamings HTML plus a script (run by the site only in a sandboxed frame).
 */
export function launchRoutes(app: FastifyInstance): void {
  const { catalogue, providers } = app.casino;
  const launch = <B>(c: LaunchCall<B>): void =>
    route(app, c.contract, { preHandler: app.auth.required }, async (request) => {
      // Validated against the contract's request schema before the handler runs (server/http/route.ts).
      const body = request.body as B;
      const session = sessionOf(request);
      const game = await catalogue.find(c.code(body), session.playerId);
      if (!game || game.mainProviderId !== LAUNCH_KINDS[c.kind] || (c.matches && !c.matches(body, game))) {
        throw new ApiFailure(400, 'casino.gameNotFound');
      }
      if (!game.available) throw new ApiFailure(400, 'casino.gameUnavailable');
      const extra = c.extra?.(body);
      const result = await providers[c.kind].launch({
        player: { playerId: session.playerId, sessionId: session.sessionId }, game, isMobile: c.isMobile(body), language: request.locale, ip: request.ip, ...extra,
        ...(extra?.lobbyUrl === undefined ? {} : { lobbyUrl: lobbyLink(siteOriginOf(request), extra.lobbyUrl) }),
      });
      return ok('url' in result ? result.url : result.html);
    });

  launch({ contract: casinoPragmaticLaunchUrl, kind: 'pragmatic', code: (b) => b.code, isMobile: () => false });
  launch({ contract: casinoDtLaunchUrl, kind: 'dt', code: (b) => b.code, isMobile: () => false });
  launch({ contract: casinoEmLaunchUrl, kind: 'em', code: (b) => b.code, isMobile: () => false, matches: (b, g) => b.productId === g.productId });
  launch({ contract: casinoAmusnetLaunchUrl, kind: 'amusnet', code: (b) => b.code, isMobile: (b) => b.isMobile });
  for (const [contract, kind] of [[casinoEgtLaunchUrl, 'egt'], [casinoHub88LaunchUrl, 'hub88']] as const) {
    launch({
      contract, kind, code: (b) => b.gameCode, isMobile: (b) => b.platform === 2,
      extra: (b) => ({ language: b.language, lobbyUrl: b.lobbyUrl }),
    });
  }
  launch({
    contract: casinoSoftgamingsLaunchUrl, kind: 'softgamings', code: (b) => b.pageCode, isMobile: (b) => b.isMobile === 1,
    matches: (b, g) => b.system === g.system,
  });
}
