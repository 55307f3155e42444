import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';
import type { ProtectionProfile } from '@server/protection/profile';
import { DAY, advance, deposit, setLimit, status } from './protection-test-support';

/**
 * A limit the player set keeps binding when the market's profile stops offering its type (or
 * period); it is still shown and can only be removed through the cooling-off.
 */
let first: TestApp;
let later: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  const profile = loadProtectionProfile();
  const narrowed: ProtectionProfile = { ...profile, limits: { ...profile.limits, types: ['loss'], periods: ['week'] } };
  // Same database, restarted with a profile that no longer offers deposit limits nor the day period.
  later = await createTestApp({ db: first.db, compliance: narrowed });
});
afterAll(async () => {
  await later.app.close();
  await first.close();
});

describe('stored limits after the profile drops their type', () => {
  it('a stored ₺50 daily deposit limit still refuses a ₺200 deposit, is shown, and goes only through the cooling-off', async () => {
    const p = await registerPlayer(first.app);
    await setLimit(first.app, p.token, 'deposit', 'day', 50);
    const refused = await deposit(later.app, p.token, 200);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This deposit is above your daily deposit limit of ₺50.00.');
    const rows = (await status(later.app, p.token)).limits;
    expect(rows.find((r) => r.type === 'deposit')).toMatchObject({ period: 'day', value: 50, offered: false });
    expect(rows.filter((r) => r.offered !== false).map((r) => `${r.type}:${r.period}`)).toEqual(['loss:week']);
    // Raising it is not offered any more; removing it waits the cooling-off like any removal.
    const raise = await call(later.app, 'POST', '/api/protection/setlimit', { token: p.token, body: { type: 'deposit', period: 'day', value: 500 }, locale: 'en' });
    expect(raise.status).toBe(400);
    const remove = await call(later.app, 'POST', '/api/protection/setlimit', { token: p.token, body: { type: 'deposit', period: 'day', value: null }, locale: 'en' });
    expect(remove.status).toBe(200);
    expect(remove.body.data).toMatchObject({ value: 50, pending: { value: null } });
    expect((await deposit(later.app, p.token, 200)).status).toBe(400);
    await advance(later.app, p.username, DAY + 1000);
    const confirm = await call(later.app, 'POST', '/api/protection/confirmlimit', { token: p.token, body: { type: 'deposit', period: 'day' }, locale: 'en' });
    expect(confirm.status).toBe(200);
    expect((await deposit(later.app, p.token, 200)).status).toBe(200);
    expect((await status(later.app, p.token)).limits.some((r) => r.type === 'deposit')).toBe(false);
  });

  it('a stored session limit of a dropped type still ends play and refuses login', async () => {
    const p = await registerPlayer(first.app);
    await setLimit(first.app, p.token, 'session', 'day', 1);
    await first.db.query("UPDATE sessions SET created_at = now() - interval '2 minutes' WHERE player_id = $1", [p.id]);
    const r = await call(later.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password }, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^You have used your daily session time limit of 1 minutes/);
  });
});
