import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { RealityCheckState } from '@contracts/types/protection/reality-check';
import type { SessionSummary } from '@contracts/types/protection/session-summary';
import { kurusToLira } from '@server/wallet/money';
import type { ProtectionClock } from './clock';
import type { ProtectionProfile } from './profile';
import type { ProtectionRow } from './store';
import { lockProtection, readProtection } from './store';
import { refusal } from './text';
import { endSessions } from '@server/auth/sessions';

/** The login session a call is made with. */
export interface SessionRef {
  playerId: number;
  sessionId: number;
}

/**
 * Reality checks and the session summary (docs/protection-enforcement.md "Limits: windows, usage and changes": due every interval since the session
 * started; acknowledgements tracked per session). The interval is the player's choice, or the profile's
 * defaultMinutes until he chooses; null = off, and always off when the profile switches reality checks off.
 */
export class RealityCheckService {
  constructor(
    private readonly db: Db,
    private readonly profile: ProtectionProfile,
    private readonly clock: ProtectionClock,
  ) {}

  /** The player's interval in minutes, or null (off). */
  intervalOf(row: ProtectionRow): number | null {
    return realityIntervalOf(this.profile, row);
  }

  /** Interval, session start and the next due time of `session`. */
  async state(session: SessionRef): Promise<RealityCheckState> {
    const row = await readProtection(this.db, session.playerId);
    const [s] = await typed(this.db)
      .selectFrom('sessions as s')
      .leftJoin('session_reality_checks as r', 'r.session_id', 's.id')
      .select(['s.created_at', 'r.acked_at'])
      .where('s.id', '=', session.sessionId)
      .execute();
    const interval = this.intervalOf(row);
    return {
      intervalMinutes: interval,
      sessionStartedAt: s.created_at.toISOString(),
      nextDueAt: interval === null ? null : nextDue(s.created_at, s.acked_at, interval).toISOString(),
    };
  }

  /** Stores the player's interval (one the profile offers, or null = off). Errors: 400 naming intervalMinutes. */
  async choose(session: SessionRef, minutes: number | null): Promise<RealityCheckState> {
    if (!this.profile.realityCheck.enabled) throw refusal('protection.toolOff');
    if (minutes !== null && !this.profile.realityCheck.intervalsMinutes.includes(minutes)) {
      throw refusal('protection.invalidInterval', () => ({
        intervals: this.profile.realityCheck.intervalsMinutes.join(', '),
      }));
    }
    await this.db.transaction(async (tx) => {
      await lockProtection(tx, session.playerId);
      await typed(tx)
        .updateTable('player_protection')
        .set({ reality_check_minutes: minutes, reality_check_chosen: true, updated_at: sql<Date>`now()` })
        .where('player_id', '=', session.playerId)
        .execute();
    });
    return this.state(session);
  }

  /** 'continue' records the acknowledgement now and returns the next due time; 'logout' ends the session. */
  async acknowledge(session: SessionRef, action: 'continue' | 'logout'): Promise<{ nextDueAt: string | null }> {
    if (action === 'logout') {
      await endSessions(this.db, { sessionId: session.sessionId });
      return { nextDueAt: null };
    }
    const now = this.clock.now();
    await typed(this.db)
      .insertInto('session_reality_checks')
      .values({ session_id: session.sessionId, acked_at: now })
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet({
          // GREATEST: an older acknowledgement never moves the next check earlier.
          acked_at: sql<Date>`GREATEST(session_reality_checks.acked_at, EXCLUDED.acked_at)`,
        }),
      )
      .execute();
    return { nextDueAt: (await this.state(session)).nextDueAt };
  }

  /** Elapsed time since this session's login and the stakes / winnings since then (lira; net = wins - bets). */
  async summary(session: SessionRef): Promise<SessionSummary> {
    const now = this.clock.now();
    // Raw sql: correlated sums cast to bigint (kuruş, int8 read as number), which the builder would only type as unknown.
    const { rows } = await sql<{ created_at: Date; bets: number; wins: number }>`SELECT s.created_at,
         COALESCE((SELECT SUM(-amount_kurus) FROM ledger l WHERE l.player_id = s.player_id AND l.kind IN ('bet', 'rollback') AND l.created_at >= s.created_at), 0)::bigint AS bets,
         COALESCE((SELECT SUM(amount_kurus) FROM ledger l WHERE l.player_id = s.player_id AND l.kind = 'win' AND l.created_at >= s.created_at), 0)::bigint AS wins
       FROM sessions s WHERE s.id = ${session.sessionId}`.execute(typed(this.db));
    const [s] = rows;
    return {
      sessionStartedAt: s.created_at.toISOString(),
      elapsedSeconds: Math.max(0, Math.floor((now.getTime() - s.created_at.getTime()) / 1000)),
      bets: kurusToLira(s.bets),
      wins: kurusToLira(s.wins),
      net: kurusToLira(s.wins - s.bets),
      serverTime: now.toISOString(),
    };
  }
}

/**
 * The player's reality-check interval in minutes, or null (off): his choice, or the profile's defaultMinutes until he
 * chooses (a number there switches checks on for every new player; docs/protection-enforcement.md); always off when the profile
 * switches reality checks off.
 */
export function realityIntervalOf(profile: ProtectionProfile, row: ProtectionRow): number | null {
  if (!profile.realityCheck.enabled) return null;
  return row.realityCheckChosen ? row.realityCheckMinutes : profile.realityCheck.defaultMinutes;
}

/** The first whole interval since `start` that lies after the last acknowledgement (or after the start). */
export function nextDue(start: Date, ackedAt: Date | null, minutes: number): Date {
  const step = minutes * 60_000;
  const since = Math.max(0, (ackedAt?.getTime() ?? start.getTime()) - start.getTime());
  return new Date(start.getTime() + (Math.floor(since / step) + 1) * step);
}
