import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { hub88Bodies, hub88Player, Hub88TestClient } from '@server/test/hub88-helpers';
import { advance, setLimit } from '@server/protection/routes/protection-test-support';

/**
 * Player protection holds for provider-initiated bets (docs/providers.md "Player protection"): the same guard as the demo
 * slot's spins refuses the bet with the protocol's status, nothing moves, the round's later win is still paid, and the
 * reason is kept for the operator (provider_requests.reason). The committed profile: reality check enforced.
 */
let t: TestApp;
let hub: Hub88TestClient;

beforeAll(async () => {
  t = await createTestApp();
  hub = new Hub88TestClient(t.app);
});
afterAll(() => t.close());

const units = (kurus: number) => kurus * 1000;
const balanceOf = async (playerId: number) => Number((await t.db.query<{ b: number }>('SELECT balance_kurus::int8 AS b FROM wallets WHERE player_id = $1', [playerId]))[0].b);
const reasonOf = async (requestId: string) =>
  (await t.db.query<{ status: string; reason: string | null }>("SELECT status, reason FROM provider_requests WHERE provider = 'hub88' AND request_id = $1", [requestId]))[0];

describe('provider bets under player protection', () => {
  it('a time-out refuses the bet with RS_ERROR_USER_DISABLED, nothing moves, the open round\'s win is still paid', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const open = b.bet(units(100));
    expect((await hub.send('transaction/bet', open)).reply.status).toBe('RS_OK');
    expect((await call(t.app, 'POST', '/api/protection/exclude', { token: p.bearer, body: { kind: 'timeout', period: '24h' } })).status).toBe(200);
    const refused = b.bet(units(100));
    expect((await hub.send('transaction/bet', refused)).reply).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: units(9_900) });
    expect(await reasonOf(refused.request_uuid)).toEqual({ status: 'RS_ERROR_USER_DISABLED', reason: 'protection.endedExclusion' });
    expect((await hub.send('transaction/win', b.win(open, units(300)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_200) });
    expect(await balanceOf(p.id)).toBe(10_200);
  });

  it('a loss limit refuses a bet that could pass it with RS_ERROR_BET_LIMIT_EXCEEDED', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    await setLimit(t.app, p.bearer, 'loss', 'day', 5);
    const b = hub88Bodies(p);
    expect((await hub.send('transaction/bet', b.bet(units(400)))).reply.status).toBe('RS_OK');
    const over = b.bet(units(200));
    expect((await hub.send('transaction/bet', over)).reply).toMatchObject({ status: 'RS_ERROR_BET_LIMIT_EXCEEDED', balance: units(9_600) });
    expect(await reasonOf(over.request_uuid)).toEqual({ status: 'RS_ERROR_BET_LIMIT_EXCEEDED', reason: 'protection.lossOver' });
    expect(await balanceOf(p.id)).toBe(9_600);
  });

  it('a wager limit refuses a bet that would take the stakes over it with RS_ERROR_BET_LIMIT_EXCEEDED, whatever was won', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    await setLimit(t.app, p.bearer, 'wager', 'day', 5);
    const b = hub88Bodies(p);
    const first = b.bet(units(400));
    expect((await hub.send('transaction/bet', first)).reply.status).toBe('RS_OK');
    expect((await hub.send('transaction/win', b.win(first, units(1_000)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_600) });
    const over = b.bet(units(200));
    expect((await hub.send('transaction/bet', over)).reply).toMatchObject({ status: 'RS_ERROR_BET_LIMIT_EXCEEDED', balance: units(10_600) });
    expect(await reasonOf(over.request_uuid)).toEqual({ status: 'RS_ERROR_BET_LIMIT_EXCEEDED', reason: 'protection.wagerOver' });
    expect(await balanceOf(p.id)).toBe(10_600);
    expect((await hub.send('transaction/bet', b.bet(units(100)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_500) });
    const record = await call(t.app, 'GET', `/api/operator/protection/${p.username}`, { operator: 'compliance', role: 'risk' });
    const data = record.body.data as { providerRefusals: unknown[]; limits: { type: string; period: string; value: number | null }[] };
    expect(data.providerRefusals).toEqual([
      { at: expect.any(String) as string, provider: 'hub88', status: 'RS_ERROR_BET_LIMIT_EXCEEDED', reason: 'protection.wagerOver' },
    ]);
    expect(data.limits).toContainEqual(expect.objectContaining({ type: 'wager', period: 'day', value: 5 }));
  });

  it('a due reality check refuses the bet (RS_ERROR_USER_DISABLED) until acknowledged', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    await call(t.app, 'POST', '/api/protection/realitycheck', { token: p.bearer, body: { intervalMinutes: 15 } });
    await advance(t.app, p.username, 16 * 60_000);
    const b = hub88Bodies(p);
    const due = b.bet(units(100));
    expect((await hub.send('transaction/bet', due)).reply.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await reasonOf(due.request_uuid)).toEqual({ status: 'RS_ERROR_USER_DISABLED', reason: 'protection.realityCheckDue' });
    await call(t.app, 'POST', '/api/protection/realitycheckack', { token: p.bearer, body: { action: 'continue' } });
    expect((await hub.send('transaction/bet', b.bet(units(100)))).reply).toMatchObject({ status: 'RS_OK', balance: units(9_900) });
  });

  it('a used-up session limit refuses the bet (RS_ERROR_USER_DISABLED)', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    await setLimit(t.app, p.bearer, 'session', 'day', 10);
    await advance(t.app, p.username, 11 * 60_000);
    const late = hub88Bodies(p).bet(units(100));
    expect((await hub.send('transaction/bet', late)).reply.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await reasonOf(late.request_uuid)).reason).toMatch(/^protection\./);
    expect(await balanceOf(p.id)).toBe(10_000);
  });

  it('a blocked account\'s bet is RS_ERROR_USER_DISABLED, nothing moves, its open round\'s win and rollback are still paid', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    const b = hub88Bodies(p);
    const open = b.bet(units(100));
    const undone = b.bet(units(200));
    await hub.send('transaction/bet', open);
    await hub.send('transaction/bet', undone);
    for (const status of ['blocked', 'closed']) {
      await t.db.query('UPDATE players SET status = $2 WHERE id = $1', [p.id, status]);
      const refused = b.bet(units(100));
      expect((await hub.send('transaction/bet', refused)).reply, status).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: units(9_700) });
      expect(await reasonOf(refused.request_uuid)).toEqual({ status: 'RS_ERROR_USER_DISABLED', reason: 'auth.accountBlocked' });
    }
    expect((await hub.send('transaction/win', b.win(open, units(300)))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_000) });
    expect((await hub.send('transaction/rollback', b.rollback(undone))).reply).toMatchObject({ status: 'RS_OK', balance: units(10_200) });
    expect(await balanceOf(p.id)).toBe(10_200);
  });

  it('the operator\'s protection record lists the refused provider bets with status and reason', async () => {
    const p = await hub88Player(t.app, t.db, 10_000);
    await call(t.app, 'POST', '/api/protection/exclude', { token: p.bearer, body: { kind: 'timeout', period: '24h' } });
    await hub.send('transaction/bet', hub88Bodies(p).bet(units(100)));
    const record = await call(t.app, 'GET', `/api/operator/protection/${p.username}`, { operator: 'compliance', role: 'risk' });
    expect(record.status).toBe(200);
    expect((record.body.data as { providerRefusals: unknown[] }).providerRefusals).toEqual([
      { at: expect.any(String) as string, provider: 'hub88', status: 'RS_ERROR_USER_DISABLED', reason: 'protection.endedExclusion' },
    ]);
  });
});
