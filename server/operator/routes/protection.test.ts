import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endHolds, registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import { operatorAuth, operatorInject } from '@server/test/operator-helpers';
import type { TestApp } from '@server/test/test-app';
import { DAY, advance, setLimit } from '@server/protection/routes/protection-test-support';

/** The protection view, limit history, notes, nothing lifted, every action audited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An operator call signed in as `operator` (added as an admin when new), or with no credentials when null. */
const op = (method: 'GET' | 'POST', url: string, body?: unknown, operator: string | null = 'ayse.ops') =>
  call(t.app, method, url, { body, locale: 'en', ...(operator ? { operator } : {}) });

describe('operator protection view', () => {
  it('lists excluded, timed-out and limited players; shows limit history old -> new and notes', async () => {
    const excluded = await registerPlayer(t.app);
    const timedOut = await registerPlayer(t.app);
    const limited = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/protection/exclude', { token: excluded.token, body: { kind: 'selfExclusion', period: '1y' } });
    await call(t.app, 'POST', '/api/protection/exclude', { token: timedOut.token, body: { kind: 'timeout', period: '7d' } });
    await setLimit(t.app, limited.token, 'deposit', 'day', 100);
    await setLimit(t.app, limited.token, 'deposit', 'day', 40);
    await setLimit(t.app, limited.token, 'deposit', 'day', 300);
    await advance(t.app, limited.username, DAY + 1000);
    await call(t.app, 'POST', '/api/protection/confirmlimit', { token: limited.token, body: { type: 'deposit', period: 'day' } });

    const list = await op('GET', '/api/operator/protection');
    expect(list.status).toBe(200);
    const rows = list.body.data as { username: string; exclusion: { kind: string } | null; limits: unknown[] }[];
    expect(rows.find((r) => r.username === excluded.username)?.exclusion?.kind).toBe('selfExclusion');
    expect(rows.find((r) => r.username === timedOut.username)?.exclusion?.kind).toBe('timeout');
    expect(rows.find((r) => r.username === limited.username)?.limits).toEqual([{ type: 'deposit', period: 'day', value: 300, pending: null }]);

    const detail = await op('GET', `/api/operator/protection/${limited.username}`);
    const history = (detail.body.data as { limitHistory: { action: string; from: number | null; to: number | null; by: string }[] }).limitHistory;
    expect(history.map((h) => [h.action, h.from, h.to, h.by])).toEqual([
      ['set', null, 100, 'player'],
      ['set', 100, 40, 'player'],
      ['requested', 40, 300, 'player'],
      ['confirmed', 40, 300, 'player'],
    ]);

    const note = await op('POST', `/api/operator/protection/${excluded.username}/notes`, { note: 'Called the player, referred to GamCare.' });
    expect(note.status).toBe(200);
    const withNote = await op('GET', `/api/operator/protection/${excluded.username}`);
    expect((withNote.body.data as { notes: unknown[] }).notes).toEqual([
      { at: expect.any(String), by: 'ayse.ops', note: 'Called the player, referred to GamCare.' },
    ]);
  });

  it('nothing the player set can be lifted; every action names its operator and is audited', async () => {
    const p = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'selfExclusion', period: 'permanent' } });
    const lift = await op('POST', `/api/operator/protection/${p.username}/lift`, {});
    expect(lift.status).toBe(400);
    expect(lift.body.message).toMatch(/^An operator cannot lift or shorten/);
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM player_exclusions WHERE player_id = $1 AND ends_at IS NULL',
      [p.id],
    );
    expect(count).toBe(1);
    // No operator signed in: refused, and nothing written.
    const anonymous = await op('POST', `/api/operator/protection/${p.username}/notes`, { note: 'x' }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/^Sign in as an operator/);
    expect((await op('GET', '/api/operator/protection', undefined, null)).status).toBe(401);
    expect((await op('POST', '/api/operator/protection/nobody-here/notes', { note: 'x' })).status).toBe(404);
    expect((await op('POST', `/api/operator/protection/${p.username}/notes`, { note: '' })).status).toBe(400);
    const audit = await t.db.query<{ operator: string; action: string; player_id: number | null; status: number }>(
      "SELECT actor AS operator, action, player_id, status FROM audit_trail WHERE player_id = $1 AND actor_kind = 'operator' ORDER BY id",
      [p.id],
    );
    expect(audit.map((a) => [a.operator, a.action, a.status])).toEqual([
      ['ayse.ops', 'POST /api/operator/protection/:username/lift', 400],
    ]);
    // A percent-escaped path reaches the same route (the router decodes it): it must name its operator and is
    // audited like the plain one, so spelling the URL differently cannot skip the audit.
    const escaped = `/api/%6Fperator/protection/${p.username}/notes`;
    const viaListener = async (headers: Record<string, string>) =>
      (await operatorInject(t.app, { method: 'POST', url: escaped, payload: { note: 'escaped' }, headers: { 'x-locale': 'en', ...headers } })).statusCode;
    expect(await viaListener({})).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: escaped, payload: { note: 'escaped' }, headers: await operatorAuth(t.db, 'ayse.ops') })).statusCode).toBe(404);
    expect(await viaListener(await operatorAuth(t.db, 'ayse.ops'))).toBe(200);
    const [escapedRow] = await t.db.query<{ operator: string; action: string; detail: string }>(
      "SELECT actor AS operator, action, detail FROM audit_trail WHERE player_id = $1 AND actor_kind = 'operator' AND action LIKE '%/notes' ORDER BY id DESC LIMIT 1",
      [p.id],
    );
    expect(escapedRow).toMatchObject({ operator: 'ayse.ops', action: 'POST /api/operator/protection/:username/notes', detail: escaped });
    // A caller on the public port gets nothing, signed in or not (the operator API has its own listener).
    const remote = await t.app.inject({ method: 'GET', url: '/api/operator/protection', remoteAddress: '203.0.113.5', headers: await operatorAuth(t.db, 'ayse.ops') });
    expect(remote.statusCode).toBe(404);
  });

  it('withdrawal approvals record who approved them', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 20_000, 'test');
    const { withdraw } = await import('@server/test/money-helpers');
    await withdraw(t.app, p.token, 100);
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM payment_requests WHERE player_id = $1', [p.id]);
    // A first withdrawal goes to a payout account never used: its cooling hold ends before the operator pays it.
    await endHolds(t.app, p.id);
    expect((await op('POST', `/api/operator/withdrawals/${id}/approve`, {}, null)).status).toBe(401);
    expect((await op('POST', `/api/operator/withdrawals/${id}/approve`, {}, 'mehmet')).status).toBe(200);
    const [row] = await t.db.query<{ operator: string; status: number }>(
      "SELECT actor AS operator, status FROM audit_trail WHERE action = 'POST /api/operator/withdrawals/:id/approve' AND detail LIKE $1",
      [`%/${id}/approve`],
    );
    expect(row).toEqual({ operator: 'mehmet', status: 200 });
  });
});
