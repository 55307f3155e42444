import type { Db } from '../db/db.ts';

/** The player's records a clock advance moves back in time: [table, timestamp columns, player filter]. */
const SHIFTED: [string, string[], string][] = [
  ['payment_requests', ['created_at', 'updated_at'], 'player_id = $1'],
  ['ledger', ['created_at'], 'player_id = $1'],
  ['game_rounds', ['created_at'], 'player_id = $1'],
  ['game_transactions', ['created_at'], 'player_id = $1'],
  ['sport_bets', ['placed_at', 'settled_at'], 'player_id = $1'],
  // last_seen stays: a moved clock must not make the player's open session look idle and kill it.
  ['sessions', ['created_at', 'ended_at', 'end_until'], 'player_id = $1'],
  ['protection_warnings', ['warned_at'], 'player_id = $1'],
  ['session_reality_checks', ['acked_at'], 'session_id IN (SELECT id FROM sessions WHERE player_id = $1)'],
  ['player_limits', ['pending_effective_at', 'updated_at'], 'player_id = $1'],
  ['player_exclusions', ['starts_at', 'ends_at', 'created_at', 'return_requested_at', 'return_effective_at', 'returned_at'], 'player_id = $1'],
  ['player_limit_changes', ['created_at'], 'player_id = $1'],
  // The minimum game cycle (issue 17 item 10) counts from the previous spin's start.
  ['player_protection', ['last_spin_at'], 'player_id = $1'],
];

/**
 * The clock every protection rule reads (windows, cooling-off, exclusions, reality checks): real time. To let a
 * journey pass a 24 h cooling-off or a time-out end for ITS player only, POST /api/test/clock (demo/test mode)
 * "moves that player's clock forward" by moving all of his time-stamped records back by the same amount: his
 * deposits, bets, sessions, pending limits and exclusions then look exactly as old as they would after that
 * much real time, and everything recorded afterwards is in the same frame. Other players are untouched.
 */
export class ProtectionClock {
  /** `realNow` is injectable for unit tests; ms since the epoch. */
  constructor(private readonly realNow: () => number = Date.now) {}

  /** Now, ms since the epoch. */
  real(): number {
    return this.realNow();
  }

  /** Now. */
  now(): Date {
    return new Date(this.realNow());
  }

  /**
   * Moves the player's clock forward by `advanceMs` (> 0, cumulative) in one transaction (see class doc); returns
   * the total advance so far in ms. Demo/test mode only (the route does not exist in production).
   */
  async advance(db: Db, playerId: number, advanceMs: number): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx.query<{ clock_offset_ms: number }>(
        `INSERT INTO player_protection (player_id, clock_offset_ms) VALUES ($1, $2)
         ON CONFLICT (player_id) DO UPDATE SET clock_offset_ms = player_protection.clock_offset_ms + EXCLUDED.clock_offset_ms, updated_at = now()
         RETURNING clock_offset_ms`,
        [playerId, advanceMs],
      );
      for (const [table, columns, where] of SHIFTED) {
        const set = columns.map((c) => `${c} = ${c} - $2::bigint * interval '1 millisecond'`).join(', ');
        await tx.query(`UPDATE ${table} SET ${set} WHERE ${where}`, [playerId, advanceMs]);
      }
      return row.clock_offset_ms;
    });
  }
}
