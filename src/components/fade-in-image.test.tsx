// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { siteConfig } from '@site/lib/config';
import { beginHydration, markHydrated } from '@site/lib/use-hydrated';
import { FadeInImage } from './fade-in-image';

const shipped = siteConfig.delays.fadeInMs;
afterEach(() => {
  siteConfig.delays.fadeInMs = shipped;
  cleanup();
});

describe('picture fade-in (docs/product.md §9: 500 ms; config/site.json delays.fadeInMs)', () => {
  it('ships with 500 ms', () => {
    expect(shipped).toBe(500);
  });

  it.each([500, 1200])('is transparent until loaded, then fades in over delays.fadeInMs = %i ms', (ms) => {
    siteConfig.delays.fadeInMs = ms;
    render(<FadeInImage src="/game.webp" alt="Sweet Bonanza" width={300} height={300} />);
    const img = screen.getByRole('img', { name: 'Sweet Bonanza' });
    expect(img.style.opacity).toBe('0');
    expect(img.style.transition).toBe(`opacity ${ms}ms ease-out`);
    fireEvent.load(img);
    expect(img.style.opacity).toBe('1');
    expect(img).toHaveAttribute('data-loaded', 'true');
  });

  it('shows a picture that failed to load (the browser draws it broken, never an invisible box)', () => {
    render(<FadeInImage src="/missing.webp" alt="Missing" />);
    const img = screen.getByRole('img', { name: 'Missing' });
    fireEvent.error(img);
    expect(img.style.opacity).toBe('1');
  });

  it('shows a picture already in the cache at once, before the browser draws it, and marks it loaded', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(300);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // What the browser would draw after each commit: the picture's opacity when the commit's layout effects have run.
    const seen: string[] = [];
    function AtCommit() {
      useLayoutEffect(() => void seen.push(container.querySelector('img')?.style.opacity ?? 'none'));
      return null;
    }
    await act(async () => {
      root.render(
        <>
          <FadeInImage src="/cached.webp" alt="Cached" />
          <AtCommit />
        </>,
      );
    });
    const img = container.querySelector('img');
    expect(seen[0]).toBe('1');
    expect(seen).not.toContain('0');
    expect(img).toHaveAttribute('data-loaded', 'true');
    expect(img?.style.opacity).toBe('1');
    act(() => root.unmount());
    container.remove();
    complete.mockRestore();
    width.mockRestore();
  });

  it('does not fade at all with 0', () => {
    siteConfig.delays.fadeInMs = 0;
    render(<FadeInImage src="/game.webp" alt="Aviator" />);
    const img = screen.getByRole('img', { name: 'Aviator' });
    expect(img.style.opacity).toBe('');
    expect(img.style.transition).toBe('');
  });

  it('does not hide a picture of the server-rendered HTML, nor when that HTML is hydrated', async () => {
    // As src/main.tsx does around the hydration of a server-rendered page.
    beginHydration();
    const html = renderToString(<FadeInImage src="/promo.svg" alt="Promotion" width={1040} height={600} />);
    expect(html).not.toContain('opacity');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <FadeInImage src="/promo.svg" alt="Promotion" width={1040} height={600} />, {
        onRecoverableError: (error) => void recoverable.push(error),
      });
    });
    markHydrated();
    // Hydrated (and the switch after it done): still shown, no fade started on a picture already on screen.
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.style.opacity).toBe('');
    expect(recoverable).toEqual([]);
    expect(complaints.mock.calls).toEqual([]);
    complaints.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
