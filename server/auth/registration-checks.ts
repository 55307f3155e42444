import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { NationalExclusionRegister, RegisterIdentity } from './national-register/national-register';
import { identityNameKey, parseBirthDate } from '@contracts/domain/identity';
import { comparablePhone } from '@server/account/phones';
import type { ProtectionClock } from '@server/protection/clock';
import type { ProtectionProfile } from '@server/protection/profile';

/** Where a check runs (column registration_refusals.stage). */
export type CheckStage = 'register' | 'phoneVerify' | 'identity' | 'login';
type MatchedOn = 'phone' | 'personalNo' | 'nameBirthDate';

/** Who is trying: the identity given plus what the operator's record keeps. */
export interface Applicant extends RegisterIdentity {
  /** E.164 (server/account/phones.ts); for a registration the number typed, for a phone verification the one verified. */
  phone: string | null;
  username: string | null;
  /** The existing account (phone verification, login); null for a new registration. */
  playerId: number | null;
  ip: string | null;
}

/** birth_date as 'YYYY-MM-DD' text, the form applicants give it (to_char: the builder has no date formatting). */
const birthDateText = sql<string | null>`to_char(p.birth_date, 'YYYY-MM-DD')`.as('birth_date');

/**
 * Checks that keep excluded people out (docs/registration-checks.md), each switched by `compliance.registration`:
 * - matchExcludedPlayers: a registration or phone verification whose verified phone (only a phone the excluded player
 *   verified counts, so nobody can block a stranger's number), national id or name + birth date matches a player in
 *   a time-out or self-exclusion is refused with a NEUTRAL message (no disclosure) and recorded for the operator.
 * - nationalRegister: registration and login are refused with a clear message when the national register lists the
 *   identity; when the register cannot be asked, registration fails closed with 'auth.nationalRegisterDown'.
 * Refusals are ApiFailure 400; every refusal writes one row to registration_refusals (migration 120).
 */
export class RegistrationChecks {
  constructor(
    private readonly db: Db,
    private readonly profile: ProtectionProfile,
    private readonly clock: ProtectionClock,
    public register: NationalExclusionRegister,
  ) {}

  /** POST auth/register, before the player exists: excluded-player match, then the national register. */
  async beforeRegistration(given: Applicant): Promise<void> {
    const applicant = usable(given);
    await this.refuseExcludedMatch('register', applicant);
    await this.refuseListed('register', applicant, 'auth.nationalRegisterListed');
  }

  /** POST protection/identity, before a later-given identity is stored: both checks, as at registration. */
  async beforeIdentity(given: Applicant): Promise<void> {
    const applicant = usable(given);
    await this.refuseExcludedMatch('identity', applicant);
    await this.refuseListed('identity', applicant, 'auth.nationalRegisterListed');
  }

  /** customer/updatephone step 2, before the number is stored as verified: the excluded-player match by phone. */
  async beforePhoneVerified(applicant: Applicant): Promise<void> {
    await this.refuseExcludedMatch('phoneVerify', applicant, 'account.phoneRefused');
  }

  /** auth/login after the right password: the national register with the identity the account holds. */
  async atLogin(playerId: number, ip: string | null): Promise<void> {
    if (!this.profile.registration?.nationalRegister) return;
    const p = await typed(this.db)
      .selectFrom('players as p')
      .select(['p.id', 'p.phone', 'p.sms_verified', 'p.personal_no', 'p.name', 'p.surname', birthDateText, 'p.username'])
      .where('p.id', '=', playerId)
      .executeTakeFirst();
    if (!p) return;
    await this.refuseListed(
      'login',
      { personalNo: p.personal_no, name: p.name, surname: p.surname, birthDate: p.birth_date, phone: p.phone, username: p.username, playerId, ip },
      'auth.nationalRegisterLogin',
    );
  }

  private async refuseListed(
    stage: CheckStage,
    applicant: Applicant,
    key: 'auth.nationalRegisterListed' | 'auth.nationalRegisterLogin',
  ): Promise<void> {
    if (!this.profile.registration?.nationalRegister) return;
    if (!applicant.personalNo && !applicant.birthDate) return;
    let answer;
    try {
      answer = await this.register.check(applicant);
    } catch {
      // Fail closed at registration (no account opens unchecked); a login of a checked account goes on.
      if (stage !== 'login') throw new ApiFailure(400, 'auth.nationalRegisterDown');
      return;
    }
    if (!answer.listed) return;
    await this.record(stage, 'nationalRegister', answer.matchedOn, null, applicant);
    throw new ApiFailure(400, key);
  }

  private async refuseExcludedMatch(
    stage: CheckStage,
    applicant: Applicant,
    key: 'auth.registrationRefused' | 'account.phoneRefused' = 'auth.registrationRefused',
  ): Promise<void> {
    if (!this.profile.registration?.matchExcludedPlayers) return;
    const phone = applicant.phone ? comparablePhone(applicant.phone) : null;
    const now = this.clock.now();
    const candidates = await typed(this.db)
      .selectFrom('players as p')
      .innerJoin('player_exclusions as e', 'e.player_id', 'p.id')
      .select(['p.id', 'p.phone', 'p.sms_verified', 'p.personal_no', 'p.name', 'p.surname', birthDateText])
      .distinct()
      .where('e.starts_at', '<=', now)
      .where((eb) => eb.or([eb('e.ends_at', 'is', null), eb('e.ends_at', '>', now)]))
      .where((eb) => eb('p.id', 'is distinct from', applicant.playerId))
      .where((eb) =>
        eb.or([
          eb.and([eb('p.sms_verified', '=', true), eb('p.phone', 'in', [applicant.phone ?? '', phone ?? ''])]),
          eb('p.personal_no', '=', applicant.personalNo ?? ''),
          // A text parameter read as a date; null (no birth date given) matches nothing.
          eb('p.birth_date', '=', sql<Date>`${applicant.birthDate}::date`),
        ]),
      )
      .execute();
    const nameKey = identityNameKey(applicant.name, applicant.surname);
    for (const c of candidates) {
      const on: MatchedOn | null =
        phone && c.sms_verified && comparablePhone(c.phone) === phone
          ? 'phone'
          : applicant.personalNo && c.personal_no === applicant.personalNo
            ? 'personalNo'
            : applicant.birthDate && c.birth_date === applicant.birthDate && identityNameKey(c.name, c.surname) === nameKey
              ? 'nameBirthDate'
              : null;
      if (!on) continue;
      await this.record(stage, 'excludedPlayer', on, c.id, applicant);
      throw new ApiFailure(400, key);
    }
  }

  private async record(stage: CheckStage, reason: 'excludedPlayer' | 'nationalRegister', on: MatchedOn, matched: number | null, a: Applicant): Promise<void> {
    await typed(this.db)
      .insertInto('registration_refusals')
      .values({ stage, reason, matched_on: on, matched_player_id: matched, player_id: a.playerId, username: a.username, phone: a.phone, ip: a.ip })
      .execute();
  }
}

/** A birth date that is not a real date matches nothing (the registration refuses it afterwards with its own message). */
function usable(a: Applicant): Applicant {
  return a.birthDate && !parseBirthDate(a.birthDate) ? { ...a, birthDate: null } : a;
}
