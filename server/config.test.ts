import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { buildGames, SEED_GAMES_MAX } from './db/seed-data/casino.ts';

describe('SEED_GAMES (issue 16 item 8: a lobby with thousands of games)', () => {
  it('is unset by default and read as a whole number of games', () => {
    expect(readConfig({}).seedGames).toBeUndefined();
    expect(readConfig({ SEED_GAMES: '' }).seedGames).toBeUndefined();
    expect(readConfig({ SEED_GAMES: '5000' }).seedGames).toBe(5000);
    expect(readConfig({ SEED_GAMES: ' 328 ' }).seedGames).toBe(328);
  });

  it.each(['lots', '5e3', '5000.5', '-5000', '0x10', '5,000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ SEED_GAMES: value })).toThrow(/^SEED_GAMES: '.*' is not a whole number of games/);
  });

  it.each(['10', '327', String(SEED_GAMES_MAX + 1), '999999999999'])('refuses %s as out of range', (value) => {
    expect(() => readConfig({ SEED_GAMES: value })).toThrow(`SEED_GAMES: ${value} is out of range: from 328 (the demo catalogue) to 20000 games`);
  });

  it('grows the catalogue with unique slots and leaves the demo games as they are', () => {
    const base = buildGames();
    const grown = buildGames(5000);
    expect(grown).toHaveLength(5000);
    expect(grown.slice(0, base.length)).toEqual(base);
    expect(new Set(grown.map((g) => g.code)).size).toBe(5000);
    expect(new Set(grown.map((g) => g.name)).size).toBe(5000);
    expect(grown.slice(base.length).every((g) => g.kind === 'slot' && g.available && !g.isLive)).toBe(true);
    expect(buildGames(SEED_GAMES_MAX)).toHaveLength(SEED_GAMES_MAX);
    expect(new Set(buildGames(SEED_GAMES_MAX).map((g) => g.name)).size).toBe(SEED_GAMES_MAX);
  });
});
