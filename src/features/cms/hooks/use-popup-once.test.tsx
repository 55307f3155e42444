// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { dialogAtom } from '@site/lib/dialogs';
import { protectionLogoutAtom, sessionEndNoticeAtom } from '@site/lib/logout-reason';
import { siteBoot } from '@site/lib/boot';
import { usePopupOnce } from './use-popup-once';

// The popup the server answers in the page's language: one content hash per language (cms/popup).
const served = vi.hoisted(() => ({ hash: null as string | null }));
vi.mock('@site/features/cms/api/popup', () => ({
  usePopup: () => ({ data: served.hash ? { hash: served.hash, images: [], url: null } : null }),
}));

const TR = 'a1a1a1a1a1a1a1a1';
const EN = 'b2b2b2b2b2b2b2b2';

/** One page view of the home page: a fresh store, the popup of `hash`; whether the popup dialog opened. */
function visit(hash: string, prepare?: (store: ReturnType<typeof createStore>) => void) {
  served.hash = hash;
  const store = createStore();
  prepare?.(store);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => usePopupOnce(true), { wrapper });
  const opened = store.get(dialogAtom)?.name === 'popup';
  return { store, opened, unmount: view.unmount };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the home popup, once per content hash (docs/product.md §9)', () => {
  it('shows once, not again on a reload', () => {
    expect(visit(TR).opened).toBe(true);
    expect(visit(TR).opened).toBe(false);
  });

  it('a language round trip tr → en → tr shows each language\'s popup once only', () => {
    expect(visit(TR).opened).toBe(true);
    expect(visit(EN).opened).toBe(true);
    expect(visit(TR).opened).toBe(false);
    expect(visit(EN).opened).toBe(false);
  });

  it('a popup seen under the old single key (popupHash) is not shown again, and the old key goes', () => {
    localStorage.setItem('popupHash', TR);
    expect(visit(TR).opened).toBe(false);
    expect(localStorage.getItem('popupHash')).toBeNull();
    expect(visit(EN).opened).toBe(true);
    expect(visit(TR).opened).toBe(false);
  });

  it('remembers a bounded number of hashes, dropping the oldest first', () => {
    const hashes = Array.from({ length: 25 }, (_, i) => i.toString(16).padStart(16, 'c'));
    for (const hash of hashes) expect(visit(hash).opened).toBe(true);
    expect(visit(hashes[24]).opened).toBe(false);
    expect(visit(hashes[5]).opened).toBe(false);
    // The oldest fell out of the list: it may show again (a popup comes back only after 20 newer ones).
    expect(visit(hashes[0]).opened).toBe(true);
    const raw = Object.entries(localStorage).find(([key]) => key.startsWith('popupSeen'))?.[1];
    expect(JSON.parse(raw ?? '[]')).toHaveLength(20);
  });

  it('keeps the seen list per brand', () => {
    expect(visit(TR).opened).toBe(true);
    const brand = siteBoot().brand;
    expect(JSON.parse(localStorage.getItem(`popupSeen.${brand}`) ?? '[]')).toEqual([TR]);
    // Another brand's list (another host, same storage in a test set-up) does not count for this one.
    localStorage.clear();
    localStorage.setItem('popupSeen.otherbrand', JSON.stringify([EN]));
    expect(visit(EN).opened).toBe(true);
  });

  it('a corrupt seen list is treated as empty', () => {
    localStorage.setItem(`popupSeen.${siteBoot().brand}`, '{not json');
    expect(visit(TR).opened).toBe(true);
    expect(visit(TR).opened).toBe(false);
  });
});

describe('the popup and the "You have been logged out" notice (docs/protection-enforcement.md)', () => {
  it('does not open over the notice of a protection logout, nor after it is closed in that page view', () => {
    const view = visit(TR, (store) => {
      // As src/app/startup.ts does after the reload that follows a protection logout.
      store.set(sessionEndNoticeAtom, 'Your session time limit is used up.');
      store.set(protectionLogoutAtom, true);
    });
    expect(view.opened).toBe(false);
    act(() => view.store.set(sessionEndNoticeAtom, null));
    expect(view.store.get(dialogAtom)).toBeNull();
    // Not marked seen either: the next visit shows it.
    view.unmount();
    expect(visit(TR).opened).toBe(true);
  });

  it('still waits for another open dialog and opens once it closes', () => {
    const view = visit(TR, (store) => store.set(dialogAtom, { name: 'login' }));
    expect(view.store.get(dialogAtom)?.name).toBe('login');
    act(() => view.store.set(dialogAtom, null));
    expect(view.store.get(dialogAtom)?.name).toBe('popup');
  });
});
