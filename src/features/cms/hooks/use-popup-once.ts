import { useEffect } from 'react';
import { useStore } from 'jotai';
import { dialogAtom } from '../../../lib/dialogs';
import { usePopup } from '../api/popup';

const SEEN_KEY = 'popupHash';

function seenHash(): string | null {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers that the popup with `hash` was shown (docs/product.md §4, §9: once per content hash). */
export function markPopupSeen(hash: string): void {
  try {
    localStorage.setItem(SEEN_KEY, hash);
  } catch {
    // Without storage the popup may show again; that is the lesser evil versus never showing it.
  }
}

/**
 * Opens the 'popup' dialog once per content hash (docs/product.md §4 Popup): when cms/popup has one whose hash this
 * browser has not seen, and no other dialog is open (a player's own action comes first). With `enabled` false
 * (issue 17 item 5: a time-out or self-exclusion is in force) it neither fetches nor opens it. When another dialog is
 * open it waits for it to close. The dialog state is read from the store, not subscribed to, so the home page does
 * not re-render when a dialog opens (issue 21 item 4: the click that opens login answers within 100 ms at 4× CPU).
 */
export function usePopupOnce(enabled = true): void {
  const { data } = usePopup(enabled);
  const store = useStore();
  const hash = data?.hash;
  useEffect(() => {
    if (!hash) return undefined;
    const tryOpen = () => {
      if (store.get(dialogAtom) || seenHash() === hash) return;
      markPopupSeen(hash);
      store.set(dialogAtom, { name: 'popup' });
    };
    tryOpen();
    return store.sub(dialogAtom, tryOpen);
  }, [hash, store]);
}
