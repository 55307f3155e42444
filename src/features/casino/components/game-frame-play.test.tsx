// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp, testPlayer } from '@site/app/test-utils';
import type { LaunchableGame } from '@site/features/casino/launch-request';
import { GameFrame } from './game-frame';

/** Fun mode, full screen (with its fallback) and the phone bar's balance, in the game frame. */
beforeAll(() => {
  initTestI18n();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sweet: LaunchableGame = { gameCode: 'pp-001', name: 'Sweet Bonanza', providerName: 'Pragmatic Play', providerId: 1, mainProviderId: 1, productId: 1001, system: '901' };

function stubFetch() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ success: true, message: '', data: '/demo/games/play?session=fun.x' }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('GameFrame in fun mode', () => {
  it('launches through casino/funlaunchurl, says Fun mode, and Play for real asks for real money', async () => {
    const fetchMock = stubFetch();
    const onSwitchMode = vi.fn();
    renderApp({ ui: <GameFrame game={sweet} mode="fun" onClose={() => undefined} onDeposit={() => undefined} onSwitchMode={onSwitchMode} balance="₺5,00" /> });
    await screen.findByTitle('Sweet Bonanza');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('api/casino/funlaunchurl');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'pp-001', isMobile: false });
    const bar = screen.getByRole('toolbar', { name: 'Game controls' });
    expect(bar).toHaveTextContent('Fun mode');
    // The site balance is money: never shown beside virtual credits.
    expect(screen.queryByTestId('play-bar-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play for real' }));
    expect(onSwitchMode).toHaveBeenCalledWith('real');
  });

  it('real mode shows the balance it is given and Deposit', async () => {
    const fetchMock = stubFetch();
    renderApp({ ui: <GameFrame game={sweet} compact onClose={() => undefined} onDeposit={() => undefined} balance="₺1.234,50" />, auth: testPlayer });
    await screen.findByTitle('Sweet Bonanza');
    expect(String(fetchMock.mock.calls[0][0])).toContain('api/casino/pragmaticlaunchurl');
    expect(screen.getByTestId('play-bar-balance')).toHaveTextContent('₺1.234,50');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('full screen', () => {
  it('without the Fullscreen API lays the stage over the window; Escape leaves it before the dialog sees the key', async () => {
    stubFetch();
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    const outerEscape = vi.fn();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && outerEscape());
    const { container } = renderApp({ ui: <GameFrame game={sweet} onClose={() => undefined} onDeposit={() => undefined} />, auth: testPlayer });
    await screen.findByTitle('Sweet Bonanza');
    const full = screen.getByRole('button', { name: 'Full screen' });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(full);
    expect(full).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-fullscreen="fallback"]')).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelector('[data-fullscreen="fallback"]')).toBeNull();
    expect(outerEscape).not.toHaveBeenCalled();
  });

  it('with the Fullscreen API asks for the stage and follows fullscreenchange', async () => {
    stubFetch();
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    const request = vi.fn(function (this: HTMLElement) {
      current = document.querySelector('[data-mode]');
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    HTMLElement.prototype.requestFullscreen = request;
    renderApp({ ui: <GameFrame game={sweet} onClose={() => undefined} onDeposit={() => undefined} />, auth: testPlayer });
    await screen.findByTitle('Sweet Bonanza');
    const full = screen.getByRole('button', { name: 'Full screen' });
    await userEvent.click(full);
    expect(request).toHaveBeenCalledTimes(1);
    // Called on the stage (the frame with its bar), not on the document.
    expect(request.mock.contexts[0]).toHaveAttribute('data-mode', 'real');
    expect(current).toHaveAttribute('data-mode', 'real');
    expect(full).toHaveAttribute('aria-pressed', 'true');
    current = null;
    fireEvent(document, new Event('fullscreenchange'));
    expect(full).toHaveAttribute('aria-pressed', 'false');
  });
});
