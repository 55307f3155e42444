import { intlTag } from '@contracts/domain/money';
import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { ProtectionProfile } from './profile';
import { nextDue, realityIntervalOf } from './reality';
import { readProtection } from './store';
import { durationText, refusal } from './text';
import type { UsageScope } from './usage';

/**
 * Rules on the play itself that the server enforces (docs/protection-enforcement.md), called by the protection guard inside
 * the spin's or bet's transaction after it locked the player's protection row.
 */

/**
 * While the reality check of login session `sessionId` is due and not acknowledged (nextDue of the
 * session start and its last acknowledgement, on the player's clock), spins, bets and game launches are refused with
 * 400 'protection.realityCheckDue' (data {reason: 'realityCheckDue'}). Acknowledging (POST protection/realitycheckack
 * 'continue') lets play continue. Off when the profile's realityCheck.enforced is false or the player's interval is off.
 */
export async function refuseRealityCheckDue(scope: UsageScope, profile: ProtectionProfile, sessionId: number): Promise<void> {
  if (!profile.realityCheck.enforced) return;
  const interval = realityIntervalOf(profile, await readProtection(scope.q, scope.playerId));
  if (interval === null) return;
  const s = await typed(scope.q)
    .selectFrom('sessions as s')
    .leftJoin('session_reality_checks as r', 'r.session_id', 's.id')
    .select(['s.created_at', 'r.acked_at'])
    .where('s.id', '=', sessionId)
    .where('s.player_id', '=', scope.playerId)
    .executeTakeFirst();
  if (!s || nextDue(s.created_at, s.acked_at, interval) > scope.now) return;
  const elapsedMs = scope.now.getTime() - s.created_at.getTime();
  throw refusal('protection.realityCheckDue', (l) => ({ elapsed: durationText(l, elapsedMs) }), 400, { reason: 'realityCheckDue' });
}

/**
 * Minimum game cycle (UKGC RTS 14; docs/protection-enforcement.md): a slot spin starting less than `minMs` after the player's
 * previous one (player_protection.last_spin_at, database clock) is refused with 400 'protection.gameCycle' (data
 * {reason: 'gameCycle', retryAfterMs}); otherwise the start is recorded. The caller holds the player_protection row
 * lock, so parallel spins of one player on any number of processes run one after the other and the later one sees
 * the earlier one's start (its own transaction began earlier, so the gap reads negative and it is refused).
 * Nothing is checked or written when minMs is 0.
 */
export async function refuseFastSpin(tx: Queryable, playerId: number, minMs: number): Promise<void> {
  if (minMs <= 0) return;
  const db = typed(tx);
  const row = await db
    .selectFrom('player_protection')
    // Raw sql: the gap on the database clock in ms (interval arithmetic the builder does not type).
    .select(sql<number | null>`(extract(epoch FROM now() - last_spin_at) * 1000)::float8`.as('since_ms'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  const since = row?.since_ms ?? null;
  if (since !== null && since < minMs) {
    const retryAfterMs = Math.ceil(minMs - Math.max(0, since));
    throw refusal('protection.gameCycle', (l) => ({ seconds: (minMs / 1000).toLocaleString(intlTag(l)) }), 400, { reason: 'gameCycle', retryAfterMs });
  }
  await db.updateTable('player_protection').set({ last_spin_at: sql<Date>`now()` }).where('player_id', '=', playerId).execute();
}
