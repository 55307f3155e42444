// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sidebarOpenAtom } from '@site/lib/panels';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { Sidebar } from './sidebar';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOpenSidebar() {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: '', data: [] }))));
  const result = renderApp({ ui: <Sidebar /> });
  result.store.set(sidebarOpenAtom, true);
  return result;
}

describe('Sidebar', () => {
  it('closes on Escape', async () => {
    const { store } = renderOpenSidebar();
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(store.get(sidebarOpenAtom)).toBe(false);
  });

  it('closes on a mask click and when an item is followed', async () => {
    const { store, router } = renderOpenSidebar();
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(screen.getByTestId('sidebar-mask'));
    expect(store.get(sidebarOpenAtom)).toBe(false);
    store.set(sidebarOpenAtom, true);
    await userEvent.click(await screen.findByRole('link', { name: 'Promotions' }));
    expect(store.get(sidebarOpenAtom)).toBe(false);
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('toggles accordion groups with aria-expanded', async () => {
    renderOpenSidebar();
    const sports = await screen.findByRole('button', { name: 'Sports Bettings' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Live Betting High Rate/ })).toBeNull();
    await userEvent.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Live Betting High Rate/ })).toHaveAttribute('href', '/livespor/fcg');
  });
});
