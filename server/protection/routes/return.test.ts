import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endHolds, registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { withdraw } from '@server/test/money-helpers';
import { loadProtectionProfile } from '@server/protection/profile';
import { DATE_TIME, DAY, HOUR, advance, deposit, login } from './protection-test-support';

/** Return from a self-exclusion needs ask + cooling-off + confirm; withdraw-only access. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exclude = (token: string, period: string) =>
  call(t.app, 'POST', '/api/protection/exclude', { token, body: { kind: 'selfExclusion', period }, locale: 'en' });
const step = (p: TestPlayer, s: 'request' | 'confirm', app = t.app) =>
  call(app, 'POST', '/api/auth/exclusionreturn', { body: { username: p.username, password: p.password, step: s }, locale: 'en' });
const SIX_MONTHS = 185 * DAY;

describe('return from a self-exclusion', () => {
  it('after the end, login is refused until the player asks, waits 24 h and confirms', async () => {
    const p = await registerPlayer(t.app);
    expect((await exclude(p.token, '6m')).status).toBe(200);
    await advance(t.app, p.username, SIX_MONTHS);
    const refused = await login(t.app, p.username, p.password);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`^Your self-exclusion ended on ${DATE_TIME.source}\\. To play again, ask to return`));
    expect(refused.body.data).toEqual({ exclusion: { withdrawOnly: true, returnStep: 'ask', returnEffectiveAt: null } });
    // Confirming before asking is refused with the same sentence.
    expect((await step(p, 'confirm')).body.message).toMatch(/^Your self-exclusion ended on/);
    const asked = await step(p, 'request');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ step: 'coolingOff' });
    const effectiveAt = Date.parse((asked.body.data as { effectiveAt: string }).effectiveAt);
    expect(effectiveAt - Date.now()).toBeGreaterThan(DAY - 60_000);
    // Asking again never restarts (or shortens) the cooling-off.
    expect((await step(p, 'request')).body.data).toEqual(asked.body.data);
    const waiting = await login(t.app, p.username, p.password);
    expect(waiting.body.message).toMatch(new RegExp(`^You have asked to return\\. You can confirm your return from ${DATE_TIME.source} \\(\\d+ h( \\d+ min)? left\\)\\.$`));
    expect((await step(p, 'confirm')).status).toBe(400);
    await advance(t.app, p.username, DAY - HOUR);
    expect((await step(p, 'confirm')).status).toBe(400);
    await advance(t.app, p.username, HOUR + 1000);
    expect((await login(t.app, p.username, p.password)).body.data).toMatchObject({ exclusion: { returnStep: 'confirm' } });
    const done = await step(p, 'confirm');
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ step: null, effectiveAt: null });
    const back = await login(t.app, p.username, p.password);
    expect(back.status).toBe(200);
    expect((back.body.data as { withdrawOnly?: boolean }).withdrawOnly).toBeUndefined();
    expect((await deposit(t.app, (back.body.data as { token: string }).token, 50)).status).toBe(200);
  });

  it('wrong password tells nothing; a permanent or running exclusion has no return; time-outs need none', async () => {
    const p = await registerPlayer(t.app);
    await exclude(p.token, 'permanent');
    expect((await step({ ...p, password: 'Wrong12345' }, 'request')).body.message).toBe('Username or password is incorrect.');
    expect((await step(p, 'request')).body.message).toMatch(/^You have excluded yourself permanently/);
    const q = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/protection/exclude', { token: q.token, body: { kind: 'timeout', period: '24h' } });
    await advance(t.app, q.username, DAY + 1000);
    expect((await login(t.app, q.username, q.password)).status).toBe(200);
    expect((await step(q, 'request')).body.message).toBe('There is no ended self-exclusion to return from.');
  });

  it('a market with returnCoolingOffHours null returns access at the end (switch per market)', async () => {
    const profile = loadProtectionProfile();
    const other = await createTestApp({ compliance: { ...profile, selfExclusion: { ...profile.selfExclusion, returnCoolingOffHours: null } } });
    try {
      const p = await registerPlayer(other.app);
      await call(other.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'selfExclusion', period: '6m' } });
      await advance(other.app, p.username, SIX_MONTHS);
      expect((await login(other.app, p.username, p.password)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('withdraw-only access of a self-excluded player', () => {
  it('logs in withdraw-only: balance, withdrawal and history work; play, deposits, bonuses and notifications do not', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 30_000, 'test');
    // A withdrawal pending before the exclusion continues (the operator can still pay it out).
    const before = await withdraw(t.app, p.token, 100);
    expect(before.status).toBe(200);
    await exclude(p.token, '1y');
    const [pending] = await t.db.query<{ id: number; record_status: number }>(
      'SELECT id, record_status FROM payment_requests WHERE player_id = $1 AND transaction_type = 2',
      [p.id],
    );
    expect(pending.record_status).toBe(2);
    // A first withdrawal goes to a payout account never used: its cooling hold ends before the operator pays it.
    await endHolds(t.app, p.id);
    const approved = await call(t.app, 'POST', `/api/operator/withdrawals/${pending.id}/approve`, { operator: 'ayse.ops' });
    expect(approved.status).toBe(200);

    const refused = await login(t.app, p.username, p.password);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ exclusion: { withdrawOnly: true, returnStep: null, returnEffectiveAt: null } });
    const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password, withdrawOnly: true }, locale: 'en' });
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^Withdraw-only access/);
    const session = r.body.data as { token: string; withdrawOnly: boolean; balance: number };
    expect(session.withdrawOnly).toBe(true);
    expect(session.balance).toBe(200);
    const token = session.token;
    expect((await call(t.app, 'GET', '/api/user/balance', { token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/customer/financialhistory', { token, body: {} })).status).not.toBe(403);
    const out = await withdraw(t.app, token, 200);
    expect(out.status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/payment/deposit', { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: 50 } }],
      ['POST', '/api/customer/bonuses', {}],
      ['POST', '/api/casino/pragmaticlaunchurl', { code: 'pp-001' }],
      ['POST', '/api/customer/notification', {}],
      ['POST', '/api/protection/setlimit', { type: 'deposit', period: 'day', value: 10 }],
    ] as const) {
      const refusedCall = await call(t.app, method, url, { token, body, locale: 'en' });
      expect(refusedCall.status, url).toBe(403);
      expect(refusedCall.body.message).toBe('During your self-exclusion only your balance, withdrawals and history are available.');
    }
  });

  it('no withdraw-only access during a time-out, or where the market switches it off', async () => {
    const p = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '7d' } });
    const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password, withdrawOnly: true } });
    expect(r.status).toBe(400);
    expect(r.body.data).toBeNull();
    const profile = loadProtectionProfile();
    const other = await createTestApp({ compliance: { ...profile, selfExclusion: { ...profile.selfExclusion, withdrawOnly: false } } });
    try {
      const q = await registerPlayer(other.app);
      await call(other.app, 'POST', '/api/protection/exclude', { token: q.token, body: { kind: 'selfExclusion', period: '6m' } });
      const off = await call(other.app, 'POST', '/api/auth/login', { body: { username: q.username, password: q.password, withdrawOnly: true } });
      expect(off.status).toBe(400);
      expect(off.body.data).toEqual({ exclusion: { withdrawOnly: false, returnStep: null, returnEffectiveAt: null } });
    } finally {
      await other.close();
    }
  });
});
