import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { LimitState, SetOutcome } from './limit-rules';
import type { LimitPeriod, LimitType } from './profile';

/**
 * The history of a player's limit changes: who changed which limit when, old -> new,
 * stored in player_limit_changes (migration 140) in the same transaction as the change itself. Values are the
 * stored unit (kuruş for deposit/loss/wager, minutes for session); null = no limit. Only the player changes his limits.
 */
export type LimitChangeAction = 'set' | 'requested' | 'confirmed' | 'cancelled';

/** One history row. */
export async function recordChange(
  q: Queryable,
  playerId: number,
  type: LimitType,
  period: LimitPeriod,
  action: LimitChangeAction,
  oldValue: number | null,
  newValue: number | null,
  at: Date,
): Promise<void> {
  await typed(q)
    .insertInto('player_limit_changes')
    .values({ player_id: playerId, type, period, action, old_value: oldValue, new_value: newValue, actor: 'player', created_at: at })
    .execute();
}

/** The history row of a setlimit: `set` when it applied at once, `requested` for a new pending change (none for a repeat). */
export async function recordLimitChange(
  q: Queryable,
  playerId: number,
  type: LimitType,
  period: LimitPeriod,
  before: LimitState,
  outcome: SetOutcome,
  at: Date,
): Promise<void> {
  if (outcome.applied) {
    if (before.value === outcome.state.value && !before.pending) return;
    await recordChange(q, playerId, type, period, 'set', before.value, outcome.state.value, at);
    return;
  }
  const pending = outcome.state.pending;
  if (!pending || (before.pending && before.pending.effectiveAt.getTime() === pending.effectiveAt.getTime())) return;
  await recordChange(q, playerId, type, period, 'requested', before.value, pending.value, at);
}
