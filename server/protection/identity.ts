import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { isOfAge, isValidTcNumber, parseBirthDate } from '@contracts/domain/identity';
import type { IdentityState } from '@contracts/types/protection/identity';
import type { ProtectionProfile } from './profile';
import { refusal } from './text';
import type { RegistrationChecks } from '@server/auth/registration-checks';

export type { IdentityState };

/**
 * Identity before money (docs/registration-checks.md): with `compliance.registration.identityBeforeMoney` on, no deposit, game
 * launch, spin or bet until the player has a valid TC number (contracts/domain/identity.ts) and a birth date of age 18+ on file.
 * The default sign-up asks for both; a fast sign-up gives them later through POST protection/identity.
 */
export async function identityState(q: Queryable, profile: ProtectionProfile, playerId: number, now: Date): Promise<IdentityState> {
  const row = await typed(q)
    .selectFrom('players')
    // The birth date as the calendar day it is ('YYYY-MM-DD'), not a Date at some zone's midnight.
    .select(['personal_no', sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date')])
    .where('id', '=', playerId)
    .executeTakeFirst();
  const missing: IdentityState['missing'] = [];
  if (!row?.personal_no || !isValidTcNumber(row.personal_no)) missing.push('personalNo');
  if (!row?.birth_date || !isOfAge(row.birth_date, now)) missing.push('birthDate');
  return { required: profile.registration?.identityBeforeMoney === true, complete: missing.length === 0, missing };
}

/** Refuses (400 'protection.identityRequired') money and play of a player whose identity is not complete, when required. */
export async function requireIdentity(q: Queryable, profile: ProtectionProfile, playerId: number, now: Date): Promise<void> {
  if (profile.registration?.identityBeforeMoney !== true) return;
  const state = await identityState(q, profile, playerId, now);
  if (!state.complete) throw refusal('protection.identityRequired');
}

/**
 * Stores the TC number and birth date of a player whose identity is not complete yet, after the same checks as a
 * registration (excluded players, national register: a fast sign-up cannot skip them by giving its identity later).
 * Errors (400, nothing stored): 'protection.invalidTcNumber', 'auth.invalidBirthDate', 'auth.tooYoung',
 * 'protection.identityLocked' (already complete), the refusals of RegistrationChecks.
 */
export async function saveIdentity(
  q: Queryable,
  checks: RegistrationChecks,
  profile: ProtectionProfile,
  playerId: number,
  input: { personalNo: string; birthDate: string },
  now: Date,
  ip: string | null,
): Promise<IdentityState> {
  if (!isValidTcNumber(input.personalNo)) throw new ApiFailure(400, 'protection.invalidTcNumber');
  if (!parseBirthDate(input.birthDate)) throw new ApiFailure(400, 'auth.invalidBirthDate');
  if (!isOfAge(input.birthDate, now)) throw new ApiFailure(400, 'auth.tooYoung');
  if ((await identityState(q, profile, playerId, now)).complete) throw new ApiFailure(400, 'protection.identityLocked');
  const p = await typed(q).selectFrom('players').select(['name', 'surname', 'username']).where('id', '=', playerId).executeTakeFirstOrThrow();
  await checks.beforeIdentity({ ...input, name: p.name, surname: p.surname, phone: null, username: p.username, playerId, ip });
  await typed(q)
    .updateTable('players')
    .set({ personal_no: input.personalNo, birth_date: sql<Date>`${input.birthDate}::date` })
    .where('id', '=', playerId)
    .execute();
  return identityState(q, profile, playerId, now);
}
