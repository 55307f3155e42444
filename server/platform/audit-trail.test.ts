import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endHolds, lastCode, registerPlayer, verifyPhone } from '@server/test/account-helpers';
import { withdraw } from '@server/test/money-helpers';
import { advance, setLimit } from '@server/protection/routes/protection-test-support';
import { operatorAuth, operatorInject } from '@server/test/operator-helpers';
import { call, createTestApp, suiteApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { registryExposition } from './metrics/listener';
import { writeAudit, type AuditFailureReport } from './audit-trail';

/** The audit trail (docs/operations.md "Audit trail"): append-only, every operator action and every security event. */
const t = suiteApp();

interface Row {
  actor_kind: string;
  actor: string;
  action: string;
  player_id: number | null;
  status: number;
  ip: string | null;
  before: unknown;
  after: unknown;
}
/** A report that fails the test: these writes must succeed. */
const MUST_WRITE: AuditFailureReport = { log: { error: (_details, message) => { throw new Error(message); } } };

const rowsOf = (playerId: number) =>
  t.db.query<Row>('SELECT actor_kind, actor, action, player_id, status, ip, before, after FROM audit_trail WHERE player_id = $1 ORDER BY id', [playerId]);

describe('the audit trail is append-only for the application itself', () => {
  it('UPDATE, DELETE and TRUNCATE are refused by the database; INSERT works', async () => {
    expect(await writeAudit(t.db, { actor: 'append.ops', action: 'test.append', status: 200 }, MUST_WRITE)).toBe(true);
    const [{ id }] = await t.db.query<{ id: number }>("SELECT id FROM audit_trail WHERE action = 'test.append'");
    await expect(t.db.query("UPDATE audit_trail SET actor = 'someone-else' WHERE id = $1", [id])).rejects.toThrow(/audit_trail is append-only: UPDATE is refused/);
    await expect(t.db.query('DELETE FROM audit_trail WHERE id = $1', [id])).rejects.toThrow(/audit_trail is append-only: DELETE is refused/);
    await expect(t.db.query('TRUNCATE audit_trail')).rejects.toThrow(/audit_trail is append-only: TRUNCATE is refused/);
    expect(await t.db.query("SELECT actor FROM audit_trail WHERE id = $1", [id])).toEqual([{ actor: 'append.ops' }]);
  });
});

describe('a failing audit write', () => {
  it('never fails the action, and is never silent: an error line with the request id, and casino_audit_write_failures_total', async () => {
    const lines: string[] = [];
    const own = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      // The database refuses this operator's rows (a stand-in for a full disk or a lost connection).
      await own.db.exec("ALTER TABLE audit_trail ADD CONSTRAINT test_refuses_audit CHECK (actor <> 'audit-fails')");
      const reply = await operatorInject(own.app, { method: 'POST', url: '/api/operator/config/reload', payload: {}, headers: await operatorAuth(own.db, 'audit-fails', 'admin') });
      expect(reply.statusCode).toBe(200);
      expect(await own.db.query("SELECT id FROM audit_trail WHERE actor = 'audit-fails'")).toEqual([]);
      const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'audit trail write failed: the row is lost');
      expect(failed).toEqual([
        expect.objectContaining({ level: 50, reqId: reply.headers['x-request-id'], audit: expect.objectContaining({ actor: 'audit-fails', action: 'POST /api/operator/config/reload', status: 200 }), err: expect.objectContaining({ message: expect.stringContaining('test_refuses_audit') }) }),
      ]);
      expect((await registryExposition(own.app.metrics.registry)).body).toMatch(/^casino_audit_write_failures_total 1$/m);
    } finally {
      await own.close();
    }
  });
});

describe('security events of a player', () => {
  it('a sign-in: the player, his address, 200', async () => {
    const p = await registerPlayer(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: p.username, password: p.password }, remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect((await rowsOf(p.id)).filter((r) => r.action === 'login')).toEqual([
      { actor_kind: 'player', actor: p.username, action: 'login', player_id: p.id, status: 200, ip: '198.51.100.7', before: null, after: null },
    ]);
  });

  it('password and phone changes, a limit change and an exclusion, each with before and after; never the password', async () => {
    const p = await registerPlayer(t.app);
    const changed = await call(t.app, 'POST', '/api/customer/changepassword', { token: p.token, body: { oldPassword: p.password, password: 'NewSecret12345', confirmPassword: 'NewSecret12345' } });
    expect(changed.status).toBe(200);
    const phone = '905301234567';
    expect((await call(t.app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 1, phone } })).status).toBe(200);
    const code = await lastCode(t.app, p.username);
    expect((await call(t.app, 'POST', '/api/customer/updatephone', { token: p.token, body: { step: 2, phone, code } })).status).toBe(200);
    await setLimit(t.app, p.token, 'deposit', 'day', 100);
    await setLimit(t.app, p.token, 'deposit', 'day', 40);
    expect((await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'timeout', period: '24h' } })).status).toBe(200);

    const rows = await rowsOf(p.id);
    const of = (action: string) => rows.filter((r) => r.action === action);
    expect(of('password.change')).toEqual([expect.objectContaining({ actor_kind: 'player', actor: p.username, status: 200, before: null, after: null })]);
    expect(JSON.stringify(rows)).not.toContain('NewSecret12345');
    expect(JSON.stringify(rows)).not.toContain(p.password);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    const phoneRows = of('phone.change');
    // Step 1 sends a code and changes nothing; step 2 moves the number (stored in E.164).
    expect(phoneRows.map((r) => [r.before, r.after])).toEqual([
      [{ phone: expect.not.stringContaining('5301234567') }, { phone: expect.not.stringContaining('5301234567') }],
      [{ phone: expect.not.stringContaining('5301234567') }, { phone: '+905301234567' }],
    ]);
    expect(of('limit.change').map((r) => [(r.before as { value: number | null }).value, (r.after as { value: number | null }).value])).toEqual([
      [null, 10_000],
      [10_000, 4_000],
    ]);
    expect(of('exclusion')).toEqual([expect.objectContaining({ before: [], after: [expect.objectContaining({ kind: 'timeout', period: '24h' })] })]);
  });

  it('a withdrawal to a payout destination never used is recorded; the next one to it is not', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 50_000, 'test');
    expect((await withdraw(t.app, p.token, 100)).status).toBe(200);
    // Its hold over, the destination is known (docs/wallet.md "Cooling hold").
    await endHolds(t.app, p.id);
    expect((await withdraw(t.app, p.token, 100)).status).toBe(200);
    const payouts = (await rowsOf(p.id)).filter((r) => r.action === 'payout.newDestination');
    expect(payouts).toEqual([expect.objectContaining({ actor: p.username, status: 200, after: expect.objectContaining({ methodId: 11, heldUntil: expect.any(String) }) })]);
  });
  it('a factor change: the authenticator turned on, with the factors before and after; never the secret or a code', async () => {
    const p = await registerPlayer(t.app);
    const { secret } = (await call(t.app, 'POST', '/api/twostep/begin', { token: p.token })).body.data as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    expect((await call(t.app, 'POST', '/api/twostep/confirm', { token: p.token, body: { code } })).status).toBe(200);
    const rows = (await rowsOf(p.id)).filter((r) => r.action === 'factor.change');
    expect(rows).toEqual([
      expect.objectContaining({ actor_kind: 'player', actor: p.username, status: 200, before: { totp: false, passkeys: 0, recoveryCodes: 0 }, after: { totp: true, passkeys: 0, recoveryCodes: 10 } }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('a password reset with a code: the player, though he has no session', async () => {
    const p = await verifyPhone(t.app, await registerPlayer(t.app));
    expect((await call(t.app, 'POST', '/api/auth/sendresetpassword', { body: { username: p.username } })).status).toBe(200);
    await t.app.afterReply.settled();
    const code = await lastCode(t.app, p.username);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/changepasswordwithcode', payload: { username: p.username, code, password: 'ResetSecret123', password2: 'ResetSecret123' }, remoteAddress: '198.51.100.41' });
    expect(reset.statusCode).toBe(200);
    const rows = (await rowsOf(p.id)).filter((r) => r.action === 'password.reset');
    expect(rows).toEqual([{ actor_kind: 'player', actor: p.username, action: 'password.reset', player_id: p.id, status: 200, ip: '198.51.100.41', before: null, after: null }]);
    expect(JSON.stringify(await rowsOf(p.id))).not.toContain('ResetSecret123');
  });

  it('the return from a self-exclusion: asked, then confirmed, each with the step it reached', async () => {
    const p = await registerPlayer(t.app);
    expect((await call(t.app, 'POST', '/api/protection/exclude', { token: p.token, body: { kind: 'selfExclusion', period: '6m' } })).status).toBe(200);
    await advance(t.app, p.username, 185 * 24 * 3_600_000);
    const step = (s: 'request' | 'confirm') =>
      t.app.inject({ method: 'POST', url: '/api/auth/exclusionreturn', payload: { username: p.username, password: p.password, step: s }, remoteAddress: '198.51.100.42' });
    expect((await step('request')).statusCode).toBe(200);
    await advance(t.app, p.username, 24 * 3_600_000 + 1000);
    expect((await step('confirm')).statusCode).toBe(200);
    const rows = (await rowsOf(p.id)).filter((r) => r.action === 'exclusion.return');
    expect(rows).toEqual([
      { actor_kind: 'player', actor: p.username, action: 'exclusion.return', player_id: p.id, status: 200, ip: '198.51.100.42', before: null, after: { asked: 'request', step: 'coolingOff', effectiveAt: expect.any(String) } },
      { actor_kind: 'player', actor: p.username, action: 'exclusion.return', player_id: p.id, status: 200, ip: '198.51.100.42', before: null, after: { asked: 'confirm', step: null, effectiveAt: null } },
    ]);
    expect(JSON.stringify(rows)).not.toContain(p.password);
  });
});

describe('bursts of failed sign-ins', () => {
  const limited = {} as TestApp;
  beforeAll(async () => {
    Object.assign(limited, await createTestApp({ db: t.db, rateLimits: { login: { max: 2, windowMs: 60_000 }, changePassword: { max: 2, windowMs: 60_000 }, operatorFailures: { max: 2, windowMs: 60_000 } } }));
  });
  afterAll(() => limited.app.close());

  it('a player sign-in limit reached is one row per address and window, however many tries follow', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 6; i++) {
      await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: p.username, password: `wrong-${i}` }, remoteAddress: '198.51.100.20' });
    }
    const bursts = await t.db.query<Row>("SELECT actor_kind, actor, action, status, ip FROM audit_trail WHERE action = 'login.failedBurst' AND ip = '198.51.100.20'");
    expect(bursts).toEqual([{ actor_kind: 'system', actor: 'server', action: 'login.failedBurst', status: 429, ip: '198.51.100.20' }]);
  });

  it('a password check limit reached (changepassword) is one password.failedBurst row per address and window', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 5; i++) {
      await limited.app.inject({ method: 'POST', url: '/api/customer/changepassword', headers: { authorization: `Bearer ${p.token}` }, payload: { oldPassword: `wrong-${i}-Secret`, password: 'NewSecret12345', confirmPassword: 'NewSecret12345' }, remoteAddress: '198.51.100.21' });
    }
    const bursts = await t.db.query<Row>("SELECT actor_kind, actor, action, status, ip FROM audit_trail WHERE action = 'password.failedBurst' AND ip = '198.51.100.21'");
    expect(bursts).toEqual([{ actor_kind: 'system', actor: 'server', action: 'password.failedBurst', status: 429, ip: '198.51.100.21' }]);
  });

  it('the password checks of a return from a self-exclusion reaching the limit are recorded once, with the name tried', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 0; i < 5; i++) {
      await limited.app.inject({ method: 'POST', url: '/api/auth/exclusionreturn', payload: { username: p.username, password: `wrong-${i}-Secret`, step: 'request' }, remoteAddress: '198.51.100.22' });
    }
    const bursts = await t.db.query<Row & { detail: string }>("SELECT actor_kind, actor, action, status, ip, detail FROM audit_trail WHERE ip = '198.51.100.22'");
    expect(bursts).toEqual([{ actor_kind: 'system', actor: 'server', action: 'exclusion.return.failedBurst', status: 429, ip: '198.51.100.22', detail: `username: ${p.username}` }]);
  });

  it('an operator name whose failures reach the limit is recorded once', async () => {
    await operatorAuth(t.db, 'target.ops', 'support');
    for (let i = 0; i < 5; i++) {
      const basic = `Basic ${Buffer.from(`target.ops:wrong-${i}`).toString('base64')}`;
      await operatorInject(limited.app, { method: 'GET', url: '/api/operator/sms', headers: { authorization: basic }, remoteAddress: '198.51.100.30' });
    }
    const bursts = await t.db.query<Row>("SELECT actor_kind, actor, action, status, ip FROM audit_trail WHERE action = 'operator.signInBurst'");
    expect(bursts).toEqual([{ actor_kind: 'system', actor: 'target.ops', action: 'operator.signInBurst', status: 429, ip: '198.51.100.30' }]);
  });
});

describe('listed and exported through the operator API (risk and admin)', () => {
  it('operator actions carry the operator and his address; the list filters; support may not read it', async () => {
    const p = await registerPlayer(t.app);
    const risk = await operatorAuth(t.db, 'audit.risk', 'risk');
    expect((await operatorInject(t.app, { method: 'POST', url: `/api/operator/protection/${p.username}/notes`, payload: { note: 'Called.' }, headers: risk, remoteAddress: '127.0.0.9' })).statusCode).toBe(200);
    const list = await operatorInject(t.app, { method: 'GET', url: `/api/operator/audit?player=${p.id}`, headers: risk });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { actor: string; actorKind: string; action: string; ip: string; playerId: number }[];
    expect(data[0]).toMatchObject({ actorKind: 'operator', actor: 'audit.risk', action: 'POST /api/operator/protection/:username/notes', ip: '127.0.0.9', playerId: p.id });
    expect(data.every((r) => r.playerId === p.id)).toBe(true);
    expect(data.some((r) => r.action === 'login')).toBe(false);
    const logins = (await operatorInject(t.app, { method: 'GET', url: '/api/operator/audit?action=log&limit=2', headers: risk })).json().data as { action: string }[];
    expect(logins.length).toBe(2);
    expect(logins.every((r) => r.action.startsWith('log'))).toBe(true);
    expect((await operatorInject(t.app, { method: 'GET', url: '/api/operator/audit', headers: await operatorAuth(t.db, 'audit.support', 'support') })).statusCode).toBe(403);
    expect((await operatorInject(t.app, { method: 'GET', url: '/api/operator/audit?player=abc', headers: risk })).statusCode).toBe(400);
  });

  it('a withdrawal approved or rejected names its player, the request before and after, and a rejection\'s reason', async () => {
    const p = await registerPlayer(t.app);
    await t.app.wallet.credit(p.id, 'deposit', 50_000, 'test');
    const idOf = async () => ((await withdraw(t.app, p.token, 100)).body.data as { id: number }).id;
    const [approved, rejected] = [await idOf(), await idOf()];
    await endHolds(t.app, p.id);
    const payments = await operatorAuth(t.db, 'audit.payments', 'payments');
    expect((await operatorInject(t.app, { method: 'POST', url: `/api/operator/withdrawals/${approved}/approve`, payload: {}, headers: payments })).statusCode).toBe(200);
    expect((await operatorInject(t.app, { method: 'POST', url: `/api/operator/withdrawals/${rejected}/reject`, payload: { reason: 'Name mismatch.' }, headers: payments })).statusCode).toBe(200);
    const rows = (await rowsOf(p.id)).filter((r) => r.actor === 'audit.payments');
    const state = (id: number, recordStatus: number, processStatus: number) => ({ withdrawalId: id, amountKurus: 10_000, method: expect.any(String), recordStatus, processStatus });
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['POST /api/operator/withdrawals/:id/approve', state(approved, 2, 1), state(approved, 1, 2)],
      ['POST /api/operator/withdrawals/:id/reject', state(rejected, 2, 1), { ...state(rejected, 4, 3), reason: 'Name mismatch.' }],
    ]);
  });

  it('the CSV export escapes a cell that a spreadsheet would run as a formula', async () => {
    await writeAudit(t.db, { actor: '=HYPERLINK("http://x","y")', action: 'test.csv', status: 200, after: { a: 1 } }, MUST_WRITE);
    const reply = await operatorInject(t.app, { method: 'GET', url: '/api/operator/audit/export?action=test.csv', headers: await operatorAuth(t.db) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="audit-.+\.csv"$/);
    const [header, row, end] = reply.body.split('\n');
    expect(header).toBe('id,at,actorKind,actor,action,playerId,status,ip,before,after,detail');
    expect(row).toMatch(/^\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,operator,"'=HYPERLINK\(""http:\/\/x"",""y""\)",test\.csv,,200,,,"\{""a"":1\}",$/);
    expect(end).toBe('');
  });
});
