import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { HOT_GAMES, POPULARITY_DAYS } from '@contracts/domain/game-lobby';
import { keepValue, keptValue } from '@server/platform/kept-promise';

/** How long one popularity reading is served before the next is taken (ms): counts move slowly, lookups are many. */
export const POPULARITY_TTL_MS = 60_000;

/** One reading: each game's score, and the codes of the Hot games. */
export interface PopularitySnapshot {
  /** game code → popularity_baseline + rounds of the last POPULARITY_DAYS days (every game of the catalogue). */
  score: ReadonlyMap<string, number>;
  /** The HOT_GAMES highest scores above 0 (ties: by code). */
  hot: ReadonlySet<string>;
}

/**
 * Game popularity from real play (docs/lobby.md): rounds played in the last POPULARITY_DAYS days
 * (game_rounds, index game_rounds_created_idx) plus each game's seeded baseline (games.popularity_baseline), read at
 * most once per POPULARITY_TTL_MS per server process and shared by every lookup (the Popular sort, the Hot badge).
 * A failed reading is not kept.
 */
export class GamePopularity {
  private reading: { at: number; snapshot: Promise<PopularitySnapshot> } | null = null;

  constructor(private readonly db: Db, private readonly now: () => number = Date.now, private readonly ttlMs = POPULARITY_TTL_MS) {}

  snapshot(): Promise<PopularitySnapshot> {
    const at = this.now();
    if (this.reading && at - this.reading.at < this.ttlMs) return this.reading.snapshot;
    const snapshot = keepValue(this.read());
    const reading = { at, snapshot };
    this.reading = reading;
    snapshot.catch(() => {
      if (this.reading === reading) this.reading = null;
    });
    return snapshot;
  }

  /** The reading `snapshot` would return when it is taken and still current, else undefined (then await snapshot). */
  current(): PopularitySnapshot | undefined {
    return this.reading && this.now() - this.reading.at < this.ttlMs ? keptValue(this.reading.snapshot)?.value : undefined;
  }

  /** Drops the current reading (tests; a catalogue change). */
  invalidate(): void {
    this.reading = null;
  }

  private async read(): Promise<PopularitySnapshot> {
    const rows = await typed(this.db)
      .selectFrom('games as g')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('game_rounds')
            .select((count) => ['game_code', count.fn.countAll<number>().as('rounds')])
            // Interval arithmetic on the database clock: the builder has no make_interval.
            .where('created_at', '>', sql<Date>`now() - make_interval(days => ${POPULARITY_DAYS})`)
            .groupBy('game_code')
            .as('r'),
        (join) => join.onRef('r.game_code', '=', 'g.code'),
      )
      .select((eb) => ['g.code', eb('g.popularity_baseline', '+', eb.fn.coalesce('r.rounds', eb.lit(0))).as('score')])
      .execute();
    const score = new Map(rows.map((row) => [row.code, Number(row.score)]));
    const ranked = [...score].filter(([, value]) => value > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return { score, hot: new Set(ranked.slice(0, HOT_GAMES).map(([code]) => code)) };
  }
}
