import type { LaunchableGame } from './launch-request';

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The launch fields of a game (drops tile-only fields such as image and isFavorite). */
export function launchable(game: LaunchableGame): LaunchableGame {
  const { gameCode, name, providerName, providerId, mainProviderId, productId, system } = game;
  return { gameCode, name, providerName, providerId, mainProviderId, productId, system };
}

/** The {encoded game data} segment of /casino/play/… (docs/product.md §2): base64url of the game's launch fields as UTF-8 JSON. */
export function encodeGameData(game: LaunchableGame): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(launchable(game))));
}

/** Decodes a /casino/play segment; null when it is not a game (a hand-edited or truncated link). */
export function decodeGameData(segment: string): LaunchableGame | null {
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (typeof value !== 'object' || value === null) return null;
    const g = value as Record<string, unknown>;
    const strings = ['gameCode', 'name', 'providerName', 'system'].every((k) => typeof g[k] === 'string' && g[k] !== '');
    const numbers = ['providerId', 'mainProviderId', 'productId'].every((k) => Number.isInteger(g[k]));
    return strings && numbers ? launchable(g as unknown as LaunchableGame) : null;
  } catch {
    return null;
  }
}
