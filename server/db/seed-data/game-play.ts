/**
 * Demo play data of the catalogue (play for fun, game info; docs/fun-mode.md): which providers offer fun mode, and each
 * game's RTP, volatility and bet range. Plausible values, deterministic per game code, so every fresh database is
 * the same; a few well-known titles carry their published figures.
 */
import type { SeedGame } from './casino';
import type { Volatility } from '@contracts/domain/game-info';

/** Providers whose games may be played for fun (virtual credits). Live dealer studios offer none. */
export const FUN_PROVIDER_IDS: ReadonlySet<number> = new Set([1, 3, 4, 5, 9, 12, 13, 14, 15, 16]);

/** Games whose provider offers fun mode but which do not (e.g. a progressive jackpot title). */
const NO_FUN_CODES: ReadonlySet<string> = new Set(['pp-026', 'ne-004']);

/** Published figures of well-known titles: [RTP %, volatility]. */
const KNOWN: Record<string, [number, Volatility]> = {
  'Sweet Bonanza': [96.48, 'high'], 'Gates of Olympus': [96.5, 'very-high'], 'The Dog House': [96.51, 'high'],
  'Wolf Gold': [96.01, 'medium'], 'Big Bass Bonanza': [96.71, 'high'], 'Sugar Rush': [96.5, 'high'],
  Starburst: [96.09, 'low'], 'Dead or Alive': [96.82, 'very-high'], 'Twin Spin': [96.56, 'medium'],
  'Book of Dead': [96.21, 'high'], Reactoonz: [96.51, 'high'], 'Fire Joker': [96.15, 'medium'],
  Aviator: [97, 'medium'], Mines: [97, 'medium'], Plinko: [97, 'medium'],
  '40 Burning Hot': [95.86, 'medium'], 'Shining Crown': [95.56, 'medium'], '20 Super Hot': [95.8, 'medium'],
  'Lightning Roulette': [97.3, 'high'], 'Crazy Time': [96.08, 'high'],
};

const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'medium', 'high', 'high', 'very-high'];
/** Bet ranges in kuruş: [min, max]. */
const BET_RANGES: readonly [number, number][] = [[20, 10_000], [50, 25_000], [100, 50_000], [100, 100_000], [200, 200_000]];
/** Live tables take bigger bets. */
const LIVE_BET_RANGES: readonly [number, number][] = [[500, 500_000], [1_000, 1_000_000], [2_000, 2_500_000]];

/** A small stable hash of a game code (FNV-1a), so the same code always gets the same figures. */
function hash(code: string): number {
  let h = 0x811c9dc5;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Play info of one seeded game; `demoPlay` null means "as its provider". */
export interface SeedGamePlay {
  code: string;
  demoPlay: boolean | null;
  rtpPercent: number | null;
  volatility: Volatility | null;
  minBetKurus: number | null;
  maxBetKurus: number | null;
}

export function gamePlayOf(game: SeedGame): SeedGamePlay {
  const h = hash(game.code);
  const known = KNOWN[game.name];
  const ranges = game.isLive ? LIVE_BET_RANGES : BET_RANGES;
  const [minBetKurus, maxBetKurus] = ranges[h % ranges.length];
  // Live tables have no volatility; one game in 17 publishes no RTP (the info panel then leaves it out).
  const rtpPercent = known ? known[0] : h % 17 === 0 ? null : 94 + ((h >>> 5) % 300) / 100;
  const volatility = game.isLive ? null : known ? known[1] : VOLATILITIES[(h >>> 11) % VOLATILITIES.length];
  return { code: game.code, demoPlay: NO_FUN_CODES.has(game.code) ? false : null, rtpPercent, volatility, minBetKurus, maxBetKurus };
}
