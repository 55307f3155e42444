import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';

/** What a one-time code is for (verification_codes.purpose). */
export type CodePurpose = 'password_reset' | 'phone';

/** Server rules: codes live 10 minutes and allow at most 5 wrong attempts; SMS codes are 6 digits (docs/product.md §9). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_DIGITS = 6;

/** A random code of `CODE_DIGITS` digits from the OS CSPRNG, e.g. '042917'. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * Stores a fresh code for `playerId` (closing any open code of the same purpose, so only the newest works) and
 * returns it in clear, to be sent once. `target` is the phone number a phone code belongs to.
 */
export async function issueCode(q: Queryable, playerId: number, purpose: CodePurpose, target: string | null = null): Promise<string> {
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const db = typed(q);
  await db
    .updateTable('verification_codes')
    .set({ closed_at: sql<Date>`now()` })
    .where('player_id', '=', playerId)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      player_id: playerId, purpose, code_hash: hashCode(salt, code), salt, target,
      // Expiry by the database clock, like every check of it.
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_MS / 1000})`,
    })
    .execute();
  return code;
}

export interface CheckCodeOptions {
  /** Close the code when it matches (the last step of a flow); otherwise it stays usable. */
  consume: boolean;
  /** For phone codes: the number the code must have been sent to. */
  target?: string;
}

/** Why a code was refused; the caller raises it as ApiFailure 400 after its transaction commits. */
export type CodeRefusal = 'account.codeWrong' | 'account.codeExpired' | 'account.codeAttempts';

/**
 * Checks `code` against the player's newest open code of `purpose`, inside `q` (a transaction: the row is locked
 * so parallel guesses cannot exceed the attempts limit). Returns null when it matches, else the refusal:
 * 'account.codeWrong' (no open code, wrong code or another phone number; a wrong code uses up an attempt),
 * 'account.codeExpired' after 10 minutes, 'account.codeAttempts' once 5 wrong attempts were made.
 * It does not throw on a refusal, so the used-up attempt is committed with the caller's transaction.
 */
export async function checkCode(q: Queryable, playerId: number | null, purpose: CodePurpose, code: string, options: CheckCodeOptions): Promise<CodeRefusal | null> {
  if (playerId === null) return 'account.codeWrong';
  const db = typed(q);
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'salt', 'target', 'attempts'])
    .select((eb) => eb('expires_at', '<=', sql<Date>`now()`).as('expired'))
    .where('player_id', '=', playerId)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'account.codeWrong';
  if (row.expired) return 'account.codeExpired';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'account.codeAttempts';
  const matches =
    timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hashCode(row.salt, code), 'hex')) &&
    (options.target === undefined || options.target === row.target);
  if (!matches) {
    await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'account.codeAttempts' : 'account.codeWrong';
  }
  if (options.consume) await db.updateTable('verification_codes').set({ closed_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  return null;
}

/** Throws the refusal of checkCode as ApiFailure 400; call it after the transaction committed. */
export function raiseRefusal(refusal: CodeRefusal | null): void {
  if (refusal) throw new ApiFailure(400, refusal);
}

/**
 * Makes every open one-time code of player `username` (case-insensitive; password reset and phone) expired now and
 * returns how many (0 for an unknown username). Only POST /api/test/expirecodes calls it: demo and test mode.
 */
export async function expireOpenCodes(q: Queryable, username: string): Promise<number> {
  const rows = await typed(q)
    .updateTable('verification_codes')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('closed_at', 'is', null)
    .where('player_id', '=', (eb) =>
      eb.selectFrom('players').select('id').where((p) => p(p.fn('lower', ['username']), '=', p.fn('lower', [p.val(username)]))),
    )
    .returning('id')
    .execute();
  return rows.length;
}
