import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { ApiFailure } from '@server/http/envelope';
import type { ProtectionProfile } from './profile';
import { activeExclusion, exclusionRefusal } from './exclusion';
import { lockProtection } from './store';
import { durationText, refusal } from './text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';

/**
 * Return from a self-exclusion needs a positive action (docs/player-protection-operator.md; UKGC LCCP SR 3.5.3 (8)): once a
 * non-permanent self-exclusion has ended, normal access stays closed until the player asks to return, waits the
 * profile's cooling-off (`selfExclusion.returnCoolingOffHours`, default 24 h) and then confirms. With
 * `returnCoolingOffHours: null` the market lets access return automatically at the end.
 *
 * States of the player's latest ended self-exclusion that was not yet returned from:
 * - `ask`: ended, no request yet;
 * - `coolingOff`: asked, `effectiveAt` not reached;
 * - `confirm`: asked, cooling-off over: the player may confirm.
 */
export type ReturnStep = 'ask' | 'coolingOff' | 'confirm';

export interface ReturnState {
  step: ReturnStep;
  exclusionId: number;
  /** When the self-exclusion ended. */
  endedAt: Date;
  /** End of the cooling-off once asked; null before. */
  effectiveAt: Date | null;
}

/** The profile's return cooling-off in hours, or null when access returns automatically. */
export function returnCoolingOffHours(profile: ProtectionProfile): number | null {
  const hours = profile.selfExclusion.returnCoolingOffHours;
  return hours === undefined ? 24 : hours;
}

/** The pending return of the player at `now`, or null (none needed, or the market returns access automatically). */
export async function returnState(
  q: Queryable,
  profile: ProtectionProfile,
  playerId: number,
  now: Date,
): Promise<ReturnState | null> {
  if (returnCoolingOffHours(profile) === null) return null;
  const row = await typed(q)
    .selectFrom('player_exclusions')
    .select(['id', 'ends_at', 'return_effective_at'])
    .where('player_id', '=', playerId)
    .where('kind', '=', 'selfExclusion')
    .where('ends_at', 'is not', null)
    .where('ends_at', '<=', now)
    .where('returned_at', 'is', null)
    .orderBy('ends_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.ends_at) return null;
  const effectiveAt = row.return_effective_at;
  const step: ReturnStep = !effectiveAt ? 'ask' : effectiveAt.getTime() > now.getTime() ? 'coolingOff' : 'confirm';
  return { step, exclusionId: Number(row.id), endedAt: row.ends_at, effectiveAt };
}

/** What refuses normal access (login, deposit, play, bets): an exclusion in force, else a return not yet confirmed. */
export async function accessRefusal(
  q: Queryable,
  profile: ProtectionProfile,
  playerId: number,
  now: Date,
): Promise<ApiFailure | null> {
  const exclusion = await activeExclusion(q, playerId, now);
  if (exclusion) return exclusionRefusal(exclusion);
  const state = await returnState(q, profile, playerId, now);
  return state ? returnRefusal(state, now) : null;
}

/** The 400 refusal of an ended self-exclusion awaiting its return, naming the next step and its time. */
export function returnRefusal(state: ReturnState, now: Date): ApiFailure {
  const ended = istanbulDateTimeText(state.endedAt);
  if (state.step === 'ask') return refusal('protection.returnAsk', () => ({ ended }));
  if (state.step === 'confirm') return refusal('protection.returnConfirm', () => ({ ended }));
  const effectiveAt = state.effectiveAt as Date;
  return refusal('protection.returnCoolingOff', (l) => ({
    until: istanbulDateTimeText(effectiveAt),
    left: durationText(l, effectiveAt.getTime() - now.getTime()),
  }));
}

/**
 * The player asks to return (step `ask`) or confirms (step `confirm`), in one transaction on his locked protection
 * row. Asking twice keeps the first request (the cooling-off never restarts or shortens). Errors (400, in tr/en):
 * nothing to return from; confirming before the cooling-off is over (with the time); confirming before asking.
 * Returns the state after the step (null once returned).
 */
export async function stepReturn(
  db: Db,
  profile: ProtectionProfile,
  playerId: number,
  step: 'request' | 'confirm',
  now: Date,
): Promise<ReturnState | null> {
  const hours = returnCoolingOffHours(profile);
  return db.transaction(async (tx) => {
    await lockProtection(tx, playerId);
    const exclusion = await activeExclusion(tx, playerId, now);
    if (exclusion) throw exclusionRefusal(exclusion);
    const state = await returnState(tx, profile, playerId, now);
    if (!state || hours === null) throw refusal('protection.returnNothing');
    if (step === 'request') {
      if (state.step !== 'ask') return state;
      const effectiveAt = new Date(now.getTime() + hours * 3_600_000);
      await typed(tx)
        .updateTable('player_exclusions')
        .set({ return_requested_at: now, return_effective_at: effectiveAt })
        .where('id', '=', state.exclusionId)
        .execute();
      return { ...state, step: effectiveAt.getTime() > now.getTime() ? 'coolingOff' : 'confirm', effectiveAt };
    }
    if (state.step !== 'confirm') throw returnRefusal(state, now);
    // Every ended self-exclusion of the player counts as returned from: an older one must not block again.
    await typed(tx)
      .updateTable('player_exclusions')
      .set({ returned_at: now })
      .where('player_id', '=', playerId)
      .where('kind', '=', 'selfExclusion')
      .where('ends_at', 'is not', null)
      .where('ends_at', '<=', now)
      .where('returned_at', 'is', null)
      .execute();
    return null;
  });
}

/** What the login refusal of a self-excluded player carries for the site (ApiFailure data; docs/player-protection-operator.md). */
export interface ExclusionAccess {
  /** The player may log in to a withdraw-only access (POST auth/login with withdrawOnly: true). */
  withdrawOnly: boolean;
  /** The return step after an ended self-exclusion (POST auth/exclusionreturn), or null while it is in force. */
  returnStep: ReturnStep | null;
  /** End of the return cooling-off once asked (ISO UTC), else null. */
  returnEffectiveAt: string | null;
}

/**
 * The access a self-excluded player still has at `now`, or null when he is not self-excluded (nor awaiting his
 * return) and the refusal, if any, is something else (a time-out, a used-up session limit).
 */
export async function exclusionAccess(
  q: Queryable,
  profile: ProtectionProfile,
  playerId: number,
  now: Date,
): Promise<ExclusionAccess | null> {
  const withdrawOnly = profile.selfExclusion.withdrawOnly !== false;
  const exclusion = await activeExclusion(q, playerId, now);
  if (exclusion) return exclusion.kind === 'selfExclusion' ? { withdrawOnly, returnStep: null, returnEffectiveAt: null } : null;
  const state = await returnState(q, profile, playerId, now);
  if (!state) return null;
  return { withdrawOnly, returnStep: state.step, returnEffectiveAt: state.effectiveAt?.toISOString() ?? null };
}
