// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp } from '../../../app/test-utils';
import { JackpotWidgets } from './jackpot-widgets';

type Feed = { data: unknown; isPending: boolean };
const feeds: { egt: Feed; cards: Feed; egypt: Feed } = {
  egt: { data: undefined, isPending: true },
  cards: { data: undefined, isPending: true },
  egypt: { data: undefined, isPending: true },
};
vi.mock('../api/jackpots', () => ({
  useEgtJackpot: () => feeds.egt,
  useJackpotCards: () => feeds.cards,
  useEgyptQuest: () => feeds.egypt,
}));

beforeAll(() => initTestI18n());
beforeEach(() => {
  for (const feed of Object.values(feeds)) Object.assign(feed, { data: undefined, isPending: true });
});

describe('JackpotWidgets loading state (issue 10: CLS)', () => {
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
