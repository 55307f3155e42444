import type { Db } from '../db/db.ts';
import { DemoNationalRegister } from '../providers/national-register/demo-national-register.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { NationalExclusionRegister, RegisterIdentity } from '../providers/national-register/national-register.ts';
import { identityNameKey, parseBirthDate } from '../../contracts/domain/identity.ts';
import { canonicalPhone } from './phone-number.ts';
import type { ProtectionClock } from './protection-clock.ts';
import type { ProtectionProfile } from './protection-profile.ts';

/** Where a check runs (column registration_refusals.stage). */
export type CheckStage = 'register' | 'phoneVerify' | 'identity' | 'login';
type MatchedOn = 'phone' | 'personalNo' | 'nameBirthDate';

/** Who is trying: the identity given plus what the operator's record keeps. */
export interface Applicant extends RegisterIdentity {
  /** Digits with the country code; for a registration the number typed, for a phone verification the one verified. */
  phone: string | null;
  username: string | null;
  /** The existing account (phone verification, login); null for a new registration. */
  playerId: number | null;
  ip: string | null;
}

interface Candidate {
  id: number;
  phone: string;
  sms_verified: boolean;
  personal_no: string | null;
  name: string;
  surname: string;
  birth_date: string | null;
}

/**
 * Checks that keep excluded people out (issue 17 items 1 and 13), each switched by `compliance.registration`:
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
    const [p] = await this.db.query<Candidate & { username: string }>(
      `SELECT id, phone, sms_verified, personal_no, name, surname, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, username
       FROM players WHERE id = $1`,
      [playerId],
    );
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
    const phone = applicant.phone ? canonicalPhone(applicant.phone) : null;
    const candidates = await this.db.query<Candidate>(
      `SELECT DISTINCT p.id, p.phone, p.sms_verified, p.personal_no, p.name, p.surname, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date
       FROM players p JOIN player_exclusions e ON e.player_id = p.id
       WHERE e.starts_at <= $1 AND (e.ends_at IS NULL OR e.ends_at > $1) AND p.id IS DISTINCT FROM $2
         AND ((p.sms_verified AND p.phone IN ($3, $4)) OR p.personal_no = $5 OR p.birth_date = $6::date)`,
      [this.clock.now(), applicant.playerId, applicant.phone ?? '', phone ?? '', applicant.personalNo ?? '', applicant.birthDate],
    );
    const nameKey = identityNameKey(applicant.name, applicant.surname);
    for (const c of candidates) {
      const on: MatchedOn | null =
        phone && c.sms_verified && canonicalPhone(c.phone) === phone
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

  private async record(stage: CheckStage, reason: string, on: MatchedOn, matched: number | null, a: Applicant): Promise<void> {
    await this.db.query(
      `INSERT INTO registration_refusals (stage, reason, matched_on, matched_player_id, player_id, username, phone, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [stage, reason, on, matched, a.playerId, a.username, a.phone, a.ip],
    );
  }
}

/** A birth date that is not a real date matches nothing (the registration refuses it afterwards with its own message). */
function usable(a: Applicant): Applicant {
  return a.birthDate && !parseBirthDate(a.birthDate) ? { ...a, birthDate: null } : a;
}

const registry = new WeakMap<Db, RegistrationChecks>();

/**
 * The registration checks of an app (one per database, built on first use with the app's profile and clock and the
 * demo national register). A real market replaces `.register` with its register's adapter at start; tests may too.
 */
export function registrationChecksOf(ctx: { db: Db; protection: { profile: ProtectionProfile; clock: ProtectionClock } }): RegistrationChecks {
  let checks = registry.get(ctx.db);
  if (!checks) {
    checks = new RegistrationChecks(ctx.db, ctx.protection.profile, ctx.protection.clock, new DemoNationalRegister(ctx.db));
    registry.set(ctx.db, checks);
  }
  return checks;
}
