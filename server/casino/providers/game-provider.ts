import type { CatalogueGame } from '@server/casino/casino';

/** The launch calls of docs/product.md §7, one per provider kind; the number is the game's mainProviderId. */
export const LAUNCH_KINDS = {
  pragmatic: 1,
  dt: 2,
  em: 3,
  amusnet: 4,
  egt: 5,
  hub88: 6,
  softgamings: 7,
} as const;
export type LaunchKind = keyof typeof LAUNCH_KINDS;

/** What a launch call knows after validation; the player comes from the bearer session. */
export interface LaunchInput {
  player: { playerId: number; sessionId: number };
  game: CatalogueGame;
  isMobile: boolean;
  /** The game's language: EGT / Hub88 send it; other kinds use the request's x-locale. */
  language?: string;
  /** EGT / Hub88 only. */
  lobbyUrl?: string;
  /** The player's IP address as the server sees it (request.ip: the socket's, or the proxy's report under TRUST_PROXY); Hub88 sends it. */
  ip?: string;
}

/** What a fun-mode launch knows: no player, no money; the game offers fun mode (checked by the route). */
export interface FunLaunchInput {
  game: CatalogueGame;
  isMobile: boolean;
  language: string;
}

/** A URL to open in the game frame, or (SoftGamings) HTML with its script, for a sandboxed srcdoc frame. */
export type LaunchResult = { url: string } | { html: string };

/**
 * One game provider kind (docs/architecture.md: demo adapters behind one interface). A real integration implements `launch`
 * against the provider's API and returns its game URL; the demo one opens a game session on the built-in slot.
 * Errors: ApiFailure with the message the player should see (docs/product.md §8 shows it and, for some kinds, closes the game).
 */
export interface GameProvider {
  readonly kind: LaunchKind;
  launch(input: LaunchInput): Promise<LaunchResult>;
  /** Fun mode: the provider's demo game with virtual credits, for anyone; the same shape as `launch`. */
  launchFun(input: FunLaunchInput): Promise<LaunchResult>;
}
