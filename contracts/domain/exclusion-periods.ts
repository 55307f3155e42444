/*
 * The lengths of time-outs and self-exclusions (docs/protection-enforcement.md; config/site.json compliance periods) and calendar-month
 * arithmetic, written once: the server stores an exclusion's end with exclusionEnd, and the site's confirmation
 * states the same end before the player confirms (they once disagreed: 31 Aug + 6 months was 3 Mar on the site,
 * 28 Feb on the server).
 */

export type ExclusionKind = 'timeout' | 'selfExclusion';

const DAY_MS = 24 * 3_600_000;

/** Time-out periods and their length, ms. */
export const TIME_OUT_MS: Readonly<Record<string, number>> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/** Self-exclusion periods in calendar months; null = permanent. */
export const SELF_EXCLUSION_MONTHS: Readonly<Record<string, number | null>> = { '6m': 6, '1y': 12, '5y': 60, permanent: null };

/**
 * The same UTC wall time `months` calendar months from `at` (negative: earlier), the day clamped to the target
 * month's length: 31 Aug + 6 months = 28 Feb (29 in a leap year), 31 Mar − 1 month = 28/29 Feb.
 */
export function addCalendarMonths(at: Date, months: number): Date {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return target;
}

/**
 * When an exclusion of `kind` and `period` started at `start` ends: a Date, null for a permanent self-exclusion,
 * undefined for a period that is not one of `kind`'s (e.g. a time-out of '6m').
 */
export function exclusionEnd(kind: ExclusionKind, period: string, start: Date): Date | null | undefined {
  if (kind === 'timeout') return Object.hasOwn(TIME_OUT_MS, period) ? new Date(start.getTime() + TIME_OUT_MS[period]) : undefined;
  if (!Object.hasOwn(SELF_EXCLUSION_MONTHS, period)) return undefined;
  const months = SELF_EXCLUSION_MONTHS[period];
  return months === null ? null : addCalendarMonths(start, months);
}
