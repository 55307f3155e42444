/**
 * Resolves once `ms` milliseconds have passed since the page started loading (`performance.now()` counts from the
 * navigation), at once when that moment is already past. Rejects with the signal's reason when `signal` aborts first,
 * so a cancelled query does not fire its request later. Used for work an operator may push back from the first screen
 * (config/site.json `delays.externalLinkSettingsMs`, docs/product.md §9).
 */
export function afterPageStart(ms: number, signal?: AbortSignal): Promise<void> {
  // Whole milliseconds, rounded up: a browser truncates a fractional delay, which would fire up to 1 ms early.
  const wait = Math.ceil(ms - performance.now());
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, wait);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
