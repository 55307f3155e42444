import type { LimitWarning } from './types';

/** The key of a limit warning: one per limit type and period ('deposit-day'). */
export const warningKey = (w: Pick<LimitWarning, 'type' | 'period'>): string => `${w.type}-${w.period}`;

/**
 * The limit warnings this tab has already shown (or found on its first protection/status read), per login token.
 * The 80% warning: a System push toasts only the warnings that are not in here. Kept apart from the query
 * cache on purpose: a Deposit push arrives just before its System push and refetches protection/status, so the
 * cache may already hold the new warning when the System push is handled (that race once swallowed the toast).
 */
const announced = new Map<string, Set<string>>();

/** Called with every protection/status reply: the first reply of a token is what the player already knew. */
export function seedAnnouncedWarnings(token: string, warnings: readonly LimitWarning[]): void {
  if (!announced.has(token)) announced.set(token, new Set(warnings.map(warningKey)));
}

/**
 * The warnings of `current` not yet announced for `token`, which from now on count as announced. Warnings that
 * ended (a new period began) are forgotten, so the same limit warns again in its next period.
 */
export function takeNewWarnings(token: string, current: readonly LimitWarning[]): LimitWarning[] {
  const before = announced.get(token) ?? new Set<string>();
  announced.set(token, new Set(current.map(warningKey)));
  return current.filter((w) => !before.has(warningKey(w)));
}
