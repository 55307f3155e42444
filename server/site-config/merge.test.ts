import { describe, expect, it } from 'vitest';
import { mergeBrandSite, mergeLocale } from './merge.ts';

describe('brand merges (issue 19)', () => {
  it('merges objects key by key, replaces arrays and scalars, never mutates', () => {
    const base = { header: { hideAfterScrollPx: 100 }, poll: { balanceMs: 3000 }, languages: [{ code: 'tr' }, { code: 'en' }] };
    const frozen = JSON.stringify(base);
    const merged = mergeBrandSite(base, { header: { hideAfterScrollPx: 40 }, languages: [{ code: 'tr' }] });
    expect(merged).toEqual({ header: { hideAfterScrollPx: 40 }, poll: { balanceMs: 3000 }, languages: [{ code: 'tr' }] });
    expect(JSON.stringify(base)).toBe(frozen);
    merged.poll.balanceMs = 1;
    expect(base.poll.balanceMs).toBe(3000);
  });

  it('lays brand texts over the base locale', () => {
    expect(mergeLocale({ home: { welcome: 'a', title: 'b' }, menu: { home: 'c' } }, { home: { welcome: 'x' } })).toEqual({
      home: { welcome: 'x', title: 'b' },
      menu: { home: 'c' },
    });
    expect(mergeLocale({ a: 'b' }, undefined)).toEqual({ a: 'b' });
  });
});
