/** Local storage flag of the top notification banner (docs/product.md §9: topNotifyRead = yes). */
export const TOP_NOTIFY_KEY = 'topNotifyRead';

/** Whether the banner was read (closed, or another route was visited). Private mode without storage: not read. */
export function isTopNotifyRead(): boolean {
  try {
    return localStorage.getItem(TOP_NOTIFY_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Marks the banner read (docs/product.md §4 Top banner). */
export function markTopNotifyRead(): void {
  try {
    localStorage.setItem(TOP_NOTIFY_KEY, 'yes');
  } catch {
    // Without storage the banner simply shows again next time.
  }
}
