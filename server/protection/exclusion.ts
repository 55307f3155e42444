import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { ApiFailure } from '@server/http/envelope';
import type { ExclusionKind, ExclusionPeriod, ProtectionProfile } from './profile';
import { lockProtection } from './store';
import { refusal } from './text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import { exclusionEnd } from '@contracts/domain/exclusion-periods';
import { endSessions } from '@server/auth/sessions';

/** An exclusion in force; endsAt null = permanent. */
export interface ActiveExclusion {
  kind: ExclusionKind;
  endsAt: Date | null;
}

/** The exclusions of `playerId` in force at `now`, the longest (permanent) first: a query the caller picks columns of. */
export function exclusionsInForce(q: Queryable, playerId: number, now: Date) {
  return typed(q)
    .selectFrom('player_exclusions')
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('ends_at', (ob) => ob.desc().nullsFirst());
}

/** The exclusion in force at `now` (the longest, if several), or null. */
export async function activeExclusion(q: Queryable, playerId: number, now: Date): Promise<ActiveExclusion | null> {
  const row = await exclusionsInForce(q, playerId, now).select(['kind', 'ends_at']).limit(1).executeTakeFirst();
  // kind: CHECK (kind IN ('timeout', 'selfExclusion')) of migration 070.
  return row ? { kind: row.kind, endsAt: row.ends_at } : null;
}

/** The 400 refusal of login, deposit and play during `exclusion`, with its end (or 'permanently'). */
export function exclusionRefusal(exclusion: ActiveExclusion): ApiFailure {
  if (!exclusion.endsAt) return refusal('protection.selfExcludedPermanently');
  const until = istanbulDateTimeText(exclusion.endsAt);
  return refusal(exclusion.kind === 'timeout' ? 'protection.timeOutUntil' : 'protection.selfExcludedUntil', () => ({
    until,
  }));
}

/**
 * Stores a time-out or self-exclusion starting at the player's now and ends every session of the player in the
 * same transaction (so his tokens die at once). It can never shorten one already in force: the longest counts.
 * Errors: 400 when the kind is switched off or the period is not offered for it. Returns the end (null = permanent).
 */
export async function exclude(
  db: Db,
  profile: ProtectionProfile,
  playerId: number,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  now: Date,
): Promise<Date | null> {
  const tool = kind === 'timeout' ? profile.timeOut : profile.selfExclusion;
  if (!tool.enabled) throw refusal('protection.toolOff');
  const endsAt = exclusionEnd(kind, period, now);
  if (endsAt === undefined || !(tool.periods as readonly string[]).includes(period)) {
    throw refusal('protection.invalidPeriod', () => ({ periods: tool.periods.join(', ') }));
  }
  return db.transaction(async (tx) => {
    await lockProtection(tx, playerId);
    await typed(tx).insertInto('player_exclusions').values({ player_id: playerId, kind, period, starts_at: now, ends_at: endsAt }).execute();
    const longest = await activeExclusion(tx, playerId, now);
    const until = longest ? longest.endsAt : endsAt;
    // Every other tab, game and sportsbook is told why its token died and until when.
    await endSessions(tx, { playerId }, { reason: 'exclusion', until });
    return until;
  });
}
