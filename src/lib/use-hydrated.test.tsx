// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beginHydration, markHydrated, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Records each value of useHydrated it renders with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
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
  markHydrated();
});

describe('useHydrated (what only the browser knows, after hydration)', () => {
  it('is true at once in a page rendered only in the browser', async () => {
    const seen: boolean[] = [];
    const root = createRoot(container());
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen.every(Boolean)).toBe(true);
    act(() => root.unmount());
  });

  it('is false in the server HTML and the hydrating render, true after it; mounted after hydration: true at once', async () => {
    beginHydration();
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe('<p>server</p>');
    const element = container(html);
    const seen: boolean[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(element, <Probe seen={seen} />, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(element.textContent).toBe('browser');
    markHydrated();
    const later: boolean[] = [];
    await act(async () => root?.render(<><Probe seen={seen} /><Probe seen={later} /></>));
    expect(later).not.toContain(false);
    act(() => root?.unmount());
  });
});
