// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beginHydration, markHydrated } from '../../../lib/use-hydrated';
import { isMobileViewport, useIsMobile } from './use-is-mobile';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
  vi.unstubAllGlobals();
  markHydrated();
});

describe('useIsMobile (below 900 px)', () => {
  it('answers at once in a page rendered in the browser, follows changes and unsubscribes', async () => {
    const media = fakeMedia(true);
    const seen: boolean[] = [];
    const root = createRoot(container());
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen).not.toContain(false);
    await act(async () => media.set(false));
    expect(seen.at(-1)).toBe(false);
    expect(isMobileViewport()).toBe(false);
    act(() => root.unmount());
    expect(media.listeners.size).toBe(0);
  });

  it("hydrates with the server's answer (desktop), without a mismatch, then switches to the phone's", async () => {
    fakeMedia(true);
    beginHydration();
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe('<p>desktop</p>');
    const element = container(html);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(element, <Probe seen={seen} />, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(element.textContent).toBe('phone');
    act(() => root?.unmount());
  });

  it('is desktop where there is no matchMedia', () => {
    expect(isMobileViewport()).toBe(false);
  });
});
