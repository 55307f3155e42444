import type { FunPlayService } from '@server/casino/fun-play';
import type { GameLaunchService } from '@server/casino/game-launch';
import { LAUNCH_KINDS } from './game-provider';
import type { FunLaunchInput, GameProvider, LaunchInput, LaunchKind, LaunchResult } from './game-provider';

/** URL of the built-in demo slot for a game session token (served by routes/casino/demo-games.ts). */
export const demoPlayUrl = (token: string, language: string, relay = false): string =>
  `/demo/games/play?session=${encodeURIComponent(token)}&lang=${language.toLowerCase().startsWith('en') ? 'en' : 'tr'}${relay ? '&relay=1' : ''}`;

/**
 * SoftGamings-style reply: HTML plus a script. The site puts it in a sandboxed srcdoc iframe (no same-origin), so
 * the relay script is the only code that runs there; it forwards the demo slot's messages to the site.
 * Relative URLs resolve against the site, because a srcdoc document takes its parent's base URL.
 */
function softGamingsHtml(token: string, gameName: string, language: string): string {
  const title = gameName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>' + title + '</title>',
    '<link rel="stylesheet" href="/demo/games/softgamings.css"></head><body>',
    `<iframe id="sg-game" title="${title}" src="${demoPlayUrl(token, language, true).replace(/&/g, '&amp;')}" allow="autoplay; fullscreen"></iframe>`,
    '<script src="/demo/games/softgamings-relay.js"></script>',
    '</body></html>',
  ].join('');
}

/**
 * The demo provider of one launch kind: every launch opens a game session and points at the demo slot; a fun launch
 * opens a fun session (virtual credits, fun-play.ts) on the same slot, which then shows "Fun mode".
 */
export class DemoGameProvider implements GameProvider {
  constructor(
    readonly kind: LaunchKind,
    private readonly launches: GameLaunchService,
    private readonly fun: FunPlayService,
  ) {}

  async launch({ player, game, language }: LaunchInput): Promise<LaunchResult> {
    const token = await this.launches.open(player, game.gameCode, this.kind);
    return this.frame(token, game.name, language ?? 'tr');
  }

  async launchFun({ game, language }: FunLaunchInput): Promise<LaunchResult> {
    return this.frame(await this.fun.open(game.gameCode), game.name, language);
  }

  private frame(token: string, gameName: string, language: string): LaunchResult {
    return this.kind === 'softgamings' ? { html: softGamingsHtml(token, gameName, language) } : { url: demoPlayUrl(token, language) };
  }
}

/** One demo provider per launch kind. */
export function createDemoGameProviders(launches: GameLaunchService, fun: FunPlayService): Record<LaunchKind, GameProvider> {
  const providers = {} as Record<LaunchKind, GameProvider>;
  for (const kind of Object.keys(LAUNCH_KINDS) as LaunchKind[]) providers[kind] = new DemoGameProvider(kind, launches, fun);
  return providers;
}
