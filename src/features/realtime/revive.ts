/**
 * What wakes a lost real-time connection (docs/realtime.md). The docs/product.md §9 schedule (0, 2, 10, 30 s, then stop) is
 * the SignalR client's automatic reconnect; after it gives up, the site keeps trying in the background: when the
 * tab becomes visible, when the browser comes back online, and every REVIVE_INTERVAL_MS.
 */

/** Background retry period after the spec schedule is exhausted, in ms. */
export const REVIVE_INTERVAL_MS = 60_000;

/** The browser events revival listens to (window and document in the site; fakes in tests). */
export interface ReviveEnvironment {
  addEventListener(type: 'online' | 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'online' | 'visibilitychange', listener: () => void): void;
  /** Whether the tab is shown (document.visibilityState === 'visible'). */
  visible(): boolean;
}

/** The site's environment: 'online' on window, 'visibilitychange' on document. */
export function browserReviveEnvironment(): ReviveEnvironment {
  const target = (type: 'online' | 'visibilitychange'): EventTarget => (type === 'online' ? window : document);
  return {
    addEventListener: (type, listener) => target(type).addEventListener(type, listener),
    removeEventListener: (type, listener) => target(type).removeEventListener(type, listener),
    visible: () => document.visibilityState === 'visible',
  };
}

/**
 * Calls `tryNow` when the tab becomes visible, when the browser comes online, and every REVIVE_INTERVAL_MS while
 * the tab is visible (a hidden tab waits for its return instead of polling). Returns the function that stops it.
 */
export function watchForRevival(tryNow: () => void, env: ReviveEnvironment): () => void {
  const onVisibility = () => {
    if (env.visible()) tryNow();
  };
  const onOnline = () => tryNow();
  const timer = setInterval(() => {
    if (env.visible()) tryNow();
  }, REVIVE_INTERVAL_MS);
  env.addEventListener('visibilitychange', onVisibility);
  env.addEventListener('online', onOnline);
  return () => {
    clearInterval(timer);
    env.removeEventListener('visibilitychange', onVisibility);
    env.removeEventListener('online', onOnline);
  };
}
