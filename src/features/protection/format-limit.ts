import type { TFunction } from 'i18next';
import { formatLira } from '@site/lib/format';
import type { LimitType } from './types';

/** A limit amount as shown: lira for deposit, loss and wager, whole minutes for session. */
export function formatLimitValue(type: LimitType, value: number, t: TFunction): string {
  return type === 'session' ? t('protection.limits.minutes', { count: Math.round(value) }) : formatLira(value);
}

/** Share of a limit used, 0-100 (whole percent, floored so 79.9% never shows as a reached 80%); 0 without a limit. */
export function usedPercent(used: number, value: number | null): number {
  if (value === null || value <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((used / value) * 100)));
}
