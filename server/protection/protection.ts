import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { ProtectionStatus } from '@contracts/types/protection/status';
import type { NotificationService } from '@server/notifications/notifications';
import { ProtectionClock } from './clock';
import { exclude } from './exclusion';
import { ProtectionGuard } from './guard';
import { LimitService } from './limits';
import type { ExclusionKind, ExclusionPeriod, ProtectionProfile } from './profile';
import { RealityCheckService } from './reality';
import { SessionTimeWatch } from './session-watch';
import type { SessionRef } from './reality';
import { TOUCH_INTERVAL_MS } from '@server/auth/sessions';
import type { SessionEnding } from '@server/auth/sessions';

/**
 * Player protection (docs/protection-enforcement.md, docs/player-protection-operator.md): the compliance profile, limits,
 * reality checks, exclusions, enforcement guards and export, all on one clock (server/protection/clock.ts). State lives in the
 * database (migration 070), so it survives a restart; nothing is kept in memory but the profile.
 */
export class ProtectionService {
  readonly clock: ProtectionClock;
  readonly limits: LimitService;
  readonly reality: RealityCheckService;
  readonly guard: ProtectionGuard;
  /** Session-time limits during play: ending at the limit, the warning (docs/protection-enforcement.md). */
  readonly sessionTime: SessionTimeWatch;

  constructor(
    readonly db: Db,
    readonly profile: ProtectionProfile,
    readonly notifications: NotificationService | null,
    clock = new ProtectionClock(),
  ) {
    this.clock = clock;
    this.limits = new LimitService(db, profile, clock);
    this.reality = new RealityCheckService(db, profile, clock);
    this.guard = new ProtectionGuard(profile, clock, notifications);
    this.sessionTime = new SessionTimeWatch(db, profile, clock, notifications);
  }

  /**
   * A game-frame or sportsbook call of login session `loginSessionId` (docs/protection-enforcement.md): with
   * sessionTime.countGameActivity it keeps the session in use like a site call (last_seen, written at most every
   * 30 s), then the session-time watch runs. Returns the ending when the watch ended the player's sessions.
   */
  async gameActivity(playerId: number, loginSessionId: number): Promise<SessionEnding | null> {
    if (this.profile.sessionTime.countGameActivity) {
      await typed(this.db)
        .updateTable('sessions')
        .set({ last_seen: sql<Date>`now()` })
        .where('id', '=', loginSessionId)
        .where('ended_at', 'is', null)
        // Raw sql: interval arithmetic on the database clock.
        .where('last_seen', '<', sql<Date>`now() - ${sql.lit(TOUCH_INTERVAL_MS)} * interval '1 millisecond'`)
        .execute();
    }
    if (!(await this.sessionTime.limited(playerId))) return null;
    return this.sessionTime.check(playerId);
  }

  /** POST protection/exclude: stores the time-out or self-exclusion and ends all sessions; returns the end (null = permanent). */
  async exclude(playerId: number, kind: ExclusionKind, period: ExclusionPeriod): Promise<Date | null> {
    return exclude(this.db, this.profile, playerId, kind, period, this.clock.now());
  }

  /** GET protection/status for the caller's session. */
  async status(session: SessionRef): Promise<ProtectionStatus> {
    const limits = await this.limits.rows(session.playerId);
    return {
      serverTime: this.clock.now().toISOString(),
      profile: this.profile,
      limits,
      realityCheck: await this.reality.state(session),
      warnings: this.limits.warnings(limits),
    };
  }
}
