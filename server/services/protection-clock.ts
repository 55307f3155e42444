import type { Queryable } from '../db/db.ts';

/**
 * The clock every protection rule reads (windows, cooling-off, exclusions, reality checks). It is real time plus
 * a per-player offset that only POST /api/test/clock (demo/test mode) moves, so a journey can pass a 24 h
 * cooling-off for ITS player without touching other tests on the same server. The offset lives in
 * player_protection, so it survives a restart like the rest of the state.
 */
export class ProtectionClock {
  /** `realNow` is injectable for unit tests; ms since the epoch. */
  constructor(private readonly realNow: () => number = Date.now) {}

  /** Real time, ms (for what is not per player, e.g. idle detection). */
  real(): number {
    return this.realNow();
  }

  /** The player's now given an already read offset (ms). */
  at(offsetMs: number): Date {
    return new Date(this.realNow() + offsetMs);
  }

  /** The player's now, reading his offset (0 when he has no protection row). */
  async now(q: Queryable, playerId: number): Promise<Date> {
    const [row] = await q.query<{ clock_offset_ms: number }>('SELECT clock_offset_ms FROM player_protection WHERE player_id = $1', [playerId]);
    return this.at(row?.clock_offset_ms ?? 0);
  }

  /** Moves the player's clock forward by `advanceMs` (> 0, cumulative); returns the new offset in ms. */
  async advance(q: Queryable, playerId: number, advanceMs: number): Promise<number> {
    const [row] = await q.query<{ clock_offset_ms: number }>(
      `INSERT INTO player_protection (player_id, clock_offset_ms) VALUES ($1, $2)
       ON CONFLICT (player_id) DO UPDATE SET clock_offset_ms = player_protection.clock_offset_ms + EXCLUDED.clock_offset_ms, updated_at = now()
       RETURNING clock_offset_ms`,
      [playerId, advanceMs],
    );
    return row.clock_offset_ms;
  }
}
