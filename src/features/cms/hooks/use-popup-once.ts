import { useEffect } from 'react';
import { useStore } from 'jotai';
import { dialogAtom } from '@site/lib/dialogs';
import { protectionLogoutAtom } from '@site/lib/logout-reason';
import { siteBoot } from '@site/lib/boot';
import { usePopup } from '@site/features/cms/api/popup';

/** The single hash an earlier version of the site kept (overwritten by each popup); read once and folded in. */
const LEGACY_KEY = 'popupHash';

/**
 * How many seen hashes are kept (newest last). Each language has its own popup and hash, and the CMS changes the popup
 * now and then, so a handful covers every language's current and recent popups; the list stays a few hundred bytes.
 */
const SEEN_LIMIT = 20;

/** The local storage key of this brand's seen list: `popupSeen.<brand>` (docs/brands.md: the brand of the host). */
const seenKey = (): string => `popupSeen.${siteBoot().brand}`;

/** This brand's seen hashes, oldest first; the legacy single hash moved into it. Empty without storage or when corrupt. */
function seenHashes(): string[] {
  let list: string[] = [];
  try {
    const parsed = JSON.parse(localStorage.getItem(seenKey()) ?? '[]') as unknown;
    if (Array.isArray(parsed)) list = parsed.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    // Blocked storage or a corrupt list: nothing seen.
  }
  try {
    const legacy = localStorage.getItem(LEGACY_KEY);
    if (legacy !== null) {
      localStorage.removeItem(LEGACY_KEY);
      if (!list.includes(legacy)) {
        list = [...list, legacy].slice(-SEEN_LIMIT);
        localStorage.setItem(seenKey(), JSON.stringify(list));
      }
    }
  } catch {
    // Blocked storage: nothing to migrate.
  }
  return list;
}

/** Remembers that the popup with `hash` was shown (docs/product.md §4, §9: once per content hash), for this brand. */
export function markPopupSeen(hash: string): void {
  const list = [...seenHashes().filter((entry) => entry !== hash), hash].slice(-SEEN_LIMIT);
  try {
    localStorage.setItem(seenKey(), JSON.stringify(list));
  } catch {
    // Without storage the popup may show again; that is the lesser evil versus never showing it.
  }
}

/**
 * Opens the 'popup' dialog once per content hash (docs/product.md §4 Popup, §9): when cms/popup has one whose hash is
 * not among the last SEEN_LIMIT hashes this browser has seen for this brand (every language's popup has its own hash,
 * so a language switch there and back does not show one again), and no other dialog is open (a player's own action
 * comes first). With `enabled` false (a time-out or self-exclusion is in force) it neither fetches nor opens it. When
 * another dialog is open it waits for it to close. In the page view that follows a logout a protection rule caused
 * (the "You have been logged out" notice; src/lib/logout-reason.ts) it does not open at all
 * (docs/protection-enforcement.md). The dialog state is read from the store, not subscribed to, so the home page does
 * not re-render when a dialog opens (docs/performance.md: the click that opens login answers within 100 ms at 4× CPU).
 */
export function usePopupOnce(enabled = true): void {
  const { data } = usePopup(enabled);
  const store = useStore();
  const hash = data?.hash;
  useEffect(() => {
    if (!hash) return undefined;
    const tryOpen = () => {
      // Set with the notice, and for the rest of the page view: no popup over it, nor after it is closed.
      if (store.get(protectionLogoutAtom)) return;
      if (store.get(dialogAtom) || seenHashes().includes(hash)) return;
      markPopupSeen(hash);
      store.set(dialogAtom, { name: 'popup' });
    };
    tryOpen();
    return store.sub(dialogAtom, tryOpen);
  }, [hash, store]);
}
