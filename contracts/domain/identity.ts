/**
 * Identity rules written once for the site and the platform server (docs/registration-checks.md): the Turkish national
 * id (TC kimlik no) check, the age of majority from a birth date, and the form in which names are compared when a
 * new registration is matched against excluded players. The server imports this file as is (server/auth/registration-checks.ts).
 */
import { foldSearchText } from './search-fold';

/** Age of majority for gambling in Türkiye (docs/registration-checks.md; docs/product.md §5 birth date rule). */
export const MIN_PLAYER_AGE_YEARS = 18;

/**
 * Whether `value` is a valid Turkish national id (TC kimlik no), docs/registration-checks.md: exactly 11 digits, the first not
 * 0; digit 10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10; digit 11 = (d1+…+d10) mod 10 (the official rule of the
 * Nüfus ve Vatandaşlık İşleri register). E.g. '10000000146' is valid, '10000000147' and '01234567890' are not.
 */
export function isValidTcNumber(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return eleventh === d[10];
}

/** 'YYYY-MM-DD' → its UTC midnight, or null when it is not a real calendar date from 1900 on. */
export function parseBirthDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return date;
}

/**
 * Whether someone born on `birthDate` ('YYYY-MM-DD') is at least MIN_PLAYER_AGE_YEARS old at `now`
 * (docs/registration-checks.md "Identity before money"). A birthday on 29 February counts from 1 March in other years. False for a date that is not a real date.
 */
export function isOfAge(birthDate: string, now: Date = new Date()): boolean {
  const date = parseBirthDate(birthDate);
  if (!date || date.getTime() > now.getTime()) return false;
  const adult = new Date(Date.UTC(date.getUTCFullYear() + MIN_PLAYER_AGE_YEARS, date.getUTCMonth(), date.getUTCDate()));
  return adult.getTime() <= now.getTime();
}

/**
 * The form a full name is compared in when registrations are matched against excluded players (docs/registration-checks.md):
 * Turkish case folding (I ı İ i are one letter), accents dropped (ş → s, so "Ayse" matches "Ayşe"), white space runs
 * collapsed and trimmed. E.g. ('  AYŞE  nur', 'YILMAZ') → 'ayse nur yilmaz'.
 */
export function identityNameKey(name: string, surname: string): string {
  return foldSearchText(`${name} ${surname}`).trim();
}
