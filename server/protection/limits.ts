import type { Db, Queryable } from '@server/db/db';
import type { ProtectionLimit } from '@contracts/types/protection/limit';
import type { ProtectionWarning } from '@contracts/types/protection/status';
import { kurusToLira, liraToKurus } from '@server/wallet/money';
import type { ProtectionClock } from './clock';
import { cancelPending, confirmLimit, isTightening, setLimit } from './limit-rules';
import type { LimitState } from './limit-rules';
import { LIMIT_PERIODS, LIMIT_TYPES, limitOffered } from './profile';
import { recordChange, recordLimitChange } from './limit-history';
import type { LimitPeriod, LimitType, ProtectionProfile } from './profile';
import { NO_LIMIT, limitKey, lockProtection, readLimits, writeLimit } from './store';
import { durationText, periodText, refusal, typeText } from './text';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import { usedOf } from './usage';
import type { UsageScope } from './usage';
import type { FreshAuth } from '@server/auth/step-up';
import { percentOf, periodMinutes } from './windows';

const rankOf = (list: readonly string[], item: string) => (list.includes(item) ? list.indexOf(item) : list.length);

/** A limit row of the API plus how a setlimit went. */
export type SetLimitResult = ProtectionLimit & { applied: boolean };

/**
 * Deposit, loss, wager and session limits (docs/protection-enforcement.md "Limits: windows, usage and changes"): the rows of protection/status and the
 * setlimit / confirmlimit / cancelpending calls, on the cooling-off rules of protection-limit-rules.ts.
 * API units: lira (deposit, loss, wager) and minutes (session); stored: kuruş and minutes.
 */
export class LimitService {
  constructor(
    private readonly db: Db,
    private readonly profile: ProtectionProfile,
    private readonly clock: ProtectionClock,
  ) {}

  /**
   * One row per enabled type x period, in profile order, then every stored limit (or pending change) of a type or
   * period the profile no longer offers, marked `offered: false`: it still binds and is still shown until the
   * player removes it through the cooling-off (docs/player-protection-operator.md).
   */
  async rows(playerId: number, q: Queryable = this.db): Promise<ProtectionLimit[]> {
    const scope = await this.scope(q, playerId);
    const limits = await readLimits(q, playerId);
    const rows: ProtectionLimit[] = [];
    for (const type of LIMIT_TYPES) {
      for (const period of LIMIT_PERIODS) {
        const state = limits.get(limitKey(type, period)) ?? NO_LIMIT;
        if (limitOffered(this.profile, type, period)) rows.push(await this.toRow(scope, type, period, state));
        else if (state.value !== null || state.pending)
          rows.push({ ...(await this.toRow(scope, type, period, state)), offered: false });
      }
    }
    const order = (r: ProtectionLimit) =>
      (r.offered === false ? 100 : 0) + rankOf(this.profile.limits.types, r.type) * 10 + rankOf(this.profile.limits.periods, r.period);
    return rows.sort((a, b) => order(a) - order(b));
  }

  /** Rows at or above warnAtPercent of a set limit. */
  warnings(rows: readonly ProtectionLimit[]): ProtectionWarning[] {
    return rows
      .filter((r) => r.value !== null && percentOf(r.used, r.value) >= this.profile.limits.warnAtPercent)
      .map((r) => ({ type: r.type, period: r.period, percent: percentOf(r.used, r.value ?? 0) }));
  }

  /**
   * setlimit (see server/protection/limit-rules.ts). A change that is not a tightening (a higher value, or a removal: less
   * protective) needs `freshAuth` (docs/security.md "Step-up"): without it the step-up refusal (403) and nothing is
   * written; a first limit or a lower one stays free. Errors: 400 tool off, bad value (message names `value`).
   */
  async set(playerId: number, type: LimitType, period: LimitPeriod, value: number | null, freshAuth: FreshAuth): Promise<SetLimitResult> {
    const stored = value === null ? null : this.toStored(type, period, value);
    return this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, playerId, true);
      const current = (await readLimits(tx, playerId)).get(limitKey(type, period)) ?? NO_LIMIT;
      // A limit the profile no longer offers may only be removed (through the cooling-off): docs/player-protection-operator.md.
      if (!limitOffered(this.profile, type, period) && !(value === null && current.value !== null)) this.offered(type, period);
      if (!isTightening(current.value, stored)) freshAuth.require();
      const outcome = setLimit(current, stored, scope.now, this.profile.limits.coolingOffHours * 3_600_000);
      await writeLimit(tx, playerId, type, period, outcome.state);
      await recordLimitChange(tx, playerId, type, period, current, outcome, scope.now);
      return { ...(await this.toRow(scope, type, period, outcome.state)), applied: outcome.applied };
    });
  }

  /** confirmlimit. Errors: 400 nothing pending, 400 cooling-off not over (with the date and the time left). */
  async confirm(playerId: number, type: LimitType, period: LimitPeriod): Promise<ProtectionLimit> {
    return this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, playerId, true);
      const current = (await readLimits(tx, playerId)).get(limitKey(type, period)) ?? NO_LIMIT;
      if (!current.pending) this.offered(type, period);
      const result = confirmLimit(current, scope.now);
      if (!result.ok && result.reason === 'coolingOff') {
        const left = result.effectiveAt.getTime() - scope.now.getTime();
        throw refusal('protection.coolingOff', (l) => ({
          period: periodText(l, period),
          type: typeText(l, type),
          until: istanbulDateTimeText(result.effectiveAt),
          left: durationText(l, left),
        }));
      }
      if (!result.ok) throw refusal('protection.nothingPending');
      await writeLimit(tx, playerId, type, period, result.state);
      await recordChange(tx, playerId, type, period, 'confirmed', current.value, result.state.value, scope.now);
      return this.toRow(scope, type, period, result.state);
    });
  }

  /** cancelpending. Errors: 400 nothing pending. */
  async cancel(playerId: number, type: LimitType, period: LimitPeriod): Promise<ProtectionLimit> {
    return this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, playerId, true);
      const current = (await readLimits(tx, playerId)).get(limitKey(type, period)) ?? NO_LIMIT;
      if (!current.pending) this.offered(type, period);
      const result = cancelPending(current);
      if (!result.ok) throw refusal('protection.nothingPending');
      await writeLimit(tx, playerId, type, period, result.state);
      await recordChange(tx, playerId, type, period, 'cancelled', current.pending?.value ?? null, current.value, scope.now);
      return this.toRow(scope, type, period, result.state);
    });
  }

  /** API value -> stored unit; 400 naming `value` for fractions of a kuruş or minutes beyond the period. */
  toStored(type: LimitType, period: LimitPeriod, value: number): number {
    if (type === 'session') {
      const max = periodMinutes(period, new Date());
      if (!Number.isInteger(value) || value < 1 || value > max)
        throw refusal('protection.invalidMinutes', () => ({ max }));
      return value;
    }
    try {
      return liraToKurus(value);
    } catch {
      throw refusal('protection.invalidMoney');
    }
  }

  private offered(type: LimitType, period: LimitPeriod): void {
    if (!limitOffered(this.profile, type, period)) {
      if (this.profile.limits.types.includes(type))
        throw refusal('protection.invalidPeriod', () => ({ periods: this.profile.limits.periods.join(', ') }));
      throw refusal('protection.toolOff');
    }
  }

  private async scope(q: Queryable, playerId: number, lock = false): Promise<UsageScope> {
    if (lock) await lockProtection(q, playerId);
    return { q, playerId, now: this.clock.now(), realNowMs: this.clock.real() };
  }

  private async toRow(
    scope: UsageScope,
    type: LimitType,
    period: LimitPeriod,
    state: LimitState,
  ): Promise<ProtectionLimit> {
    const used = await usedOf(scope, type, period);
    const money = type !== 'session';
    const api = (stored: number) => (money ? kurusToLira(stored) : stored);
    const usedApi = money ? kurusToLira(used) : Math.floor(used / 60_000);
    const remaining =
      state.value === null
        ? null
        : money
          ? kurusToLira(Math.max(0, state.value - used))
          : Math.max(0, Math.floor((state.value * 60_000 - used) / 60_000));
    return {
      type,
      period,
      value: state.value === null ? null : api(state.value),
      used: usedApi,
      remaining,
      pending: state.pending
        ? {
            value: state.pending.value === null ? null : api(state.pending.value),
            effectiveAt: state.pending.effectiveAt.toISOString(),
          }
        : null,
    };
  }
}
