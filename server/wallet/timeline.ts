import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';

/**
 * A status of the withdrawal timeline (docs/wallet.md): Requested → In review → Approved / Rejected (with the
 * operator's reason) / Cancelled (by the player). Stored in payment_request_events (migration 100).
 */
export type TimelineStatus = 'requested' | 'in_review' | 'approved' | 'rejected' | 'cancelled';

export interface TimelineEvent {
  status: TimelineStatus;
  /** ISO 8601 UTC. */
  at: string;
  /** The operator's reason; only on 'rejected', and only when one was given. */
  reason?: string;
}

/** Records a status change of request `requestId` now (inside the caller's transaction); `reason` at most 500 characters. */
export async function recordEvent(q: Queryable, requestId: number, status: TimelineStatus, reason = ''): Promise<void> {
  await typed(q)
    .insertInto('payment_request_events')
    .values({ request_id: requestId, status, reason: reason.trim().slice(0, 500) || null })
    .execute();
}

/** The timelines of `requestIds`, each in time order (requests without events map to []). */
export async function timelinesOf(q: Queryable, requestIds: readonly number[]): Promise<Map<number, TimelineEvent[]>> {
  const result = new Map<number, TimelineEvent[]>(requestIds.map((id) => [Number(id), []]));
  if (requestIds.length === 0) return result;
  const rows = await typed(q)
    .selectFrom('payment_request_events')
    .select(['request_id', 'status', 'reason', 'at'])
    .where('request_id', 'in', requestIds.map(Number))
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    // Only recordEvent writes this table, with a TimelineStatus.
    const status = row.status;
    result.get(Number(row.request_id))?.push({ status, at: new Date(row.at).toISOString(), ...(row.reason ? { reason: row.reason } : {}) });
  }
  return result;
}
