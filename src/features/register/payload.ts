import type { RegisterRequest } from '../../generated/api/auth/register.request';
import type { RegisterFastForm } from '../../generated/forms/register-fast';
import type { RegisterDefaultForm, RegisterBirthDate } from '../../generated/forms/register-default';

/** Spec §3, §9: default currencyId. */
export const DEFAULT_CURRENCY_ID = 1;

/** Referral and affiliate values of the registration payload (spec §3). */
export type Referral = Pick<RegisterRequest, 'refId' | 'partner' | 'subid' | 'source'>;

/** Something with getItem, e.g. localStorage; null when storage is blocked. */
export type KeyValueSource = Pick<Storage, 'getItem'> | null;

/**
 * Reads the referral values (spec §3): each key from local storage first, otherwise from the URL query
 * (`search`, e.g. '?refId=12'). A numeric refId wins and is sent alone as a number; otherwise the affiliate
 * values partner/subid/source that are present. Blank values are ignored; never throws.
 */
export function readReferral(storage: KeyValueSource, search: string): Referral {
  const query = new URLSearchParams(search);
  const read = (key: string): string | undefined => {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(key) ?? null;
    } catch {
      stored = null; // storage blocked: fall back to the query
    }
    const value = (stored?.trim() || query.get(key)?.trim()) ?? '';
    return value === '' ? undefined : value;
  };
  const refId = read('refId');
  if (refId !== undefined && /^[1-9][0-9]*$/.test(refId)) return { refId: Number(refId) };
  const referral: Referral = {};
  for (const key of ['partner', 'subid', 'source'] as const) {
    const value = read(key);
    if (value !== undefined) referral[key] = value;
  }
  return referral;
}

/** Birth date parts → 'YYYY-MM-DD' (spec §3: assembled year-month-day), e.g. {day:'01',month:'01',year:'1970'} → '1970-01-01'. */
export function assembleBirthDate({ day, month, year }: RegisterBirthDate): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** POST auth/register body of the fast variant (spec §3): isFast=true, currencyId 1. */
export function buildFastPayload(form: RegisterFastForm, referral: Referral = {}): RegisterRequest {
  return {
    name: form.name,
    surname: form.surname,
    username: form.username,
    email: form.email,
    phone: form.phone,
    country: form.country,
    currencyId: DEFAULT_CURRENCY_ID,
    trialBonus: form.trialBonus === 1 ? 1 : 0,
    password: form.password,
    password2: form.password2,
    ...referral,
    isFast: true,
  };
}

/** POST auth/register body of the default variant (spec §3): the fast fields plus PersonalNo and birthDate, isFast=false. */
export function buildDefaultPayload(form: RegisterDefaultForm, referral: Referral = {}): RegisterRequest {
  return {
    ...buildFastPayload(form, referral),
    PersonalNo: form.PersonalNo,
    birthDate: assembleBirthDate(form.birthDate),
    isFast: false,
  };
}
