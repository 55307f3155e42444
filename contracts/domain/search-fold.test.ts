import { describe, expect, it } from 'vitest';
import { foldSearchText, rankByName } from './search-fold';

describe('foldSearchText (Turkish-aware search form)', () => {
  it.each([
    ['BİG BASS', 'big bass'],
    ['big bass', 'big bass'],
    ['BIG BASS', 'big bass'],
    ['Big Bass Bonanza', 'big bass bonanza'],
    ['ığdır', 'igdir'],
    ['IĞDIR', 'igdir'],
    ['İĞDIR', 'igdir'],
    ['şeker', 'seker'],
    ['ŞEKER', 'seker'],
    ['Çılgın Öküz Üzüm', 'cilgin okuz uzum'],
    // İ typed as I + combining dot above (some phone keyboards), and a decomposed ş.
    ['BI\u0307G', 'big'],
    ['s\u0327eker', 'seker'],
    ['Gonzo’s Quest', "gonzo's quest"],
    ['Sweet   Bonanza', 'sweet bonanza'],
  ])('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('makes every spelling of the same name equal, whatever the runtime locale does with I and İ', () => {
    const spellings = ['BİG BASS', 'big bass', 'BIG BASS', 'bıg bass', 'Bİg Bass'];
    expect(new Set(spellings.map(foldSearchText)).size).toBe(1);
    expect(foldSearchText('ığdır')).toBe(foldSearchText('IĞDIR'));
    expect(foldSearchText('şeker')).toBe(foldSearchText('ŞEKER'));
  });
});

describe('rankByName', () => {
  const games = ['Big Bass Bonanza', 'Sweet Bonanza', 'Bonanza Gold', 'Şeker Patlaması', 'Starburst'].map((name) => ({ name }));
  const rank = (term: string) => rankByName(games, term, (g) => foldSearchText(g.name)).map((g) => g.name);

  it('finds names in any Turkish or English case, the earliest match first, then by name', () => {
    expect(rank('BİG BASS')).toEqual(['Big Bass Bonanza']);
    expect(rank('BIG BASS')).toEqual(['Big Bass Bonanza']);
    expect(rank('bonanza')).toEqual(['Bonanza Gold', 'Sweet Bonanza', 'Big Bass Bonanza']);
    expect(rank('ŞEKER')).toEqual(['Şeker Patlaması']);
    expect(rank('seker patlamasi')).toEqual(['Şeker Patlaması']);
  });

  it('matches every name for a blank term (by name) and treats LIKE wildcards as letters', () => {
    expect(rank('   ')).toEqual(['Big Bass Bonanza', 'Bonanza Gold', 'Şeker Patlaması', 'Starburst', 'Sweet Bonanza']);
    expect(rank('%')).toEqual([]);
    expect(rank('_')).toEqual([]);
  });
});
