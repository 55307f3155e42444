import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { firstSelection, launchSlot, moneyState, withdraw } from '@server/test/money-helpers';
import { buildApp } from '@server/app';
import { openPostgresDb } from '@server/db/pg-db';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { call, createTestApp } from '@server/test/test-app';
import type { EnvelopeReply, TestApp } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';

/**
 * Under any number of parallel requests the balance never goes below zero and ledger and balance
 * agree. Withdrawals, demo slot spins and sportsbook bets race for one wallet through the real HTTP routes.
 * On PGlite statements are serialised; the PostgreSQL run (TEST_DATABASE_URL) is the one with real races.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
});
afterAll(() => t.close());

const PER_KIND = 60;

describe(`parallel money movements on one wallet (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it(`${PER_KIND} withdrawals + ${PER_KIND} slot spins + ${PER_KIND} sportsbook bets never overdraw; ledger == balance`, async () => {
    const player = await registerPlayer(t.app);
    const session = (await call(t.app, 'POST', '/api/auth/login', { body: { username: player.username, password: player.password } })).body
      .data as { token: string; betsyToken: string; betsyCid: string };
    const start = 200_000; // ₺2.000 against ₺6.000 + ₺600 + ₺600 of demand
    await t.app.wallet.credit(player.id, 'deposit', start, 'test');
    const gameSession = await launchSlot(t.app, session.token);
    const selection = await firstSelection(t.app, 'fcg');

    const jobs: Promise<{ kind: 'withdraw' | 'spin' | 'bet'; reply: EnvelopeReply }>[] = [];
    for (let i = 0; i < PER_KIND; i++) {
      jobs.push(withdraw(t.app, session.token, 100).then((reply) => ({ kind: 'withdraw' as const, reply })));
      jobs.push(
        call(t.app, 'POST', '/demo/games/api/spin', { body: { session: gameSession, stake: 10 }, locale: 'en' }).then((reply) => ({ kind: 'spin' as const, reply })),
      );
      jobs.push(
        call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', {
          locale: 'en',
          body: { token: session.betsyToken, cid: session.betsyCid, selectionId: selection.id, stake: 10, odds: selection.odds },
        }).then((reply) => ({ kind: 'bet' as const, reply })),
      );
    }
    const results = await Promise.all(jobs);

    // Every reply is a success or a clean business refusal: no 500, no lost request.
    const unexpected = results.filter(({ reply }) => reply.status !== 200 && !(reply.status === 400 && /balance|bakiye/i.test(reply.body.message)));
    expect(unexpected.map(({ kind, reply }) => `${kind} ${reply.status} ${reply.body.message}`)).toEqual([]);

    const accepted = (kind: string) => results.filter((r) => r.kind === kind && r.reply.status === 200);
    const spins = accepted('spin').map((r) => r.reply.body.data as { stake: number; win: number });
    const expectedKurus =
      start -
      accepted('withdraw').length * 10_000 -
      accepted('bet').length * 1_000 -
      spins.reduce((sum, s) => sum + Math.round(s.stake * 100) - Math.round(s.win * 100), 0);

    const state = await moneyState(t.db, player.id);
    expect(state.balance).toBe(expectedKurus);
    expect(state.ledger).toBe(state.balance);
    expect(state.lowest).toBeGreaterThanOrEqual(0);
    expect(state.balance).toBeGreaterThanOrEqual(0);
    // The wallet ran dry: demand exceeded it, so some of each money-taking kind were refused.
    expect(accepted('withdraw').length).toBeLessThan(PER_KIND);
    expect(accepted('withdraw').length + accepted('bet').length + spins.length).toBeGreaterThan(10);

    // Each accepted movement left exactly its record: pending requests, open bets, game rounds.
    const [records] = await t.db.query<{ requests: number; bets: number; rounds: number }>(
      `SELECT (SELECT COUNT(*)::bigint FROM payment_requests WHERE player_id = $1) AS requests,
              (SELECT COUNT(*)::bigint FROM sport_bets WHERE player_id = $1) AS bets,
              (SELECT COUNT(*)::bigint FROM game_rounds WHERE player_id = $1) AS rounds`,
      [player.id],
    );
    expect(records).toEqual({ requests: accepted('withdraw').length, bets: accepted('bet').length, rounds: spins.length });
  }, 120_000);
});

/** Like two server processes: two apps with their own connection pools on one PostgreSQL database. */
describe.skipIf(!TEST_DATABASE_URL)('parallel withdrawals and bets through two server instances on PostgreSQL', () => {
  it('never overdraw the shared wallet; ledger == balance', async () => {
    const pg = await createPostgresTestDb();
    const secondDb = await openPostgresDb(pg.url);
    const a = await buildApp({ db: pg.db, mode: 'test' });
    const b = await buildApp({ db: secondDb, mode: 'test' });
    try {
      const player = await registerPlayer(a);
      const session = (await call(a, 'POST', '/api/auth/login', { body: { username: player.username, password: player.password } })).body
        .data as { token: string; betsyToken: string; betsyCid: string };
      await a.wallet.credit(player.id, 'deposit', 100_000, 'test');
      const selection = await firstSelection(a, 'fcg');
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const app = i % 2 === 0 ? a : b;
          return i % 4 < 2
            ? withdraw(app, session.token, 100)
            : call(app, 'POST', '/demo/sportsbook/fcg/api/bet', {
                body: { token: session.betsyToken, cid: session.betsyCid, selectionId: selection.id, stake: 100, odds: selection.odds },
                locale: 'en',
              });
        }),
      );
      const refused = replies.filter((r) => r.status !== 200);
      expect(refused.filter((r) => r.status !== 400 || !/balance/i.test(r.body.message)).map((r) => r.body.message)).toEqual([]);
      // ₺1.000 covers exactly 10 movements of ₺100 (the smallest withdrawal), whichever instance or kind wins each race.
      expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
      const state = await moneyState(pg.db, player.id);
      expect(state).toMatchObject({ balance: 0, ledger: 0 });
      expect(state.lowest).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await secondDb.close();
      await pg.dispose();
    }
  }, 120_000);
});
