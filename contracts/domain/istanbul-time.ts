/*
 * Istanbul time, the one module of the site and the server that turns instants into the operator's calendar and
 * wall clock and back (docs/histories.md: every date is shown, counted and written in the
 * operator's zone, whatever the browser's or the server's zone). Everything goes through `Intl` with
 * `timeZone: SITE_TIME_ZONE`, never through a hand-written offset, so the rules of the zone database apply
 * (Türkiye has been on UTC+3 all year since 2016; before that it had summer time, which Intl knows too).
 *
 * Days are 'YYYY-MM-DD' strings (the history filters' `from` / `to`, docs/product.md §2 Histories); instants are
 * `Date`s (or epoch ms).
 */

/** The IANA zone every date on the site is shown in and every history day is counted in. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

/** An Istanbul wall-clock reading: month 1–12, hour 0–23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter for every reading (building an Intl.DateTimeFormat is the slow part). 'en-US' with h23 gives
// plain ASCII digits and 00–23 hours.
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const two = (n: number) => String(n).padStart(2, '0');

/** The Istanbul wall clock at an instant, e.g. 2026-11-21T21:30:00Z → {2026, 11, 22, 0, 30, 0}. */
export function istanbulWallTime(at: Date | number): WallTime {
  const parts = wallFormat.formatToParts(typeof at === 'number' ? at : at.getTime());
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

/** The Istanbul calendar day 'YYYY-MM-DD' of an instant: 2024-12-31T22:30:00Z → '2025-01-01'. */
export function istanbulDate(at: Date | number): string {
  const wall = istanbulWallTime(at);
  return `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}`;
}

/**
 * 'YYYY-MM-DD' plus `days` (negative: earlier), by calendar arithmetic (no zone involved): month and year ends
 * roll over, '2026-01-31' + 1 → '2026-02-01'.
 */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Zone offset (ms, east positive) at an instant: what the Istanbul wall clock reads minus UTC. */
function offsetAt(ms: number): number {
  const w = istanbulWallTime(ms);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the Istanbul wall clock reads `day` at `hour`:`minute` (hour may be 24 or more, rolling into the
 * next days): ('2026-11-22', 19, 0) → 2026-11-22T16:00:00Z. Throws RangeError for an impossible day such as
 * '2024-02-31' or a text that is no 'YYYY-MM-DD'.
 */
export function istanbulInstant(day: string, hour = 0, minute = 0): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  // Date rolls 2024-02-31 over to March; a real day survives the round trip unchanged.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== day) {
    throw new RangeError(`${day} is not a date`);
  }
  const wallAsUtc = Date.UTC(noon.getUTCFullYear(), noon.getUTCMonth(), noon.getUTCDate(), hour, minute);
  // The offset at the wall time read as UTC is the zone's offset there unless a clock change lies within a few
  // hours; the second pass settles that case.
  const first = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(first));
}

/** The instant an Istanbul calendar day starts (00:00 there): '2026-11-01' → 2026-10-31T21:00:00Z. RangeError as istanbulInstant. */
export function istanbulDayStart(day: string): Date {
  return istanbulInstant(day);
}

/** The instant the Istanbul day after `day` starts, i.e. the exclusive end of `day`: '2026-02-28' → 2026-02-28T21:00:00Z. */
export function istanbulDayEnd(day: string): Date {
  istanbulDayStart(day); // refuses an impossible day before the calendar arithmetic would roll it over
  return istanbulDayStart(addCalendarDays(day, 1));
}

/** Istanbul wall time as 'dd.MM.yyyy HH:mm' (server messages in both languages): 2026-11-24T04:04:00Z → '24.11.2026 07:04'. */
export function istanbulDateTimeText(at: Date | number): string {
  const w = istanbulWallTime(at);
  return `${two(w.day)}.${two(w.month)}.${w.year} ${two(w.hour)}:${two(w.minute)}`;
}

/** Istanbul wall time as 'YYYY-MM-DD HH:mm:ss' (CSV exports; Excel reads it as a date in either language). */
export function istanbulTimestampText(at: Date | number): string {
  const w = istanbulWallTime(at);
  return `${istanbulDate(at)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}
