import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import { seed } from '@server/db/seed';
import { heard } from '@server/test/heard';
import { CATALOGUE_CHANNEL } from './catalogue-cache';

let t: TestApp;

const games = async (body: unknown) => (await call(t.app, 'POST', '/api/casino/games', { body })).body.data as CasinoGame[];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('SEED_GAMES: the seed grows the catalogue', () => {
  it('adds generated slots up to the number asked, once, and the slot lobby and its lookups serve them', async () => {
    const before = (await games({ systemCategory: 'slot' })).length;
    await seed(t.db, 'test', { games: 5000 });
    await seed(t.db, 'test', { games: 5000 });
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM games');
    expect(count).toBe(5000);
    // The seed's NOTIFY drops the cached lobby lists; they are rebuilt from the grown catalogue.
    await heard(t.db, [CATALOGUE_CHANNEL]);
    const slot = await games({ systemCategory: 'slot' });
    expect(slot.length).toBe(before + 5000 - 328);
    const started = performance.now();
    const found = await games({ live: false, search: 'GOLDEN FORTUNE 2' });
    console.log(`name lookup over 5,000 games: ${(performance.now() - started).toFixed(1)} ms, ${found.length} found`);
    expect(found.map((g) => g.name)).toContain('Golden Fortune 2');
    const warm = performance.now();
    const many = await games({ live: false, search: 'a' });
    expect(many.length).toBeGreaterThan(2500);
    console.log(`warm lookup matching ${many.length} of 5,000 games: ${(performance.now() - warm).toFixed(1)} ms`);
    for (const body of [{ systemCategory: 'slot' }, { live: false, search: 'a' }, { live: false, search: 'golden fortune 2' }]) {
      const at = performance.now();
      const list = await games(body);
      console.log(`${JSON.stringify(body)}: ${list.length} games in ${(performance.now() - at).toFixed(1)} ms`);
    }
  });
});
