import type { Queryable } from '../db/db.ts';
import { kickoffAt, liveState } from '../providers/sportsbooks/live-state.ts';
import type { LiveSport } from '../providers/sportsbooks/live-state.ts';
import type { SportsbookId } from '../providers/sportsbooks/types.ts';
import type { SportEvent, SportsbookEvents } from '../../contracts/types/sportsbook/events.ts';

interface EventRow {
  id: number;
  sport: LiveSport;
  league: string;
  home_team: string;
  away_team: string;
  is_live: boolean;
  clock_offset_s: number;
  kickoff_day: number;
  kickoff_time: string;
  selections: { id: number; outcome: '1' | 'X' | '2'; odds_x100: number }[];
}

const OUTCOME_ORDER = { '1': 0, X: 1, '2': 2 } as const;

/**
 * The events a demo sportsbook offers at `nowMs`: live ones with their simulated clock and score, pre-match
 * ones with their next kick-off, each with match-result odds (decimal, e.g. 2.1). Seeded by seed-data/sports.ts.
 */
export async function listSportEvents(q: Queryable, provider: SportsbookId, nowMs = Date.now()): Promise<SportsbookEvents> {
  const rows = await q.query<EventRow>(
    `SELECT e.id, e.sport, e.league, e.home_team, e.away_team, e.is_live, e.clock_offset_s, e.kickoff_day, e.kickoff_time,
            coalesce(json_agg(json_build_object('id', s.id, 'outcome', s.outcome, 'odds_x100', s.odds_x100)) FILTER (WHERE s.id IS NOT NULL), '[]') AS selections
     FROM sport_events e LEFT JOIN sport_selections s ON s.event_id = e.id
     WHERE e.provider = $1 GROUP BY e.id ORDER BY e.sort_order, e.id`,
    [provider],
  );
  const events = rows.map((row): SportEvent => {
    const state = row.is_live ? liveState(row.id, row.sport, row.clock_offset_s, nowMs) : null;
    return {
      id: row.id,
      sport: row.sport,
      league: row.league,
      home: row.home_team,
      away: row.away_team,
      live: row.is_live,
      startsAt: row.is_live ? null : kickoffAt(row.kickoff_day, row.kickoff_time, nowMs).toISOString(),
      clockSeconds: state?.clockSeconds ?? null,
      score: state ? { home: state.home, away: state.away } : null,
      selections: [...row.selections]
        .sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome])
        .map((s) => ({ id: Number(s.id), outcome: s.outcome, odds: s.odds_x100 / 100 })),
    };
  });
  const live = events.filter((e) => e.live);
  const prematch = events.filter((e) => !e.live).sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)));
  return { serverTime: new Date(nowMs).toISOString(), live, prematch };
}
