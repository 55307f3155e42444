import { loadPasswordJudge } from '@contracts/domain/password-strength';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { hashPassword, verifyPassword } from '@server/auth/password';

/**
 * Operator accounts (docs/operators.md "Operator accounts"): named people with one role each and a password of their
 * own, stored as an argon2id hash through the players' hashing (server/auth/password.ts). Created, listed and revoked
 * with `npm run operator -- operators …`; every /api/operator/* call authenticates against them (operator-guard.ts).
 */

/** The roles, least to most: support reads; payments handles withdrawals; risk handles protection, bets and the audit; admin all. */
export const OPERATOR_ROLES = ['support', 'payments', 'risk', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator's name: 2–60 lower-case letters, digits and . _ @ - (the CHECK of migration 180). */
export const OPERATOR_NAME = /^[a-z0-9._@-]{2,60}$/;

/** The least length of an operator's password: operators reach every player's money, so longer than a player's. */
export const OPERATOR_PASSWORD_MIN = 12;

/**
 * The demo and test mode's seeded admin (server/db/seed.ts; docs/operators.md "Operator accounts"): never seeded in
 * production, whose start refuses a database where it can still sign in (refuseDemoOperator).
 */
export const DEMO_OPERATOR = { name: 'demo.admin', password: 'demo-operator-password', role: 'admin' } as const;

/** An operator as listed (never the hash). */
export interface OperatorAccount {
  name: string;
  role: OperatorRole;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** Why a new operator's name, role or password is refused; null when they are usable. */
export async function operatorAccountProblem(name: string, role: string, password: string): Promise<string | null> {
  if (!OPERATOR_NAME.test(name)) return `operator name ${JSON.stringify(name)}: use 2 to 60 lower-case letters, digits, . _ @ -`;
  if (!(OPERATOR_ROLES as readonly string[]).includes(role)) return `role ${JSON.stringify(role)}: one of ${OPERATOR_ROLES.join(', ')}`;
  if (password.length < OPERATOR_PASSWORD_MIN) return `the password is too short: at least ${OPERATOR_PASSWORD_MIN} characters`;
  if (password.toLowerCase().includes(name.toLowerCase())) return 'the password contains the operator name';
  if (password === DEMO_OPERATOR.password) return "the password is the demo admin's, which is public";
  const judge = await loadPasswordJudge();
  if (judge(password).common) return 'the password is one of the most common passwords';
  return null;
}

/**
 * Adds an operator; throws an Error naming the problem (operatorAccountProblem) or an existing name.
 * `by`: who adds him (recorded on the row and in the audit trail).
 */
export async function createOperator(db: Queryable, account: { name: string; role: string; password: string }, by: string): Promise<OperatorAccount> {
  const problem = await operatorAccountProblem(account.name, account.role, account.password);
  if (problem) throw new Error(problem);
  const exists = await typed(db).selectFrom('operators').select('id').where('name', '=', account.name).executeTakeFirst();
  if (exists) throw new Error(`operator ${account.name} exists already (revoked names are kept for the audit trail; choose another)`);
  const row = await typed(db)
    .insertInto('operators')
    .values({ name: account.name, role: account.role as OperatorRole, password_hash: await hashPassword(account.password), created_by: by })
    .returningAll()
    .executeTakeFirstOrThrow();
  return accountOf(row);
}

/** Revokes `name` at once (his next call is refused); throws when there is no such active operator. */
export async function revokeOperator(db: Queryable, name: string, by: string): Promise<OperatorAccount> {
  const row = await typed(db)
    .updateTable('operators')
    .set({ revoked_at: new Date(), revoked_by: by })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Error(`there is no active operator named ${JSON.stringify(name)}`);
  return accountOf(row);
}

/** Every operator, revoked ones too, by name. */
export async function listOperators(db: Queryable): Promise<OperatorAccount[]> {
  return (await typed(db).selectFrom('operators').selectAll().orderBy('name').execute()).map(accountOf);
}

/**
 * The active operator `name` whose password is `password`, else null (unknown, revoked or wrong password: one
 * answer, and an unknown name still costs one verify, server/auth/password.ts). Errors: ApiFailure 503 when the
 * password queue is full.
 */
export async function authenticateOperator(db: Queryable, name: string, password: string): Promise<{ name: string; role: OperatorRole } | null> {
  const row = OPERATOR_NAME.test(name)
    ? await typed(db).selectFrom('operators').select(['name', 'role', 'password_hash']).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst()
    : undefined;
  const ok = await verifyPassword(row?.password_hash ?? null, password);
  return ok && row ? { name: row.name, role: row.role as OperatorRole } : null;
}

/**
 * Production start (server/index.ts): throws when the demo admin can still sign in with its public password (a
 * database carried over from demo mode), so a production server never runs with a known operator secret.
 */
export async function refuseDemoOperator(db: Queryable): Promise<void> {
  if (await authenticateOperator(db, DEMO_OPERATOR.name, DEMO_OPERATOR.password)) {
    throw new Error(
      `operator ${DEMO_OPERATOR.name} still has the demo password, which is public: revoke it (npm run operator -- operators revoke ${DEMO_OPERATOR.name}) ` +
        'after adding named operators (docs/operators.md "Operator accounts")',
    );
  }
}

const accountOf = (row: { name: string; role: string; created_at: Date; created_by: string; revoked_at: Date | null; revoked_by: string | null }): OperatorAccount => ({
  name: row.name,
  role: row.role as OperatorRole,
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by,
  revokedAt: row.revoked_at?.toISOString() ?? null,
  revokedBy: row.revoked_by,
});
