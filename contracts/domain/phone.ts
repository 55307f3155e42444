import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers, one rule for site and server (docs/security.md "Phone numbers and SMS"): every number is parsed
 * once with libphonenumber-js (its 'min' metadata: country and validity, no number types) and kept in E.164
 * ('+905321234567'). Whatever stores, compares or keys on a phone (registration, customer/updatephone, the SMS
 * limits per number, the trial bonus once per number, the excluded-player checks) goes through normalisePhone, so
 * one handset is one number everywhere.
 */

/** The country a number without its own country code belongs to: the site's prefix 90 (docs/product.md §5). */
export const HOME_COUNTRY = 'TR';

/** A refusal for 'country' still names the number (E.164), e.g. to count it in the SMS limits per number. */
export type PhoneResult =
  | { ok: true; e164: string; country: string }
  | { ok: false; reason: 'country'; e164: string }
  | { ok: false; reason: 'invalid' };

/** Longer input is no phone number (and is not worth parsing). */
const MAX_INPUT = 40;

/**
 * `raw` in E.164 when it is a valid number of one of `allowedCountries` (ISO 3166-1 alpha-2, config/site.json
 * phones.allowedCountries; default Türkiye only). Accepts the spellings players and the API use: '+90 (532) 123 45
 * 67', '00905321234567', '905321234567' (the site's '90' + 10 digits), '9005321234567', '05321234567',
 * '5321234567' all give '+905321234567'. Digits with a country code but no '+' are read as international first
 * and, when that is no valid number, as a national number of HOME_COUNTRY. Refusals: 'invalid' (no valid number of
 * any country's plan) and 'country' (valid, of a country not allowed).
 */
export function normalisePhone(raw: string, allowedCountries: readonly string[] = [HOME_COUNTRY]): PhoneResult {
  if (raw.length > MAX_INPUT) return { ok: false, reason: 'invalid' };
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  const candidates: string[] = [];
  if (text.startsWith('+')) candidates.push(`+${digits}`);
  else if (digits.startsWith('00')) candidates.push(`+${digits.slice(2)}`);
  else if (!digits.startsWith('0') && digits.length > 10) candidates.push(`+${digits}`, digits);
  else candidates.push(digits);
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, HOME_COUNTRY);
    if (!parsed?.isValid()) continue;
    const country = parsed.country;
    if (!country || !allowedCountries.includes(country)) return { ok: false, reason: 'country', e164: parsed.number };
    return { ok: true, e164: parsed.number, country };
  }
  return { ok: false, reason: 'invalid' };
}

/**
 * The digit form the API and the site's mask use (docs/product.md §5: '90' + 10 digits): a stored E.164 number
 * without its '+' ('+905321234567' -> '905321234567'); any other text as it is.
 */
export function phoneDigits(stored: string): string {
  return /^\+\d+$/.test(stored) ? stored.slice(1) : stored;
}

/**
 * A phone for display: a Türkiye number (stored E.164 or the '90' + 10 digit form) as the site's mask shows it,
 * '+90 (532) 123 45 67' (docs/product.md §2 phone mask); anything else as it is.
 */
export function formatPhone(phone: string): string {
  const m = /^\+?90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+90 (${m[1]}) ${m[2]} ${m[3]} ${m[4]}` : phone;
}
