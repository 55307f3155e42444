const KEY = 'startupReloadAt';

/**
 * Reloads the page unless it was already reloaded by this guard within `windowMs` (docs/product.md §8: site-setting and
 * domain-status failures reload the page). The guard keeps a server that fails on every request from causing a
 * reload loop. Returns true when a reload was started.
 */
export function reloadOnce(windowMs: number, now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < windowMs) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without session storage the guard cannot remember; never reload rather than risk a loop.
    return false;
  }
  reload();
  return true;
}
