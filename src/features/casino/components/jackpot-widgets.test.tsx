// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@config/locales/en.json';
import tr from '@config/locales/tr.json';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { initI18n } from '@site/lib/i18n';
import { JackpotWidgets } from './jackpot-widgets';

type Feed = { data: unknown; isPending: boolean };
const feeds: { egt: Feed; cards: Feed; egypt: Feed } = {
  egt: { data: undefined, isPending: true },
  cards: { data: undefined, isPending: true },
  egypt: { data: undefined, isPending: true },
};
vi.mock('@site/features/casino/api/jackpots', () => ({
  useEgtJackpot: () => feeds.egt,
  useJackpotCards: () => feeds.cards,
  useEgyptQuest: () => feeds.egypt,
}));

beforeAll(() => initTestI18n());
beforeEach(() => {
  for (const feed of Object.values(feeds)) Object.assign(feed, { data: undefined, isPending: true });
});

describe('JackpotWidgets loading state (CLS)', () => {
  it('holds the strip with 4-level loading cards while every feed is pending, announced once as loading', () => {
    renderApp({ ui: <JackpotWidgets /> });
    const skeleton = screen.getByTestId('jackpot-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton.querySelectorAll('dt')).toHaveLength(4 * 4);
    expect(screen.queryByTestId('jackpot-card')).toBeNull();
  });

  it('shows the real cards as soon as one feed has something, while the others still load', () => {
    feeds.egypt = { data: { instanceName: 'Egypt Quest', levels: [1, 2, 3, 4] }, isPending: false };
    renderApp({ ui: <JackpotWidgets /> });
    expect(screen.getAllByTestId('jackpot-card')).toHaveLength(1);
    expect(screen.queryByTestId('jackpot-skeleton')).toBeNull();
  });

  it('renders nothing once every feed answered with nothing to show', () => {
    for (const feed of Object.values(feeds)) Object.assign(feed, { data: [], isPending: false });
    renderApp({ ui: <JackpotWidgets /> });
    expect(screen.queryByTestId('jackpot-skeleton')).toBeNull();
    expect(screen.queryByTestId('jackpot-card')).toBeNull();
  });
});

describe('jackpot cards open their games', () => {
  it('links a card with games to the lobby filtered to that jackpot; a card without games has no link', async () => {
    feeds.egt = {
      data: [
        { instanceName: 'Clover Chance', levelStats: [1, 2, 3, 4].map((level) => ({ level, value: level })), gameCount: 6 },
        { instanceName: 'High Cash', levelStats: [1, 2, 3, 4].map((level) => ({ level, value: level })), gameCount: 0 },
      ],
      isPending: false,
    };
    feeds.egypt = { data: { instanceName: 'Egypt Quest', levels: [1, 2, 3, 4], gameCount: 1 }, isPending: false };
    feeds.cards = { data: [], isPending: false };
    const { router } = renderApp({ ui: <JackpotWidgets /> });
    const clover = screen.getByRole('link', { name: '6 games: play the Clover Chance games' });
    expect(clover).toHaveAttribute('href', '/casino/slot?jackpot=Clover+Chance');
    expect(clover).toHaveTextContent('6 games');
    expect(screen.getByRole('link', { name: '1 game: play the Egypt Quest game' })).toHaveAttribute('href', '/casino/slot?jackpot=Egypt+Quest');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    clover.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?jackpot=Clover+Chance');
  });
});

describe('jackpot game links are named by their visible words first (WCAG 2.5.3 Label in Name)', () => {
  it.each(['tr', 'en'] as const)('in %s the name starts with the words the link shows', async (lang) => {
    await initI18n(lang, { [lang]: { translation: lang === 'tr' ? tr : en } });
    feeds.egt = {
      data: [{ instanceName: 'Clover Chance', levelStats: [1, 2, 3, 4].map((level) => ({ level, value: level })), gameCount: 6 }],
      isPending: false,
    };
    feeds.egypt = { data: { instanceName: 'Egypt Quest', levels: [1, 2, 3, 4], gameCount: 1 }, isPending: false };
    feeds.cards = { data: [], isPending: false };
    renderApp({ ui: <JackpotWidgets /> });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      // What a sighted player reads and says: the text without the aria-hidden chevron.
      const shown = [...link.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
        .trim();
      const name = link.getAttribute('aria-label') ?? '';
      expect(name.startsWith(`${shown}:`), `"${name}" starts with "${shown}"`).toBe(true);
    }
    await initTestI18n();
  });
});
