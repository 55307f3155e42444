import pg from 'pg';
import type { NotifyHandler } from './db';

/** First reconnection delay after the LISTEN connection is lost, ms; doubles per failed attempt. */
export const LISTEN_RETRY_MIN_MS = 250;
/** Cap of the reconnection delay, ms: after a long outage the listener is back at most ~10 s after the database. */
export const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * Delay before reconnection attempt `attempt` (0-based): LISTEN_RETRY_MIN_MS * 2^attempt capped at
 * LISTEN_RETRY_MAX_MS, then scaled by a random factor in [0.5, 1) so that many processes losing the same
 * database do not all knock at once.
 */
export function listenRetryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** Math.min(attempt, 20));
  return Math.floor(base * (0.5 + random() / 2));
}

/**
 * The one LISTEN connection of a PostgreSQL Db (a pooled client would lose its subscriptions when returned to
 * the pool). When the connection is lost (server restart, pg_terminate_backend, network) it reconnects with
 * capped, jittered backoff and re-LISTENs every channel that has handlers; errors are logged, never thrown into
 * the process. Notifications sent while it was down are lost (NOTIFY is not queued for absent listeners): each
 * subscription's `onRestored` runs after a reconnection so it can catch up (docs/realtime.md).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private up = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private readonly handlers = new Map<string, Set<NotifyHandler>>();
  private readonly restoredHandlers = new Set<() => void>();

  constructor(private readonly config: pg.ClientConfig) {}

  /** 'up' while connected and listening on every channel; 'down' before the first listen and while reconnecting. */
  state(): 'up' | 'down' {
    return this.up ? 'up' : 'down';
  }

  /**
   * Adds `handler` for `channel`; resolves with its unsubscribe. The first call connects and rejects when the
   * database cannot be reached (start-up fails loudly); later, while reconnecting, a new channel is LISTENed
   * as soon as the connection is back.
   */
  async listen(channel: string, handler: NotifyHandler, onRestored?: () => void): Promise<() => Promise<void>> {
    if (!this.client && !this.retry && !this.connecting) await this.connectOnce();
    else if (this.connecting) await this.connecting.catch(() => undefined);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      if (this.up && this.client) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    // Wrapped: the same function subscribed twice is two subscriptions, each removed by its own unsubscribe.
    const restored = onRestored ? () => onRestored() : null;
    if (restored) this.restoredHandlers.add(restored);
    const subscribed = set;
    return async () => {
      subscribed.delete(handler);
      if (restored) this.restoredHandlers.delete(restored);
      if (subscribed.size === 0 && this.handlers.get(channel) === subscribed) {
        this.handlers.delete(channel);
        if (this.up && this.client) await this.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  /** Ends the connection and stops reconnecting. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.up = false;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  /** connect(), shared by concurrent callers. */
  private connectOnce(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** Opens a client, subscribes it to every channel; throws (after cleaning up) when that fails. */
  private async connect(): Promise<void> {
    const client = new pg.Client(this.config);
    // Attached before connect: an 'error' event without a listener would end the process.
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    this.client = client;
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (this.client === client) this.client = null;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.up = true;
    this.attempt = 0;
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`postgres listener: a handler of ${channel} failed:`, error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Runs every onRestored after a reconnection; one that throws is logged and does not stop the others. */
  private announceRestored(): void {
    for (const restored of this.restoredHandlers) {
      try {
        restored();
      } catch (error) {
        console.error('postgres listener: a restore handler failed:', error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** The current client is gone: mark down and schedule a reconnection (once per lost client). */
  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.up = false;
    console.error(`postgres listener lost (${reason}); reconnecting`);
    client.end().catch(() => undefined);
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    const delay = listenRetryDelay(this.attempt++);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connectOnce().then(
        () => {
          console.error('postgres listener reconnected');
          this.announceRestored();
        },
        (error: unknown) => {
          console.error('postgres listener reconnect failed:', error instanceof Error ? error.message : String(error));
          this.schedule();
        },
      );
    }, delay);
    this.retry.unref();
  }
}
