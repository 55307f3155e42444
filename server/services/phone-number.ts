/** Country calling code the site's numbers belong to (docs/product.md §5: phones are '90' + 10 digits, Turkey). */
export const HOME_COUNTRY_CODE = '90';

/**
 * One canonical form per destination number: digits only, without international ('00') or trunk ('0') prefixes,
 * with the country code; a trunk '0' written after the home country code is dropped too. E.g.
 * '+90 (532) 123 45 67', '00905321234567', '9005321234567', '05321234567' and '5321234567' all give
 * '905321234567'; '0044 20 7946 0958' gives '442079460958'. A 10-digit number is taken as a home one. Used wherever
 * two spellings of one number must count as one (e.g. the SMS rate limits per destination number).
 */
export function canonicalPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  // '90' + '0' + 10 digits: the trunk zero kept after the country code.
  if (digits.length === 13 && digits.startsWith(`${HOME_COUNTRY_CODE}0`)) digits = digits.slice(3);
  return digits.length === 10 ? HOME_COUNTRY_CODE + digits : digits;
}
