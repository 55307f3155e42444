import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { kickoffAt, liveState } from './providers/live-state';
import type { LiveSport } from './providers/live-state';
import type { SportsbookId } from './providers/types';
import type { SportEvent, SportsbookEvents } from '@contracts/types/sports/events';

/** A selection as json_agg builds it (odds in hundredths). */
interface SelectionJson {
  id: number;
  outcome: '1' | 'X' | '2';
  odds_x100: number;
}

const OUTCOME_ORDER = { '1': 0, X: 1, '2': 2 } as const;

/**
 * The events a demo sportsbook offers at `nowMs`: live ones with their simulated clock and score, pre-match
 * ones with their next kick-off, each with match-result odds (decimal, e.g. 2.1). Seeded by seed-data/sports.ts.
 */
export async function listSportEvents(q: Queryable, provider: SportsbookId, nowMs = Date.now()): Promise<SportsbookEvents> {
  const rows = await typed(q)
    .selectFrom('sport_events as e')
    .leftJoin('sport_selections as s', 's.event_id', 'e.id')
    .select(['e.id', 'e.sport', 'e.league', 'e.home_team', 'e.away_team', 'e.is_live', 'e.clock_offset_s', 'e.kickoff_day', 'e.kickoff_time'])
    // One row per event with its selections as a JSON array: an aggregate with FILTER, which the builder does not express.
    .select(sql<SelectionJson[]>`coalesce(json_agg(json_build_object('id', s.id, 'outcome', s.outcome, 'odds_x100', s.odds_x100)) FILTER (WHERE s.id IS NOT NULL), '[]')`.as('selections'))
    .where('e.provider', '=', provider)
    .groupBy('e.id')
    .orderBy('e.sort_order')
    .orderBy('e.id')
    .execute();
  const events = rows.map((row): SportEvent => {
    // sport: the CHECK of sport_events (migration 060) allows only the live-state sports.
    const sport: LiveSport = row.sport;
    const state = row.is_live ? liveState(row.id, sport, row.clock_offset_s, nowMs) : null;
    return {
      id: row.id,
      sport,
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
