// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { liveChatOpenAtom } from '@site/lib/panels';
import { LIVE_CHAT_FALLBACK_MS } from '@site/features/chat/use-chat-frame';
import { LiveChatPanel } from './live-chat-panel';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => vi.useRealTimers());

const options = { liveChatUrl: 'https://chat.example/widget', whatsapp1: 'https://wa.me/1', telegram1: 'https://t.me/one' };

function open(opts: Record<string, string>) {
  const view = renderApp({ ui: <LiveChatPanel options={opts} /> });
  act(() => view.store.set(liveChatOpenAtom, true));
  return view;
}

describe('LiveChatPanel (docs/product.md §2 live chat, §9 fallback 5 s)', () => {
  it('renders nothing until first opened', () => {
    renderApp({ ui: <LiveChatPanel options={options} /> });
    expect(screen.queryByTestId('live-chat-panel')).toBeNull();
  });

  it('shows the chat in a sandboxed frame once it loads', () => {
    open(options);
    const frame = screen.getByTitle('Live support chat');
    expect(frame).toHaveAttribute('src', 'https://chat.example/widget?lang=en');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    expect(screen.getByTestId('live-chat-panel')).toHaveAttribute('data-status', 'loading');
    fireEvent.load(frame);
    expect(screen.getByTestId('live-chat-panel')).toHaveAttribute('data-status', 'loaded');
    expect(screen.getByRole('link', { name: 'Whatsapp Support 1' })).toHaveAttribute('href', 'https://wa.me/1');
  });

  it('frames a relative chat url from the site origin in the current language, without allow-same-origin', () => {
    open({ liveChatUrl: '/demo/chat' });
    const frame = screen.getByTitle('Live support chat');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/demo/chat?lang=en`);
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
  });

  it('falls back to the support links when the chat has not loaded after 5 s', () => {
    vi.useFakeTimers();
    open(options);
    act(() => vi.advanceTimersByTime(LIVE_CHAT_FALLBACK_MS - 100));
    expect(screen.getByTestId('live-chat-panel')).toHaveAttribute('data-status', 'loading');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('live-chat-panel')).toHaveAttribute('data-status', 'fallback');
    expect(screen.getByText(/Live chat could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Telegram Support 1/ })).toHaveAttribute('href', 'https://t.me/one');
  });

  it('falls back at once without a chat url, and Escape or the close button closes it', () => {
    const { store } = open({ whatsapp1: 'https://wa.me/1' });
    expect(screen.getByTestId('live-chat-panel')).toHaveAttribute('data-status', 'fallback');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close live chat' }), { key: 'Escape' });
    expect(store.get(liveChatOpenAtom)).toBe(false);
    expect(screen.getByTestId('live-chat-panel')).not.toBeVisible();
  });
});
