import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection as SignalRConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@server/test/until';
import WebSocket from 'ws';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { call, createTestDb, fastRegistration, listenLocal } from '@server/test/test-app';
import type { NotifyPayload } from './signalr-protocol';

let db: Db;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  db = await createTestDb();
  // 'notify' routes pushes through LISTEN/NOTIFY (PGlite supports it), exercising the multi-process seam.
  app = await buildApp({ db, mode: 'test', fanout: 'notify', hubTimings: { keepAliveMs: 150, timeoutMs: 600 } });
  ({ base } = await listenLocal(app));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function session(): Promise<{ token: string; playerId: number }> {
  const r = await call(app, 'POST', '/api/auth/register', { body: fastRegistration() });
  const token = (r.body.data as { token: string }).token;
  const playerId = (await app.sessions.resolve(token))?.playerId;
  if (!playerId) throw new Error('no session');
  return { token, playerId };
}

function connect(token?: string): { connection: SignalRConnection; received: NotifyPayload[] } {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hub/frnotify?x-fingerprint=fp-test`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => token } : {}),
    })
    .configureLogging(LogLevel.None)
    // The server here drops clients silent for 600 ms; the client's pings must come sooner.
    .withKeepAliveInterval(100)
    .build();
  const received: NotifyPayload[] = [];
  connection.on('NotifyMessage', (payload: NotifyPayload) => received.push(payload));
  return { connection, received };
}

const PING = '{"type":6}\x1e';

/**
 * Resolves once every hub socket of the server has received `received` pings from its client and sent `sent` of its
 * own (counted on the server's `ws` sockets), or as soon as `connection` closes.
 */
function pingsBothWays(least: { received: number; sent: number }, connection: SignalRConnection): Promise<void> {
  const counts = new Map<WebSocket, { received: number; sent: number }>();
  const { send, emit } = WebSocket.prototype;
  return new Promise<void>((resolve) => {
    const done = () => {
      WebSocket.prototype.send = send;
      WebSocket.prototype.emit = emit;
      resolve();
    };
    const count = (socket: WebSocket, key: 'received' | 'sent') => {
      const entry = counts.get(socket) ?? { received: 0, sent: 0 };
      entry[key] += 1;
      counts.set(socket, entry);
      if ([...counts.values()].every((c) => c.received >= least.received && c.sent >= least.sent)) done();
    };
    connection.onclose(done);
    WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
      if (String(data) === PING) count(this, 'sent');
      return (send as (...args: unknown[]) => void).call(this, data, ...rest);
    } as typeof send;
    WebSocket.prototype.emit = function (this: WebSocket, event: string | symbol, ...args: unknown[]) {
      if (event === 'message' && String(args[0]) === PING) count(this, 'received');
      return emit.call(this, event, ...args);
    };
  });
}

describe('hub with the @microsoft/signalr client', () => {
  it('delivers notifyPlayer to that player only and broadcast to everyone, anonymous included', async () => {
    const alice = await session();
    const bob = await session();
    const a = connect(alice.token);
    const b = connect(bob.token);
    const anon = connect();
    await Promise.all([a.connection.start(), b.connection.start(), anon.connection.start()]);
    try {
      expect(a.connection.state).toBe(HubConnectionState.Connected);
      expect(app.hub.connectionCount(alice.playerId)).toBe(1);
      expect(app.hub.connectionCount(bob.playerId)).toBe(1);

      await app.hub.notifyPlayer(alice.playerId, { cmd: 'Notification', message: 'for alice' });
      await until(() => a.received.length === 1);
      expect(a.received).toEqual([{ cmd: 'Notification', message: 'for alice' }]);

      await app.hub.broadcast({ cmd: 'Notification', message: 'for all' });
      await until(() => b.received.length === 1 && anon.received.length === 1 && a.received.length === 2);
      expect(b.received).toEqual([{ cmd: 'Notification', message: 'for all' }]);
      expect(anon.received).toEqual([{ cmd: 'Notification', message: 'for all' }]);
      expect(a.received[1]).toEqual({ cmd: 'Notification', message: 'for all' });

      // Pings both ways (150 ms / 100 ms here) keep both timeouts from firing; the link stays up. Waited for by
      // counting them on the server: 7 client pings span more than its 600 ms timeout, and it has pinged 5 times.
      await pingsBothWays({ received: 7, sent: 5 }, a.connection);
      expect(a.connection.state).toBe(HubConnectionState.Connected);
    } finally {
      await Promise.all([a.connection.stop(), b.connection.stop(), anon.connection.stop()]);
    }
    await until(() => app.hub.connectionCount() === 0);
  });

  it('refuses a revoked token', async () => {
    const { token } = await session();
    await call(app, 'GET', '/api/auth/logout', { token });
    const { connection } = connect(token);
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('hub protocol over a raw WebSocket', () => {
  const open = (query = '') =>
    new Promise<{ ws: WebSocket; frames: string[] }>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/hub/frnotify${query}`);
      const frames: string[] = [];
      ws.on('message', (data) => frames.push(data.toString()));
      ws.on('open', () => resolve({ ws, frames }));
      ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.on('error', reject);
    });
  const closed = (ws: WebSocket) => new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.on('close', () => resolve())));

  it('answers the handshake with {} and pings with type 6', async () => {
    const { ws, frames } = await open();
    ws.send('{"protocol":"json","version":1}\x1e');
    await until(() => frames.length >= 2);
    expect(frames[0]).toBe('{}\x1e');
    expect(frames[1]).toBe('{"type":6}\x1e');
    ws.send('{"type":7}\x1e');
    await closed(ws);
  });

  it('accepts a hub ticket as access_token query parameter and pushes NotifyMessage frames', async () => {
    const alice = await session();
    const ticket = (await call(app, 'POST', '/api/user/hubticket', { token: alice.token, body: {} })).body.data as { ticket: string };
    const { ws, frames } = await open(`?access_token=${encodeURIComponent(ticket.ticket)}&x-fingerprint=fp`);
    ws.send('{"protocol":"json","version":1}\x1e');
    await until(() => frames.length >= 1);
    await app.hub.notifyPlayer(alice.playerId, { cmd: 'Notification', message: 'hi' });
    await until(() => frames.some((f) => f.includes('NotifyMessage')));
    expect(frames.find((f) => f.includes('NotifyMessage'))).toBe(
      '{"type":1,"target":"NotifyMessage","arguments":[{"cmd":"Notification","message":"hi"}]}\x1e',
    );
    ws.close();
  });

  it('rejects the upgrade with 401 for an unknown access_token, and for a login token there (never in a URL)', async () => {
    await expect(open('?access_token=bogus')).rejects.toThrow('HTTP 401');
    const bob = await session();
    await expect(open(`?access_token=${encodeURIComponent(bob.token)}`)).rejects.toThrow('HTTP 401');
  });

  it('answers an upgrade for any other path 404 and closes it, API and site paths included', async () => {
    for (const path of ['/api/user/balance', '/hub/frnotify/negotiate', '/hub/frnotify2', '/', '/casino/slot']) {
      const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`);
      const status = await new Promise<number | 'open'>((resolve, reject) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve('open'));
        ws.on('error', reject);
      });
      expect(status, path).toBe(404);
      ws.terminate();
    }
    // The hub itself still upgrades.
    const { ws } = await open('?x-fingerprint=fp');
    ws.close();
  });

  it('refuses another protocol', async () => {
    const { ws, frames } = await open();
    ws.send('{"protocol":"messagepack","version":1}\x1e');
    await closed(ws);
    expect(frames[0]).toBe('{"error":"Requested protocol \'messagepack\' is not available."}\x1e');
  });

  it('drops a client that stays silent past the timeout, with a close message', async () => {
    const { ws, frames } = await open();
    ws.send('{"protocol":"json","version":1}\x1e');
    const started = Date.now();
    await closed(ws);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(frames.at(-1)).toMatch(/^\{"type":7,"error":"Server timeout elapsed/);
  });

  it('keeps a client that pings', async () => {
    const { ws, frames } = await open();
    ws.send('{"protocol":"json","version":1}\x1e');
    const timer = setInterval(() => ws.send('{"type":6}\x1e'), 100);
    // Seven server pings (150 ms apart) span more than the 600 ms the server waits for a silent client.
    await until(() => frames.filter((f) => f === '{"type":6}\x1e').length >= 7);
    clearInterval(timer);
    expect(ws.readyState).toBe(ws.OPEN);
    ws.close();
  });

  it('answers an invocation of an unknown method with an error completion', async () => {
    const { ws, frames } = await open();
    ws.send('{"protocol":"json","version":1}\x1e{"type":1,"invocationId":"7","target":"Foo","arguments":[]}\x1e');
    await until(() => frames.some((f) => f.includes('"type":3')));
    expect(frames.find((f) => f.includes('"type":3'))).toBe('{"type":3,"invocationId":"7","error":"Unknown hub method."}\x1e');
    ws.close();
  });
});
