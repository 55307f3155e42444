import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { ProtectionProfile } from '@server/protection/profile';
import { exclusionsInForce } from '@server/protection/exclusion';

/** What a lift call did: asked for the lift (waiting for a second operator), or approved it (the time-out ended). */
export type LiftOutcome = 'requested' | 'lifted';

/** Whether the market lets operators lift a running time-out (compliance.timeOut.operatorLift, absent = no). */
export const operatorLiftAllowed = (profile: ProtectionProfile): boolean => (profile.timeOut as { operatorLift?: boolean }).operatorLift === true;

/**
 * Lifting a running time-out of player `playerId` (docs/player-protection-operator.md "Lifting a time-out"), four eyes:
 * the first operator's call asks (an open request), a different operator's call approves it and ends the time-out
 * at `now` (the protection clock). Errors (ApiFailure 400): 'operator.cannotLift' when the market does not allow it or
 * the player is self-excluded (never lifted); 'operator.nothingToLift' without a running time-out;
 * 'operator.liftNeedsSecond' when the operator who asked approves his own request.
 */
export async function liftTimeOut(db: Db, profile: ProtectionProfile, playerId: number, operator: string, now: Date): Promise<LiftOutcome> {
  if (!operatorLiftAllowed(profile)) throw new ApiFailure(400, 'operator.cannotLift');
  return db.transaction(async (tx) => {
    // The player's exclusions locked: a second approval of the same request waits and then finds it done.
    const running = await exclusionsInForce(tx, playerId, now).select(['id', 'kind']).forUpdate().execute();
    if (running.some((e) => e.kind === 'selfExclusion')) throw new ApiFailure(400, 'operator.cannotLift');
    const timeOut = running.find((e) => e.kind === 'timeout');
    if (!timeOut) throw new ApiFailure(400, 'operator.nothingToLift');
    const open = await typed(tx)
      .selectFrom('exclusion_lift_requests')
      .select(['id', 'requested_by'])
      .where('exclusion_id', '=', timeOut.id)
      .where('approved_at', 'is', null)
      .executeTakeFirst();
    if (!open) {
      await typed(tx).insertInto('exclusion_lift_requests').values({ exclusion_id: timeOut.id, player_id: playerId, requested_by: operator }).execute();
      return 'requested';
    }
    if (open.requested_by === operator) throw new ApiFailure(400, 'operator.liftNeedsSecond');
    await typed(tx).updateTable('exclusion_lift_requests').set({ approved_by: operator, approved_at: now }).where('id', '=', open.id).execute();
    await typed(tx).updateTable('player_exclusions').set({ ends_at: now }).where('id', '=', timeOut.id).execute();
    return 'lifted';
  });
}
