import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANOUT_CHANNEL } from '@server/hub/fanout';
import { READ_MODEL_CHANNEL } from './read-models';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { heard } from '@server/test/heard';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * docs/read-models.md: sessions, balances and favourites are served from memory, and every way
 * they change — this process's own calls and any other writer's SQL, announced by the triggers of migration 160 and
 * 095 — is seen at once (own calls) or as soon as its notification is heard (anything else). On PGlite here; `npm test` runs it on PostgreSQL too.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balance = (token: string) => call(t.app, 'GET', '/api/user/balance', { token });

/** Every change announced so far on the read models' and the hub's channels was heard (server/test/heard.ts). */
const heardAll = () => heard(t.db, [READ_MODEL_CHANNEL, FANOUT_CHANNEL]);

/** `check` holds once the changes announced so far were heard. */
async function seenOnceHeard(check: () => Promise<boolean>): Promise<void> {
  await heardAll();
  expect(await check()).toBe(true);
}

async function login(player: TestPlayer): Promise<string> {
  const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: player.username, password: player.password } });
  return (r.body.data as { token: string }).token;
}

describe('the session read model', () => {
  it('answers a known token from memory and an unknown one from the database, never keeping it', async () => {
    const player = await registerPlayer(t.app);
    expect((await balance(player.token)).status).toBe(200);
    const before = t.app.sessions.cache.stats();
    for (let i = 0; i < 5; i++) expect((await balance(player.token)).status).toBe(200);
    const after = t.app.sessions.cache.stats();
    expect(after.hits - before.hits).toBe(5);
    expect(after.misses).toBe(before.misses);
    for (let i = 0; i < 5; i++) expect((await balance(`made-up-token-${i}`)).status).toBe(401);
    expect(t.app.sessions.cache.stats().size).toBe(after.size);
  });

  it('logout, password change and exclusion end a cached session at once', async () => {
    const player = await registerPlayer(t.app);
    const second = await login(player);
    const third = await login(player);
    for (const token of [player.token, second, third]) expect((await balance(token)).status).toBe(200);

    expect((await call(t.app, 'GET', '/api/auth/logout', { token: third })).status).toBe(200);
    expect((await balance(third)).status).toBe(401);

    const changed = await call(t.app, 'POST', '/api/customer/changepassword', {
      token: player.token,
      body: { oldPassword: player.password, password: 'brandNew77', confirmPassword: 'brandNew77' },
    });
    expect(changed.status).toBe(200);
    expect((await balance(second)).status).toBe(401);
    expect((await balance(player.token)).status).toBe(200);

    const excluded = await call(t.app, 'POST', '/api/protection/exclude', {
      token: player.token,
      locale: 'en',
      body: { kind: 'timeout', period: '24h' },
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    expect((await balance(player.token)).status).toBe(401);
  });

  it('sees a change made by another writer (plain SQL) once announced: a player blocked, a session ended, one deleted', async () => {
    const blocked = await registerPlayer(t.app);
    const ended = await registerPlayer(t.app);
    const deleted = await registerPlayer(t.app);
    for (const p of [blocked, ended, deleted]) expect((await balance(p.token)).status).toBe(200);
    await t.db.query("UPDATE players SET status = 'blocked' WHERE id = $1", [blocked.id]);
    await t.db.query('UPDATE sessions SET ended_at = now() WHERE player_id = $1', [ended.id]);
    await t.db.query('DELETE FROM sessions WHERE player_id = $1', [deleted.id]);
    for (const p of [blocked, ended, deleted]) await seenOnceHeard(async () => (await balance(p.token)).status === 401);
  });

  it('ends a cached session whose last use another writer moved back past the idle timeout', async () => {
    const player = await registerPlayer(t.app);
    expect((await balance(player.token)).status).toBe(200);
    // last_seen moved back is announced (migration 160); moved forward (the 30 s touch) is not.
    await t.db.query("UPDATE sessions SET last_seen = now() - interval '25 hours' WHERE player_id = $1", [player.id]);
    await seenOnceHeard(async () => (await balance(player.token)).status === 401);
    const [row] = await t.db.query<{ ended: boolean }>('SELECT ended_at IS NOT NULL AS ended FROM sessions WHERE player_id = $1', [player.id]);
    expect(row.ended).toBe(true);
  });
});

describe('the balance read model', () => {
  it('shows this process\'s own wallet change on the next poll, and another writer\'s once announced', async () => {
    const player = await registerPlayer(t.app);
    const lira = async () => ((await balance(player.token)).body.data as { balance: number }).balance;
    expect(await lira()).toBe(0);
    expect(await lira()).toBe(0);
    await t.app.wallet.credit(player.id, 'deposit', 12_345);
    expect(await lira()).toBe(123.45);
    await t.db.query('UPDATE wallets SET cash_kurus = cash_kurus + 100, balance_kurus = balance_kurus + 100 WHERE player_id = $1', [player.id]);
    await seenOnceHeard(async () => (await lira()) === 124.45);
    const stats = t.app.wallet.balanceStats();
    expect(stats.hits).toBeGreaterThan(0);
    expect(stats.size).toBeGreaterThan(0);
  });
});

describe('the favourites read model', () => {
  it('shows a favourite added by another writer once announced', async () => {
    const player = await registerPlayer(t.app);
    const lobby = async () => (await call(t.app, 'POST', '/api/casino/games', { token: player.token, body: { systemCategory: 'slot' } })).body.data as { gameCode: string; isFavorite: boolean }[];
    const [first] = await lobby();
    expect(first.isFavorite).toBe(false);
    await t.db.query('INSERT INTO game_favorites (player_id, game_code) VALUES ($1, $2)', [player.id, first.gameCode]);
    await seenOnceHeard(async () => (await lobby())[0].isFavorite);
  });
});
