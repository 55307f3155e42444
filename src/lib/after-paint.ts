import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the browser has painted the current frame and handed it to the screen: in a task queued
 * from the animation frame after the next one (the next frame's requestAnimationFrame runs just before its paint;
 * by the one after, that frame has been composited, so heavy work started then does not hold it up, also on a
 * machine whose cores are busy); with a 0 ms timer where there is no requestAnimationFrame. Returns a canceller.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Whether the frame showing `key` has been painted: false on the render where `key` appears (or changes, or comes
 * back after being null), true from the render after that frame's paint on. For UI that must answer an input at
 * once (docs/performance.md: the first interaction paints within 100 ms at 4× CPU slowdown): render something light
 * first (a veil, a spinner) and the heavy part, whose chunk may still have to load and whose first render may take
 * long, once this is true. A `null`/`undefined` key is never painted.
 */
export function usePainted(key: string | null | undefined): boolean {
  const [state, setState] = useState<{ key: string | null | undefined; painted: boolean }>({ key, painted: false });
  // Derived during render (React's pattern for state that follows a prop): a new key starts unpainted.
  if (state.key !== key) setState({ key, painted: false });
  const waiting = key != null && !(state.key === key && state.painted);
  useEffect(() => {
    if (!waiting) return undefined;
    return afterNextPaint(() => setState((current) => (current.key === key ? { key, painted: true } : current)));
  }, [key, waiting]);
  return key != null && state.key === key && state.painted;
}

/** Longest wait (ms) for an idle moment before whenIdle runs its callback anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `callback` when the browser is idle (requestIdleCallback, at the latest after IDLE_TIMEOUT_MS), or after
 * IDLE_TIMEOUT_MS where there is no requestIdleCallback (Safari). For prefetching what a likely next input needs
 * without competing with the page's first render. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
