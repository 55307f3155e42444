import type { FastifyInstance } from 'fastify';
import type { ProtectionStatus } from '@contracts/types/protection/status';
import { call } from '@server/test/test-app';
import type { EnvelopeReply } from '@server/test/test-app';

/** Test helpers of the protection suites. */

/** POST payment/deposit of `lira` through the seed's e-wallet method (₺20 - ₺10.000). */
export function deposit(
  app: FastifyInstance,
  token: string,
  lira: number,
  locale: 'tr' | 'en' = 'en',
): Promise<EnvelopeReply> {
  return call(app, 'POST', '/api/payment/deposit', {
    token,
    locale,
    body: { id: 3, target: 'pay', detail: { provider: 2, accountId: '1234567890', amount: lira } },
  });
}

/** POST protection/setlimit; throws when refused. */
export async function setLimit(
  app: FastifyInstance,
  token: string,
  type: string,
  period: string,
  value: number | null,
): Promise<void> {
  const r = await call(app, 'POST', '/api/protection/setlimit', { token, body: { type, period, value }, locale: 'en' });
  if (r.status !== 200) throw new Error(`setlimit failed: ${r.body.message}`);
}

/** GET protection/status data. */
export async function status(app: FastifyInstance, token: string): Promise<ProtectionStatus> {
  return (await call(app, 'GET', '/api/protection/status', { token })).body.data as ProtectionStatus;
}

/** POST /api/test/clock: moves the player's protection clock forward. */
export async function advance(app: FastifyInstance, username: string, ms: number): Promise<void> {
  const r = await call(app, 'POST', '/api/test/clock', { body: { username, advanceMs: ms } });
  if (r.status !== 200) throw new Error(`clock failed: ${r.body.message}`);
}

/** POST auth/login. */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  locale: 'tr' | 'en' = 'en',
): Promise<EnvelopeReply> {
  return call(app, 'POST', '/api/auth/login', { body: { username, password }, locale });
}

/** 'dd.MM.yyyy HH:mm' as the messages print dates. */
export const DATE_TIME = /\d\d\.\d\d\.\d{4} \d\d:\d\d/;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
