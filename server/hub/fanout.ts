import type { Db } from '@server/db/db';
import type { NotifyPayload } from './signalr-protocol';

/**
 * A message for the hubs of every process:
 * - 'player' / 'all': a NotifyMessage push to one player's connections or to all connections;
 * - 'revoke-sessions': these login sessions (sessions.id) ended, close their connections;
 * - 'revoke-player': this player is no longer active, close all his connections.
 * The revoke envelopes are raised by the database itself (migration 095 triggers), at commit. `at` (epoch ms) is when
 * a push was published, for the push latency metric (docs/operations.md "Metrics").
 */
export type HubEnvelope =
  | { to: 'player'; playerId: number; payload: NotifyPayload; at?: number }
  | { to: 'all'; payload: NotifyPayload; at?: number }
  | { to: 'revoke-sessions'; sessionIds: number[] }
  | { to: 'revoke-player'; playerId: number };

/** Whether the cross-process channel works: 'n/a' when there is none (one process). */
export type FanoutState = 'up' | 'down' | 'n/a';

/**
 * Carries pushes to every server process. `publish` must eventually call each process's `deliver`
 * (this process's included) exactly once per push.
 */
export interface Fanout {
  start(deliver: (envelope: HubEnvelope) => void): Promise<void>;
  publish(envelope: HubEnvelope): Promise<void>;
  stop(): Promise<void>;
  /** The state of the cross-process channel, for GET /api/health. */
  state(): FanoutState;
}

/** The channel of the fan-out; migration 095's triggers write revocations to it too. */
export const FANOUT_CHANNEL = 'hub_fanout';
/** pg_notify payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7900;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isPayload = (value: unknown): value is NotifyPayload =>
  typeof value === 'object' && value !== null && typeof (value as NotifyPayload).cmd === 'string' &&
  (typeof (value as NotifyPayload).message === 'string' || typeof (value as NotifyPayload).message === 'object');

/** Parses a NOTIFY payload into an envelope; null for anything of another shape (never throws). */
export function parseEnvelope(text: string): HubEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  const at = typeof e.at === 'number' && Number.isFinite(e.at) ? { at: e.at } : {};
  if (e.to === 'player' && isId(e.playerId) && isPayload(e.payload)) return { to: 'player', playerId: e.playerId, payload: e.payload, ...at };
  if (e.to === 'all' && isPayload(e.payload)) return { to: 'all', payload: e.payload, ...at };
  if (e.to === 'revoke-sessions' && Array.isArray(e.sessionIds) && e.sessionIds.every(isId)) {
    return { to: 'revoke-sessions', sessionIds: e.sessionIds };
  }
  if (e.to === 'revoke-player' && isId(e.playerId)) return { to: 'revoke-player', playerId: e.playerId };
  return null;
}

/**
 * The push every connection of this process gets when the LISTEN connection is back after a loss: pushes sent
 * meanwhile never arrived, so the site refetches its notifications and money views (src/lib/query-keys.ts).
 */
export const RESYNC_PAYLOAD: NotifyPayload = { cmd: 'Resync', message: '' };

/**
 * Subscribes `deliver` to envelopes NOTIFYed on the fan-out channel; malformed payloads are skipped. After the
 * LISTEN connection was lost and is back, this process's connections get RESYNC_PAYLOAD.
 */
function listenEnvelopes(db: Db, deliver: (envelope: HubEnvelope) => void): Promise<() => Promise<void>> {
  return db.listen(
    FANOUT_CHANNEL,
    (payload) => {
      const envelope = parseEnvelope(payload);
      // A malformed payload from another writer must not break the listener for everyone else.
      if (envelope) deliver(envelope);
    },
    () => deliver({ to: 'all', payload: RESYNC_PAYLOAD }),
  );
}

/**
 * One process (PGlite, tests): a publish is a direct call. With `db`, it also LISTENs on the channel so the
 * revocations the database raises (migration 095) reach this process's sockets.
 */
export class LocalFanout implements Fanout {
  private deliver: ((envelope: HubEnvelope) => void) | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly db?: Db) {}

  async start(deliver: (envelope: HubEnvelope) => void): Promise<void> {
    this.deliver = deliver;
    if (this.db) this.unsubscribe = await listenEnvelopes(this.db, (envelope) => this.deliver?.(envelope));
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    this.deliver?.(envelope);
  }

  async stop(): Promise<void> {
    this.deliver = null;
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  state(): FanoutState {
    return 'n/a';
  }
}

/**
 * Several processes on one PostgreSQL: each push is a NOTIFY on `hub_fanout`; every process LISTENs and
 * delivers to the sockets it holds. NOTIFY is sent only at commit when called inside a transaction.
 * The database layer re-creates the LISTEN connection after it is lost (pg-db.ts); `state` reports it.
 */
export class NotifyFanout implements Fanout {
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly db: Db) {}

  async start(deliver: (envelope: HubEnvelope) => void): Promise<void> {
    this.unsubscribe = await listenEnvelopes(this.db, deliver);
  }

  async publish(envelope: HubEnvelope): Promise<void> {
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new RangeError('hub message too large for NOTIFY');
    await this.db.notify(FANOUT_CHANNEL, payload);
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  state(): FanoutState {
    return this.db.listenerState();
  }
}
