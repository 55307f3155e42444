/**
 * The guard of server renders in one process (docs/architecture.md "Server-rendered pages", "The
 * render guard"), used by ./ssr.ts: renders must never crowd out the process's other work (balance polls, hub pushes),
 * and a request never queues for one.
 *
 * - at most `maxInFlight` renders at once (a miss beyond them is refused: 'busy');
 * - renders take at most `renderShare` (0-1) of the process's time: each render's duration, ms, is spent from a budget
 *   of `renderShare` × 1000 ms that refills at `renderShare` ms per ms; while it is spent, misses are refused ('share');
 * - a request waits at most `budgetMs` for its render (then it gets the client shell; the render goes on);
 * - a render still running at `hardLimitMs` is given up: its slot is freed and the caller's `onGiveUp` runs.
 * Times are ms of performance.now().
 */
import { performance } from 'node:perf_hooks';

/** The guard's limits (defaults in ./ssr.ts PAGE_RENDER_DEFAULTS). */
export interface RenderGuardLimits {
  /** Renders running at once, at most; a miss beyond them is refused (the shell). */
  maxInFlight: number;
  /** A request waits at most this long for a render, ms; then it gets the shell and the render goes on for the cache. */
  budgetMs: number;
  /**
   * A render still running after this is given up, ms: its slot is freed, its loaders' next API call fails and its
   * render stream is aborted.
   */
  hardLimitMs: number;
  /**
   * Share of the process's time renders may take, 0-1: each render's duration is spent from a budget of
   * `renderShare` × 1 s that refills at `renderShare` ms per ms; while it is spent, misses get the shell. 1: no limit.
   */
  renderShare: number;
}

/** A render the guard let start: `release` when it is done (frees its slot, spends its time; once only). */
export interface RenderSlot {
  /** performance.now() when the render started, ms. */
  started: number;
  release(): void;
}

/** A guard with `limits` (module comment). */
export function createRenderGuard(limits: RenderGuardLimits) {
  let running = 0;
  const share = { capacity: limits.renderShare * 1000, left: limits.renderShare * 1000, at: performance.now() };

  /** What is left of the share budget now, ms (refilled with the time since last asked). */
  const shareLeft = (): number => {
    const now = performance.now();
    share.left = Math.min(share.capacity, share.left + (now - share.at) * limits.renderShare);
    share.at = now;
    return share.left;
  };

  return {
    /** Renders running now. */
    get running(): number {
      return running;
    },
    /** Why a render may not start now ('busy': every slot taken; 'share': its share of time spent), or null. */
    refusal(): 'busy' | 'share' | null {
      if (running >= limits.maxInFlight) return 'busy';
      if (limits.renderShare < 1 && shareLeft() <= 0) return 'share';
      return null;
    },
    /**
     * Takes a slot for a render that starts now. At `hardLimitMs` a render not yet released is given up: `onGiveUp`
     * runs and the slot is released.
     */
    begin(onGiveUp: () => void): RenderSlot {
      const started = performance.now();
      let released = false;
      running += 1;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(hardLimit);
        running -= 1;
        shareLeft();
        share.left -= performance.now() - started;
      };
      const hardLimit = setTimeout(() => {
        if (released) return;
        onGiveUp();
        release();
      }, limits.hardLimitMs);
      return { started, release };
    },
    /** `work`'s value, or 'late' when it is not there by `budgetMs` after `started` (the work goes on). */
    async withinBudget<T>(work: Promise<T>, started: number): Promise<T | 'late'> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), Math.max(0, limits.budgetMs - (performance.now() - started)));
      });
      try {
        return await Promise.race([work, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
