import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { typed } from '@server/db/typed';
import { call, fastRegistration } from './test-app';

/** A freshly registered player: credentials, bearer token and id. */
export interface TestPlayer {
  username: string;
  password: string;
  token: string;
  id: number;
  phone: string;
}

/** Registers a fast player through POST auth/register and returns its token (throws when refused). */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestPlayer> {
  const body = fastRegistration(overrides);
  const r = await call(app, 'POST', '/api/auth/register', { body, headers });
  if (r.status !== 200) throw new Error(`register failed: ${r.body.message}`);
  const data = r.body.data as { token: string; usercode: string };
  const row = await typed(app.db).selectFrom('players').select('id').where('username', '=', String(body.username)).executeTakeFirstOrThrow();
  return { username: String(body.username), password: String(body.password), token: data.token, id: row.id, phone: String(body.phone) };
}

/** Verifies `player`'s phone through customer/updatephone (steps 1 and 2); reset codes go to verified phones only. */
export async function verifyPhone(app: FastifyInstance, player: TestPlayer): Promise<TestPlayer> {
  const step1 = await call(app, 'POST', '/api/customer/updatephone', { body: { step: 1, phone: player.phone }, token: player.token });
  if (step1.status !== 200) throw new Error(`updatephone step 1 failed: ${step1.body.message}`);
  const code = await lastCode(app, player.username);
  const step2 = await call(app, 'POST', '/api/customer/updatephone', { body: { step: 2, phone: player.phone, code }, token: player.token });
  if (step2.status !== 200) throw new Error(`updatephone step 2 failed: ${step2.body.message}`);
  return player;
}

/** The code of the newest SMS recorded for `username` in the outbox (what GET /api/test/outbox shows). */
export async function lastCode(app: FastifyInstance, username: string): Promise<string> {
  await app.afterReply.settled();
  const [message] = await app.outbox.read(username, 1);
  if (!message?.code) throw new Error(`no code sent to ${username}`);
  return message.code;
}

/** Moves every open code of `playerId` past its expiry (the clock of the rule lives in the database). */
export async function expireCodes(app: FastifyInstance, playerId: number): Promise<void> {
  await typed(app.db)
    .updateTable('verification_codes')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('player_id', '=', playerId)
    .execute();
}

/** Beyond any step-up window the tests use (the default is 5 minutes; docs/security.md "Step-up"). */
export const STALE_MS = 10 * 60_000;

/**
 * Ages the player's login and re-authentications past the step-up window, as the journeys do through POST
 * test/clock: his time-stamped records move back (ProtectionClock.advance), so his session is no longer fresh.
 */
export async function staleSession(app: FastifyInstance, playerId: number): Promise<void> {
  await app.protection.clock.advance(app.db, playerId, STALE_MS);
}

/** Proves the player's password again (POST auth/reauth), as the site's "Confirm it's you" dialog does; throws when refused. */
export async function reauth(app: FastifyInstance, player: { token: string; password: string }): Promise<void> {
  const r = await call(app, 'POST', '/api/auth/reauth', { token: player.token, body: { password: player.password } });
  if (r.status !== 200) throw new Error(`reauth failed: ${r.status} ${r.body.message}`);
}

/** Ends the cooling hold of every held withdrawal of `playerId` now (the hold's clock lives in the database). */
export async function endHolds(app: FastifyInstance, playerId: number): Promise<void> {
  await typed(app.db)
    .updateTable('payment_requests')
    .set({ held_until: sql<Date>`now() - interval '1 second'` })
    .where('player_id', '=', playerId)
    .where('held_until', 'is not', null)
    .execute();
}
