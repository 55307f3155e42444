import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';

/** One SMS or e-mail to a player (reset codes, phone verification codes...). */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone number (digits, 90 prefix) or e-mail address. */
  recipient: string;
  body: string;
  /** The one-time code the message carries, if any; lets demo/test read it without parsing text. */
  code?: string | null;
  playerId?: number | null;
  username?: string | null;
}

/** The seam for SMS / e-mail providers (docs/architecture.md: demo adapters behind one interface). */
export interface MessageSender {
  /** Hands one message over for delivery; rejects when the provider refuses it. */
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  code: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/**
 * Records every message in the `outbox` table instead of delivering it. This is the demo adapter; a real
 * provider adapter should still record here (audit trail), and only demo/test mode expose GET /api/test/outbox.
 */
export class OutboxSender implements MessageSender {
  constructor(private readonly db: Db) {}

  async send(m: OutgoingMessage): Promise<void> {
    await typed(this.db)
      .insertInto('outbox')
      .values({ player_id: m.playerId ?? null, username: m.username ?? null, channel: m.channel, recipient: m.recipient, body: m.body, code: m.code ?? null })
      .execute();
  }

  /** Messages recorded for `username` (case-insensitive), newest first, at most `limit`. */
  async read(username: string, limit = 50): Promise<OutboxEntry[]> {
    const rows = await typed(this.db)
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'body', 'code', 'created_at'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id, channel: r.channel, recipient: r.recipient, body: r.body, code: r.code, createdAt: r.created_at.toISOString(),
    }));
  }
}
