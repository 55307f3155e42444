import type { CasinoGame } from '../../../contracts/types/casino/game';

/** The fields of a game a launch needs (spec §3 Game); what /casino/play/{encoded game data} carries. */
export type LaunchableGame = Pick<CasinoGame, 'gameCode' | 'name' | 'providerName' | 'providerId' | 'mainProviderId' | 'productId' | 'system'>;

/** Real money (the player's wallet) or fun mode (virtual credits, open to visitors; issue 16). */
export type PlayMode = 'real' | 'fun';

/** Where the game is played: `isMobile` below 900 px (spec §2 Game play). */
export interface LaunchContext {
  isMobile: boolean;
  /** i18next language, e.g. 'tr'. */
  language: string;
  /** Absolute URL the provider may send the player back to. */
  lobbyUrl: string;
}

export interface LaunchRequest {
  /** Path relative to ./api/ (spec §7). */
  path: string;
  body: Record<string, string | number | boolean>;
  /** The reply is HTML plus a script (SoftGamings): render only in a sandboxed srcdoc frame. */
  html: boolean;
  /** Spec §8: a failed launch of Amusnet, EGT, Hub88 and SoftGamings also closes the game. */
  closeOnFailure: boolean;
}

/**
 * Maps a game to its launch call by provider kind (mainProviderId, spec §7): 1 Pragmatic and 2 DT {code};
 * 3 EM {code, productId}; 4 Amusnet {code, isMobile}; 5 EGT and 6 Hub88 {platform 1 desktop | 2 mobile, gameCode,
 * language, lobbyUrl}; 7 SoftGamings {system, pageCode, isMobile 1|0}. Throws RangeError for an unknown kind.
 */
export function launchRequest(game: LaunchableGame, { isMobile, language, lobbyUrl }: LaunchContext): LaunchRequest {
  const code = game.gameCode;
  const call = (path: string, body: LaunchRequest['body'], closeOnFailure = false, html = false): LaunchRequest => ({
    path: `casino/${path}`, body, html, closeOnFailure,
  });
  const platform = { platform: isMobile ? 2 : 1, gameCode: code, language, lobbyUrl };
  switch (game.mainProviderId) {
    case 1: return call('pragmaticlaunchurl', { code });
    case 2: return call('dtlaunchurl', { code });
    case 3: return call('emlaunchurl', { code, productId: game.productId });
    case 4: return call('amusnetlaunchurl', { code, isMobile }, true);
    case 5: return call('egtlaunchurl', platform, true);
    case 6: return call('hub88launchurl', platform, true);
    case 7: return call('softgamingslaunchurl', { system: game.system, pageCode: code, isMobile: isMobile ? 1 : 0 }, true, true);
    default: throw new RangeError(`unknown provider kind ${game.mainProviderId}`);
  }
}

/**
 * The fun-mode launch of a game (issue 16, docs/fun-mode.md): POST casino/funlaunchurl {code, isMobile}, open to
 * visitors; the reply has the shape of the kind's real launch (HTML for SoftGamings). A failure shows the error
 * state instead of closing the game.
 */
export function funLaunchRequest(game: LaunchableGame, { isMobile }: LaunchContext): LaunchRequest {
  return { path: 'casino/funlaunchurl', body: { code: game.gameCode, isMobile }, html: game.mainProviderId === 7, closeOnFailure: false };
}
