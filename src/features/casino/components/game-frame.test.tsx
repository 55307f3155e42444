// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderApp, testPlayer } from '@site/app/test-utils';
import type { LaunchableGame } from '@site/features/casino/launch-request';
import { GameFrame } from './game-frame';

beforeAll(() => {
  initTestI18n();
  // jsdom has no matchMedia: a desktop-sized screen.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const game = (mainProviderId: number): LaunchableGame => ({
  gameCode: 'g-1', name: 'Demo Game', providerName: 'P', providerId: 1, mainProviderId, productId: 1001, system: '901',
});

/** Answers every call with one envelope: the launch reply under test. */
function stubLaunch(status: number, body: { success: boolean; message: string; data: unknown }) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const post = (source: MessageEventSource | null, origin: string, type = 'exit') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin, source }));
  });

describe('GameFrame', () => {
  it('launches by provider kind, shows the URL in a sandboxed frame and closes only on our frame’s exit message', async () => {
    const fetchMock = stubLaunch(200, { success: true, message: '', data: '/demo/games/play?session=abc' });
    const onClose = vi.fn();
    renderApp({ ui: <GameFrame game={game(1)} onClose={onClose} onDeposit={() => undefined} />, auth: testPlayer });
    const frame = await screen.findByTitle('Demo Game');
    expect(frame).toHaveAttribute('src', '/demo/games/play?session=abc');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(String(fetchMock.mock.calls[0][0])).toContain('api/casino/pragmaticlaunchurl');
    expect(screen.getByRole('toolbar', { name: 'Game controls' })).toBeInTheDocument();

    const source = (frame as HTMLIFrameElement).contentWindow;
    await post(source, 'https://evil.example');
    await post(window, window.location.origin);
    expect(onClose).not.toHaveBeenCalled();
    await post(source, window.location.origin);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('runs SoftGamings HTML only in a srcdoc frame without same-origin', async () => {
    stubLaunch(200, { success: true, message: '', data: '<p>game</p><script src="/demo/games/softgamings-relay.js"></script>' });
    renderApp({ ui: <GameFrame game={game(7)} onClose={() => undefined} onDeposit={() => undefined} />, auth: testPlayer });
    const frame = await screen.findByTitle('Demo Game');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('softgamings-relay.js'));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(document.body.innerHTML).not.toContain('<script src="/demo/games/softgamings-relay.js">');
  });

  it.each([
    [4, true],
    [5, true],
    [6, true],
    [7, true],
    [1, false],
    [3, false],
  ])('a failed launch of kind %i shows the server message; closes: %s (docs/product.md §8)', async (kind, closes) => {
    stubLaunch(400, { success: false, message: 'This game is under maintenance.', data: null });
    const onClose = vi.fn();
    const error = vi.spyOn(toast, 'error');
    renderApp({ ui: <GameFrame game={game(kind)} onClose={onClose} onDeposit={() => undefined} />, auth: testPlayer });
    await waitFor(() => expect(error).toHaveBeenCalledWith('This game is under maintenance.'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(closes ? 1 : 0));
  });

  it.each([1, 2, 3])('after a failed launch of kind %i the play area shows the message, Try again and Back, never a spinner', async (kind) => {
    const fetchMock = stubLaunch(400, { success: false, message: 'Game not found.', data: null });
    const onClose = vi.fn();
    renderApp({ ui: <GameFrame game={game(kind)} onClose={onClose} onDeposit={() => undefined} />, auth: testPlayer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be started');
    expect(alert).toHaveTextContent('Game not found.');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // Try again launches anew (a spinner while it loads), here successfully.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, message: '', data: '/demo/games/play?session=abc' }), { headers: { 'content-type': 'application/json' } }));
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Demo Game')).toHaveAttribute('src', '/demo/games/play?session=abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('Back to the lobby closes the failed game', async () => {
    stubLaunch(400, { success: false, message: 'Game not found.', data: null });
    const onClose = vi.fn();
    renderApp({ ui: <GameFrame game={game(1)} onClose={onClose} onDeposit={() => undefined} />, auth: testPlayer });
    await userEvent.setup().click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Back to the lobby' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
