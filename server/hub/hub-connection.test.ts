import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubConnection } from './hub-connection';

/** A stand-in for a ws socket: records what the connection sends and lets the test feed frames in. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 3;
  }
  terminate(): void {
    this.readyState = 3;
  }
  receive(text: string): void {
    this.emit('message', Buffer.from(text), false);
  }
}

describe('HubConnection timers at the docs/product.md §9 defaults (keep-alive 15 s, server timeout 30 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = () => {
    const socket = new FakeSocket();
    const closed: HubConnection[] = [];
    const connection = new HubConnection(socket as unknown as WebSocket, { playerId: 7, sessionId: 70 }, 'fp', { keepAliveMs: 15_000, timeoutMs: 30_000 }, (c) =>
      closed.push(c),
    );
    socket.receive('{"protocol":"json","version":1}\x1e');
    return { socket, connection, closed };
  };

  it('sends the first ping within 15 s of the handshake, and keeps pinging every 15 s', () => {
    const { socket, connection } = open();
    expect(socket.sent).toEqual(['{}\x1e']);
    vi.advanceTimersByTime(14_000);
    expect(socket.sent).toEqual(['{}\x1e']);
    vi.advanceTimersByTime(1_100);
    expect(socket.sent).toEqual(['{}\x1e', '{"type":6}\x1e']);
    socket.receive('{"type":6}\x1e');
    vi.advanceTimersByTime(15_000);
    expect(socket.sent.filter((f) => f === '{"type":6}\x1e')).toHaveLength(2);
    connection.close();
  });

  it('closes with the timeout message after 30 s without a message from the client', () => {
    const { socket, closed } = open();
    vi.advanceTimersByTime(29_000);
    expect(closed).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    expect(closed).toHaveLength(1);
    expect(socket.sent.at(-1)).toBe('{"type":7,"error":"Server timeout elapsed without receiving a message from the client.","allowReconnect":true}\x1e');
    expect(socket.readyState).toBe(3);
  });

  it('a client ping every 15 s keeps the connection open', () => {
    const { socket, connection, closed } = open();
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(15_000);
      socket.receive('{"type":6}\x1e');
    }
    expect(closed).toHaveLength(0);
    connection.close();
  });
});
