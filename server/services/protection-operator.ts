import type { Db, Queryable } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { kurusToLira } from './money.ts';
import type { ProtectionProfile } from './protection-profile.ts';
import { returnState } from './protection-return.ts';

/**
 * The operator's protection view (issue 17, operator side): who is excluded, timed out, waiting to return or has
 * limits; each player's exclusions, limits, limit history and operator notes. Read-only towards the player's own
 * settings: nothing here (nor anywhere in the operator API) lifts or shortens a limit, time-out or self-exclusion.
 * Money in lira, session limits in minutes, times ISO UTC. Every operator action is written to operator_audit.
 */

/** A limit as the operator sees it: value and pending value in lira (deposit, loss) or minutes (session). */
export interface OperatorLimit {
  type: string;
  period: string;
  value: number | null;
  pending: { value: number | null; effectiveAt: string } | null;
}

export interface ProtectedPlayer {
  playerId: number;
  username: string;
  /** The exclusion in force: kind, period, start and end (null = permanent). */
  exclusion: { kind: string; period: string; startsAt: string; endsAt: string | null } | null;
  /** After an ended self-exclusion: the return step (ask, coolingOff, confirm), else null. */
  returnStep: string | null;
  limits: OperatorLimit[];
}

const toLimitUnit = (type: string, stored: number | null) =>
  stored === null ? null : type === 'session' ? Number(stored) : kurusToLira(Number(stored));

/** The player id of `username` (case-insensitive); 404 'operator.playerNotFound'. */
export async function playerIdOf(q: Queryable, username: string): Promise<{ id: number; username: string }> {
  const [row] = await q.query<{ id: number; username: string }>(
    'SELECT id, username FROM players WHERE lower(username) = lower($1)',
    [username],
  );
  if (!row) throw new ApiFailure(404, 'operator.playerNotFound');
  return { id: Number(row.id), username: row.username };
}

async function limitsOf(q: Queryable, playerId: number): Promise<OperatorLimit[]> {
  const rows = await q.query<{
    type: string;
    period: string;
    value: number | null;
    pending_value: number | null;
    pending_effective_at: Date | null;
  }>(
    `SELECT type, period, value, pending_value, pending_effective_at FROM player_limits
     WHERE player_id = $1 AND (value IS NOT NULL OR pending_effective_at IS NOT NULL) ORDER BY type, period`,
    [playerId],
  );
  return rows.map((r) => ({
    type: r.type,
    period: r.period,
    value: toLimitUnit(r.type, r.value),
    pending: r.pending_effective_at
      ? { value: toLimitUnit(r.type, r.pending_value), effectiveAt: r.pending_effective_at.toISOString() }
      : null,
  }));
}

/**
 * Players with an exclusion in force (time-out or self-exclusion), an ended self-exclusion not yet returned from,
 * or a limit (set or pending), at `now`; at most `max` (default 500), newest players first.
 */
export async function listProtected(db: Db, profile: ProtectionProfile, now: Date, max = 500): Promise<ProtectedPlayer[]> {
  const players = await db.query<{ id: number; username: string }>(
    `SELECT p.id, p.username FROM players p WHERE
       EXISTS (SELECT 1 FROM player_exclusions e WHERE e.player_id = p.id
               AND (e.ends_at IS NULL OR e.ends_at > $1 OR (e.kind = 'selfExclusion' AND e.returned_at IS NULL)))
       OR EXISTS (SELECT 1 FROM player_limits l WHERE l.player_id = p.id AND (l.value IS NOT NULL OR l.pending_effective_at IS NOT NULL))
     ORDER BY p.id DESC LIMIT $2`,
    [now, max],
  );
  const out: ProtectedPlayer[] = [];
  for (const p of players) out.push(await protectedPlayer(db, profile, Number(p.id), p.username, now));
  return out.filter((p) => p.exclusion || p.returnStep || p.limits.length > 0);
}

async function protectedPlayer(
  q: Queryable,
  profile: ProtectionProfile,
  playerId: number,
  username: string,
  now: Date,
): Promise<ProtectedPlayer> {
  const [ex] = await q.query<{ kind: string; period: string; starts_at: Date; ends_at: Date | null }>(
    `SELECT kind, period, starts_at, ends_at FROM player_exclusions
     WHERE player_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2) ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [playerId, now],
  );
  const back = ex ? null : await returnState(q, profile, playerId, now);
  return {
    playerId,
    username,
    exclusion: ex
      ? { kind: ex.kind, period: ex.period, startsAt: ex.starts_at.toISOString(), endsAt: ex.ends_at?.toISOString() ?? null }
      : null,
    returnStep: back?.step ?? null,
    limits: await limitsOf(q, playerId),
  };
}

/** One player's protection record: the summary, every exclusion, the limit history (old -> new) and the notes. */
export async function playerProtection(db: Db, profile: ProtectionProfile, username: string, now: Date) {
  const player = await playerIdOf(db, username);
  const summary = await protectedPlayer(db, profile, player.id, player.username, now);
  const exclusions = await db.query<{
    kind: string; period: string; starts_at: Date; ends_at: Date | null;
    return_requested_at: Date | null; returned_at: Date | null;
  }>(
    `SELECT kind, period, starts_at, ends_at, return_requested_at, returned_at FROM player_exclusions
     WHERE player_id = $1 ORDER BY id`,
    [player.id],
  );
  const changes = await db.query<{
    type: string; period: string; action: string; old_value: number | null; new_value: number | null; actor: string; created_at: Date;
  }>(
    `SELECT type, period, action, old_value, new_value, actor, created_at FROM player_limit_changes
     WHERE player_id = $1 ORDER BY id`,
    [player.id],
  );
  const notes = await db.query<{ operator: string; note: string; created_at: Date }>(
    'SELECT operator, note, created_at FROM operator_notes WHERE player_id = $1 ORDER BY id',
    [player.id],
  );
  return {
    ...summary,
    exclusions: exclusions.map((e) => ({
      kind: e.kind,
      period: e.period,
      startsAt: e.starts_at.toISOString(),
      endsAt: e.ends_at?.toISOString() ?? null,
      returnRequestedAt: e.return_requested_at?.toISOString() ?? null,
      returnedAt: e.returned_at?.toISOString() ?? null,
    })),
    limitHistory: changes.map((c) => ({
      at: c.created_at.toISOString(),
      by: c.actor,
      type: c.type,
      period: c.period,
      action: c.action,
      from: toLimitUnit(c.type, c.old_value),
      to: toLimitUnit(c.type, c.new_value),
    })),
    notes: notes.map((n) => ({ at: n.created_at.toISOString(), by: n.operator, note: n.note })),
  };
}

/** Adds an operator note (1–2000 characters after trimming; 400 naming `note` otherwise) on `username`'s record. */
export async function addNote(db: Db, username: string, operator: string, note: string) {
  const player = await playerIdOf(db, username);
  const [row] = await db.query<{ created_at: Date }>(
    'INSERT INTO operator_notes (player_id, operator, note) VALUES ($1, $2, $3) RETURNING created_at',
    [player.id, operator, note],
  );
  return { playerId: player.id, username: player.username, at: row.created_at.toISOString(), by: operator, note };
}

/** Writes one operator_audit row (who, what, which player, HTTP-like status, detail). Never throws. */
export async function audit(
  q: Queryable,
  entry: { operator: string; action: string; playerId?: number | null; status: number; detail?: string | null },
): Promise<void> {
  try {
    await q.query('INSERT INTO operator_audit (operator, action, player_id, status, detail) VALUES ($1, $2, $3, $4, $5)', [
      entry.operator,
      entry.action,
      entry.playerId ?? null,
      entry.status,
      entry.detail?.slice(0, 500) ?? null,
    ]);
  } catch {
    // An audit write failing must not turn a done action into an error; the action itself is in its own table.
  }
}

/** An operator's name as given (x-operator-name header or --as): 1–60 letters, digits, space . _ @ -; else null. */
export function operatorName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  return /^[\p{L}\p{N} ._@-]{1,60}$/u.test(name) ? name : null;
}
