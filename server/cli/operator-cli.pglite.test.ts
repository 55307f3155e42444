import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from '@server/db/pglite-db';
import { seed } from '@server/db/seed';
import type { Db } from '@server/db/db';
import { endHolds, registerPlayer } from '@server/test/account-helpers';
import { withdraw } from '@server/test/money-helpers';
import { operatorCli } from '@server/test/operator-cli';
import { createTestApp } from '@server/test/test-app';

/**
 * `npm run operator` on an embedded database with no server (docs/operators.md "Operator accounts"): the first admin
 * of a database without one, accounts added and revoked by an admin only, and the audit rows the CLI writes (the
 * account, a withdrawal decision's player, before and after).
 */
let root: string;
let dataDir: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'casino-operator-cli-'));
  dataDir = join(root, 'data');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const BOSS_PASSWORD = 'correct-horse-battery-7';
const PAYMENTS_PASSWORD = 'payments-desk-secret-42';
/** The CLI on `dataDir`, with no server to answer it (OPERATOR_URL at a closed port) and no PostgreSQL. */
const cli = (args: string[], env: Record<string, string> = {}) =>
  operatorCli(args, { DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_URL: 'http://127.0.0.1:9', OPERATOR_NAME: '', OPERATOR_PASSWORD: '', OPERATOR_NEW_PASSWORD: '', ...env });
/** The JSON a successful command printed. */
const printed = (output: string): unknown => JSON.parse(output);

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPgliteDb(dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

interface AuditRow {
  actor: string;
  action: string;
  player_id: number | null;
  status: number;
  before: unknown;
  after: unknown;
}
const auditRows = (action: string) =>
  withDb((db) => db.query<AuditRow>('SELECT actor, action, player_id, status, before, after FROM audit_trail WHERE action = $1 ORDER BY id', [action]));

describe('npm run operator -- operators …', () => {
  it('the first admin of a database without one needs no sign-in; after that, only an admin adds or revokes', async () => {
    const first = await cli(['operators', 'add', 'boss', 'admin', '--as', 'boss'], { OPERATOR_NEW_PASSWORD: BOSS_PASSWORD });
    expect(first.code, first.output).toBe(0);
    expect(printed(first.output)).toMatchObject({ name: 'boss', role: 'admin', createdBy: 'boss (first admin)', revokedAt: null });

    // There is an admin now: adding another without signing in is refused.
    const second = await cli(['operators', 'add', 'other.admin', 'admin', '--as', 'other.admin'], { OPERATOR_NEW_PASSWORD: 'another-long-secret-9' });
    expect([second.code, second.output.trim()]).toEqual([1, 'OPERATOR_PASSWORD is not set: the password of operator other.admin (docs/operators.md "Signing in")']);
    const wrong = await cli(['operators', 'add', 'pay.ops', 'payments', '--as', 'boss'], { OPERATOR_PASSWORD: 'not-the-password', OPERATOR_NEW_PASSWORD: PAYMENTS_PASSWORD });
    expect([wrong.code, wrong.output.trim()]).toEqual([1, 'The operator name or password is wrong, or the operator was revoked.']);
    const weak = await cli(['operators', 'add', 'pay.ops', 'payments', '--as', 'boss'], { OPERATOR_PASSWORD: BOSS_PASSWORD, OPERATOR_NEW_PASSWORD: 'short' });
    expect([weak.code, weak.output.trim()]).toEqual([1, 'the password is too short: at least 12 characters']);

    const added = await cli(['operators', 'add', 'pay.ops', 'payments', '--as', 'boss'], { OPERATOR_PASSWORD: BOSS_PASSWORD, OPERATOR_NEW_PASSWORD: PAYMENTS_PASSWORD });
    expect(added.code, added.output).toBe(0);
    expect(printed(added.output)).toMatchObject({ name: 'pay.ops', role: 'payments', createdBy: 'boss' });
    // A payments operator may not manage accounts.
    const byPayments = await cli(['operators', 'add', 'sneaky.admin', 'admin', '--as', 'pay.ops'], { OPERATOR_PASSWORD: PAYMENTS_PASSWORD, OPERATOR_NEW_PASSWORD: 'sneaky-long-secret-1' });
    expect([byPayments.code, byPayments.output.trim()]).toEqual([1, 'Your operator role (payments) may not do this; it needs one of: admin.']);

    const stored = await withDb((db) => db.query<{ name: string; password_hash: string }>('SELECT name, password_hash FROM operators ORDER BY name'));
    expect(stored.map((row) => row.name)).toEqual(['boss', 'pay.ops']);
    expect(stored.every((row) => row.password_hash.startsWith('$argon2id$'))).toBe(true);
    expect(await auditRows('operator.add (cli)')).toEqual([
      { actor: 'boss (first admin)', action: 'operator.add (cli)', player_id: null, status: 200, before: null, after: expect.objectContaining({ name: 'boss', role: 'admin' }) },
      { actor: 'boss', action: 'operator.add (cli)', player_id: null, status: 200, before: null, after: expect.objectContaining({ name: 'pay.ops', role: 'payments' }) },
    ]);
    expect(JSON.stringify(await auditRows('operator.add (cli)'))).not.toContain(PAYMENTS_PASSWORD);
  }, 180_000);

  it('a withdrawal rejected through the CLI is audited with its player, before and after, and the reason', async () => {
    // A player with a pending withdrawal, made through the API on the same folder (then closed: PGlite is one process).
    const db = await openPgliteDb(dataDir);
    await seed(db, 'test');
    const { app } = await createTestApp({ db });
    let playerId: number;
    let withdrawalId: number;
    try {
      const p = await registerPlayer(app);
      playerId = p.id;
      await app.wallet.credit(p.id, 'deposit', 50_000, 'test');
      withdrawalId = ((await withdraw(app, p.token, 100)).body.data as { id: number }).id;
      await endHolds(app, p.id);
    } finally {
      await app.close();
      await db.close();
    }
    const rejected = await cli(['withdrawals', 'reject', String(withdrawalId), 'Name', 'mismatch.', '--as', 'pay.ops'], { OPERATOR_PASSWORD: PAYMENTS_PASSWORD });
    expect(rejected.code, rejected.output).toBe(0);
    expect(printed(rejected.output)).toMatchObject({ id: withdrawalId, playerId, recordStatus: 4, processStatus: 3 });
    const state = (recordStatus: number, processStatus: number) => ({ withdrawalId, amountKurus: 10_000, method: expect.any(String), recordStatus, processStatus });
    expect(await auditRows('POST /api/operator/withdrawals/:id/reject (cli)')).toEqual([
      { actor: 'pay.ops', action: 'POST /api/operator/withdrawals/:id/reject (cli)', player_id: playerId, status: 200, before: state(2, 1), after: { ...state(4, 3), reason: 'Name mismatch.' } },
    ]);
  }, 180_000);

  it('an admin revokes an operator at once; the revocation is audited before and after, and the revoked one is refused', async () => {
    const revoked = await cli(['operators', 'revoke', 'pay.ops', '--as', 'boss'], { OPERATOR_PASSWORD: BOSS_PASSWORD });
    expect(revoked.code, revoked.output).toBe(0);
    expect(printed(revoked.output)).toMatchObject({ name: 'pay.ops', revokedBy: 'boss', revokedAt: expect.any(String) });
    expect(await auditRows('operator.revoke (cli)')).toEqual([
      { actor: 'boss', action: 'operator.revoke (cli)', player_id: null, status: 200, before: expect.objectContaining({ name: 'pay.ops', revokedAt: null, revokedBy: null }), after: expect.objectContaining({ name: 'pay.ops', revokedBy: 'boss', revokedAt: expect.any(String) }) },
    ]);
    const refused = await cli(['withdrawals', 'list', '--as', 'pay.ops'], { OPERATOR_PASSWORD: PAYMENTS_PASSWORD });
    expect([refused.code, refused.output.trim()]).toEqual([1, 'The operator name or password is wrong, or the operator was revoked.']);
    const again = await cli(['operators', 'revoke', 'pay.ops', '--as', 'boss'], { OPERATOR_PASSWORD: BOSS_PASSWORD });
    expect([again.code, again.output.trim()]).toEqual([1, 'there is no active operator named "pay.ops"']);
    const list = await cli(['operators', 'list', '--as', 'boss'], { OPERATOR_PASSWORD: BOSS_PASSWORD });
    expect(list.code, list.output).toBe(0);
    // demo.admin: the test seed's (the withdrawal above).
    expect(printed(list.output)).toEqual([
      expect.objectContaining({ name: 'boss', revokedAt: null }),
      expect.objectContaining({ name: 'demo.admin', revokedAt: null }),
      expect.objectContaining({ name: 'pay.ops', revokedBy: 'boss' }),
    ]);
  }, 180_000);
});
