import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { loadProtectionProfile } from '@server/protection/profile';

/**
 * No marketing reaches a player in a time-out or self-exclusion. His sessions end at once; a session
 * that stays (withdraw-only access, docs/player-protection-operator.md, or one that somehow survived) must still see no offer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const POPUP_COOKIE = { cookie: 'e2e-popup=1' };
async function excludedWithSession(app: TestApp['app'], db: TestApp['db'], kind = 'timeout'): Promise<TestPlayer> {
  const p = await registerPlayer(app);
  await db.query(
    "INSERT INTO player_exclusions (player_id, kind, period, starts_at, ends_at) VALUES ($1, $2, '30d', now(), now() + interval '30 days')",
    [p.id, kind],
  );
  return p;
}
const notificationsOf = async (id: number) =>
  (await t.db.query<{ type: number }>('SELECT type FROM notifications WHERE player_id = $1', [id])).map((r) => r.type);

describe('marketing to excluded and timed-out players', () => {
  it('sends no popup, no promotions, no trial bonus amount to the session of an excluded player', async () => {
    const active = await registerPlayer(t.app);
    const p = await excludedWithSession(t.app, t.db);
    const popup = (token: string) => call(t.app, 'GET', '/api/cms/popup', { token, headers: POPUP_COOKIE });
    expect((await popup(active.token)).body.data).not.toBeNull();
    expect((await popup(p.token)).body.data).toBeNull();
    const promotions = (token: string) => call(t.app, 'POST', '/api/cms/promotionlist', { token });
    expect(((await promotions(active.token)).body.data as unknown[]).length).toBeGreaterThan(0);
    expect((await promotions(p.token)).body.data).toEqual([]);
    const amount = (token: string) => call(t.app, 'GET', '/api/bonus/trialbonusamount', { token });
    expect((await amount(active.token)).body.data).toMatchObject({ amount: expect.any(Number) as number });
    expect(((await amount(active.token)).body.data as { amount: number }).amount).toBeGreaterThan(0);
    expect((await amount(p.token)).body.data).toEqual({ amount: 0 });
  });

  it('grants no bonus offer and holds back promo notifications, while money notices still arrive', async () => {
    const p = await excludedWithSession(t.app, t.db, 'selfExclusion');
    const grant = await call(t.app, 'GET', '/api/bonus/definetrialbonus', { token: p.token, locale: 'en', headers: { 'idempotency-key': `tb-${p.id}` } });
    expect(grant.status).toBe(400);
    expect(grant.body.message).toBe('Bonus offers are not available during a time-out or self-exclusion.');
    const notify = (type: number) => call(t.app, 'POST', '/api/test/notify', { body: { username: p.username, type, title: 'Offer', note: 'x' } });
    expect((await notify(4)).body.data).toBeNull();
    expect((await notify(3)).body.data).toBeNull();
    expect((await notify(5)).body.data).not.toBeNull();
    expect(await notificationsOf(p.id)).toEqual([5]);
  });

  it('is switched per market: marketingToExcluded true lets it through', async () => {
    const on = await createTestApp({ compliance: { ...loadProtectionProfile(), marketingToExcluded: true } });
    try {
      const p = await excludedWithSession(on.app, on.db);
      expect((await call(on.app, 'GET', '/api/cms/popup', { token: p.token, headers: POPUP_COOKIE })).body.data).not.toBeNull();
    } finally {
      await on.close();
    }
  });
});
