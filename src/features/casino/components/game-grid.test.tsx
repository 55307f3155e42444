// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import type { CasinoGame } from '@contracts/types/casino/game';
import { GameGrid } from './game-grid';
import { siteConfig } from '@site/lib/config';

beforeAll(() => {
  initTestI18n();
  // jsdom has no scrolling; the virtualizer's scroll adjustments are not what is tested here.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const games: CasinoGame[] = Array.from({ length: 5000 }, (_, i) => ({
  gameCode: `g-${i}`, name: `Game ${i}`, providerName: `Provider ${i % 16}`, providerId: (i % 16) + 1, mainProviderId: 1,
  productId: 1001, system: '901', image: `/demo/games/art/g-${i}.svg`, isLive: false, isFavorite: false,
}));

describe('GameGrid (virtualised lobby grid)', () => {
  it('renders 5,000 games with only a window of tiles in the DOM', () => {
    const started = performance.now();
    renderApp({ ui: <GameGrid games={games} favorites={new Set(['g-1'])} onPlay={() => undefined} onToggleFavorite={() => undefined} /> });
    const ms = performance.now() - started;
    const tiles = screen.getAllByTestId('game-tile');
    console.log(`GameGrid: 5000 games -> ${tiles.length} tiles in the DOM, first render ${ms.toFixed(0)} ms`);
    expect(tiles.length).toBeGreaterThan(6);
    expect(tiles.length).toBeLessThan(100);
    expect(screen.getByTestId('game-grid')).toHaveAttribute('data-count', '5000');
    // The scroll height stands for every row, so the scrollbar is honest: 5000 / 6 columns rows of > 150 px.
    expect(parseFloat(screen.getByTestId('game-grid').style.height)).toBeGreaterThan((5000 / 6) * 150);
    expect(screen.queryByText('Game 4999')).toBeNull();
  });

  it('plays and favourites from a tile, the favourite star pressed', async () => {
    const onPlay = vi.fn();
    const onToggle = vi.fn();
    renderApp({ ui: <GameGrid games={games.slice(0, 3)} favorites={new Set(['g-1'])} onPlay={onPlay} onToggleFavorite={onToggle} /> });
    const [first, second] = screen.getAllByTestId('game-tile');
    expect(within(second).getByRole('button', { name: 'Remove Game 1 from favorites' })).toHaveAttribute('aria-pressed', 'true');
    // Label in Name (WCAG 2.5.3, docs/accessibility.md): the name starts with the visible text, name and provider apart.
    const play = within(first).getByRole('button', { name: 'Game 0, Provider 0, play' });
    expect(play.textContent).toBe('Game 0 Provider 0');
    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledWith(games[0]);
    await userEvent.click(within(first).getByRole('button', { name: 'Add Game 0 to favorites' }));
    expect(onToggle).toHaveBeenCalledWith(games[0]);
  });

  it('fades a tile picture in over config/site.json delays.fadeInMs once it has loaded (docs/product.md §9)', () => {
    const shipped = siteConfig.delays.fadeInMs;
    siteConfig.delays.fadeInMs = 800;
    try {
      renderApp({ ui: <GameGrid games={games.slice(0, 2)} favorites={new Set()} onPlay={() => undefined} onToggleFavorite={() => undefined} /> });
      const [first, second] = screen.getAllByTestId('game-tile').map((tile) => tile.querySelector('img') as HTMLImageElement);
      // The first tile's picture is the page's LCP image (fetchpriority=high, docs/performance.md): it shows at once.
      expect(first.getAttribute('fetchpriority')).toBe('high');
      expect(first.style.opacity).toBe('');
      const picture = second;
      expect(picture.style.opacity).toBe('0');
      expect(picture.style.transition).toBe('opacity 800ms ease-out');
      fireEvent.load(picture);
      expect(picture.style.opacity).toBe('1');
    } finally {
      siteConfig.delays.fadeInMs = shipped;
    }
  });
});
