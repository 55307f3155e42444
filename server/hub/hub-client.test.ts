import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { IHttpConnectionOptions, HubConnection as SignalRConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@server/test/until';
import WebSocket from 'ws';
import { buildApp } from '@server/app';
import type { BuildAppOptions } from '@server/app';
import type { Db } from '@server/db/db';
import { call, createTestDb, fastRegistration } from '@server/test/test-app';
import type { NotifyPayload } from './signalr-protocol';

/**
 * The hub as the site uses it (docs/product.md §7 hub, §9 real-time): the unmodified @microsoft/signalr client with
 * skipNegotiation, WebSockets and automatic reconnect [0, 2, 10, 30 s]. Keep-alive and reconnect are the
 * parts a raw-socket test cannot prove: they are the client's own timers reacting to what the server sends.
 */
let db: Db;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

async function startApp(port = 0, hubTimings?: BuildAppOptions['hubTimings']): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ db, mode: 'test', hubTimings });
  apps.push(app);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : port };
}

async function register(app: FastifyInstance): Promise<{ token: string; playerId: number }> {
  const r = await call(app, 'POST', '/api/auth/register', { body: fastRegistration() });
  const token = (r.body.data as { token: string }).token;
  const playerId = (await app.sessions.resolve(token))?.playerId;
  if (!playerId) throw new Error('no session');
  return { token, playerId };
}

/**
 * The client configured like src/lib's hub client, with a server timeout that tests may shorten. Its socket is the
 * `ws` one the client uses in Node, counting the server's pings (`pings.count`) as they arrive.
 */
function client(
  port: number,
  token: string,
  serverTimeoutMs = 30_000,
): { connection: SignalRConnection; received: NotifyPayload[]; errors: string[]; pings: { count: number } } {
  const pings = { count: 0 };
  class CountingSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: WebSocket.RawData) => {
        pings.count += data.toString().split('\x1e').filter((record) => record === '{"type":6}').length;
      });
    }
  }
  // The client takes its socket class from `options.WebSocket` (HttpConnection), an option its types leave out.
  const options: IHttpConnectionOptions & { WebSocket: typeof CountingSocket } = {
    skipNegotiation: true,
    transport: HttpTransportType.WebSockets,
    accessTokenFactory: () => token,
    WebSocket: CountingSocket,
  };
  const connection = new HubConnectionBuilder()
    .withUrl(`http://127.0.0.1:${port}/hub/frnotify?x-fingerprint=fp-client`, options)
    .withAutomaticReconnect([0, 2000, 10000, 30000])
    .withServerTimeout(serverTimeoutMs)
    .withKeepAliveInterval(Math.min(15_000, serverTimeoutMs / 3))
    .configureLogging(LogLevel.None)
    .build();
  const received: NotifyPayload[] = [];
  const errors: string[] = [];
  connection.on('NotifyMessage', (payload: NotifyPayload) => received.push(payload));
  connection.onclose((error) => errors.push(error?.message ?? 'closed'));
  connection.onreconnecting((error) => errors.push(error?.message ?? 'reconnecting'));
  return { connection, received, errors, pings };
}

describe('hub keep-alive with the @microsoft/signalr client', () => {
  it('stays Connected past many client server-timeouts because the server pings', async () => {
    // Server pings every 100 ms; the client gives up after 400 ms without any message from the server.
    const { app, port } = await startApp(0, { keepAliveMs: 100, timeoutMs: 2000 });
    const { token } = await register(app);
    const c = client(port, token, 400);
    await c.connection.start();
    // Fifteen server pings (100 ms apart) span more than three of the client's 400 ms timeouts.
    await until(() => c.pings.count >= 15);
    expect(c.connection.state).toBe(HubConnectionState.Connected);
    expect(c.errors).toEqual([]);
    await c.connection.stop();
  });

  it('the same client times out when the server pings slower than its timeout (the check can fail)', async () => {
    const { app, port } = await startApp(0, { keepAliveMs: 5000, timeoutMs: 10_000 });
    const { token } = await register(app);
    const c = client(port, token, 400);
    await c.connection.start();
    await until(() => c.errors.length > 0);
    expect(c.errors[0]).toBe('Server timeout elapsed without receiving a message from the server.');
    await c.connection.stop();
  });
});

describe('hub reconnect with the @microsoft/signalr client', () => {
  it('reaches Connected again after the server restarts on the same port, and receives pushes there', async () => {
    const first = await startApp();
    const { token, playerId } = await register(first.app);
    const c = client(first.port, token);
    const reconnected: string[] = [];
    c.connection.onreconnected((id) => reconnected.push(id ?? ''));
    await c.connection.start();
    await first.app.hub.notifyPlayer(playerId, { cmd: 'Notification', message: 'before' });
    await until(() => c.received.length === 1);

    // The next process is built before the old one stops (building compiles every schema, which under CI load
    // could outlast the client's 2 s retry), then listens on the same port with the same database, where the
    // session token is still live.
    const next = await buildApp({ db, mode: 'test' });
    apps.push(next);
    await first.app.close();
    await until(() => c.connection.state === HubConnectionState.Reconnecting);
    await next.listen({ port: first.port, host: '127.0.0.1' });
    const second = { app: next };
    await until(() => c.connection.state === HubConnectionState.Connected);
    expect(reconnected).toHaveLength(1);
    expect(second.app.hub.connectionCount(playerId)).toBe(1);

    await second.app.hub.notifyPlayer(playerId, { cmd: 'Notification', message: 'after' });
    await until(() => c.received.length === 2);
    expect(c.received).toEqual([
      { cmd: 'Notification', message: 'before' },
      { cmd: 'Notification', message: 'after' },
    ]);
    await c.connection.stop();
  }, 30_000);
});
