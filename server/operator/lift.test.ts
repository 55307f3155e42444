import { describe, expect, it } from 'vitest';
import { loadProtectionProfile, type ProtectionProfile } from '@server/protection/profile';
import { registerPlayer } from '@server/test/account-helpers';
import { call, suiteApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** Lifting a running time-out where the market allows it: one operator asks, a different one approves (docs/player-protection-operator.md "Lifting a time-out"). */
const liftable: ProtectionProfile = (() => {
  const profile = loadProtectionProfile();
  return { ...profile, timeOut: { ...profile.timeOut, operatorLift: true } as ProtectionProfile['timeOut'] };
})();
const allowed = suiteApp({ compliance: liftable });
const shipped = suiteApp();

const lift = (t: TestApp, username: string, operator: string) =>
  call(t.app, 'POST', `/api/operator/protection/${username}/lift`, { body: {}, operator, role: 'risk', locale: 'en' });
const login = (t: TestApp, p: { username: string; password: string }) => call(t.app, 'POST', '/api/auth/login', { body: { username: p.username, password: p.password }, locale: 'en' });

describe('lifting a time-out', () => {
  it('needs a second operator: the first asks, he cannot approve himself, a different one lifts it; both audited', async () => {
    const p = await registerPlayer(allowed.app);
    expect((await call(allowed.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '7d' } })).status).toBe(200);
    expect((await login(allowed, p)).status).toBe(400);
    const asked = await lift(allowed, p.username, 'first.risk');
    expect(asked).toMatchObject({ status: 200, body: { message: `Lifting the time-out of ${p.username} is requested; a different operator must approve it.` } });
    expect((await login(allowed, p)).status).toBe(400);
    const self = await lift(allowed, p.username, 'first.risk');
    expect(self).toMatchObject({ status: 400, body: { message: 'You asked for this lift yourself: a different operator must approve it.' } });
    const approved = await lift(allowed, p.username, 'second.risk');
    expect(approved).toMatchObject({ status: 200, body: { message: `The time-out of ${p.username} is lifted.` } });
    expect((await login(allowed, p)).status).toBe(200);
    expect((await lift(allowed, p.username, 'third.risk')).body.message).toBe('The player has no running time-out to lift.');
    const audit = await allowed.db.query<{ actor: string; status: number; after: unknown }>(
      "SELECT actor, status, after FROM audit_trail WHERE player_id = $1 AND action = 'POST /api/operator/protection/:username/lift' ORDER BY id",
      [p.id],
    );
    expect(audit).toEqual([
      { actor: 'first.risk', status: 200, after: { outcome: 'requested' } },
      { actor: 'first.risk', status: 400, after: null },
      { actor: 'second.risk', status: 200, after: { outcome: 'lifted' } },
      { actor: 'third.risk', status: 400, after: null },
    ]);
    // The database holds the rule too: a request approved by its own asker is refused.
    await expect(allowed.db.query("UPDATE exclusion_lift_requests SET approved_by = requested_by WHERE player_id = $1", [p.id])).rejects.toThrow(/check/i);
  });

  it('never lifts a self-exclusion, and where the market does not allow it nothing is lifted', async () => {
    const excluded = await registerPlayer(allowed.app);
    await call(allowed.app, 'POST', '/api/protection/exclude', { token: excluded.token, body: { kind: 'selfExclusion', period: '1y' } });
    expect((await lift(allowed, excluded.username, 'first.risk')).body.message).toMatch(/^An operator cannot lift or shorten/);
    const p = await registerPlayer(shipped.app);
    await call(shipped.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '24h' } });
    expect((await lift(shipped, p.username, 'first.risk')).status).toBe(400);
    expect((await lift(shipped, p.username, 'second.risk')).body.message).toMatch(/^An operator cannot lift or shorten/);
  });
});
