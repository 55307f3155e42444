// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { liveChatUrlAtom } from '@site/lib/live-chat';
import { liveChatOpenAtom } from '@site/lib/panels';
import { LiveChatHost } from './live-chat-host';

beforeAll(async () => {
  await initTestI18n();
});

describe('LiveChatHost (docs/product.md §2 live chat; the panel loads on first open)', () => {
  it('publishes the chat url at once and mounts the panel only from its first open, keeping it after a close', async () => {
    const { store } = renderApp({ ui: <LiveChatHost options={{ liveChatUrl: '/demo/chat' }} /> });
    // Published for the phone actions outside the chat feature (src/lib/live-chat.ts), with the panel still unloaded.
    expect(store.get(liveChatUrlAtom)).toBe('/demo/chat');
    expect(screen.queryByTestId('live-chat-panel')).toBeNull();
    act(() => store.set(liveChatOpenAtom, true));
    const panel = await screen.findByTestId('live-chat-panel');
    expect(screen.getByTitle('Live support chat')).toHaveAttribute('src', `${window.location.origin}/demo/chat?lang=en`);
    act(() => store.set(liveChatOpenAtom, false));
    // The frame stays mounted (hidden) so a conversation survives closing.
    expect(panel).toBeInTheDocument();
    expect(panel).not.toBeVisible();
  });
});
