import type { WebSocket } from 'ws';
import { MessageType, RS, frame, splitMessages } from './signalr-protocol.ts';

export interface HubTimings {
  /** How often the server pings, ms (spec §9 keep-alive 15 s). */
  keepAliveMs: number;
  /** Silence after which the server drops a client, ms (spec §9 server timeout 30 s). */
  timeoutMs: number;
}

/** Largest buffered incomplete message accepted before the connection is dropped (spec §9 buffer 100000 bytes). */
const MAX_BUFFER = 100_000;

/**
 * One hub client over one WebSocket: waits for the handshake, answers it, pings, closes on silence,
 * and honours the client's ping and close messages. The client invokes no hub methods (spec §7 "what the
 * client sends is not shown"), so invocations are answered with an error completion.
 */
export class HubConnection {
  private handshaken = false;
  private buffer = '';
  private lastReceived = Date.now();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    /** The logged-in player, or null for an anonymous (broadcast-only) connection. */
    readonly playerId: number | null,
    /** The client's x-fingerprint query value, kept for diagnostics. */
    readonly fingerprint: string | null,
    timings: HubTimings,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    let lastPing = Date.now();
    // Fine enough that pings and the timeout fire at most ~1/15 of their period late (1 s at 15 s / 30 s).
    const tick = Math.max(10, Math.min(timings.keepAliveMs, timings.timeoutMs) / 15);
    this.timer = setInterval(() => {
      const now = Date.now();
      if (now - this.lastReceived >= timings.timeoutMs) {
        this.close('Server timeout elapsed without receiving a message from the client.');
      } else if (this.handshaken && now - lastPing >= timings.keepAliveMs) {
        lastPing = now;
        this.sendRaw(frame({ type: MessageType.Ping }));
      }
    }, tick);
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.receive(data.toString());
    });
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  /** Sends a framed message once the handshake is done; silently drops it otherwise. */
  send(framed: string): void {
    if (this.handshaken) this.sendRaw(framed);
  }

  /** Sends a close message (with `error` when abnormal) and closes the socket. */
  close(error?: string): void {
    if (this.closed) return;
    this.sendRaw(frame(error ? { type: MessageType.Close, error, allowReconnect: true } : { type: MessageType.Close }));
    this.socket.close(1000);
    this.dispose();
  }

  private receive(text: string): void {
    this.lastReceived = Date.now();
    const { messages, rest } = splitMessages(this.buffer + text);
    this.buffer = rest;
    if (this.buffer.length > MAX_BUFFER) return this.close('Message too large.');
    for (const raw of messages) this.handle(raw);
  }

  private handle(raw: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return this.close('Invalid message.');
    }
    if (!this.handshaken) {
      if (message.protocol === 'json' && message.version === 1) {
        this.handshaken = true;
        return this.sendRaw(`{}${RS}`);
      }
      this.sendRaw(frame({ error: `Requested protocol '${String(message.protocol)}' is not available.` }));
      return this.close();
    }
    switch (message.type) {
      case MessageType.Close:
        return this.close();
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          this.sendRaw(frame({ type: MessageType.Completion, invocationId: message.invocationId, error: 'Unknown hub method.' }));
        }
        return;
      default:
        return; // pings only refresh lastReceived; completions and cancels have nothing to act on
    }
  }

  private sendRaw(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.onClosed(this);
  }
}
