import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { foldSearchText } from '@contracts/domain/search-fold';
import { HOT_GAMES } from '@contracts/domain/game-lobby';

/** The lobby: sort, more than one provider, recently played, badges, jackpot games (docs/lobby.md). */

let t: TestApp;
let token: string;
let otherToken: string;

async function register(): Promise<{ token: string; id: number }> {
  const body = fastRegistration();
  const r = await call(t.app, 'POST', '/api/auth/register', { body });
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [body.username]);
  return { token: (r.body.data as { token: string }).token, id: row.id };
}

const lookup = async (body: unknown, auth?: string) => {
  const r = await call(t.app, 'POST', '/api/casino/games', { body, token: auth });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as CasinoGame[];
};
const codes = (games: CasinoGame[]) => games.map((g) => g.gameCode);
/** Popularity as docs/lobby.md "Data" states it, read straight from the tables: baseline + rounds of the last 30 days. */
async function scores(): Promise<Map<string, number>> {
  const rows = await t.db.query<{ code: string; score: number }>(
    `SELECT g.code, (g.popularity_baseline + (SELECT count(*) FROM game_rounds r
       WHERE r.game_code = g.code AND r.created_at > now() - interval '30 days'))::int AS score FROM games g`,
  );
  return new Map(rows.map((r) => [r.code, r.score]));
}
const catalogue = () => t.app.casino.catalogue;

beforeAll(async () => {
  // Several spins back to back: the minimum game cycle (docs/protection-enforcement.md) is tested in play-rules.test.ts.
  t = await createTestApp({ compliance: withoutGameCycle() });
  const a = await register();
  token = a.token;
  otherToken = (await register()).token;
  await t.app.wallet.credit(a.id, 'deposit', 10_000, 'test');
});
afterAll(() => t.close());

describe('sort (server side, any list size)', () => {
  it('A–Z by the Turkish-aware name form, the same games as the lobby order', async () => {
    const plain = await lookup({ systemCategory: 'slot' });
    const byName = await lookup({ systemCategory: 'slot', sort: 'name' });
    expect(new Set(codes(byName))).toEqual(new Set(codes(plain)));
    expect(codes(byName)).not.toEqual(codes(plain));
    const names = byName.map((g) => foldSearchText(g.name));
    expect(names).toEqual([...names].sort());
  });

  it('Newest by the date the game was added, New games (14 days) first and badged', async () => {
    const newest = await lookup({ systemCategory: 'slot', sort: 'newest' });
    const rows = await t.db.query<{ code: string; added: number }>(
      "SELECT code, extract(epoch FROM added_at)::float8 AS added FROM games WHERE code = ANY($1)", [codes(newest)],
    );
    const added = new Map(rows.map((r) => [r.code, Number(r.added)]));
    const dates = newest.map((g) => added.get(g.gameCode) ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const fresh = newest.filter((g) => (added.get(g.gameCode) ?? 0) * 1000 > Date.now() - 14 * 86_400_000);
    expect(fresh.length).toBeGreaterThan(3);
    expect(newest.slice(0, fresh.length).every((g) => g.badges?.includes('new'))).toBe(true);
    expect(newest.slice(fresh.length).some((g) => g.badges?.includes('new'))).toBe(false);
  });

  it('Popular by rounds of the last 30 days plus the seeded baseline; plays move a game up, older rounds do not count', async () => {
    const position = async (code: string) => {
      catalogue().popularity.invalidate();
      const list = await lookup({ systemCategory: 'slot', sort: 'popular' });
      const score = await scores();
      const values = list.map((g) => score.get(g.gameCode) ?? 0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      return codes(list).indexOf(code);
    };
    // A slot nobody has played, its baseline a few plays below a band of other games.
    await t.db.query("UPDATE games SET popularity_baseline = 0 WHERE code = 'pp-026'");
    const before = await position('pp-026');
    const launched = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { body: { code: 'pp-026' }, token });
    const session = new URL(launched.body.data as string, 'http://x').searchParams.get('session') ?? '';
    for (let i = 0; i < 40; i += 1) {
      expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 1 } })).status).toBe(200);
    }
    const after = await position('pp-026');
    expect(after).toBeLessThan(before);
    await t.db.query("UPDATE game_rounds SET created_at = now() - interval '31 days' WHERE game_code = 'pp-026'");
    expect(await position('pp-026')).toBe(before);
  });

  it('Hot marks the most popular games of the catalogue, at most 12, from the data', async () => {
    catalogue().popularity.invalidate();
    const everything = [...(await lookup({ live: false, search: '' })), ...(await lookup({ live: true, search: '' }))];
    const hot = everything.filter((g) => g.badges?.includes('hot'));
    expect(hot.length).toBe(HOT_GAMES);
    const score = await scores();
    const lowestHot = Math.min(...hot.map((g) => score.get(g.gameCode) ?? 0));
    expect(everything.filter((g) => !g.badges?.includes('hot')).every((g) => (score.get(g.gameCode) ?? 0) <= lowestHot)).toBe(true);
    // Raise one game far above: it becomes Hot at the next reading.
    const cold = everything.find((g) => !g.badges?.includes('hot') && !g.isLive)!;
    await t.db.query('UPDATE games SET popularity_baseline = 100000 WHERE code = $1', [cold.gameCode]);
    catalogue().popularity.invalidate();
    expect((await lookup({ live: false, search: cold.name }))[0].badges).toContain('hot');
  });

  it('refuses an unknown sort (400) and changes nothing', async () => {
    const r = await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot', sort: 'price' } });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  it('a sorted name lookup keeps the sort: the site can narrow the sorted list it shows', async () => {
    const all = await lookup({ systemCategory: 'slot', sort: 'name' });
    const found = await lookup({ live: false, search: 'bonanza', sort: 'name' });
    const names = found.map((g) => foldSearchText(g.name));
    expect(names).toEqual([...names].sort());
    expect(codes(all).filter((c) => codes(found).includes(c))).toEqual(codes(found).filter((c) => codes(all).includes(c)));
  });
});

describe('more than one provider at once', () => {
  it('keeps the games of any of the providers asked, in the list order', async () => {
    const all = await lookup({ systemCategory: 'slot' });
    const two = await lookup({ systemCategory: 'slot', providers: [14, 1] });
    expect(two.length).toBeGreaterThan(10);
    expect(codes(two)).toEqual(codes(all.filter((g) => g.providerId === 1 || g.providerId === 14)));
    const sorted = await lookup({ systemCategory: 'slot', providers: [1, 14], sort: 'name' });
    expect(new Set(codes(sorted))).toEqual(new Set(codes(two)));
    expect(await lookup({ systemCategory: 'slot', providers: [999] })).toEqual([]);
    expect(codes(await lookup({ systemCategory: 'slot', providers: [] }))).toEqual(codes(all));
  });

  it.each([
    ['a zero id', [0]],
    ['a text id', ['1']],
    ['a repeated id', [1, 1]],
    ['a fraction', [1.5]],
    ['more than 50', Array.from({ length: 51 }, (_, i) => i + 1)],
    ['not a list', 1],
  ])('refuses %s (400)', async (_name, providers) => {
    const r = await call(t.app, 'POST', '/api/casino/games', { body: { systemCategory: 'slot', providers } });
    expect(r.status).toBe(400);
  });

  it('GET casino/providerlist names the providers of a lobby with their game counts, by name', async () => {
    const r = await call(t.app, 'GET', '/api/casino/providerlist?systemCategory=live');
    const live = r.body.data as CasinoProvider[];
    expect(live.map((p) => p.name)).toEqual(['Evolution', 'Ezugi']);
    const slot = (await call(t.app, 'GET', '/api/casino/providerlist?systemCategory=slot')).body.data as CasinoProvider[];
    const games = await lookup({ systemCategory: 'slot' });
    expect(slot.reduce((sum, p) => sum + p.gameCount, 0)).toBe(games.length);
    expect(slot.find((p) => p.id === 1)?.gameCount).toBe(games.filter((g) => g.providerId === 1).length);
    expect((await call(t.app, 'GET', '/api/casino/providerlist?systemCategory=nothing')).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/casino/providerlist')).status).toBe(400);
  });
});

describe('jackpot games', () => {
  it('a jackpot lookup returns the games linked to it, each badged Jackpot; the feeds count them', async () => {
    const clover = await lookup({ jackpot: 'Clover Chance' });
    const linked = await t.db.query<{ game_code: string }>("SELECT game_code FROM jackpot_games WHERE instance_name = 'Clover Chance'");
    expect(new Set(codes(clover))).toEqual(new Set(linked.map((r) => r.game_code)));
    expect(clover.length).toBeGreaterThan(2);
    expect(clover.every((g) => g.badges?.includes('jackpot'))).toBe(true);
    const feed = (await call(t.app, 'GET', '/api/casino/egtjackpot')).body.data as { instanceName: string; gameCount: number }[];
    expect(feed.find((j) => j.instanceName === 'Clover Chance')?.gameCount).toBe(clover.length);
    const cards = (await call(t.app, 'GET', '/api/casino/jackpotcards')).body.data as { name: string; gameCount: number }[];
    expect(cards.find((c) => c.name === 'Jackpot Cards Offline')?.gameCount).toBe(0);
    expect(await lookup({ jackpot: 'No Such Jackpot' })).toEqual([]);
    // Only linked games are badged: a game with no link has no Jackpot badge.
    const slots = await lookup({ systemCategory: 'slot' });
    const badged = new Set((await t.db.query<{ game_code: string }>('SELECT DISTINCT game_code FROM jackpot_games')).map((r) => r.game_code));
    expect(slots.every((g) => g.badges?.includes('jackpot') === badged.has(g.gameCode))).toBe(true);
  });
});

describe('recently played', () => {
  const launch = (code: string, auth: string) => call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { body: { code }, token: auth });

  it("lists the player's launched games newest first, each once; another player's stay his", async () => {
    const me = (await register()).token;
    expect((await call(t.app, 'GET', '/api/casino/recentgames', { token: me })).body.data).toEqual([]);
    for (const code of ['pp-001', 'pp-003', 'pp-001', 'pp-004']) expect((await launch(code, me)).status).toBe(200);
    expect((await launch('pp-005', otherToken)).status).toBe(200);
    const mine = (await call(t.app, 'GET', '/api/casino/recentgames', { token: me })).body.data as CasinoGame[];
    expect(codes(mine)).toEqual(['pp-004', 'pp-001', 'pp-003']);
    expect(mine[1]).toMatchObject({ name: 'Sweet Bonanza', providerName: 'Pragmatic Play', isFavorite: false });
    const theirs = (await call(t.app, 'GET', '/api/casino/recentgames', { token: otherToken })).body.data as CasinoGame[];
    expect(codes(theirs)).not.toContain('pp-004');
    expect(codes(theirs)[0]).toBe('pp-005');
  });

  it('holds at most 12 games and needs a session (401)', async () => {
    const me = (await register()).token;
    for (let i = 1; i <= 14; i += 1) await launch(`pp-${String(i).padStart(3, '0')}`, me);
    const mine = (await call(t.app, 'GET', '/api/casino/recentgames', { token: me })).body.data as CasinoGame[];
    expect(codes(mine)).toEqual(Array.from({ length: 12 }, (_, i) => `pp-${String(14 - i).padStart(3, '0')}`));
    expect((await call(t.app, 'GET', '/api/casino/recentgames')).status).toBe(401);
  });
});
