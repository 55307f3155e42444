import type { Db } from '../db/db.ts';

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

/** The seam for SMS / e-mail providers (design: demo adapters behind one interface). */
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
    await this.db.query(
      'INSERT INTO outbox (player_id, username, channel, recipient, body, code) VALUES ($1, $2, $3, $4, $5, $6)',
      [m.playerId ?? null, m.username ?? null, m.channel, m.recipient, m.body, m.code ?? null],
    );
  }

  /** Messages recorded for `username` (case-insensitive), newest first, at most `limit`. */
  async read(username: string, limit = 50): Promise<OutboxEntry[]> {
    const rows = await this.db.query<{ id: number; channel: 'sms' | 'email'; recipient: string; body: string; code: string | null; created_at: Date }>(
      `SELECT id, channel, recipient, body, code, created_at FROM outbox
       WHERE lower(username) = lower($1) ORDER BY id DESC LIMIT $2`,
      [username, limit],
    );
    return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, body: r.body, code: r.code, createdAt: r.created_at.toISOString() }));
  }
}
