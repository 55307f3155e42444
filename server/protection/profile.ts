import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProtectionProfile } from '@contracts/types/protection/status';

export type { ProtectionProfile };
/** Limit tools: deposit, loss and wager (total stakes) in kuruş inside the server, session in minutes. */
export type LimitType = ProtectionProfile['limits']['types'][number];
/** The limit types counted in money (kuruş). */
export type MoneyLimitType = Exclude<LimitType, 'session'>;
/** Rolling windows ending now: day = 24 h, week = 7 days, month = one calendar month. */
export type LimitPeriod = ProtectionProfile['limits']['periods'][number];
/** Every limit type and period the server knows, in display order (stored limits of any of them bind: docs/player-protection-operator.md "Stored limits bind"). */
export const LIMIT_TYPES: readonly LimitType[] = ['deposit', 'loss', 'wager', 'session'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
export type TimeOutPeriod = ProtectionProfile['timeOut']['periods'][number];
export type SelfExclusionPeriod = ProtectionProfile['selfExclusion']['periods'][number];
export type { ExclusionKind } from '@contracts/domain/exclusion-periods';
export type ExclusionPeriod = TimeOutPeriod | SelfExclusionPeriod;

/** config/site.json of the repository: its `compliance` section is the profile (contract "Compliance profile"). */
export const SITE_CONFIG_FILE = join(import.meta.dirname, '..', '..', 'config', 'site.json');

/**
 * Reads the compliance profile from `file` (config/site.json). The server start runs the config check first
 * (scripts/config-check.ts), so the shape is trusted here; a missing section is an Error naming the file.
 */
export function loadProtectionProfile(file = SITE_CONFIG_FILE): ProtectionProfile {
  const site = JSON.parse(readFileSync(file, 'utf8')) as { compliance?: ProtectionProfile };
  if (!site.compliance) throw new Error(`${file}: /compliance: missing (the player protection profile)`);
  return site.compliance;
}

/** Whether `type` limits are on and `period` is offered by the profile. */
export function limitOffered(profile: ProtectionProfile, type: LimitType, period: LimitPeriod): boolean {
  return profile.limits.types.includes(type) && profile.limits.periods.includes(period);
}
