/**
 * The cooling-off state machine of one limit (docs/protection-enforcement.md "Limits: windows, usage and changes"), pure so it is unit tested on
 * its own. Values are the stored unit (kuruş or minutes); null = no limit.
 * - A first limit, a decrease or the same value: applies at once and drops any pending change.
 * - An increase or a removal: pending until now + cooling-off; after that the player confirms it.
 * - Asking for the pending value again keeps its original effectiveAt (no restarting the clock by mistake).
 */
export interface LimitState {
  value: number | null;
  pending: { value: number | null; effectiveAt: Date } | null;
}

export type SetOutcome = { state: LimitState; applied: boolean };
export type RuleResult =
  | { ok: true; state: LimitState }
  | { ok: false; reason: 'nothingPending' }
  | { ok: false; reason: 'coolingOff'; effectiveAt: Date };

/** Whether `next` restricts at least as much as `current` (null = unlimited). */
export function isTightening(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/** setlimit: see module doc. `coolingOffMs` >= 0. */
export function setLimit(state: LimitState, next: number | null, now: Date, coolingOffMs: number): SetOutcome {
  if (isTightening(state.value, next)) return { state: { value: next, pending: null }, applied: true };
  if (state.pending && state.pending.value === next) return { state, applied: false };
  return {
    state: { value: state.value, pending: { value: next, effectiveAt: new Date(now.getTime() + coolingOffMs) } },
    applied: false,
  };
}

/** confirmlimit: applies the pending change once its effectiveAt has come. */
export function confirmLimit(state: LimitState, now: Date): RuleResult {
  if (!state.pending) return { ok: false, reason: 'nothingPending' };
  if (now.getTime() < state.pending.effectiveAt.getTime())
    return { ok: false, reason: 'coolingOff', effectiveAt: state.pending.effectiveAt };
  return { ok: true, state: { value: state.pending.value, pending: null } };
}

/** cancelpending: drops the pending change; the value in force stays. */
export function cancelPending(state: LimitState): RuleResult {
  if (!state.pending) return { ok: false, reason: 'nothingPending' };
  return { ok: true, state: { value: state.value, pending: null } };
}
