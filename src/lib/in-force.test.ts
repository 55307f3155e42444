// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IN_FORCE_COOKIE } from '@contracts/site-boot';
import { IN_FORCE_KEY, inForce, rememberInForce } from './in-force';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('the in-force record of a confirmed time-out or self-exclusion', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('is in force until its end, then forgotten', () => {
    const s = memoryStorage();
    rememberInForce({ kind: 'timeout', until: '2026-11-24T10:00:00.000Z' }, s);
    expect(inForce(now, s)).toEqual({ kind: 'timeout', until: '2026-11-24T10:00:00.000Z' });
    expect(inForce(Date.parse('2026-11-24T10:00:00Z'), s)).toBeNull();
    expect(s.map.has(IN_FORCE_KEY)).toBe(false);
  });
  it('a permanent exclusion never ends; a malformed record is dropped', () => {
    const s = memoryStorage();
    rememberInForce({ kind: 'selfExclusion', until: null }, s);
    expect(inForce(now + 1e12, s)).toEqual({ kind: 'selfExclusion', until: null });
    s.setItem(IN_FORCE_KEY, '{"kind":"bonus","until":null}');
    expect(inForce(now, s)).toBeNull();
    s.setItem(IN_FORCE_KEY, 'not json');
    expect(inForce(now, s)).toBeNull();
  });
});

describe('the in-force cookie: the server sends such a browser no rendered visitor\'s page (docs/protection-enforcement.md)', () => {
  const cookie = () => document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${IN_FORCE_COOKIE}=`)) ?? null;
  afterEach(() => {
    document.cookie = `${IN_FORCE_COOKIE}=; path=/; max-age=0`;
  });

  it('is set with the record, and removed when the record has ended', () => {
    const s = memoryStorage();
    const now = Date.now();
    rememberInForce({ kind: 'timeout', until: new Date(now + 86_400_000).toISOString() }, s, now);
    expect(cookie()).toBe(`${IN_FORCE_COOKIE}=1`);
    expect(inForce(now, s)?.kind).toBe('timeout');
    expect(inForce(now + 86_400_000, s)).toBeNull();
    expect(cookie()).toBeNull();
  });

  it('is renewed while the record is in force (a permanent exclusion outlives a cookie\'s longest life)', () => {
    const s = memoryStorage();
    rememberInForce({ kind: 'selfExclusion', until: null }, s);
    document.cookie = `${IN_FORCE_COOKIE}=; path=/; max-age=0`;
    expect(inForce(Date.now(), s)).toEqual({ kind: 'selfExclusion', until: null });
    expect(cookie()).toBe(`${IN_FORCE_COOKIE}=1`);
  });
});
