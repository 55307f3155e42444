import { addCalendarDays, istanbulDate } from '@contracts/domain/istanbul-time';

/*
 * Quick ranges of the dashboard histories (docs/histories.md: today, 7 and 30 days). Days are calendar days
 * in Istanbul (contracts/domain/istanbul-time.ts), the same days the server counts `from`/`to` in
 * (server/wallet/history.ts dayRange), so a quick range and the same dates typed in the date
 * pickers give the same rows.
 */

export const QUICK_RANGES = ['today', '7d', '30d'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** How many days each quick range covers, today included. */
const DAYS: Readonly<Record<QuickRange, number>> = { today: 1, '7d': 7, '30d': 30 };

/** The inclusive Istanbul days of a quick range at `now`: '7d' → {from: today − 6 days, to: today}. */
export function quickRange(kind: QuickRange, now: Date = new Date()): { from: string; to: string } {
  const to = istanbulDate(now);
  return { from: addCalendarDays(to, 1 - DAYS[kind]), to };
}

/** The quick range a {from, to} filter equals at `now`, or null for a custom (or empty) range. */
export function quickRangeOf(range: { from?: string; to?: string }, now: Date = new Date()): QuickRange | null {
  return QUICK_RANGES.find((kind) => {
    const days = quickRange(kind, now);
    return days.from === range.from && days.to === range.to;
  }) ?? null;
}
