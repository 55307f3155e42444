// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, render } from '@testing-library/react';
import { beginHydration, markHydrated } from '@site/lib/use-hydrated';
import { isMobileViewport, useIsMobile } from './use-is-mobile';

/** A matchMedia whose one query list answers `matches` and tells its listeners when `set` changes it. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Probe({ seen }: { seen: boolean[] }) {
  const mobile = useIsMobile();
  seen.push(mobile);
  return <p>{mobile ? 'phone' : 'desktop'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  markHydrated();
});

describe('useIsMobile (below 900 px)', () => {
  it('answers at once in a page rendered in the browser, follows changes and unsubscribes', async () => {
    const media = fakeMedia(true);
    const seen: boolean[] = [];
    const { unmount } = render(<Probe seen={seen} />);
    expect(seen).not.toContain(false);
    await act(async () => media.set(false));
    expect(seen.at(-1)).toBe(false);
    expect(isMobileViewport()).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("hydrates with the server's answer (desktop), without a mismatch, then switches to the phone's", async () => {
    fakeMedia(true);
    beginHydration();
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe('<p>desktop</p>');
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    render(<Probe seen={seen} />, { container: element, hydrate: true, onRecoverableError: (error) => void errors.push(error) });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(element.textContent).toBe('phone');
  });

  it('is desktop where there is no matchMedia', () => {
    expect(isMobileViewport()).toBe(false);
  });
});
