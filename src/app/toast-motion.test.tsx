// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@site/lib/config';
import { initTestI18n, renderApp } from './test-utils';
import { toastAnimation } from './toast-motion';

const shipped = { ...siteConfig.toast };

beforeAll(async () => {
  await initTestI18n();
  // The app mounts the toaster lazily after its first render (src/app/providers.tsx); load its module up front.
  await import('./toaster');
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  // A toast animates once its height is measured; jsdom lays nothing out.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 48, width: 320, top: 0, left: 0, right: 320, bottom: 48, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => {
  Object.assign(siteConfig.toast, shipped);
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const barOf = (text: string) => screen.getByText(text).closest('[role="status"]')?.parentElement as HTMLElement;

describe('toast motion (docs/product.md §9: enter 350 ms, exit 800 ms; config/site.json toast.enterMs, toast.exitMs)', () => {
  it('ships with 350 ms in and 800 ms out', () => {
    expect([shipped.enterMs, shipped.exitMs]).toEqual([350, 800]);
  });

  it('slides in from the anchored edge over enterMs and out over exitMs', () => {
    const ms = { enterMs: 350, exitMs: 800 };
    expect(toastAnimation('top-center', true, ms)).toMatch(/^app-toast-enter-top 350ms /);
    expect(toastAnimation('top-center', false, ms)).toMatch(/^app-toast-exit-top 800ms /);
    expect(toastAnimation('bottom-right', true, ms)).toMatch(/^app-toast-enter-bottom 350ms /);
  });

  it('runs a toast with the configured lengths and takes it off the page when its exit ends (1200 in, 2000 out)', async () => {
    vi.useFakeTimers();
    siteConfig.toast.enterMs = 1200;
    siteConfig.toast.exitMs = 2000;
    renderApp({ ui: <p>page</p> });
    // The toaster mounts once the first frame is painted (src/app/providers.tsx).
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
    let id = '';
    act(() => {
      id = toast.success('Saved.');
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(barOf('Saved.').style.animation).toMatch(/^app-toast-enter-top 1200ms /);

    act(() => toast.dismiss(id));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(barOf('Saved.').style.animation).toMatch(/^app-toast-exit-top 2000ms /);
    // Still on the page while it leaves …
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.queryByText('Saved.')).not.toBeNull();
    // … and gone once the exit is over.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
