import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { NotificationService } from '@server/notifications/notifications';
import type { ProtectionClock } from './clock';
import type { LimitPeriod, LimitType, ProtectionProfile } from './profile';
import { limitKey, readLimits, readProtection } from './store';
import { localized, periodText } from './text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import { sessionIntervals } from './usage';
import { coveredMs, percentOf, sessionFreesUpAt, windowStart } from './windows';
import { endSessions } from '@server/auth/sessions';
import type { SessionEnding } from '@server/auth/sessions';

/**
 * Claims the one warning of (player, type, period) for `limit` (kuruş or minutes) at `now`
 * (docs/protection-enforcement.md "One warning per limit and window": never two identical ones). True for exactly one caller until the last warning of
 * this limit has left its window (windowStart(period, now)) or the limit value changed. One INSERT … ON CONFLICT
 * DO UPDATE … WHERE on the unique (player_id, type, period) row (migration 130): the conflicting row is locked and
 * re-read, so concurrent movements on any number of processes cannot both claim it.
 */
export async function claimWarning(
  q: Queryable,
  playerId: number,
  type: LimitType,
  period: LimitPeriod,
  limit: number,
  now: Date,
): Promise<boolean> {
  const rows = await typed(q)
    .insertInto('protection_warnings')
    .values({ player_id: playerId, type, period, limit_value: limit, warned_at: now })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'type', 'period'])
        .doUpdateSet({ limit_value: (eb) => eb.ref('excluded.limit_value'), warned_at: (eb) => eb.ref('excluded.warned_at') })
        .where((eb) =>
          eb.or([
            eb('protection_warnings.warned_at', '<=', windowStart(period, now)),
            eb('protection_warnings.limit_value', '<>', eb.ref('excluded.limit_value')),
          ]),
        ),
    )
    .returning('player_id')
    .execute();
  return rows.length > 0;
}

/**
 * The 401 a call with a token of a session ended by a protection rule gets: why and until when
 * (docs/protection-enforcement.md "Why a session ended"), data {reason, until (ISO or null)} so the site can say it after logging out.
 */
export function endingRefusal(ending: SessionEnding): ApiFailure {
  const data = { reason: ending.reason, until: ending.until?.toISOString() ?? null };
  if (ending.reason === 'sessionLimit') {
    return new ApiFailure(401, 'protection.endedSessionLimit', { until: istanbulDateTimeText(ending.until ?? new Date()) }, data);
  }
  return ending.until
    ? new ApiFailure(401, 'protection.endedExclusion', { until: istanbulDateTimeText(ending.until) }, data)
    : new ApiFailure(401, 'protection.endedExclusionPermanent', {}, data);
}

/**
 * Session-time limits watched during play, not only at the next spin (docs/protection-enforcement.md). Run on every call of a
 * player who has a session-time limit: site calls and hub connects (SessionService watch), game-frame and sportsbook
 * calls (their token checks). When a limit is used up and `sessionTime.endAtLimit` is on, every live session of the
 * player ends with reason 'sessionLimit' and the moment the limit frees up (endSessions: hub sockets close, game and
 * sportsbook tokens die); at `limits.warnAtPercent` (with `sessionTime.warn`) one System notification per limit and
 * window (claimWarning).
 */
export class SessionTimeWatch {
  constructor(
    private readonly db: Db,
    private readonly profile: ProtectionProfile,
    private readonly clock: ProtectionClock,
    private readonly notifications: NotificationService | null,
  ) {}

  /** Whether the player has a session-time limit in force (a cheap pre-check for the callers). */
  async limited(playerId: number): Promise<boolean> {
    if (!this.profile.limits.types.includes('session')) return false;
    const row = await typed(this.db)
      .selectFrom('player_limits')
      .select((eb) => eb.lit(1).as('one'))
      .where('player_id', '=', playerId)
      .where('type', '=', 'session')
      .where('value', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Checks the player's session-time limits now; returns the ending when it ended his sessions, else null. */
  async check(playerId: number): Promise<SessionEnding | null> {
    if (!this.profile.limits.types.includes('session')) return null;
    const limits = await readLimits(this.db, playerId);
    const scope = { q: this.db, playerId, now: this.clock.now(), realNowMs: this.clock.real() };
    for (const period of this.profile.limits.periods) {
      const limit = limits.get(limitKey('session', period))?.value ?? null;
      if (limit === null) continue;
      const merged = await sessionIntervals(scope, period);
      const used = coveredMs(merged);
      const limitMs = limit * 60_000;
      if (used >= limitMs) {
        if (!this.profile.sessionTime.endAtLimit) continue;
        const ending: SessionEnding = { reason: 'sessionLimit', until: sessionFreesUpAt(merged, limitMs, period) ?? scope.now };
        const ended = await endSessions(this.db, { playerId }, ending);
        if (ended.length > 0) return ending;
        continue;
      }
      if (this.profile.sessionTime.warn) await this.warn(playerId, period, limit, percentOf(used, limitMs), scope.now);
    }
    return null;
  }

  private async warn(playerId: number, period: LimitPeriod, limit: number, percent: number, now: Date): Promise<void> {
    if (!this.notifications || percent < this.profile.limits.warnAtPercent) return;
    if (!(await claimWarning(this.db, playerId, 'session', period, limit, now))) return;
    const { locale } = await readProtection(this.db, playerId);
    await this.notifications.create(playerId, {
      type: 5,
      title: localized(locale, 'protection.warningTitle'),
      note: localized(locale, 'protection.sessionWarningNote', (l) => ({ percent, period: periodText(l, period), limit })),
    });
  }
}
