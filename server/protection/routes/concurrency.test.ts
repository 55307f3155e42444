import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { TEST_DATABASE_URL } from '@server/test/postgres';
import { firstSelection, launchSlot, moneyState } from '@server/test/money-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { deposit, login, setLimit } from './protection-test-support';
import { withoutGameCycle } from '@server/test/protection-profiles';

/**
 * The limits cannot be bypassed through the API by parallel requests. Every check runs under the
 * player's protection row lock in the transaction that writes (server/protection/store.ts lockProtection). On PGlite
 * statements are serialised anyway; the PostgreSQL run (`bash scripts/with-postgres.sh npx vitest run
 * server/protection`) is the one with real races, and fails without that lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
});
afterAll(() => t.close());

describe(`parallel requests against a limit (${TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('20 parallel deposits against a deposit limit accept exactly as many as fit', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'day', 500);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deposit(t.app, p.token, 50)));
    const accepted = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 400);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(r.body.message).toMatch(/^This deposit would go over your daily deposit limit of ₺500\.00\./);
    const [{ count, total }] = await t.db.query<{ count: number; total: number }>(
      'SELECT count(*)::int AS count, COALESCE(SUM(amount_kurus), 0)::bigint AS total FROM payment_requests WHERE player_id = $1',
      [p.id],
    );
    expect({ count, total }).toEqual({ count: 10, total: 50_000 });
  }, 60_000);

  it('parallel spins and sportsbook bets never push the loss over a loss limit', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 200_000, 'test');
    await setLimit(t.app, p.token, 'loss', 'day', 50);
    const game = await launchSlot(t.app, p.token);
    const selection = await firstSelection(t.app, 'fcg');
    const session = (await login(t.app, p.username, p.password)).body.data as { betsyToken: string; betsyCid: string };
    // One batch of ₺200 of stakes is far above the ₺50 limit, but a big random slot win can pay back enough that no
    // stake needs refusing; the RTP is below 100 %, so a further batch (at most 5) soon makes the limit bind.
    const replies: Awaited<ReturnType<typeof call>>[] = [];
    for (let batch = 0; batch < 5 && !replies.some((r) => r.status === 400); batch++) {
      const jobs = [];
      for (let i = 0; i < 20; i++) {
        jobs.push(call(t.app, 'POST', '/demo/games/api/spin', { body: { session: game, stake: 5 }, locale: 'en' }));
        jobs.push(
          call(t.app, 'POST', '/demo/sportsbook/fcg/api/bet', {
            locale: 'en',
            body: {
              token: session.betsyToken,
              cid: session.betsyCid,
              selectionId: selection.id,
              stake: 5,
              odds: selection.odds,
            },
          }),
        );
      }
      replies.push(...(await Promise.all(jobs)));
    }
    const unexpected = replies.filter(
      (r) => r.status !== 200 && !(r.status === 400 && /loss limit/.test(r.body.message)),
    );
    expect(unexpected.map((r) => `${r.status} ${r.body.message}`)).toEqual([]);
    const [{ loss }] = await t.db.query<{ loss: number }>(
      "SELECT COALESCE(SUM(-amount_kurus), 0)::bigint AS loss FROM ledger WHERE player_id = $1 AND kind IN ('bet', 'win')",
      [p.id],
    );
    expect(loss).toBeLessThanOrEqual(5_000);
    // Refusals really happened, so the limit really bound.
    expect(replies.filter((r) => r.status === 400).length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(10);
    const state = await moneyState(t.db, p.id);
    expect(state.ledger).toBe(state.balance);
  }, 60_000);
});
