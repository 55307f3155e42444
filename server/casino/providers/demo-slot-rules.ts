import { randomInt } from 'node:crypto';

/**
 * The demo slot's maths: three reels on the same weighted strip, one pay line. The server alone decides a
 * spin (crypto.randomInt); the page only shows the result. RTP follows from the table (see rtpOf, ≈ 94.4 %).
 */
export const SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Stops of each symbol on a reel (44 stops in all). */
export const WEIGHTS: Record<SlotSymbol, number> = { cherry: 10, lemon: 9, orange: 8, plum: 7, bell: 5, bar: 3, seven: 2 };

/** Three of a kind pays stake × this. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = { cherry: 10, lemon: 12, orange: 16, plum: 20, bell: 50, bar: 120, seven: 500 };
/** Exactly two cherries anywhere (not three). */
export const TWO_CHERRIES = 2;
/** Reels 1 and 2 equal (other than the cases above). */
export const LEFT_PAIR = 1.5;

/** Allowed stakes in lira, smallest first (the demo page offers these). */
export const STAKES_LIRA = [1, 2, 5, 10, 20, 50, 100] as const;

/** Stake multiplier of a result: 0 for a loss. */
export function multiplierOf(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return THREE_OF_A_KIND[a];
  if (reels.filter((s) => s === 'cherry').length === 2) return TWO_CHERRIES;
  if (a === b) return LEFT_PAIR;
  return 0;
}

/** Win in kuruş for a stake in kuruş; fractions of a kuruş are dropped (the house keeps them). */
export function winKurus(stakeKurus: number, reels: readonly SlotSymbol[]): number {
  return Math.floor((stakeKurus * Math.round(multiplierOf(reels) * 10)) / 10);
}

const TOTAL = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);

/** One reel stop from a uniform integer source (crypto.randomInt by default; tests pass their own). */
export function drawSymbol(random: (max: number) => number = randomInt): SlotSymbol {
  let stop = random(TOTAL);
  for (const symbol of SYMBOLS) {
    stop -= WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  throw new RangeError('random source out of range');
}

/** A full spin: three independent reels. */
export function spinReels(random: (max: number) => number = randomInt): SlotSymbol[] {
  return [drawSymbol(random), drawSymbol(random), drawSymbol(random)];
}

/** The exact return to player of the table, as a fraction (0.944 = 94.4 %), by enumerating all 44³ outcomes. */
export function rtpOf(): number {
  let expected = 0;
  for (const a of SYMBOLS) for (const b of SYMBOLS) for (const c of SYMBOLS) {
    expected += ((WEIGHTS[a] * WEIGHTS[b] * WEIGHTS[c]) / TOTAL ** 3) * multiplierOf([a, b, c]);
  }
  return expected;
}
