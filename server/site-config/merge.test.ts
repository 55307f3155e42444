import { describe, expect, it } from 'vitest';
import { mergeBrandSite, mergeLocale } from './merge';

/** Brand folder layout (docs/brands.md "What a brand folder may hold"): how a brand's partial files merge over the shared ones. */
describe('mergeBrandSite', () => {
  it('merges objects key by key, replaces arrays and scalars, never mutates', () => {
    const base = { toast: { position: 'top-center', durationMs: 4000 }, languages: [{ code: 'tr' }, { code: 'en' }], defaultLanguage: 'tr' };
    const frozen = JSON.stringify(base);
    const merged = mergeBrandSite(base, { toast: { position: 'bottom-center' }, languages: [{ code: 'en' }], defaultLanguage: 'en' });
    expect(merged).toEqual({ toast: { position: 'bottom-center', durationMs: 4000 }, languages: [{ code: 'en' }], defaultLanguage: 'en' });
    expect(JSON.stringify(base)).toBe(frozen);
    expect(merged.toast).not.toBe(base.toast);
    expect(mergeBrandSite(base, undefined)).toBe(base);
  });

  it('ignores prototype keys', () => {
    const merged = mergeBrandSite({ a: { b: 1 } }, JSON.parse('{"__proto__": {"polluted": true}, "a": {"constructor": 1}}') as Record<string, unknown>);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(merged).toEqual({ a: { b: 1 } });
  });
});

describe('mergeLocale', () => {
  it('replaces texts of keys the base has, ignores invented keys and shape changes', () => {
    const base = { pages: { home: { title: "{{brand}}'e hoş geldiniz", lead: 'x' } }, footer: { licence: 'y' } };
    const merged = mergeLocale(base, { pages: { home: { title: '{{brand}} ailesine hoş geldiniz', invented: 'no' } }, footer: { licence: { nested: 'no' } }, extra: 'no' });
    expect(merged).toEqual({ pages: { home: { title: '{{brand}} ailesine hoş geldiniz', lead: 'x' } }, footer: { licence: 'y' } });
    expect(base.pages.home.title).toBe("{{brand}}'e hoş geldiniz");
  });
});
