/**
 * The national self-exclusion register (docs/registration-checks.md): a market's central list of people who excluded
 * themselves from all gambling sites. The platform server asks it at registration and at login; a real market
 * plugs in its register's API by implementing this interface (the demo adapter keeps its list in the database).
 */
export interface RegisterIdentity {
  /** 11-digit TC number, when the player gave one. */
  personalNo: string | null;
  name: string;
  surname: string;
  /** 'YYYY-MM-DD', when the player gave one. */
  birthDate: string | null;
}

/** What the register answered; `matchedOn` says which part of the identity was listed. */
export type RegisterAnswer = { listed: false } | { listed: true; matchedOn: 'personalNo' | 'nameBirthDate' };

export interface NationalExclusionRegister {
  /** Shown in the start-up warnings while a demo adapter is in use. */
  readonly name: string;
  /** Whether `identity` is listed. Throws when the register cannot be reached (the caller refuses: fail closed). */
  check(identity: RegisterIdentity): Promise<RegisterAnswer>;
}
