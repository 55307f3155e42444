// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { StoredAuthData } from '@site/lib/auth-storage';
import { frameSrc, launchFor, tokenPatch } from './sportsbook-launch';
import { isFromFrame, parseFrameMessage } from './sportsbook-messages';

const auth = {
  token: 'bearer',
  username: 'ayse',
  usercode: '100042',
  betsyCid: '100042',
  betsyUrl: '/demo/sportsbook/fcg',
  betsyToken: 'fcg-token',
  betcoUrl: '/demo/sportsbook/betco',
  betcoToken: 'betco-token',
} as StoredAuthData;

describe('launchFor', () => {
  it('takes fcg from betsyUrl, betsyToken and betsyCid, and betco from betcoUrl and betcoToken (docs/product.md §3)', () => {
    expect(launchFor('fcg', auth)).toEqual({ url: '/demo/sportsbook/fcg', token: 'fcg-token', cid: '100042' });
    expect(launchFor('betco', auth)).toEqual({ url: '/demo/sportsbook/betco', token: 'betco-token', cid: null });
  });

  it('gives a visitor, or stored data without the fields, the guest view', () => {
    expect(launchFor('fcg', null)).toEqual({ url: '/demo/sportsbook/fcg', token: null, cid: null });
    expect(launchFor('betco', { ...auth, betcoToken: '', betcoUrl: '' })).toEqual({ url: '/demo/sportsbook/betco', token: null, cid: null });
  });

  it('puts a refreshed token into the field of its sportsbook only', () => {
    expect(tokenPatch('fcg', 'new', '100042')).toEqual({ betsyToken: 'new', betsyCid: '100042' });
    expect(tokenPatch('betco', 'new', null)).toEqual({ betcoToken: 'new' });
  });
});

describe('frameSrc', () => {
  it('carries view and language, never the token or the customer id (both go by postMessage)', () => {
    const src = frameSrc(launchFor('fcg', auth), { live: true, lang: 'en' });
    expect(src).toBe('/demo/sportsbook/fcg?view=live&lang=en');
    expect(src).not.toContain('fcg-token');
    expect(frameSrc(launchFor('betco', null), { live: false, lang: 'tr' })).toBe('/demo/sportsbook/betco?view=prematch&lang=tr');
  });

  it('is the same for a visitor and the player after login, so the fcg frame (and its selection) survives login', () => {
    for (const provider of ['fcg', 'betco'] as const) {
      expect(frameSrc(launchFor(provider, auth), { live: true, lang: 'tr' })).toBe(frameSrc(launchFor(provider, null), { live: true, lang: 'tr' }));
    }
  });

  it('keeps a partner on another origin absolute', () => {
    expect(frameSrc({ url: 'https://sports.example.com/launch', token: 't', cid: null }, { live: true, lang: 'tr' })).toBe(
      'https://sports.example.com/launch?view=live&lang=tr',
    );
  });
});

describe('frame messages', () => {
  it('accepts only the known types from the demo sportsbook', () => {
    expect(parseFrameMessage({ source: 'demo-sportsbook', type: 'tokenExpired' })).toBe('tokenExpired');
    expect(parseFrameMessage({ source: 'demo-sportsbook', type: 'init' })).toBeNull();
    expect(parseFrameMessage({ source: 'other', type: 'login' })).toBeNull();
    expect(parseFrameMessage('login')).toBeNull();
    expect(parseFrameMessage(null)).toBeNull();
  });

  it('accepts an event only from the frame window itself, with an opaque or the page origin', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const fromFrame = (origin: string, source: Window | null = frame.contentWindow) => new MessageEvent('message', { origin, source });
    expect(isFromFrame(fromFrame('null'), frame, '/demo/sportsbook/fcg')).toBe(true);
    expect(isFromFrame(fromFrame(window.location.origin), frame, '/demo/sportsbook/fcg')).toBe(true);
    expect(isFromFrame(fromFrame('https://evil.example'), frame, '/demo/sportsbook/fcg')).toBe(false);
    expect(isFromFrame(fromFrame('null', window), frame, '/demo/sportsbook/fcg')).toBe(false);
    expect(isFromFrame(fromFrame('null'), null, '/demo/sportsbook/fcg')).toBe(false);
    frame.remove();
  });
});
