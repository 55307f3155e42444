// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLogoutReason, takeLogoutReason } from './logout-reason';
import { onSessionEndElsewhere } from './session-sync';

/** Every tab ends with the session, and says why after the reload. */
describe('session end in another tab', () => {
  afterEach(() => localStorage.clear());

  it('the stored auth removed by another tab (storage event) ends this one', () => {
    const handler = vi.fn();
    const stop = onSessionEndElsewhere(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledWith(null);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('another key, or auth written anew (a login elsewhere), does not end it', () => {
    const handler = vi.fn();
    const stop = onSessionEndElsewhere(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'tr' }));
    localStorage.setItem('auth', '{"token":"t","username":"u"}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: '{"token":"t","username":"u"}' }));
    expect(handler).not.toHaveBeenCalled();
    stop();
  });
});

describe('logout notice across the reload', () => {
  it('keeps the server message of a protection end once; a broken entry says nothing', () => {
    rememberLogoutReason('sessionEnded', 'Your session time limit is used up.');
    expect(takeLogoutReason()).toEqual({ reason: 'sessionEnded', message: 'Your session time limit is used up.' });
    expect(takeLogoutReason()).toBeNull();
    sessionStorage.setItem('logoutReason', '{"reason":"other"}');
    expect(takeLogoutReason()).toBeNull();
    rememberLogoutReason('sessionExpired');
    expect(takeLogoutReason()).toEqual({ reason: 'sessionExpired', message: null });
  });
});
