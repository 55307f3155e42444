import type { RawData, WebSocket } from 'ws';
import { MessageType, RS, frame, parseMessage, splitMessages } from './signalr-protocol';

export interface HubTimings {
  /** How often the server pings, ms (docs/product.md §9 keep-alive 15 s). */
  keepAliveMs: number;
  /** Silence after which the server drops a client, ms (docs/product.md §9 server timeout 30 s). */
  timeoutMs: number;
}

/** Who a connection belongs to, decided by the hub route before the upgrade. */
export interface HubIdentity {
  /** The logged-in player, or null for an anonymous (broadcast-only) connection. */
  playerId: number | null;
  /** The login session (sessions.id) whose token opened the connection; null when anonymous. */
  sessionId: number | null;
}

/** Largest buffered incomplete message accepted before the connection is dropped (docs/product.md §9 buffer 100000 bytes). */
const MAX_BUFFER = 100_000;

/**
 * One hub client over one WebSocket: waits for the handshake, answers it, pings, closes on silence,
 * and honours the client's ping and close messages. The client invokes no hub methods (docs/product.md §7 "what the
 * client sends is not shown"), so invocations are answered with an error completion.
 *
 * Hostile input: every message is validated (signalr-protocol.ts parseMessage); an invalid one or a
 * binary frame closes this socket with a SignalR Close carrying the error. Any exception thrown in a socket
 * handler or timer is caught here, logged once, and ends this socket only; the process keeps serving.
 */
export class HubConnection {
  readonly playerId: number | null;
  readonly sessionId: number | null;
  private handshaken = false;
  private buffer = '';
  private lastReceived = Date.now();
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  private failed = false;

  constructor(
    private readonly socket: WebSocket,
    identity: HubIdentity,
    /** The client's x-fingerprint query value, kept for diagnostics. */
    readonly fingerprint: string | null,
    timings: HubTimings,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    this.playerId = identity.playerId;
    this.sessionId = identity.sessionId;
    let lastPing = Date.now();
    // Fine enough that pings and the timeout fire at most ~1/15 of their period late (1 s at 15 s / 30 s).
    const tick = Math.max(10, Math.min(timings.keepAliveMs, timings.timeoutMs) / 15);
    this.timer = setInterval(
      () =>
        this.guard(() => {
          const now = Date.now();
          if (now - this.lastReceived >= timings.timeoutMs) {
            this.close('Server timeout elapsed without receiving a message from the client.');
          } else if (this.handshaken && now - lastPing >= timings.keepAliveMs) {
            lastPing = now;
            this.sendRaw(frame({ type: MessageType.Ping }));
          }
        }),
      tick,
    );
    socket.on('message', (data, isBinary) => this.guard(() => this.receive(data, isBinary)));
    socket.on('close', () => this.guard(() => this.dispose()));
    socket.on('error', () => this.guard(() => this.dispose()));
  }

  /**
   * Sends a framed message once the handshake is done; silently drops it otherwise. A fan-out passes the frame as
   * UTF-8 bytes made once for all its connections (Hub.deliver), so no connection encodes the text again.
   */
  send(framed: string | Buffer): void {
    this.guard(() => {
      if (this.handshaken) this.sendRaw(framed);
    });
  }

  /**
   * Sends a close message (with `error` when abnormal) and closes the socket. `allowReconnect` (default true when
   * there is an error) tells the client whether trying again can help; a revoked session gets false.
   */
  close(error?: string, allowReconnect = true): void {
    if (this.closed) return;
    this.sendRaw(frame(error ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close }));
    this.socket.close(1000);
    this.dispose();
  }

  /**
   * Runs one handler step; an exception ends this socket only (logged once per socket), never the process.
   */
  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (!this.failed) {
        this.failed = true;
        console.error('hub connection error, closing the socket:', error instanceof Error ? error.message : String(error));
      }
      try {
        this.close('Internal server error.');
      } catch {
        // closing failed too: terminate below
      }
      if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.terminate();
      try {
        this.dispose();
      } catch {
        // onClosed failed: the socket is gone either way
      }
    }
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.lastReceived = Date.now();
    if (isBinary) return this.close('Binary messages are not supported: the hub speaks the JSON protocol.', false);
    const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data))).toString('utf8');
    const { messages, rest } = splitMessages(this.buffer + text);
    this.buffer = rest;
    if (this.buffer.length > MAX_BUFFER) return this.close('Message too large.', false);
    for (const raw of messages) {
      if (this.closed) return;
      this.handle(raw);
    }
  }

  private handle(raw: string): void {
    const message = parseMessage(raw, this.handshaken);
    switch (message.kind) {
      case 'handshake':
        if (message.protocol === 'json' && message.version === 1) {
          this.handshaken = true;
          return this.sendRaw(`{}${RS}`);
        }
        this.sendRaw(frame({ error: `Requested protocol '${message.protocol.slice(0, 40)}' is not available.` }));
        return this.close();
      case 'invalid':
        if (!this.handshaken) {
          this.sendRaw(frame({ error: message.reason }));
          return this.close();
        }
        return this.close(message.reason, false);
      case 'close':
        return this.close();
      case 'invocation':
        if (message.invocationId !== null) {
          this.sendRaw(frame({ type: MessageType.Completion, invocationId: message.invocationId, error: 'Unknown hub method.' }));
        }
        return;
      default:
        return; // pings only refresh lastReceived; completions and cancels have nothing to act on
    }
  }

  private sendRaw(text: string | Buffer): void {
    // The callback receives a send error (socket closing underneath us) instead of it being thrown or emitted.
    // binary: false keeps bytes a text frame, as the JSON protocol requires.
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text, { binary: false }, () => undefined);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.onClosed(this);
  }
}
