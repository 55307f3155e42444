import type { Fanout, FanoutState, HubEnvelope } from './fanout';
import type { HubConnection } from './hub-connection';
import { notifyFrame } from './signalr-protocol';
import type { NotifyPayload } from './signalr-protocol';

/** Close message of a connection whose login session ended; the client must not reconnect with that token. */
import { SESSION_ENDED_CLOSE } from '@contracts/domain/hub-close';

/**
 * The real-time hub service (docs/product.md §7 hub /hub/frnotify). Services call `notifyPlayer` / `broadcast`; the
 * fan-out carries the push to every process, and each process writes it to the sockets it holds.
 * Revocations (docs/realtime.md) arrive the same way and close the sockets of ended sessions.
 */
export class Hub {
  private readonly byPlayer = new Map<number, Set<HubConnection>>();
  private readonly bySession = new Map<number, Set<HubConnection>>();
  private readonly all = new Set<HubConnection>();

  /** Told of each push delivered here: the sockets written to and when it was published (epoch ms), if known. */
  private delivered: ((sockets: number, publishedAt: number | undefined) => void) | null = null;

  constructor(private readonly fanout: Fanout) {}

  /** Sets the observer of delivered pushes (the metrics, docs/operations.md "Metrics"). */
  observeDeliveries(observer: (sockets: number, publishedAt: number | undefined) => void): void {
    this.delivered = observer;
  }

  /** Starts receiving pushes from the fan-out (LISTEN on PostgreSQL). */
  start(): Promise<void> {
    return this.fanout.start((envelope) => {
      try {
        this.deliver(envelope);
      } catch (error) {
        // One bad delivery must not break the listener (or the process) for every other push.
        console.error('hub delivery failed:', error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** Pushes NotifyMessage {cmd, message} to every connection of `playerId`, on any process. */
  notifyPlayer(playerId: number, payload: NotifyPayload): Promise<void> {
    return this.fanout.publish({ to: 'player', playerId, payload, at: Date.now() });
  }

  /** Pushes NotifyMessage {cmd, message} to every connection, anonymous ones included. */
  broadcast(payload: NotifyPayload): Promise<void> {
    return this.fanout.publish({ to: 'all', payload, at: Date.now() });
  }

  /** Number of open connections in this process (all, or of one player). */
  connectionCount(playerId?: number): number {
    return playerId === undefined ? this.all.size : (this.byPlayer.get(playerId)?.size ?? 0);
  }

  /** Number of distinct players with at least one open connection in this process. */
  playerCount(): number {
    return this.byPlayer.size;
  }

  /** The state of the cross-process channel (GET /api/health 'listener'). */
  fanoutState(): FanoutState {
    return this.fanout.state();
  }

  /** Login sessions (sessions.id) with an open connection in this process (for the sweep's reconciliation). */
  sessionIds(): number[] {
    return [...this.bySession.keys()];
  }

  /** Registers a connection; called by the hub route after the upgrade. */
  add(connection: HubConnection): void {
    this.all.add(connection);
    if (connection.playerId !== null) addTo(this.byPlayer, connection.playerId, connection);
    if (connection.sessionId !== null) addTo(this.bySession, connection.sessionId, connection);
  }

  /** Forgets a closed connection. */
  remove(connection: HubConnection): void {
    this.all.delete(connection);
    if (connection.playerId !== null) removeFrom(this.byPlayer, connection.playerId, connection);
    if (connection.sessionId !== null) removeFrom(this.bySession, connection.sessionId, connection);
  }

  /** Closes this process's connections of the given login sessions (Close with allowReconnect false). */
  closeSessions(sessionIds: readonly number[]): void {
    for (const id of sessionIds) for (const connection of [...(this.bySession.get(id) ?? [])]) connection.close(SESSION_ENDED_CLOSE, false);
  }

  /**
   * Closes every connection with a SignalR Close that allows reconnect, so clients come back to another (or the
   * restarted) process on their own (docs/operations.md "Deploys"). Called before the socket server closes.
   */
  closeAll(): void {
    for (const connection of [...this.all]) connection.close('Server is shutting down.');
  }

  /** Closes every connection (closeAll: graceful shutdown) and stops the fan-out. */
  async close(): Promise<void> {
    this.closeAll();
    await this.fanout.stop();
  }

  private deliver(envelope: HubEnvelope): void {
    if (envelope.to === 'revoke-sessions') return this.closeSessions(envelope.sessionIds);
    if (envelope.to === 'revoke-player') {
      for (const connection of [...(this.byPlayer.get(envelope.playerId) ?? [])]) connection.close(SESSION_ENDED_CLOSE, false);
      return;
    }
    // One UTF-8 encoding for every target (10,000 sockets of one broadcast would otherwise encode the text each).
    const framed = Buffer.from(notifyFrame(envelope.payload), 'utf8');
    const targets = envelope.to === 'all' ? this.all : (this.byPlayer.get(envelope.playerId) ?? []);
    let sockets = 0;
    for (const connection of targets) {
      connection.send(framed);
      sockets += 1;
    }
    this.delivered?.(sockets, envelope.at);
  }
}

function addTo(map: Map<number, Set<HubConnection>>, key: number, connection: HubConnection): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom(map: Map<number, Set<HubConnection>>, key: number, connection: HubConnection): void {
  const set = map.get(key);
  set?.delete(connection);
  if (set?.size === 0) map.delete(key);
}
