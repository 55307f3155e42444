import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectionStatus } from '@contracts/types/protection/status';
import type { SetLimitData } from '@contracts/types/protection/set-limit';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** protection/status and protection/setlimit through HTTP . */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (token: string) =>
  (await call(t.app, 'GET', '/api/protection/status', { token })).body.data as ProtectionStatus;
const setLimit = (token: string, body: unknown, locale: 'tr' | 'en' = 'en') =>
  call(t.app, 'POST', '/api/protection/setlimit', { token, body, locale });

describe('protection/status', () => {
  it('lists one row per enabled type x period with the profile and the reality check', async () => {
    const player = await registerPlayer(t.app);
    const data = await status(player.token);
    expect(data.profile.limits.types).toEqual(['deposit', 'loss', 'wager', 'session']);
    expect(data.limits).toHaveLength(12);
    expect(data.limits[0]).toEqual({
      type: 'deposit',
      period: 'day',
      value: null,
      used: 0,
      remaining: null,
      pending: null,
    });
    expect(data.realityCheck).toMatchObject({ intervalMinutes: null, nextDueAt: null });
    expect(Math.abs(Date.parse(data.serverTime) - Date.now())).toBeLessThan(5_000);
    expect(data.warnings).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/protection/status')).status).toBe(401);
  });
});

describe('protection/setlimit', () => {
  it('applies a first limit and a decrease at once; an increase waits for the cooling-off', async () => {
    const player = await registerPlayer(t.app);
    const first = await setLimit(player.token, { type: 'deposit', period: 'day', value: 500 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'deposit',
      period: 'day',
      value: 500,
      used: 0,
      remaining: 500,
      pending: null,
      applied: true,
    });
    const lower = (await setLimit(player.token, { type: 'deposit', period: 'day', value: 300 })).body
      .data as SetLimitData;
    expect(lower).toMatchObject({ value: 300, applied: true });
    const higher = await setLimit(player.token, { type: 'deposit', period: 'day', value: 800 });
    const data = higher.body.data as SetLimitData;
    expect(data).toMatchObject({ value: 300, applied: false, pending: { value: 800 } });
    const wait = Date.parse(data.pending?.effectiveAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(24 * 3_600_000 - 10_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    expect(higher.body.message).toMatch(
      /^Your new daily deposit limit can be confirmed after the cooling-off period, from \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/,
    );
    const row = (await status(player.token)).limits.find((l) => l.type === 'deposit' && l.period === 'day');
    expect(row).toMatchObject({ value: 300, pending: { value: 800 } });
  });

  it('keeps a wager limit in lira: a decrease applies at once, a raise waits the cooling-off like the other money limits', async () => {
    const player = await registerPlayer(t.app);
    const first = await setLimit(player.token, { type: 'wager', period: 'week', value: 1_000 }, 'tr');
    expect(first.body).toMatchObject({ message: 'Haftalık bahis limitiniz güncellendi.', data: { type: 'wager', value: 1_000, used: 0, remaining: 1_000, applied: true } });
    expect((await setLimit(player.token, { type: 'wager', period: 'week', value: 250.5 })).body.data).toMatchObject({ value: 250.5, applied: true });
    const higher = await setLimit(player.token, { type: 'wager', period: 'week', value: 2_000 });
    expect(higher.body.data).toMatchObject({ value: 250.5, applied: false, pending: { value: 2_000 } });
    expect(higher.body.message).toMatch(/^Your new weekly wager limit can be confirmed after the cooling-off period, from /);
    const money = await setLimit(player.token, { type: 'wager', period: 'week', value: 1.234 });
    expect(money.status).toBe(400);
  });

  it('answers in Turkish with the sentence capitalised', async () => {
    const player = await registerPlayer(t.app);
    const r = await setLimit(player.token, { type: 'loss', period: 'week', value: 100 }, 'tr');
    expect(r.body.message).toBe('Haftalık kayıp limitiniz güncellendi.');
  });

  it('keeps session limits in whole minutes within the period and names the field', async () => {
    const player = await registerPlayer(t.app);
    const bad = await setLimit(player.token, { type: 'session', period: 'day', value: 1441 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter a limit of whole minutes between 1 and 1440.');
    const good = await setLimit(player.token, { type: 'session', period: 'day', value: 90 });
    expect(good.body.data).toMatchObject({ type: 'session', value: 90, applied: true });
  });

  it('refuses a bad body with 400 naming the field, in tr too', async () => {
    const player = await registerPlayer(t.app);
    const r = await setLimit(player.token, { type: 'deposit', period: 'year', value: 5 });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^(Period|Süre) /);
    const money = await setLimit(player.token, { type: 'loss', period: 'week', value: 1.234 }, 'tr');
    expect(money.status).toBe(400);
    expect(money.body.message).toBe('En fazla iki ondalıklı bir TL limit tutarı girin.');
  });

  it("changes only the caller's own limits", async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    await setLimit(a.token, { type: 'loss', period: 'week', value: 100 });
    const rowOfB = (await status(b.token)).limits.find((l) => l.type === 'loss' && l.period === 'week');
    expect(rowOfB?.value).toBeNull();
  });
});
