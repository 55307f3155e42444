import type { TimelineEvent } from '@contracts/types/wallet/cashier';

/** One step of a withdrawal's timeline as shown (docs/wallet.md). */
export interface WithdrawalStep {
  status: TimelineEvent['status'];
  /** ISO UTC when it happened; absent for a step still to come. */
  at?: string;
  /** The operator's reason of a rejection. */
  reason?: string;
  /** 'done' happened; 'current' the last that happened while the request is still open; 'upcoming' still to come. */
  state: 'done' | 'current' | 'upcoming';
}

/** Record status Pending (docs/product.md §3): the withdrawal is still open. */
const PENDING = 2;

/**
 * The steps to show for a withdrawal: what happened (the server's timeline; a request without one shows at least
 * 'requested' at its creation time) and, while it is still pending, what comes next: 'In review' (unless reached)
 * and 'Approved'. Requested → In review → Approved / Rejected (reason) / Cancelled by you.
 */
export function withdrawalSteps(item: { createdAt: string; recordStatus: number; timeline?: TimelineEvent[] }): WithdrawalStep[] {
  const events: TimelineEvent[] = item.timeline && item.timeline.length > 0 ? item.timeline : [{ status: 'requested', at: item.createdAt }];
  const open = item.recordStatus === PENDING;
  const steps: WithdrawalStep[] = events.map((e, i) => ({
    status: e.status,
    at: e.at,
    ...(e.reason ? { reason: e.reason } : {}),
    state: open && i === events.length - 1 ? 'current' : 'done',
  }));
  if (open) {
    if (!events.some((e) => e.status === 'in_review')) steps.push({ status: 'in_review', state: 'upcoming' });
    steps.push({ status: 'approved', state: 'upcoming' });
  }
  return steps;
}
