import type { Options } from 'canvas-confetti';
import { prefersReducedMotion } from '@site/lib/reduced-motion';

/** Spec §9: the registration celebration fires 150 particles, starting 100 ms after display. */
export const CELEBRATION_PARTICLES = 150;
export const CELEBRATION_DELAY_MS = 100;
/** Spec §9 defaults of a plain burst (e.g. after the trial bonus). */
export const DEFAULT_PARTICLES = 50;
export const DEFAULT_TICKS = 200;

type Fire = (options: Options) => Promise<null> | null;
let fire: Promise<Fire> | null = null;

/**
 * Fires a confetti burst of `particleCount` particles. canvas-confetti is loaded on demand (docs/architecture.md: heavy code
 * loads on demand) and does nothing, without loading the library, for players who ask for reduced motion (asked at
 * every burst, src/lib/reduced-motion.ts; WCAG 2.3.3). It draws on the main thread: the
 * library's default instance starts a Web Worker from a blob: URL, which the site's CSP (script-src 'self')
 * blocks. A failed load is ignored: confetti is decoration.
 */
export async function fireConfetti(particleCount: number = DEFAULT_PARTICLES): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    fire ??= import('canvas-confetti').then(({ default: confetti }) =>
      confetti.create(undefined, { resize: true, useWorker: false }),
    );
    await (
      await fire
    )({
      particleCount,
      ticks: DEFAULT_TICKS,
      spread: 80,
      origin: { y: 0.6 },
      zIndex: 2000,
      disableForReducedMotion: true,
    });
  } catch {
    fire = null;
  }
}
