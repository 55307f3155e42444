// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { chatLanguage, liveChatPageUrl, liveChatUrlAtom, useShowLiveChat } from './live-chat';
import { liveChatOpenAtom } from './panels';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => vi.unstubAllGlobals());

function Buttons() {
  const chat = useShowLiveChat();
  return (
    <>
      <button onClick={chat.open}>open</button>
      <button onClick={chat.toggle}>toggle</button>
    </>
  );
}

const screenIs = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width: 899.98px'), media: query }));

describe('live chat helpers (docs/product.md §2: panel on wide screens, hidden on phones)', () => {
  it('builds the chat page url in the given language, relative urls against the origin', () => {
    expect(liveChatPageUrl('/demo/chat', 'tr')).toBe(`${window.location.origin}/demo/chat?lang=tr`);
    expect(liveChatPageUrl('https://chat.example/w?x=1&lang=de', 'en')).toBe('https://chat.example/w?x=1&lang=en');
    expect(liveChatPageUrl('javascript:alert(1)', 'en')).toBeUndefined();
    expect(liveChatPageUrl(undefined, 'en')).toBeUndefined();
    expect(chatLanguage('en-US')).toBe('en');
    expect(chatLanguage('de')).toBe('tr');
  });

  it('opens and toggles the docked panel on a wide screen', () => {
    screenIs(false);
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { store } = renderApp({ ui: <Buttons /> });
    act(() => store.set(liveChatUrlAtom, '/demo/chat'));
    fireEvent.click(screen.getByText('open'));
    expect(store.get(liveChatOpenAtom)).toBe(true);
    fireEvent.click(screen.getByText('toggle'));
    expect(store.get(liveChatOpenAtom)).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens the chat page in a new tab on a phone, and nothing without a chat url', () => {
    screenIs(true);
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { store } = renderApp({ ui: <Buttons /> });
    fireEvent.click(screen.getByText('open'));
    expect(opened).not.toHaveBeenCalled();
    act(() => store.set(liveChatUrlAtom, '/demo/chat'));
    fireEvent.click(screen.getByText('toggle'));
    expect(opened).toHaveBeenCalledWith(`${window.location.origin}/demo/chat?lang=en`, '_blank', 'noopener,noreferrer');
    expect(store.get(liveChatOpenAtom)).toBe(false);
  });
});
