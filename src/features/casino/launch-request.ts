import type { Contract, RequestOf } from '@contracts/contract';
import type { CasinoGame } from '@contracts/types/casino/game';
import type { GameLaunchData } from '@contracts/types/casino/launch';
import type { AmusnetLaunchRequest } from '@contracts/types/casino/amusnet-launch.request';
import type { CodeLaunchRequest } from '@contracts/types/casino/code-launch.request';
import type { EmLaunchRequest } from '@contracts/types/casino/em-launch.request';
import type { FunLaunchRequest } from '@contracts/types/casino/fun-launch.request';
import type { PlatformLaunchRequest } from '@contracts/types/casino/platform-launch.request';
import type { SoftGamingsLaunchRequest } from '@contracts/types/casino/softgamings-launch.request';
import { casinoAmusnetLaunchUrl } from '@contracts/api/casino/amusnet-launch-url';
import { casinoDtLaunchUrl } from '@contracts/api/casino/dt-launch-url';
import { casinoEgtLaunchUrl } from '@contracts/api/casino/egt-launch-url';
import { casinoEmLaunchUrl } from '@contracts/api/casino/em-launch-url';
import { casinoFunLaunch } from '@contracts/api/casino/fun-launch';
import { casinoHub88LaunchUrl } from '@contracts/api/casino/hub88-launch-url';
import { casinoPragmaticLaunchUrl } from '@contracts/api/casino/pragmatic-launch-url';
import { casinoSoftgamingsLaunchUrl } from '@contracts/api/casino/softgamings-launch-url';

/** The fields of a game a launch needs (docs/product.md §3 Game); what /casino/play/{encoded game data} carries. */
export type LaunchableGame = Pick<CasinoGame, 'gameCode' | 'name' | 'providerName' | 'providerId' | 'mainProviderId' | 'productId' | 'system'>;

/** Real money (the player's wallet) or fun mode (virtual credits, open to visitors; docs/fun-mode.md). */
export type PlayMode = 'real' | 'fun';

/** Where the game is played: `isMobile` below 900 px (docs/product.md §2 Game play). */
export interface LaunchContext {
  isMobile: boolean;
  /** i18next language, e.g. 'tr'. */
  language: string;
  /** Absolute URL the provider may send the player back to. */
  lobbyUrl: string;
}

/** The body of any launch call (each kind's request type). */
type LaunchBody = AmusnetLaunchRequest | CodeLaunchRequest | EmLaunchRequest | FunLaunchRequest | PlatformLaunchRequest | SoftGamingsLaunchRequest;
/** Any launch call: a body of its kind, the URL (or SoftGamings HTML) as the reply. */
type LaunchContract = Contract<LaunchBody, undefined, GameLaunchData>;

export interface LaunchRequest {
  /** The launch call of the game's provider kind (contracts/api/casino; docs/product.md §7). */
  contract: LaunchContract;
  /** Its body, of the contract's request type (checked where it is built). */
  body: LaunchBody;
  /** The reply is HTML plus a script (SoftGamings): render only in a sandboxed srcdoc frame. */
  html: boolean;
  /** Spec §8: a failed launch of Amusnet, EGT, Hub88 and SoftGamings also closes the game. */
  closeOnFailure: boolean;
}

/**
 * Maps a game to its launch call by provider kind (mainProviderId, docs/product.md §7): 1 Pragmatic and 2 DT {code};
 * 3 EM {code, productId}; 4 Amusnet {code, isMobile}; 5 EGT and 6 Hub88 {platform 1 desktop | 2 mobile, gameCode,
 * language, lobbyUrl}; 7 SoftGamings {system, pageCode, isMobile 1|0}. Throws RangeError for an unknown kind.
 */
export function launchRequest(game: LaunchableGame, { isMobile, language, lobbyUrl }: LaunchContext): LaunchRequest {
  const code = game.gameCode;
  const call = <C extends LaunchContract>(contract: C, body: RequestOf<C>, closeOnFailure = false, html = false): LaunchRequest => ({
    contract, body, html, closeOnFailure,
  });
  const platform: PlatformLaunchRequest = { platform: isMobile ? 2 : 1, gameCode: code, language, lobbyUrl };
  switch (game.mainProviderId) {
    case 1: return call(casinoPragmaticLaunchUrl, { code });
    case 2: return call(casinoDtLaunchUrl, { code });
    case 3: return call(casinoEmLaunchUrl, { code, productId: game.productId });
    case 4: return call(casinoAmusnetLaunchUrl, { code, isMobile }, true);
    case 5: return call(casinoEgtLaunchUrl, platform, true);
    case 6: return call(casinoHub88LaunchUrl, platform, true);
    case 7: return call(casinoSoftgamingsLaunchUrl, { system: game.system, pageCode: code, isMobile: isMobile ? 1 : 0 }, true, true);
    default: throw new RangeError(`unknown provider kind ${game.mainProviderId}`);
  }
}

/**
 * The fun-mode launch of a game (docs/fun-mode.md): POST casino/funlaunchurl {code, isMobile}, open to
 * visitors; the reply has the shape of the kind's real launch (HTML for SoftGamings). A failure shows the error
 * state instead of closing the game.
 */
export function funLaunchRequest(game: LaunchableGame, { isMobile }: LaunchContext): LaunchRequest {
  return { contract: casinoFunLaunch, body: { code: game.gameCode, isMobile }, html: game.mainProviderId === 7, closeOnFailure: false };
}
