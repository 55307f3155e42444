// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import type { CasinoGame } from '@contracts/types/casino/game';
import { foldSearchText, rankByName } from '@contracts/domain/search-fold';
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

describe('lobby search box', () => {
  it.each([
    [50, 'sweet bonanza'],
    [250, 'bonanza'],
    [450, 'big bass'],
    [650, 'gates'],
  ])('keeps every letter typed %i ms apart while the URL lands late, and the URL ends as typed', async (delay, text) => {
    // On a fake clock (timeouts only: React's own scheduling stays real): the keystrokes, the box's debounces and the
    // 400 ms navigations interleave exactly as these delays say, however busy the machine is. RTL's waitFor advances
    // a fake clock it recognises through the `jest` global.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    try {
      const { router } = renderLobby(400);
      await screen.findAllByTestId('game-tile');
      const user = userEvent.setup({ delay, advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
      await user.type(box(), text);
      expect(box()).toHaveValue(text);
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe(text), { timeout: 3000 });
      expect(box()).toHaveValue(text);
      await waitFor(() => expect(screen.getAllByTestId('game-tile')[0]).toHaveTextContent(/Sweet Bonanza|Big Bass Bonanza|Gates of Olympus/));
    } finally {
      vi.useRealTimers();
    }
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

/**
 * The platform server with the name lookup under the lobby's control: the category list answers at once, each
 * casino/games {search} waits for `answer(term)` (never, unless called).
 */
function stubSlowLookup() {
  const waiting = new Map<string, (games: CasinoGame[]) => void>();
  vi.stubGlobal('fetch', vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    const reply = (data: unknown) => new Response(JSON.stringify({ success: true, message: '', data }), { headers: { 'content-type': 'application/json' } });
    if (path.includes('casino/categorylist')) return Promise.resolve(reply([{ id: 1, name: 'Slot', slugList: ['slot'] }]));
    if (path.includes('casino/games')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { search?: string };
      if (body.search === undefined) return Promise.resolve(reply(catalogue));
      return new Promise<Response>((resolve) => waiting.set(body.search!, (games) => resolve(reply(games))));
    }
    return Promise.resolve(reply([]));
  }));
  return { answer: (term: string, games: CasinoGame[]) => waiting.get(term)?.(games), asked: (term: string) => waiting.has(term) };
}

const tileNames = () => screen.queryAllByTestId('game-tile').map((tile) => tile.querySelector('strong')?.textContent);

describe('lobby search answers from the list it holds (docs/lobby.md "Search")', () => {
  const renderSlot = () => renderApp({
    path: '/casino/slot',
    routes: [{ path: '/casino/slot', handle: { id: 'slot', protected: false, props: { category: 'slot', title: 'breadcrumbs.casino' } }, element: <LobbyPage /> }],
  });

  it('shows only the matching games while the server lookup has not answered', async () => {
    const server = stubSlowLookup();
    renderSlot();
    await screen.findAllByTestId('game-tile');
    await userEvent.setup().type(box(), 'bonanza');
    await waitFor(() => expect(server.asked('bonanza')).toBe(true));
    await waitFor(() => expect(tileNames()).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']));
    expect(screen.queryByTestId('game-skeleton')).toBeNull();
    expect(screen.getByTestId('game-grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('goes from the local answer to the server’s without the full list, the skeleton or the empty state between', async () => {
    const server = stubSlowLookup();
    renderSlot();
    await screen.findAllByTestId('game-tile');
    const user = userEvent.setup();
    await user.type(box(), 'bonanza');
    await waitFor(() => expect(tileNames()).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']));
    // Every grid the page shows from here on, as it is committed.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const state = screen.queryByTestId('game-skeleton') ? 'skeleton' : screen.queryByTestId('games-empty') ? 'empty' : tileNames().join(', ');
      if (seen[seen.length - 1] !== state) seen.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await waitFor(() => expect(server.asked('bonanza')).toBe(true));
    // The server searches every category: it also finds a game the slot list does not hold.
    const bingo = game(9, 'Bingo Bonanza');
    await act(async () => server.answer('bonanza', rankByName([...catalogue, bingo], 'bonanza', (g) => foldSearchText(g.name))));
    await waitFor(() => expect(tileNames()).toEqual(['Bingo Bonanza', 'Sweet Bonanza', 'Big Bass Bonanza']));
    await waitFor(() => expect(screen.getByTestId('game-grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    observer.disconnect();
    expect(seen.filter((state) => state !== 'Sweet Bonanza, Big Bass Bonanza' && state !== 'Bingo Bonanza, Sweet Bonanza, Big Bass Bonanza')).toEqual([]);
  });

  it('waits for the server (loading, not "nothing found") when the held list has no match', async () => {
    const server = stubSlowLookup();
    renderSlot();
    await screen.findAllByTestId('game-tile');
    await userEvent.setup().type(box(), 'aviator');
    await waitFor(() => expect(screen.getByTestId('game-skeleton')).toBeInTheDocument());
    expect(screen.queryByTestId('games-empty')).toBeNull();
    await waitFor(() => expect(server.asked('aviator')).toBe(true));
    await act(async () => server.answer('aviator', [game(7, 'Aviator')]));
    await waitFor(() => expect(tileNames()).toEqual(['Aviator']));
  });
});
