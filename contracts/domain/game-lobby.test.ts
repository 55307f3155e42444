import { describe, expect, it } from 'vitest';
import { formatProviderIds, matchByName, parseGameSort, parseProviderIds } from './game-lobby';
import { foldSearchText } from './search-fold';

describe('lobby URL values', () => {
  it('reads a sort only when it is one of name, newest, popular', () => {
    expect(parseGameSort('name')).toBe('name');
    expect(parseGameSort('popular')).toBe('popular');
    for (const bad of [null, undefined, '', 'price', 'NAME', 'name ']) expect(parseGameSort(bad)).toBeNull();
  });

  it('reads provider ids as whole numbers ≥ 1, each once, ascending, dropping anything else', () => {
    expect(parseProviderIds('14,1')).toEqual([1, 14]);
    expect(parseProviderIds('1,1, 3 ,x,0,-2,2.5,,99999999999,')).toEqual([1, 3]);
    expect(parseProviderIds(null)).toEqual([]);
    expect(parseProviderIds(Array.from({ length: 60 }, (_, i) => i + 1).join(','))).toHaveLength(50);
    expect(formatProviderIds([14, 1, 14])).toBe('1,14');
    expect(formatProviderIds([])).toBe('');
  });
});

describe('matchByName (the site narrows a sorted list as the server answers it)', () => {
  const names = ['Zeus Bonanza', 'Big Bass Bonanza', 'Sweet Bonanza', 'Starburst'];
  const fold = (name: string) => foldSearchText(name);
  it('without a sort: best match first (rankByName)', () => {
    expect(matchByName(names, 'bonanza', fold, false)).toEqual(['Zeus Bonanza', 'Sweet Bonanza', 'Big Bass Bonanza']);
  });
  it('with a sort: the list’s own order', () => {
    expect(matchByName(names, 'BONANZA', fold, true)).toEqual(['Zeus Bonanza', 'Big Bass Bonanza', 'Sweet Bonanza']);
    expect(matchByName(names, 'nothing', fold, true)).toEqual([]);
  });
});
