import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { openPostgresDb } from '@server/db/pg-db';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';
import { call, fastRegistration } from '@server/test/test-app';
import type { NotifyPayload } from './signalr-protocol';
import { until } from '@server/test/until';

/**
 * Two server instances with their own connection pools on one PostgreSQL, like two processes: a push made on
 * one reaches a socket held by the other through LISTEN/NOTIFY. Runs only when TEST_DATABASE_URL is set.
 */
describe.skipIf(!TEST_DATABASE_URL)('hub fan-out across servers on PostgreSQL', () => {
  let dispose: () => Promise<void>;
  let dbB: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const pg = await createPostgresTestDb();
    dispose = pg.dispose;
    dbB = await openPostgresDb(pg.url);
    a = await buildApp({ db: pg.db, mode: 'test' });
    b = await buildApp({ db: dbB, mode: 'test' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.close();
    await dispose?.();
  });

  it('delivers notifyPlayer called on A to the player socket on B', async () => {
    const r = await call(a, 'POST', '/api/auth/register', { body: fastRegistration() });
    const token = (r.body.data as { token: string }).token;
    const playerId = (await a.sessions.resolve(token))?.playerId ?? 0;
    const address = b.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A hub ticket issued on A is redeemed on B: tickets live in the database, so any process accepts them once.
    const ticket = (await call(a, 'POST', '/api/user/hubticket', { token, body: {} })).body.data as { ticket: string };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/hub/frnotify?access_token=${encodeURIComponent(ticket.ticket)}`);
    const frames: string[] = [];
    ws.on('message', (d) => frames.push(d.toString()));
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send('{"protocol":"json","version":1}\x1e');
    await until(() => frames.length > 0);
    await a.hub.notifyPlayer(playerId, { cmd: 'Notification', message: 'cross' });
    await a.hub.broadcast({ cmd: 'Notification', message: 'everyone' });
    await until(() => frames.length >= 3);
    expect(frames.slice(1)).toEqual([
      '{"type":1,"target":"NotifyMessage","arguments":[{"cmd":"Notification","message":"cross"}]}\x1e',
      '{"type":1,"target":"NotifyMessage","arguments":[{"cmd":"Notification","message":"everyone"}]}\x1e',
    ]);
    ws.close();
  });

  it('reaches the unmodified @microsoft/signalr client connected to B when A pushes', async () => {
    const r = await call(a, 'POST', '/api/auth/register', { body: fastRegistration() });
    const token = (r.body.data as { token: string }).token;
    const playerId = (await a.sessions.resolve(token))?.playerId ?? 0;
    const address = b.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const connection = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${port}/hub/frnotify?x-fingerprint=fp`, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .withAutomaticReconnect([0, 2000, 10000, 30000])
      .configureLogging(LogLevel.None)
      .build();
    const received: NotifyPayload[] = [];
    connection.on('NotifyMessage', (payload: NotifyPayload) => received.push(payload));
    await connection.start();
    try {
      expect(connection.state).toBe(HubConnectionState.Connected);
      await a.hub.notifyPlayer(playerId, { cmd: 'Notification', message: 'from A' });
      await until(() => received.length > 0);
      expect(received).toEqual([{ cmd: 'Notification', message: 'from A' }]);
    } finally {
      await connection.stop();
    }
  });
});
