import { describe, expect, it } from 'vitest';
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

describe('the in-force record of a confirmed time-out or self-exclusion (issue 17 item 5)', () => {
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
