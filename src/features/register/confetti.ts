/** Spec §9: the registration celebration fires 150 particles, starting 100 ms after display. */
export const CELEBRATION_PARTICLES = 150;
export const CELEBRATION_DELAY_MS = 100;
/** Spec §9 defaults of a plain burst (e.g. after the trial bonus). */
export const DEFAULT_PARTICLES = 50;
export const DEFAULT_TICKS = 200;

/**
 * Fires a confetti burst of `particleCount` particles. canvas-confetti is loaded on demand (design: heavy code
 * loads on demand) and does nothing for players who ask for reduced motion. A failed load is ignored: confetti is
 * decoration.
 */
export async function fireConfetti(particleCount: number = DEFAULT_PARTICLES): Promise<void> {
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ particleCount, ticks: DEFAULT_TICKS, spread: 80, origin: { y: 0.6 }, zIndex: 2000, disableForReducedMotion: true });
  } catch {
    /* decoration only */
  }
}
