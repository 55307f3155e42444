import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Hub } from '@server/hub/hub';
import { endSessions, liveSessionSql } from './sessions';

/**
 * How often each server process sweeps, ms. A session idle past the 24 h rule (sessions.ts IDLE_TIMEOUT_MS) is
 * ended, and its hub sockets closed on every process, at most this long (plus one sweep per 500 overdue
 * sessions) after it died; a socket whose revocation was missed (the listener was reconnecting) closes within it.
 */
export const SESSION_SWEEP_INTERVAL_MS = 60_000;
/** Most idle sessions one sweep ends (bounded work per tick; the rest wait for the next tick). */
export const SESSION_SWEEP_BATCH = 500;
/** Session ids checked per query when reconciling this process's sockets. */
const RECONCILE_CHUNK = 1_000;

/** What one sweep did: sessions it ended for idleness, and local sockets' sessions it found dead and closed. */
export interface SweepResult {
  expired: number;
  closed: number;
}

/**
 * One sweep: ends up to SESSION_SWEEP_BATCH idle or too old sessions (endSessions: the database announces them to every
 * process at commit), then closes this process's hub connections whose session is no longer live for any reason
 * (ended, idle, player not active) — the safety net for an announcement that never arrived.
 */
export async function sweepSessions(db: Db, hub: Hub): Promise<SweepResult> {
  const expired = await endSessions(db, { idle: true, limit: SESSION_SWEEP_BATCH });
  // Hub tickets past their 60 s (docs/realtime.md "Hub tickets"): refused anyway, deleted so the table stays small.
  await typed(db).deleteFrom('hub_tickets').where('expires_at', '<', sql<Date>`now()`).execute();
  const held = hub.sessionIds();
  const dead: number[] = [];
  for (let i = 0; i < held.length; i += RECONCILE_CHUNK) {
    const chunk = held.slice(i, i + RECONCILE_CHUNK);
    const live = await typed(db)
      .selectFrom('sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select('s.id')
      // One array parameter for up to RECONCILE_CHUNK ids; the live-session rule is the one SQL definition (sessions.ts).
      .where((eb) => eb('s.id', '=', eb.fn.any(sql<number[]>`${chunk}::bigint[]`)))
      .where(sql<boolean>`${sql.raw(liveSessionSql('s', 'p'))}`)
      .execute();
    const liveIds = new Set(live.map((r) => r.id));
    dead.push(...chunk.filter((id) => !liveIds.has(id)));
  }
  hub.closeSessions(dead);
  return { expired: expired.length, closed: dead.length };
}

/**
 * Sweeps every `intervalMs` (default SESSION_SWEEP_INTERVAL_MS) on an unref'd timer, one sweep at a time; a failing
 * sweep is logged and the next one tries again. Returns the stop function (buildApp calls it on close).
 */
export function startSessionSweep(db: Db, hub: Hub, intervalMs = SESSION_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSessions(db, hub)
      .catch((error: unknown) => console.error('session sweep failed:', error instanceof Error ? error.message : String(error)))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
