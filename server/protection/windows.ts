import { addCalendarMonths } from '@contracts/domain/exclusion-periods';
import type { LimitPeriod } from './profile';

/**
 * Window and usage maths of the limits (docs/protection-enforcement.md "Limits: windows, usage and changes"), pure so it is unit tested on its own.
 * Windows are rolling and end at the player's now: day = the last 24 h, week = the last 7 days, month = since
 * the same instant one calendar month earlier (31 March -> 28/29 February, clamped to the month's last day).
 */

const HOUR_MS = 3_600_000;

/** The instant `period` after `at` (the moment something counted at `at` leaves the window). */
export function addPeriod(period: LimitPeriod, at: Date): Date {
  if (period === 'day') return new Date(at.getTime() + 24 * HOUR_MS);
  if (period === 'week') return new Date(at.getTime() + 7 * 24 * HOUR_MS);
  return addCalendarMonths(at, 1);
}

/** Where the window of `period` ending at `now` starts (exclusive). */
export function windowStart(period: LimitPeriod, now: Date): Date {
  if (period === 'day') return new Date(now.getTime() - 24 * HOUR_MS);
  if (period === 'week') return new Date(now.getTime() - 7 * 24 * HOUR_MS);
  return addCalendarMonths(now, -1);
}

/** Longest session limit a period allows, minutes (a day has 1440). */
export function periodMinutes(period: LimitPeriod, now: Date): number {
  return Math.round((now.getTime() - windowStart(period, now).getTime()) / 60_000);
}

/** A counted event: `amount` adds to usage (a deposit, a stake) or takes from it (a win, negative). */
export interface UsageEvent {
  at: Date;
  amount: number;
}

/** Usage of a list of events: their sum, never below 0 (a net win is a loss of 0). */
export function usageOf(events: readonly UsageEvent[]): number {
  return Math.max(
    0,
    events.reduce((sum, e) => sum + e.amount, 0),
  );
}

/**
 * When `request` more usage would fit under `limit` for good if nothing new happened: the moment enough of the
 * oldest `events` (sorted oldest first, all inside the current window) have left it that no later departure (of a
 * win, which raises a loss again) pushes it back over. Null when it fits now; 'never' when the request alone is
 * above the limit.
 */
export function freesUpAt(
  events: readonly UsageEvent[],
  limit: number,
  request: number,
  period: LimitPeriod,
): Date | null | 'never' {
  if (request > limit) return 'never';
  const fits = (remaining: number) => Math.max(0, remaining) + request <= limit;
  let remaining = events.reduce((sum, e) => sum + e.amount, 0);
  if (fits(remaining)) return null;
  // k = how many of the oldest have left; the answer is the departure after the LAST k that still does not fit.
  let lastMisfit = 0;
  for (let k = 1; k <= events.length; k++) {
    remaining -= events[k - 1].amount;
    if (!fits(remaining)) lastMisfit = k;
  }
  const leaving = events[lastMisfit] ?? events[events.length - 1];
  return addPeriod(period, leaving?.at ?? new Date(0));
}

/** A logged-in interval [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Overlapping intervals merged, clipped to [from, to], sorted; so two open tabs never count twice. */
export function mergeIntervals(intervals: readonly Interval[], from: Date, to: Date): Interval[] {
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start.getTime(), from.getTime()), end: Math.min(i.end.getTime(), to.getTime()) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const i of clipped) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged.map((i) => ({ start: new Date(i.start), end: new Date(i.end) }));
}

/** Time covered by merged intervals, ms. */
export function coveredMs(merged: readonly Interval[]): number {
  return merged.reduce((sum, i) => sum + (i.end.getTime() - i.start.getTime()), 0);
}

/**
 * When the logged-in time inside the window falls below `limitMs` again if the player stays logged out: the
 * window start must pass the point after which exactly `limitMs` of `merged` (sorted) lies. Null when already below.
 */
export function sessionFreesUpAt(merged: readonly Interval[], limitMs: number, period: LimitPeriod): Date | null {
  if (coveredMs(merged) < limitMs) return null;
  let needed = limitMs;
  for (let k = merged.length - 1; k >= 0; k--) {
    const length = merged[k].end.getTime() - merged[k].start.getTime();
    if (length >= needed) return addPeriod(period, new Date(merged[k].end.getTime() - needed));
    needed -= length;
  }
  return addPeriod(period, merged[0].start);
}

/** Whole percent of `used` against `limit` (0 limit: 100 once anything is asked of it). */
export function percentOf(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.floor((used * 100) / limit);
}

/** Whether usage went from below `warnAt`% of `limit` to at or above it. */
export function crossedWarning(before: number, after: number, limit: number, warnAt: number): boolean {
  if (limit <= 0) return false;
  return before * 100 < warnAt * limit && after * 100 >= warnAt * limit;
}
