import { ApiFailure } from '@server/http/envelope';

const MIN_AGE_YEARS = 18;

/** Checks a 'YYYY-MM-DD' birth date is a real calendar date and the player is of age; ApiFailure 400 otherwise. */
export function checkBirthDate(value: string, now = new Date()): void {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) {
    throw new ApiFailure(400, 'auth.invalidBirthDate');
  }
  const adult = new Date(Date.UTC(y + MIN_AGE_YEARS, m - 1, d));
  if (adult.getTime() > now.getTime()) throw new ApiFailure(400, 'auth.tooYoung');
}
