/** Country calling code the site's numbers belong to (spec §5: phones are '90' + 10 digits, Turkey). */
export const HOME_COUNTRY_CODE = '90';

/**
 * One canonical form per destination number: digits only, with the country code and without an international
 * ('00') or trunk ('0') prefix, e.g. '+90 (532) 123 45 67', '00905321234567', '05321234567' and '5321234567'
 * all give '905321234567'. Numbers of other shapes keep their digits as given. Used wherever two spellings of one
 * number must count as one (e.g. the SMS rate limits per destination number).
 */
export function canonicalPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? HOME_COUNTRY_CODE + digits : digits;
}
