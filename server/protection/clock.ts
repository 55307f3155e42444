import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';

/** The player's records a clock advance moves back in time: [table, timestamp columns, player filter]. */
const SHIFTED: [string, string[], 'player' | 'session'][] = [
  // held_until: a withdrawal's cooling hold ends in the player's moved clock too (docs/wallet.md "Cooling hold").
  ['payment_requests', ['created_at', 'updated_at', 'held_until'], 'player'],
  ['ledger', ['created_at'], 'player'],
  ['game_rounds', ['created_at'], 'player'],
  ['game_transactions', ['created_at'], 'player'],
  ['sport_bets', ['placed_at', 'settled_at'], 'player'],
  // last_seen stays: a moved clock must not make the player's open session look idle and kill it.
  // created_at and reauth_at: a moved clock ages a login or re-authentication past the step-up window.
  ['sessions', ['created_at', 'ended_at', 'end_until', 'reauth_at'], 'player'],
  ['protection_warnings', ['warned_at'], 'player'],
  ['session_reality_checks', ['acked_at'], 'session'],
  ['player_limits', ['pending_effective_at', 'updated_at'], 'player'],
  ['player_exclusions', ['starts_at', 'ends_at', 'created_at', 'return_requested_at', 'return_effective_at', 'returned_at'], 'player'],
  ['player_limit_changes', ['created_at'], 'player'],
  // The minimum game cycle (docs/protection-enforcement.md) counts from the previous spin's start.
  ['player_protection', ['last_spin_at'], 'player'],
  // A two-step login ticket ages with its player, so a journey or test can outlive its 5 minutes.
  ['login_tickets', ['created_at', 'expires_at'], 'player'],
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
      const t = typed(tx);
      const row = await t
        .insertInto('player_protection')
        .values({ player_id: playerId, clock_offset_ms: advanceMs })
        .onConflict((oc) =>
          oc.column('player_id').doUpdateSet({
            clock_offset_ms: (eb) => eb('player_protection.clock_offset_ms', '+', eb.ref('excluded.clock_offset_ms')),
            updated_at: sql<Date>`now()`,
          }),
        )
        .returning('clock_offset_ms')
        .executeTakeFirstOrThrow();
      for (const [table, columns, owner] of SHIFTED) {
        // Raw sql: one statement shape over a list of tables and columns, which the typed builder cannot name.
        const set = sql.join(columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} - ${advanceMs}::bigint * interval '1 millisecond'`));
        const where =
          owner === 'player'
            ? sql`player_id = ${playerId}`
            : sql`session_id IN (SELECT id FROM sessions WHERE player_id = ${playerId})`;
        await sql`UPDATE ${sql.table(table)} SET ${set} WHERE ${where}`.execute(t);
      }
      return row.clock_offset_ms;
    });
  }
}
