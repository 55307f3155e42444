// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp } from '../../../app/test-utils';
import type { CasinoGame } from '../../../../contracts/types/casino/game';
import { foldSearchText, rankByName } from '../../../../contracts/domain/search-fold';
import LobbyPage from './lobby';

beforeAll(() => {
  initTestI18n();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const game = (i: number, name: string): CasinoGame => ({
  gameCode: `g-${i}`, name, providerName: 'Pragmatic Play', providerId: 1, mainProviderId: 1, productId: 1001, system: '901',
  image: `/demo/games/art/g-${i}.svg`, isLive: false, isFavorite: false,
});
const catalogue = ['Sweet Bonanza', 'Big Bass Bonanza', 'Starburst', 'Gates of Olympus'].map((name, i) => game(i, name));

/** The platform server as far as the lobby asks it: categories, and games by category or by name. */
function stubServer() {
  vi.stubGlobal('fetch', vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    let data: unknown = [];
    if (path.includes('casino/categorylist')) data = [{ id: 1, name: 'Slot', slugList: ['slot'] }];
    else if (path.includes('casino/games')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { search?: string };
      data = body.search === undefined ? catalogue : rankByName(catalogue, body.search, (g) => foldSearchText(g.name));
    }
    return new Response(JSON.stringify({ success: true, message: '', data }), { headers: { 'content-type': 'application/json' } });
  }));
}

/**
 * The lobby in a data router whose every navigation takes `navigationMs` (a loader revalidated on each search
 * parameter change): the URL update lands well after it was asked for, as on a busy phone.
 */
function renderLobby(navigationMs: number) {
  stubServer();
  return renderApp({
    path: '/casino/slot',
    routes: [{
      path: '/casino/slot',
      handle: { id: 'slot', protected: false, props: { category: 'slot', title: 'breadcrumbs.casino' } },
      loader: () => new Promise((resolve) => setTimeout(() => resolve(null), navigationMs)),
      element: <LobbyPage />,
    }],
  });
}

const box = () => screen.getByRole('searchbox', { name: 'Search games' });

describe('lobby search box (issue 16 item 1)', () => {
  it.each([
    [50, 'sweet bonanza'],
    [250, 'bonanza'],
    [450, 'big bass'],
    [650, 'gates'],
  ])('keeps every letter typed %i ms apart while the URL lands late, and the URL ends as typed', async (delay, text) => {
    const { router } = renderLobby(400);
    await screen.findAllByTestId('game-tile');
    const user = userEvent.setup({ delay });
    await user.type(box(), text);
    expect(box()).toHaveValue(text);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe(text), { timeout: 3000 });
    expect(box()).toHaveValue(text);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')[0]).toHaveTextContent(/Sweet Bonanza|Big Bass Bonanza|Gates of Olympus/));
  }, 20_000);

  it('follows the URL on a real navigation (back, a link, the header search)', async () => {
    const { router } = renderLobby(0);
    await screen.findAllByTestId('game-tile');
    await userEvent.setup().type(box(), 'star');
    await waitFor(() => expect(router.state.location.search).toBe('?search=star'));
    await act(() => router.navigate('/casino/slot?search=olympus'));
    await waitFor(() => expect(box()).toHaveValue('olympus'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    expect(screen.getByTestId('game-tile')).toHaveTextContent('Gates of Olympus');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box()).toHaveValue('star'));
  });
});
