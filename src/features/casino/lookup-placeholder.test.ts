import { describe, expect, it } from 'vitest';
import type { CasinoGame } from '@contracts/types/casino/game';
import { lookupPlaceholder, searchAnswer } from './lookup-placeholder';

const game = (i: number, name: string, isLive = false): CasinoGame => ({
  gameCode: `g-${i}`, name, providerName: 'P', providerId: 1, mainProviderId: 1, productId: 1001, system: '901', image: '', isLive, isFavorite: false,
});
const list = [game(1, 'Sweet Bonanza'), game(2, 'Big Bass Bonanza'), game(3, 'Bonanza Roulette', true), game(4, 'Starburst')];
const names = (games: CasinoGame[] | undefined) => games?.map((g) => g.name);

describe('lookupPlaceholder (the list shown while a name lookup loads)', () => {
  it('narrows the previous answer exactly when the term extends it, in the server’s order', () => {
    expect(names(lookupPlaceholder({ live: false, search: 'BONANZA' }, list, { live: false, search: 'bon' }))).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']);
    // An extension that matches nothing is the real answer: nothing.
    expect(lookupPlaceholder({ live: false, search: 'bonanzaz' }, list, { live: false, search: 'bonanza' })).toEqual([]);
  });

  it('shows the skeleton after a category list or an unrelated term (their narrowing is only part of the answer)', () => {
    expect(lookupPlaceholder({ live: false, search: 'star' }, list, { systemCategory: 'slot' })).toBeUndefined();
    expect(lookupPlaceholder({ live: false, search: 'star' }, list, { live: false, search: 'bonanza' })).toBeUndefined();
    expect(lookupPlaceholder({ live: true, search: 'bonanza' }, list, { live: false, search: 'bon' })).toBeUndefined();
  });

  it('never stands in for a category load or without a previous list', () => {
    expect(lookupPlaceholder({ systemCategory: 'slot' }, list, { live: false, search: 'x' })).toBeUndefined();
    expect(lookupPlaceholder({ live: false, search: 'x' }, undefined, undefined)).toBeUndefined();
  });
});

describe('lookupPlaceholder with a sort or providers', () => {
  const sorted = [game(4, 'Starburst'), game(1, 'Sweet Bonanza'), game(2, 'Big Bass Bonanza')];
  it('keeps the sorted order when narrowing a sorted lookup with the same options', () => {
    const before = { live: false, search: 'b', sort: 'popular', providers: [1] };
    expect(names(lookupPlaceholder({ live: false, search: 'bonanza', sort: 'popular', providers: [1] }, sorted, before))).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']);
  });
  it('waits for the answer when the sort or the providers changed', () => {
    expect(lookupPlaceholder({ live: false, search: 'bonanza', sort: 'name' }, sorted, { live: false, search: 'b', sort: 'popular' })).toBeUndefined();
    expect(lookupPlaceholder({ live: false, search: 'bonanza', providers: [2] }, sorted, { live: false, search: 'b', providers: [1] })).toBeUndefined();
    expect(lookupPlaceholder({ live: false, search: 'bonanza' }, sorted, { live: false, search: 'b', sort: 'name' })).toBeUndefined();
  });
});

describe('searchAnswer (what the lobby shows for the box at once)', () => {
  const held = [game(1, 'Sweet Bonanza'), game(2, 'Big Bass Bonanza'), game(3, 'Bonanza Roulette', true), game(4, 'Şeker Party'), game(5, 'Starburst')];
  const sources = { live: false, sorted: false, term: '', termGames: undefined, held };

  it('answers from the held list by the server’s rule and order before any lookup has answered', () => {
    expect(names(searchAnswer({ ...sources, typed: 'BONANZA' }))).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']);
    expect(names(searchAnswer({ ...sources, typed: 'seker' }))).toEqual(['Şeker Party']);
    expect(names(searchAnswer({ ...sources, live: true, typed: 'bonanza' }))).toEqual(['Bonanza Roulette']);
  });

  it('keeps a sorted held list’s order', () => {
    const sorted = [game(2, 'Big Bass Bonanza'), game(5, 'Starburst'), game(1, 'Sweet Bonanza')];
    expect(names(searchAnswer({ ...sources, held: sorted, sorted: true, typed: 'bonanza' }))).toEqual(['Big Bass Bonanza', 'Sweet Bonanza']);
  });

  it('prefers the lookup’s list for its own term, and narrows it when the box holds more', () => {
    const server = [game(9, 'Bingo Bonanza'), game(1, 'Sweet Bonanza'), game(2, 'Big Bass Bonanza')];
    const answered = searchAnswer({ ...sources, typed: 'Bonanza ', term: 'bonanza', termGames: server });
    expect(answered).toBe(server);
    expect(names(searchAnswer({ ...sources, typed: 'bingo bonanza', term: 'bonanza', termGames: server }))).toEqual(['Bingo Bonanza']);
    // The lookup found nothing for a shorter term: nothing for a longer one either.
    expect(searchAnswer({ ...sources, typed: 'bonanzaz', term: 'bonanza', termGames: [] })).toEqual([]);
  });

  it('answers from the held list when the box left the lookup’s term (a letter deleted, another word)', () => {
    const server = [game(2, 'Big Bass Bonanza')];
    expect(names(searchAnswer({ ...sources, typed: 'bonanza', term: 'big bass bonanza', termGames: server }))).toEqual(['Sweet Bonanza', 'Big Bass Bonanza']);
  });

  it('leaves "nothing found" to the server: undefined when the held list has no match or is not there', () => {
    expect(searchAnswer({ ...sources, typed: 'aviator' })).toBeUndefined();
    expect(searchAnswer({ ...sources, held: undefined, typed: 'bonanza' })).toBeUndefined();
  });
});
