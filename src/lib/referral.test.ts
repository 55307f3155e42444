import { describe, expect, it } from 'vitest';
import { REFERRAL_EXPIRES_KEY, REFERRAL_TTL_MS, captureReferral, clearReferral, readReferral } from './referral';

/** A Storage-like map for the tests. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('captureReferral (stored on landing, first touch wins, with an expiry)', () => {
  it('stores the landing values with an expiry, and the referral survives browsing to a URL without them', () => {
    const storage = memoryStorage();
    expect(captureReferral(storage, '?refId=88&partner=x', NOW)).toBe(true);
    expect(storage.map.get('refId')).toBe('88');
    expect(storage.map.get('partner')).toBe('x');
    expect(storage.map.get(REFERRAL_EXPIRES_KEY)).toBe(String(NOW + REFERRAL_TTL_MS));
    // Promotions, then Sign Up: no query any more.
    expect(readReferral(storage, '', NOW + 60_000)).toEqual({ refId: 88 });
  });

  it('does not let a second landing overwrite the first while it counts; an expired one is replaced', () => {
    const storage = memoryStorage();
    captureReferral(storage, '?refId=88', NOW);
    expect(captureReferral(storage, '?refId=99&partner=y', NOW + 1000)).toBe(false);
    expect(readReferral(storage, '', NOW + 1000)).toEqual({ refId: 88 });
    const later = NOW + REFERRAL_TTL_MS + 1;
    expect(readReferral(storage, '', later)).toEqual({});
    expect(captureReferral(storage, '?partner=y', later)).toBe(true);
    expect(storage.map.has('refId')).toBe(false);
    expect(readReferral(storage, '', later)).toEqual({ partner: 'y' });
  });

  it('stores only valid values: refId a positive integer, the others bounded printable strings', () => {
    const storage = memoryStorage();
    expect(captureReferral(storage, '?refId=-3&subid=', NOW)).toBe(false);
    expect(captureReferral(storage, `?refId=1e3&partner=${'p'.repeat(101)}&source=a%01b`, NOW)).toBe(false);
    expect(storage.map.size).toBe(0);
    expect(captureReferral(storage, '?refId=0&source=%20mail%20&subid=s1', NOW)).toBe(true);
    expect(storage.map.has('refId')).toBe(false);
    expect(readReferral(storage, '', NOW)).toEqual({ subid: 's1', source: 'mail' });
  });

  it('is cleared after registration and never throws on blocked storage', () => {
    const storage = memoryStorage();
    captureReferral(storage, '?refId=88', NOW);
    clearReferral(storage);
    expect(storage.map.size).toBe(0);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(captureReferral(blocked, '?refId=5', NOW)).toBe(false);
    expect(() => clearReferral(blocked)).not.toThrow();
    expect(readReferral(blocked, '?refId=5', NOW)).toEqual({ refId: 5 });
  });
});
