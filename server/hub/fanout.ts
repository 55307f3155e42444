import type { Db } from '../db/db.ts';
import type { NotifyPayload } from './signalr-protocol.ts';

/** A push addressed to one player's connections or to all connections. */
export type HubEnvelope = { to: 'player'; playerId: number; payload: NotifyPayload } | { to: 'all'; payload: NotifyPayload };

/**
 * Carries pushes to every server process. `publish` must eventually call each process's `deliver`
 * (this process's included) exactly once per push.
 */
export interface Fanout {
  start(deliver: (envelope: HubEnvelope) => void): Promise<void>;
  publish(envelope: HubEnvelope): Promise<void>;
  stop(): Promise<void>;
}

/** One process (PGlite, tests): delivery is a direct call. */
export class LocalFanout implements Fanout {
  private deliver: ((envelope: HubEnvelope) => void) | null = null;

  async start(deliver: (envelope: HubEnvelope) => void): Promise<void> {
    this.deliver = deliver;
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    this.deliver?.(envelope);
  }

  async stop(): Promise<void> {
    this.deliver = null;
  }
}

const CHANNEL = 'hub_fanout';
/** pg_notify payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * Several processes on one PostgreSQL: each push is a NOTIFY on `hub_fanout`; every process LISTENs and
 * delivers to the sockets it holds. NOTIFY is sent only at commit when called inside a transaction.
 */
export class NotifyFanout implements Fanout {
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly db: Db) {}

  async start(deliver: (envelope: HubEnvelope) => void): Promise<void> {
    this.unsubscribe = await this.db.listen(CHANNEL, (payload) => {
      try {
        deliver(JSON.parse(payload) as HubEnvelope);
      } catch {
        // A malformed payload from another writer must not break the listener for everyone else.
      }
    });
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new RangeError('hub message too large for NOTIFY');
    await this.db.notify(CHANNEL, payload);
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
