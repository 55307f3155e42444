import type { Fanout, HubEnvelope } from './fanout.ts';
import type { HubConnection } from './hub-connection.ts';
import { notifyFrame } from './signalr-protocol.ts';
import type { NotifyPayload } from './signalr-protocol.ts';

/**
 * The real-time hub service (spec §7 hub /hub/frnotify). Services call `notifyPlayer` / `broadcast`; the
 * fan-out carries the push to every process, and each process writes it to the sockets it holds.
 */
export class Hub {
  private readonly byPlayer = new Map<number, Set<HubConnection>>();
  private readonly all = new Set<HubConnection>();

  constructor(private readonly fanout: Fanout) {}

  /** Starts receiving pushes from the fan-out (LISTEN on PostgreSQL). */
  start(): Promise<void> {
    return this.fanout.start((envelope) => this.deliver(envelope));
  }

  /** Pushes NotifyMessage {cmd, message} to every connection of `playerId`, on any process. */
  notifyPlayer(playerId: number, payload: NotifyPayload): Promise<void> {
    return this.fanout.publish({ to: 'player', playerId, payload });
  }

  /** Pushes NotifyMessage {cmd, message} to every connection, anonymous ones included. */
  broadcast(payload: NotifyPayload): Promise<void> {
    return this.fanout.publish({ to: 'all', payload });
  }

  /** Number of open connections in this process (all, or of one player). */
  connectionCount(playerId?: number): number {
    return playerId === undefined ? this.all.size : (this.byPlayer.get(playerId)?.size ?? 0);
  }

  /** Registers a connection; called by the hub route after the upgrade. */
  add(connection: HubConnection): void {
    this.all.add(connection);
    if (connection.playerId !== null) {
      let set = this.byPlayer.get(connection.playerId);
      if (!set) this.byPlayer.set(connection.playerId, (set = new Set()));
      set.add(connection);
    }
  }

  /** Forgets a closed connection. */
  remove(connection: HubConnection): void {
    this.all.delete(connection);
    if (connection.playerId === null) return;
    const set = this.byPlayer.get(connection.playerId);
    set?.delete(connection);
    if (set?.size === 0) this.byPlayer.delete(connection.playerId);
  }

  /** Closes every connection (graceful shutdown) and stops the fan-out. */
  async close(): Promise<void> {
    // allowReconnect lets clients come back to the restarted server on their own.
    for (const connection of [...this.all]) connection.close('Server is shutting down.');
    await this.fanout.stop();
  }

  private deliver(envelope: HubEnvelope): void {
    const framed = notifyFrame(envelope.payload);
    const targets = envelope.to === 'all' ? this.all : (this.byPlayer.get(envelope.playerId) ?? []);
    for (const connection of targets) connection.send(framed);
  }
}
