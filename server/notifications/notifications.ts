import { sql } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Hub } from '@server/hub/hub';
import type { Notification } from '@contracts/types/notifications/notification';

export type { Notification };

/** Notification type (docs/product.md §3): Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
export type NotificationType = Notification['type'];

export const NotificationTypes = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;

export interface NewNotification {
  type: NotificationType;
  /** 1-200 characters. */
  title: string;
  /** Up to 4000 characters; may be empty. */
  note: string;
}

interface NotificationRow {
  id: number;
  type: number;
  title: string;
  note: string;
  is_read: boolean;
  created_at: Date;
}

const COLUMNS = ['id', 'type', 'title', 'note', 'is_read', 'created_at'] as const;
/** Note length of a shortened push: 1000 characters stay under NOTIFY's limit even at 4 bytes each. */
const PUSH_NOTE_CHARS = 1000;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    note: row.note,
    timeStamp: row.created_at.toISOString(),
    isRead: row.is_read,
  };
}

/** Throws a RangeError naming the bad field: callers are server code, so bad input is a programming error. */
function check(input: NewNotification): void {
  if (!Number.isInteger(input.type) || input.type < 1 || input.type > 5) throw new RangeError(`notification type ${String(input.type)} is not 1-5`);
  if (typeof input.title !== 'string' || input.title.length < 1 || input.title.length > 200) throw new RangeError('notification title must be 1-200 characters');
  if (typeof input.note !== 'string' || input.note.length > 4000) throw new RangeError('notification note must be at most 4000 characters');
}

/**
 * Player notifications (docs/product.md §3 Notification, §4 Notifications). The cross-feature contract: other
 * services call `app.notifications.create(playerId, {type, title, note})` AFTER their own transaction commits.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
  ) {}

  /**
   * Stores a notification for `playerId` (unread, timestamped now) and pushes it over the hub as
   * NotifyMessage {cmd: 'Notification', message: Notification} to every connection of that player.
   * Returns the stored Notification (timeStamp ISO UTC). Throws RangeError on a bad type/title/note and the
   * driver's error for an unknown player (foreign key). A failed push is not an error: the row is stored and
   * the site fetches it on its next load. Do not call inside db.transaction (PGlite would wait for itself);
   * use `insert(tx, ...)` there and `push` after commit.
   */
  async create(playerId: number, input: NewNotification): Promise<Notification> {
    const notification = await this.insert(this.db, playerId, input);
    await this.push(playerId, notification);
    return notification;
  }

  /** Stores without pushing, inside the caller's transaction; call `push` after it commits. */
  async insert(q: Queryable, playerId: number, input: NewNotification): Promise<Notification> {
    check(input);
    const row = await typed(q)
      .insertInto('notifications')
      .values({ player_id: playerId, type: input.type, title: input.title, note: input.note })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toNotification(row);
  }

  /**
   * Pushes an already stored notification to the player's hub connections. A note too long for the fan-out
   * (PostgreSQL NOTIFY carries under 8000 bytes) is pushed shortened; the site refetches the list after a push,
   * so the full text still reaches the panel. Any other fan-out failure is swallowed: the row is stored.
   */
  async push(playerId: number, notification: Notification): Promise<void> {
    try {
      await this.hub.notifyPlayer(playerId, { cmd: 'Notification', message: notification });
    } catch (error) {
      if (!(error instanceof RangeError)) return;
      const note = `${notification.note.slice(0, PUSH_NOTE_CHARS)}…`;
      await this.hub.notifyPlayer(playerId, { cmd: 'Notification', message: { ...notification, note } }).catch(() => undefined);
    }
  }

  /** The player's notifications, newest first (docs/product.md §7 customer/notification; skip/take already validated). */
  async list(playerId: number, skip: number, take: number): Promise<Notification[]> {
    const rows = await typed(this.db)
      .selectFrom('notifications')
      .select(COLUMNS)
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    return rows.map(toNotification);
  }

  /**
   * Marks the given ids read when they belong to `playerId` (docs/product.md §4: unread becomes read when opened).
   * Other players' ids and unknown ids are ignored and never changed. Returns how many rows changed.
   */
  async markRead(playerId: number, ids: readonly number[]): Promise<number> {
    const rows = await typed(this.db)
      .updateTable('notifications')
      .set({ is_read: true, read_at: sql<Date>`now()` })
      .where('player_id', '=', playerId)
      // One array parameter (= ANY) rather than an IN list of up to 100 parameters.
      .where((eb) => eb('id', '=', eb.fn.any(sql<number[]>`${ids}::bigint[]`)))
      .where('is_read', '=', false)
      .returning('id')
      .execute();
    return rows.length;
  }
}
