import type { RegisterRequest } from '@contracts/types/auth/register.request';
import type { RegisterFastForm } from '@site/generated/forms/register-fast';
import type { RegisterDefaultForm, RegisterBirthDate } from '@site/generated/forms/register-default';
import type { Referral } from '@site/lib/referral';

/** Spec §3, §9: default currencyId. */
export const DEFAULT_CURRENCY_ID = 1;

/** Stored and read in src/lib/referral.ts (captured on landing on any page). */
export { readReferral, type KeyValueSource, type Referral } from '@site/lib/referral';

/** Birth date parts → 'YYYY-MM-DD' (docs/product.md §3: assembled year-month-day), e.g. {day:'01',month:'01',year:'1970'} → '1970-01-01'. */
export function assembleBirthDate({ day, month, year }: RegisterBirthDate): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** POST auth/register body of the fast variant (docs/product.md §3): isFast=true, currencyId 1. */
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
    ...depositLimitOf(form),
    isFast: true,
  };
}

/**
 * The optional deposit limit of the sign-up form (docs/registration-checks.md) as the payload's depositLimit {period, amount in
 * lira}; nothing when no amount was typed. A period the form did not set falls back to `fallbackPeriod`.
 */
export function depositLimitOf(
  form: Pick<RegisterFastForm, 'depositLimitAmount' | 'depositLimitPeriod'>,
  fallbackPeriod: 'day' | 'week' | 'month' = 'month',
): Pick<RegisterRequest, 'depositLimit'> {
  if (typeof form.depositLimitAmount !== 'number') return {};
  const period = form.depositLimitPeriod === 'day' || form.depositLimitPeriod === 'week' || form.depositLimitPeriod === 'month' ? form.depositLimitPeriod : fallbackPeriod;
  return { depositLimit: { period, amount: form.depositLimitAmount } };
}

/** POST auth/register body of the default variant (docs/product.md §3): the fast fields plus PersonalNo and birthDate, isFast=false. */
export function buildDefaultPayload(form: RegisterDefaultForm, referral: Referral = {}): RegisterRequest {
  return {
    ...buildFastPayload(form, referral),
    PersonalNo: form.PersonalNo,
    birthDate: assembleBirthDate(form.birthDate),
    isFast: false,
  };
}
