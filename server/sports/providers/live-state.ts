/**
 * The demo sportsbooks' live matches: a deterministic simulation from the wall clock, so every player and
 * every server process sees the same minute and score without storing anything. Each match loops: when
 * its clock runs out it kicks off again at 0:00 with a new score line.
 */

import { addCalendarDays, istanbulDate, istanbulInstant } from '@contracts/domain/istanbul-time';

export type LiveSport = 'football' | 'basketball' | 'tennis';

/** Playing time of one loop, seconds (football 90 min; basketball 40 min of FIBA play; tennis ~90 min). */
const MATCH_SECONDS: Record<LiveSport, number> = { football: 90 * 60, basketball: 40 * 60, tennis: 90 * 60 };

export interface LiveState {
  /** Seconds played in the current loop, 0 .. MATCH_SECONDS-1. */
  clockSeconds: number;
  home: number;
  away: number;
}

/** 32-bit integer hash (a mulberry32 step): cheap, stable across processes. */
function hash(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** Points one side scores in minute `minute` of loop `loop` of event `eventId`. */
function pointsIn(sport: LiveSport, eventId: number, loop: number, minute: number, side: 0 | 1): number {
  const h = hash(eventId * 1_000_003 + loop * 1009 + minute * 2 + side);
  if (sport === 'basketball') return h % 5; // 0-4 points a minute: about 80 a game
  if (sport === 'tennis') return h % 1000 < 60 ? 1 : 0; // games won, roughly
  return h % 1000 < 15 ? 1 : 0; // about 1.35 goals per side per match
}

/**
 * State of live event `eventId` at `nowMs` (ms since epoch); `offsetS` staggers matches so they are not all
 * at the same minute. Pure: same inputs, same state.
 */
export function liveState(eventId: number, sport: LiveSport, offsetS: number, nowMs: number): LiveState {
  const length = MATCH_SECONDS[sport];
  const elapsed = Math.floor(nowMs / 1000) + offsetS;
  const loop = Math.floor(elapsed / length);
  const clockSeconds = elapsed % length;
  const minutesDone = Math.floor(clockSeconds / 60);
  let home = 0;
  let away = 0;
  for (let m = 0; m < minutesDone; m++) {
    home += pointsIn(sport, eventId, loop, m, 0);
    away += pointsIn(sport, eventId, loop, m, 1);
  }
  return { clockSeconds, home, away };
}

/**
 * Kick-off of a pre-match event: `day` days after today (Istanbul date) at `time` ('HH:MM', Istanbul).
 * One that would already have started moves on a day, so the demo list is always upcoming.
 */
export function kickoffAt(day: number, time: string, nowMs: number): Date {
  const today = istanbulDate(nowMs);
  const [hh, mm] = time.split(':').map(Number);
  const at = istanbulInstant(addCalendarDays(today, day), hh, mm);
  return at.getTime() > nowMs ? at : istanbulInstant(addCalendarDays(today, day + 1), hh, mm);
}
