import type { Db } from '@server/db/db';

/** NOTIFY channel of read-model changes, written by the triggers of migration 160 (docs/read-models.md). */
export const READ_MODEL_CHANNEL = 'read_models';

/**
 * One change announced on READ_MODEL_CHANNEL: 'w' a player's wallet, 's' one login session, 'p' every session of a
 * player, 'f' a player's favourite games; `id` is the player's id, or the session's for 's'.
 */
export interface ReadModelChange {
  kind: 'w' | 's' | 'p' | 'f';
  id: number;
}

/** Parses a payload such as 'w:42'; null for anything else (never throws). */
export function parseReadModelChange(payload: string): ReadModelChange | null {
  const match = /^([wspf]):([1-9][0-9]{0,15})$/.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as ReadModelChange['kind'], id } : null;
}

/** What a read model does with the changes it hears of. */
export interface ReadModelSubscriber {
  /** A change announced at commit, by any process. */
  changed(change: ReadModelChange): void;
  /** The LISTEN connection was lost and is back: changes of that time were never announced, drop everything. */
  reset(): void;
}

/** Every subscriber of this process (all apps), for changes this process makes itself (publishLocally). */
const localSubscribers = new Set<ReadModelSubscriber>();

/**
 * Tells this process's read models of a change it is making (e.g. sessions ended by endSessions), without waiting
 * for the commit's notification: on PostgreSQL that arrives on the LISTEN connection a moment after the commit, and
 * the caller's next request must already see the change. The notification still follows (it also spoils a load that
 * ran meanwhile and read the old row).
 */
export function publishLocally(change: ReadModelChange): void {
  for (const subscriber of localSubscribers) subscriber.changed(change);
}

/**
 * Subscribes `subscribers` to READ_MODEL_CHANNEL (one LISTEN per process, shared through Db.listen); malformed
 * payloads are skipped. Resolves when listening; returns the unsubscribe.
 */
export async function watchReadModels(db: Db, subscribers: readonly ReadModelSubscriber[]): Promise<() => Promise<void>> {
  const unlisten = await db.listen(
    READ_MODEL_CHANNEL,
    (payload) => {
      const change = parseReadModelChange(payload);
      if (change) for (const subscriber of subscribers) subscriber.changed(change);
    },
    () => {
      for (const subscriber of subscribers) subscriber.reset();
    },
  );
  for (const subscriber of subscribers) localSubscribers.add(subscriber);
  return async () => {
    for (const subscriber of subscribers) localSubscribers.delete(subscriber);
    await unlisten();
  };
}
