import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '@server/db/db';
import { hashPassword } from '@server/auth/password';
import { DEMO_OPERATOR, type OperatorRole } from '@server/operator/accounts';
import { OperatorRequest } from '@server/http/operator-listener';

/** The password of every operator the tests add (operatorAuth). */
export const TEST_OPERATOR_PASSWORD = 'test-operator-password-1';

let hash: Promise<string> | null = null;

/** `Authorization: Basic` for `name` and `password`. */
export const basicAuth = (name: string, password: string): Record<string, string> => ({
  authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`,
});

/**
 * The headers of an operator call signed in as `name` with `role` (docs/operators.md "Signing in"): the seeded demo
 * admin by default; any other name is added to `db` once (with TEST_OPERATOR_PASSWORD) if it is not there yet.
 */
export async function operatorAuth(db: Queryable, name: string = DEMO_OPERATOR.name, role: OperatorRole = 'admin'): Promise<Record<string, string>> {
  if (name === DEMO_OPERATOR.name) return basicAuth(name, DEMO_OPERATOR.password);
  hash ??= hashPassword(TEST_OPERATOR_PASSWORD);
  await db.query(
    "INSERT INTO operators (name, role, password_hash, created_by) VALUES ($1, $2, $3, 'test') ON CONFLICT (name) DO NOTHING",
    [name, role, await hash],
  );
  return basicAuth(name, TEST_OPERATOR_PASSWORD);
}

/** app.inject as if through the operator listener (server/http/operator-listener.ts), which alone serves /api/operator/*. */
export function operatorInject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, Request: OperatorRequest });
}
