import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { moneyEvents, moneyUsed } from './usage';

/** What the loss and wager limits count (docs/protection-enforcement.md "Limits: windows, usage and changes"), read from the ledger. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** A ledger row of `kind` and signed amount, `agoMs` before now, from the cash or the bonus balance. */
const book = (playerId: number, kind: string, amountKurus: number, agoMs: number, balanceKind: 'cash' | 'bonus' = 'cash') =>
  t.db.query(
    "INSERT INTO ledger (player_id, kind, amount_kurus, balance_after_kurus, reference, created_at, balance_kind) VALUES ($1, $2, $3, 0, 'round:usage', now() - ($4::bigint * interval '1 millisecond'), $5)",
    [playerId, kind, amountKurus, agoMs, balanceKind],
  );

describe('usage of the loss and wager limits', () => {
  it('a wager counts every stake, cash and bonus part, less rolled-back stakes; wins and deposits never give it back', async () => {
    const p = await registerPlayer(t.app);
    await book(p.id, 'deposit', 50_000, HOUR);
    await book(p.id, 'bet', -1_000, HOUR);
    await book(p.id, 'bet', -400, HOUR, 'bonus');
    await book(p.id, 'win', 3_000, HOUR);
    await book(p.id, 'bet', -500, HOUR / 2);
    await book(p.id, 'rollback', 500, HOUR / 4);
    // Outside the day's window: counts for the week only.
    await book(p.id, 'bet', -2_000, 30 * HOUR);
    const scope = { q: t.db, playerId: p.id, now: new Date(), realNowMs: Date.now() };
    expect(await moneyUsed(scope, 'wager', 'day')).toBe(1_400);
    expect(await moneyUsed(scope, 'wager', 'week')).toBe(3_400);
    // The same rows as a loss: the win outweighs the day's stakes (floor 0).
    expect(await moneyUsed(scope, 'loss', 'day')).toBe(0);
    expect((await moneyEvents(scope, 'wager', 'day')).map((e) => e.amount)).toEqual([1_000, 400, 500, -500]);
  });
});
