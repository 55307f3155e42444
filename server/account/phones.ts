import { readFileSync } from 'node:fs';
import { normalisePhone } from '@contracts/domain/phone';
import { ApiFailure } from '@server/http/envelope';
import { SITE_CONFIG_FILE } from '@server/protection/profile';

/** config/site.json `phones` (schemas/config/site.json; docs/security.md "Phone numbers and SMS"). */
export interface PhoneConfig {
  /** ISO 3166-1 alpha-2 codes whose numbers are accepted; ['TR'] by default. */
  allowedCountries: string[];
  /** The overall SMS budget: SMS per UTC hour and per Türkiye day, every process together. */
  smsBudget: { perHour: number; perDay: number };
}

/** Reads `phones` from `file` (config/site.json), checked by the config check before the server starts. */
export function loadPhoneConfig(file = SITE_CONFIG_FILE): PhoneConfig {
  const site = JSON.parse(readFileSync(file, 'utf8')) as { phones?: PhoneConfig };
  if (!site.phones) throw new Error(`${file}: /phones: missing (allowed countries and SMS budget)`);
  return site.phones;
}

/**
 * The one form a phone is stored, compared and keyed in: E.164 by contracts/domain/phone.ts normalisePhone with the
 * config's countries. Errors: ApiFailure 400 'account.phoneInvalid' (no valid number) or 'account.phoneCountry'
 * (a country not in allowedCountries), both naming the Phone field.
 */
export function storablePhone(raw: string, allowedCountries: readonly string[]): string {
  const result = normalisePhone(raw, allowedCountries);
  if (result.ok) return result.e164;
  throw new ApiFailure(400, result.reason === 'country' ? 'account.phoneCountry' : 'account.phoneInvalid');
}

/**
 * The E.164 form of a number of any country, for comparing and keying (so every spelling of one handset is one
 * number, whatever the config allows today); text that is no number at all stays as it is.
 */
export function comparablePhone(raw: string): string {
  const result = normalisePhone(raw);
  return result.ok || result.reason === 'country' ? result.e164 : raw;
}

/** The key the SMS limits per number count a phone under: 'phone:' + comparablePhone. */
export function phoneLimitKey(raw: string): string {
  return `phone:${comparablePhone(raw)}`;
}
