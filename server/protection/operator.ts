import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { OperatorNote } from '@contracts/types/operator/note';
import type { OperatorLimit, ProtectedPlayer } from '@contracts/types/operator/protection-list';
import type { PlayerProtectionRecord } from '@contracts/types/operator/protection-record';
import { kurusToLira } from '@server/wallet/money';
import type { ProtectionProfile } from './profile';
import { exclusionsInForce } from './exclusion';
import { returnState } from './return';

/**
 * The operator's protection view (docs/player-protection-operator.md): who is excluded,
 * timed out, waiting to return or has limits; each player's exclusions, limits, limit history and operator notes.
 * Read-only towards the player's own settings: nothing here (nor anywhere in the operator API) lifts or shortens a
 * limit, time-out or self-exclusion. Money in lira, session limits in minutes, times ISO UTC (schemas/api/operator).
 * Used by the operator area (server/operator/plugin.ts decorates it as app.protectionOperator) and by
 * `npm run operator` (server/cli/operator.ts).
 */
export class ProtectionOperatorView {
  /** `now`: the protection clock (app.protection.clock), real time in the CLI. */
  constructor(
    private readonly db: Db,
    private readonly profile: ProtectionProfile,
    private readonly now: () => Date,
  ) {}

  /** The player id of `username` (case-insensitive); 404 'operator.playerNotFound'. */
  async playerIdOf(username: string): Promise<{ id: number; username: string }> {
    const row = await typed(this.db)
      .selectFrom('players')
      .select(['id', 'username'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'operator.playerNotFound');
    return { id: Number(row.id), username: row.username };
  }

  /**
   * Players with an exclusion in force (time-out or self-exclusion), an ended self-exclusion not yet returned from,
   * or a limit (set or pending), at the clock's now; at most `max` (default 500), newest players first.
   */
  async list(max = 500): Promise<ProtectedPlayer[]> {
    const now = this.now();
    const players = await typed(this.db)
      .selectFrom('players as p')
      .select(['p.id', 'p.username'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('player_exclusions as e')
              .select(eb.lit(1).as('one'))
              .whereRef('e.player_id', '=', 'p.id')
              .where((x) =>
                x.or([
                  x('e.ends_at', 'is', null),
                  x('e.ends_at', '>', now),
                  x.and([x('e.kind', '=', 'selfExclusion'), x('e.returned_at', 'is', null)]),
                ]),
              ),
          ),
          eb.exists(
            eb
              .selectFrom('player_limits as l')
              .select(eb.lit(1).as('one'))
              .whereRef('l.player_id', '=', 'p.id')
              .where((x) => x.or([x('l.value', 'is not', null), x('l.pending_effective_at', 'is not', null)])),
          ),
        ]),
      )
      .orderBy('p.id', 'desc')
      .limit(max)
      .execute();
    const out: ProtectedPlayer[] = [];
    for (const p of players) out.push(await summaryOf(this.db, this.profile, Number(p.id), p.username, now));
    return out.filter((p) => p.exclusion || p.returnStep || p.limits.length > 0);
  }

  /**
   * One player's protection record: the summary, every exclusion, the limit history (old -> new), the notes and the
   * provider bets refused for protection. 404 for an unknown player.
   */
  async record(username: string): Promise<PlayerProtectionRecord> {
    const player = await this.playerIdOf(username);
    const summary = await summaryOf(this.db, this.profile, player.id, player.username, this.now());
    const db = typed(this.db);
    const exclusions = await db
      .selectFrom('player_exclusions')
      .select(['kind', 'period', 'starts_at', 'ends_at', 'return_requested_at', 'returned_at'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    const changes = await db
      .selectFrom('player_limit_changes')
      .select(['type', 'period', 'action', 'old_value', 'new_value', 'actor', 'created_at'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    const notes = await db
      .selectFrom('operator_notes')
      .select(['operator', 'note', 'created_at'])
      .where('player_id', '=', player.id)
      .orderBy('id')
      .execute();
    // Provider bets the protection guard refused (server/casino/providers/hub88/wallet-api.ts keeps the reason).
    const refusals = await db
      .selectFrom('provider_requests')
      .select(['provider', 'status', 'reason', 'created_at'])
      .where('player_id', '=', player.id)
      .where('reason', 'like', 'protection.%')
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
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
      providerRefusals: refusals.map((r) => ({ at: r.created_at.toISOString(), provider: r.provider, status: r.status, reason: r.reason ?? '' })),
    };
  }

  /** Adds an operator note (trimmed by the caller, 1–2000 characters) on `username`'s record; 404 for an unknown player. */
  async addNote(username: string, operator: string, note: string): Promise<OperatorNote> {
    const player = await this.playerIdOf(username);
    const row = await typed(this.db)
      .insertInto('operator_notes')
      .values({ player_id: player.id, operator, note })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    return { playerId: player.id, username: player.username, at: row.created_at.toISOString(), by: operator, note };
  }
}

/** Stored limit (kuruş for deposit/loss/wager, minutes for session) -> lira or minutes. */
const toLimitUnit = (type: string, stored: number | null) =>
  stored === null ? null : type === 'session' ? Number(stored) : kurusToLira(Number(stored));

async function limitsOf(q: Queryable, playerId: number): Promise<OperatorLimit[]> {
  const rows = await typed(q)
    .selectFrom('player_limits')
    .select(['type', 'period', 'value', 'pending_value', 'pending_effective_at'])
    .where('player_id', '=', playerId)
    .where((eb) => eb.or([eb('value', 'is not', null), eb('pending_effective_at', 'is not', null)]))
    .orderBy('type')
    .orderBy('period')
    .execute();
  return rows.map((r) => ({
    // type and period: the CHECK constraints of migration 070 hold them to these values.
    type: r.type,
    period: r.period,
    value: toLimitUnit(r.type, r.value),
    pending: r.pending_effective_at
      ? { value: toLimitUnit(r.type, r.pending_value), effectiveAt: r.pending_effective_at.toISOString() }
      : null,
  }));
}

async function summaryOf(
  q: Queryable,
  profile: ProtectionProfile,
  playerId: number,
  username: string,
  now: Date,
): Promise<ProtectedPlayer> {
  const ex = await exclusionsInForce(q, playerId, now).select(['kind', 'period', 'starts_at', 'ends_at']).limit(1).executeTakeFirst();
  const back = ex ? null : await returnState(q, profile, playerId, now);
  return {
    playerId,
    username,
    exclusion: ex
      ? {
          // kind: CHECK of migration 070.
          kind: ex.kind,
          period: ex.period,
          startsAt: ex.starts_at.toISOString(),
          endsAt: ex.ends_at?.toISOString() ?? null,
        }
      : null,
    returnStep: back?.step ?? null,
    limits: await limitsOf(q, playerId),
  };
}
