import type { Queryable } from '@server/db/db';
import type { Locale } from '@server/i18n/locale';
import type { NotificationService } from '@server/notifications/notifications';
import type { ProtectionClock } from './clock';
import { requireIdentity } from './identity';
import type { LimitState } from './limit-rules';
import { LIMIT_PERIODS } from './profile';
import type { LimitPeriod, LimitType, MoneyLimitType, ProtectionProfile } from './profile';
import { accessRefusal } from './return';
import { limitKey, lockProtection, readLimits, readProtection } from './store';
import { localized, moneyText, periodText, refusal, typeText } from './text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import { refuseFastSpin, refuseRealityCheckDue } from './play-rules';
import { claimWarning } from './session-watch';
import { moneyEvents, moneyUsed, sessionIntervals } from './usage';
import type { UsageScope } from './usage';
import { coveredMs, crossedWarning, freesUpAt, percentOf, sessionFreesUpAt } from './windows';

/** What a passed money check saw, so the warning can be raised after the commit (contract: 80% warning). */
export interface GuardTicket {
  playerId: number;
  locale: Locale;
  /** Per limit in force (a deposit's deposit limits; a stake's loss and wager limits): the limit and the usage before the movement, kuruş. */
  before: { type: MoneyLimitType; period: LimitPeriod; limit: number; used: number }[];
}

/** Which play a stake is: the login session it comes from and whether it is a slot spin (game cycle) or a bet. */
export interface StakeContext {
  sessionId: number;
  kind: 'spin' | 'bet';
}

/** Where a guard reads: the usage scope plus the player's language and stored limits (read once per call). */
type GuardScope = UsageScope & { locale: Locale; limits: Map<string, LimitState> };

/**
 * Enforcement of limits and exclusions in the platform server, not only hidden in the page
 * (docs/protection-enforcement.md). The money checks run INSIDE the caller's transaction after locking the player's
 * protection row, so parallel deposits, spins or bets are serialised per player and the check and the write
 * are atomic; refusals are 400 with the figures and the time the limit frees up, in tr and en.
 */
export class ProtectionGuard {
  constructor(
    private readonly profile: ProtectionProfile,
    private readonly clock: ProtectionClock,
    private readonly notifications: NotificationService | null,
  ) {}

  /** POST payment/deposit: exclusion, then every deposit limit (lowest headroom named). Call inside the insert's tx. */
  async deposit(tx: Queryable, playerId: number, amountKurus: number, locale: Locale): Promise<GuardTicket> {
    const scope = await this.lockedScope(tx, playerId);
    await this.refuseExcluded(scope);
    await requireIdentity(tx, this.profile, playerId, scope.now);
    return this.checkMoney(scope, 'deposit', amountKurus, locale);
  }

  /**
   * Demo slot spin and sportsbook bet: exclusion, session time, a due reality check of the login session, the
   * minimum game cycle of a spin (docs/protection-enforcement.md), then the loss limits and the wager limits (the
   * stake counted whole, cash and bonus part: docs/protection-enforcement.md "Limits"). Call inside the debit's tx:
   * the protection row lock serialises the player's spins and bets on every process.
   */
  async stake(tx: Queryable, playerId: number, stakeKurus: number, locale: Locale | undefined, play: StakeContext): Promise<GuardTicket> {
    const scope = await this.lockedScope(tx, playerId);
    await this.refuseExcluded(scope);
    await requireIdentity(tx, this.profile, playerId, scope.now);
    await this.refuseSessionUsed(scope, 'protection.sessionUsed');
    await refuseRealityCheckDue(scope, this.profile, play.sessionId);
    if (play.kind === 'spin') await refuseFastSpin(tx, playerId, this.profile.gameCycle.minMs);
    const loss = await this.checkMoney(scope, 'loss', stakeKurus, locale ?? scope.locale);
    const wager = await this.checkMoney(scope, 'wager', stakeKurus, locale ?? scope.locale);
    return { ...loss, before: [...loss.before, ...wager.before] };
  }

  /** Game launch from login session `sessionId`: exclusion, session time, a due reality check, a loss or wager limit with nothing left. */
  async play(q: Queryable, playerId: number, sessionId: number): Promise<void> {
    const scope = await this.readScope(q, playerId);
    await this.refuseExcluded(scope);
    await requireIdentity(q, this.profile, playerId, scope.now);
    await this.refuseSessionUsed(scope, 'protection.sessionUsed');
    await refuseRealityCheckDue(scope, this.profile, sessionId);
    await this.checkMoney(scope, 'loss', 1, scope.locale);
    await this.checkMoney(scope, 'wager', 1, scope.locale);
  }

  /** auth/login (after the password was right): exclusion and a used-up session limit refuse it. */
  async login(q: Queryable, playerId: number): Promise<void> {
    const scope = await this.readScope(q, playerId);
    await this.refuseExcluded(scope);
    await this.refuseSessionUsed(scope, 'protection.sessionLogin');
  }

  /**
   * After the movement committed: a System notification (type 5, also pushed over the hub) for every limit whose
   * usage went from below to at or above warnAtPercent, once per limit and window (claimWarning; docs/protection-enforcement.md:
   * a usage that dips and re-crosses, or two processes, never send it twice). Never throws: a failed warning must
   * not undo the movement.
   */
  async afterCommit(q: Queryable, ticket: GuardTicket): Promise<void> {
    if (!this.notifications || ticket.before.length === 0) return;
    try {
      const scope = await this.readScope(q, ticket.playerId);
      for (const b of ticket.before) {
        const after = await moneyUsed(scope, b.type, b.period);
        if (!crossedWarning(b.used, after, b.limit, this.profile.limits.warnAtPercent)) continue;
        if (!(await claimWarning(q, ticket.playerId, b.type, b.period, b.limit, scope.now))) continue;
        const params = (l: Locale) => ({
          percent: Math.min(100, percentOf(after, b.limit)),
          period: periodText(l, b.period),
          type: typeText(l, b.type),
        });
        await this.notifications.create(ticket.playerId, {
          type: 5,
          title: localized(ticket.locale, 'protection.warningTitle'),
          note: localized(ticket.locale, 'protection.warningNote', params),
        });
      }
    } catch {
      // The deposit, spin or bet already happened; the status call still lists the warning.
    }
  }

  private async lockedScope(tx: Queryable, playerId: number): Promise<GuardScope> {
    const row = await lockProtection(tx, playerId);
    const limits = await readLimits(tx, playerId);
    return { q: tx, playerId, now: this.clock.now(), realNowMs: this.clock.real(), locale: row.locale, limits };
  }

  private async readScope(q: Queryable, playerId: number): Promise<GuardScope> {
    const row = await readProtection(q, playerId);
    const limits = await readLimits(q, playerId);
    return { q, playerId, now: this.clock.now(), realNowMs: this.clock.real(), locale: row.locale, limits };
  }

  /** An exclusion in force, or an ended self-exclusion not yet returned from (docs/player-protection-operator.md), refuses. */
  private async refuseExcluded(scope: UsageScope): Promise<void> {
    const refused = await accessRefusal(scope.q, this.profile, scope.playerId, scope.now);
    if (refused) throw refused;
  }

  /**
   * The player's limits of `type` in force, per period. Every stored limit binds, also of a type or period the
   * profile no longer offers (docs/player-protection-operator.md): a player's own limit ends only through its cooling-off.
   */
  private limitsOf(scope: GuardScope, type: LimitType): { period: LimitPeriod; limit: number }[] {
    return LIMIT_PERIODS.map((period) => ({ period, limit: scope.limits.get(limitKey(type, period))?.value ?? null })).filter(
      (l): l is { period: LimitPeriod; limit: number } => l.limit !== null,
    );
  }

  private async refuseSessionUsed(
    scope: GuardScope,
    key: 'protection.sessionUsed' | 'protection.sessionLogin',
  ): Promise<void> {
    for (const { period, limit } of this.limitsOf(scope, 'session')) {
      const merged = await sessionIntervals(scope, period);
      if (coveredMs(merged) < limit * 60_000) continue;
      const until = istanbulDateTimeText(sessionFreesUpAt(merged, limit * 60_000, period) ?? scope.now);
      throw refusal(key, (l) => ({ period: periodText(l, period), limit, until }));
    }
  }

  /**
   * Refuses `amount` kuruş more of `type` when any period's limit would be exceeded; names the tightest one
   * (`protection.<type>AboveLimit`, `<type>Over`, `<type>OverNone`). `amount` 1 is a game launch's check for a loss or
   * wager limit with nothing left.
   */
  private async checkMoney(scope: GuardScope, type: MoneyLimitType, amount: number, locale: Locale): Promise<GuardTicket> {
    const before: GuardTicket['before'] = [];
    const over: { period: LimitPeriod; limit: number; used: number }[] = [];
    for (const { period, limit } of this.limitsOf(scope, type)) {
      const used = await moneyUsed(scope, type, period);
      before.push({ type, period, limit, used });
      if (used + amount > limit) over.push({ period, limit, used });
    }
    if (over.length === 0) return { playerId: scope.playerId, locale, before };
    const text = (o: { period: LimitPeriod; limit: number }, left: number, until: Date | null) => (l: Locale) => ({
      period: periodText(l, o.period),
      limit: moneyText(l, o.limit),
      left: moneyText(l, left),
      until: until ? istanbulDateTimeText(until) : '',
    });
    // An amount above a limit itself never fits: name the smallest such limit.
    const above = over.filter((o) => amount > o.limit).sort((a, b) => a.limit - b.limit)[0];
    if (above) throw refusal(`protection.${type}AboveLimit`, text(above, 0, null));
    // Otherwise the lowest headroom is named, and the time when EVERY exceeded window has freed enough for it.
    const tightest = over.reduce((a, b) => (b.limit - b.used < a.limit - a.used ? b : a));
    let until = scope.now;
    for (const o of over) {
      const at = freesUpAt(await moneyEvents(scope, type, o.period), o.limit, amount, o.period);
      if (at instanceof Date && at > until) until = at;
    }
    const left = Math.max(0, tightest.limit - tightest.used);
    const base = text(tightest, left, until);
    if (type !== 'deposit' && amount === 1) throw refusal(`protection.${type}OverNone`, base);
    throw refusal(left === 0 ? `protection.${type}OverNone` : `protection.${type}Over`, base);
  }
}
