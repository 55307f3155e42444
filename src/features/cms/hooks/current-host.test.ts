// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentHost, isOtherDomain } from './current-host';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('isOtherDomain (docs/product.md §2 Header: extra bar when not on the default domain)', () => {
  it('is false on the domain itself, its www form and local hosts; true elsewhere', () => {
    expect(isOtherDomain('altinbet.example', 'altinbet.example')).toBe(false);
    expect(isOtherDomain('www.altinbet.example', 'altinbet.example')).toBe(false);
    expect(isOtherDomain('127.0.0.1', 'altinbet.example')).toBe(false);
    expect(isOtherDomain('localhost', 'altinbet.example')).toBe(false);
    expect(isOtherDomain('altinbet2.example', 'altinbet.example')).toBe(true);
    expect(isOtherDomain('mirror.example', '')).toBe(false);
  });
});

describe('currentHost', () => {
  it('is the page host, or the ?asHost= preview, which lasts for the tab', () => {
    expect(currentHost()).toBe('localhost');
    window.history.replaceState(null, '', '/pages?asHost=Mirror.Example');
    expect(currentHost()).toBe('mirror.example');
    window.history.replaceState(null, '', '/promotions');
    expect(currentHost()).toBe('mirror.example');
  });

  it('ignores a preview value that is not a host name', () => {
    window.history.replaceState(null, '', '/?asHost=%3Cscript%3E');
    expect(currentHost()).toBe('localhost');
  });
});
