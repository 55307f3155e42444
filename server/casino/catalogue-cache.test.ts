import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heard } from '@server/test/heard';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import { seedCasino } from './seed';
import { gameImageUrl } from './casino';
import { CATALOGUE_CHANNEL } from './catalogue-cache';
import { DEMO_PLAY_SQL } from './game-info';

let t: TestApp;
let playerId: number;
let token: string;

/** The reply as the uncached SQL (before the cache) built it: one query, favourites by a per-row EXISTS. */
async function freshRead(systemCategory: string, player: number): Promise<CasinoGame[]> {
  const rows = await t.db.query<{
    code: string; name: string; provider_name: string; provider_id: number; main_provider_id: number; product_id: number;
    system: string; is_live: boolean; is_favorite: boolean; demo_play: boolean;
  }>(
    `SELECT g.code, g.name, p.name AS provider_name, p.id AS provider_id, p.main_provider_id, g.product_id, g.system, g.is_live,
       ${DEMO_PLAY_SQL} AS demo_play,
       EXISTS (SELECT 1 FROM game_favorites f WHERE f.player_id = $1 AND f.game_code = g.code) AS is_favorite
     FROM games g JOIN game_providers p ON p.id = g.provider_id JOIN game_category_members m ON m.game_code = g.code
     WHERE m.category_id = (SELECT id FROM game_categories
       WHERE CASE WHEN $2::text ~ '^[0-9]+$' THEN id = $2::text::int ELSE slug_list[1] = $2::text END ORDER BY sort_order, id LIMIT 1)
     ORDER BY g.sort_order, m.sort_order`,
    [player, systemCategory],
  );
  return rows.map((r) => ({
    gameCode: r.code, name: r.name, providerName: r.provider_name, providerId: r.provider_id, mainProviderId: r.main_provider_id,
    productId: r.product_id, system: r.system, image: gameImageUrl(r.code), isLive: r.is_live, isFavorite: r.is_favorite,
    demoPlay: r.demo_play,
  }));
}

/** The lobby's reply without the badges, which the old SQL did not have; they are tested in lobby.test.ts. */
const lobby = async (systemCategory: string | number, auth?: string) =>
  ((await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory }, token: auth })).body.data as CasinoGame[])
    .map(({ badges: _badges, ...game }) => game);

const search = async (term: string) =>
  (await call(t.app, 'POST', '/api/casino/games', { body: { live: false, search: term } })).body.data as CasinoGame[];

async function toggle(game: CasinoGame): Promise<boolean> {
  const r = await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: game.gameCode, providerId: game.providerId }, token });
  return (r.body.data as { isFavorite: boolean }).isFavorite;
}

/** `check` holds once the cache heard the catalogue changes announced so far (a NOTIFY arrives after the commit). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  await heard(t.db, [CATALOGUE_CHANNEL]);
  expect(await check()).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  const body = fastRegistration();
  token = ((await call(t.app, 'POST', '/api/auth/register', { body })).body.data as { token: string }).token;
  [{ id: playerId }] = await t.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [body.username]);
});
afterAll(() => t.close());

describe('casino lobby cache', () => {
  it('returns exactly what a fresh read returns, by slug, by id and for unknown categories, twice over', async () => {
    const slot = await lobby('slot', token);
    expect(slot.length).toBeGreaterThan(200);
    await toggle(slot[3]);
    await toggle(slot[100]);
    const categories = await t.db.query<{ id: number; slug: string }>('SELECT id, slug_list[1] AS slug FROM game_categories');
    const keys = [...categories.flatMap((c) => [String(c.id), c.slug]), 'no-such-lobby', '999999'];
    for (let round = 0; round < 2; round += 1) {
      for (const key of keys) {
        const fresh = await freshRead(key, playerId);
        expect(await lobby(key, token)).toEqual(fresh);
        expect(await lobby(key)).toEqual(fresh.map((game) => ({ ...game, isFavorite: false })));
      }
    }
    expect((await lobby('slot', token)).filter((g) => g.isFavorite).map((g) => g.gameCode)).toEqual([slot[3].gameCode, slot[100].gameCode]);
    // The old SQL failed (500) on an id beyond int4; the cache answers as for any unknown category.
    expect(await lobby('99999999999999', token)).toEqual([]);
    expect(await lobby(Number(categories[0].id), token)).toEqual(await freshRead(String(categories[0].id), playerId));
  });

  it('shows a favourite toggle at once on a warm cache', async () => {
    const [game] = (await lobby('slot', token)).filter((g) => !g.isFavorite);
    expect(await toggle(game)).toBe(true);
    expect((await lobby('slot', token)).find((g) => g.gameCode === game.gameCode)?.isFavorite).toBe(true);
    expect((await lobby('slot')).find((g) => g.gameCode === game.gameCode)?.isFavorite).toBe(false);
    expect(await toggle(game)).toBe(false);
    expect((await lobby('slot', token)).find((g) => g.gameCode === game.gameCode)?.isFavorite).toBe(false);
  });

  it('drops the cached lists when the catalogue changes: any statement on a catalogue table notifies (migration 160)', async () => {
    const [first] = await lobby('slot');
    expect((await search(first.name)).map((g) => g.gameCode)).toContain(first.gameCode);
    // A write that does not notify (its trigger off) is not seen: the list really is served from memory.
    await quietly('games', 'UPDATE games SET name = $1 WHERE code = $2', ['Renamed Slot', first.gameCode]);
    expect((await lobby('slot'))[0].name).toBe(first.name);
    expect(await search('renamed slot')).toEqual([]);
    // Re-running the (idempotent) seed notifies in its transaction.
    await t.db.transaction((tx) => seedCasino(tx));
    await eventually(async () => (await lobby('slot'))[0].name === 'Renamed Slot');
    // The name-lookup list is dropped with them.
    expect((await search('RENAMED SLOT')).map((g) => g.gameCode)).toEqual([first.gameCode]);
    expect(await lobby('slot', token)).toEqual(await freshRead('slot', playerId));
    // An operator's plain SQL, no NOTIFY of its own: the table's trigger announces it at commit.
    await t.db.query('DELETE FROM game_category_members WHERE game_code = $1', [first.gameCode]);
    await eventually(async () => !(await lobby('slot')).some((g) => g.gameCode === first.gameCode));
    expect(await lobby('slot', token)).toEqual(await freshRead('slot', playerId));
    await t.db.query('UPDATE game_providers SET name = name || $1', [' X']);
    await eventually(async () => (await lobby('slot'))[0].providerName.endsWith(' X'));
  });

  it('keptText answers from memory only what lookupText has kept, and nothing once a part of it changed', async () => {
    const { catalogue } = t.app.casino;
    catalogue.cache.invalidate();
    catalogue.popularity.invalidate();
    const slot = { systemCategory: 'slot' };
    // Cold: nothing in memory, the call must go through lookupText.
    expect(catalogue.keptText(slot, 0)).toBeUndefined();
    const made = await catalogue.lookupText(slot, 0);
    expect(made.reusable).toBe(true);
    expect(catalogue.keptText(slot, 0)).toBe(made);
    expect(catalogue.keptText({ systemCategory: 'no-such-lobby' }, 0)).toBeUndefined();
    // Each sort and provider filter is its own text, kept by its first lookup.
    const byName = { systemCategory: 'slot', sort: 'name' as const };
    expect(catalogue.keptText(byName, 0)).toBeUndefined();
    expect(catalogue.keptText(byName, 0) ?? (await catalogue.lookupText(byName, 0))).toBe(await catalogue.lookupText(byName, 0));
    expect(catalogue.keptText(byName, 0)).not.toBe(made);
    // A player with favourites in the list (slot[3] and slot[100], first test): his flags differ, nothing shared.
    expect(catalogue.keptText(slot, playerId)).toBeUndefined();
    const own = await catalogue.lookupText(slot, playerId);
    expect(own.reusable).toBe(false);
    expect(catalogue.keptText(slot, playerId)).toBeUndefined();
    // A player without: the shared text, once his favourites are in memory.
    const registration = fastRegistration();
    const otherToken = ((await call(t.app, 'POST', '/api/auth/register', { body: registration })).body.data as { token: string }).token;
    const [{ id: other }] = await t.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [registration.username]);
    catalogue.reset();
    await catalogue.lookupText(slot, 0);
    expect(catalogue.keptText(slot, other)).toBeUndefined();
    expect(await catalogue.lookupText(slot, other)).toBe(catalogue.keptText(slot, 0));
    expect(catalogue.keptText(slot, other)).toBe(catalogue.keptText(slot, 0));
    // His first favourite in the list: from then on his own list, made per call.
    const [game] = await lobby('slot', otherToken);
    const toggled = await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: game.gameCode, providerId: game.providerId }, token: otherToken });
    expect((toggled.body.data as { isFavorite: boolean }).isFavorite).toBe(true);
    expect(catalogue.keptText(slot, other)).toBeUndefined();
    expect(JSON.parse((await catalogue.lookupText(slot, other)).text)[0]).toMatchObject({ gameCode: game.gameCode, isFavorite: true });
    // A new popularity reading (its Hot set may differ) or a catalogue change: nothing until the next lookup.
    catalogue.popularity.invalidate();
    expect(catalogue.keptText(slot, 0)).toBeUndefined();
    await catalogue.lookupText(slot, 0);
    expect(catalogue.keptText(slot, 0)).toBeDefined();
    catalogue.cache.invalidate();
    expect(catalogue.keptText(slot, 0)).toBeUndefined();
  });

  it('invalidate() drops the lists in process', async () => {
    const { catalogue } = t.app.casino;
    const before = await catalogue.byCategory('slot', 0);
    await quietly('games', 'UPDATE games SET name = $1 WHERE code = $2', ['Renamed Again', before[0].gameCode]);
    expect((await catalogue.byCategory('slot', 0))[0].name).toBe(before[0].name);
    catalogue.cache.invalidate();
    expect((await catalogue.byCategory('slot', 0))[0].name).toBe('Renamed Again');
  });
});

/** Runs one statement on `table` with its catalogue trigger off (so nothing is announced), in one transaction. */
async function quietly(table: string, statement: string, params: unknown[]): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_catalogue`);
    await tx.query(statement, params);
    await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_catalogue`);
  });
}
