import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@server/notifications/notifications';
import type { NotifyPayload } from '@server/hub/signalr-protocol';
import { buildApp } from '@server/app';
import { call, createTestApp, createTestDb, fastRegistration, listenLocal } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { until } from '@server/test/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function player(): Promise<{ token: string; playerId: number; username: string }> {
  const body = fastRegistration();
  const r = await call(t.app, 'POST', '/api/auth/register', { body });
  const token = (r.body.data as { token: string }).token;
  const playerId = (await t.app.sessions.resolve(token))?.playerId;
  if (!playerId) throw new Error('no session');
  return { token, playerId, username: String(body.username) };
}

const list = (token: string | undefined, body: unknown = { skip: 0, take: 100 }) =>
  call(t.app, 'POST', '/api/customer/notification', { body, token, locale: 'en' });
const read = (token: string | undefined, body: unknown) => call(t.app, 'POST', '/api/customer/readnotification', { body, token, locale: 'en' });

describe('app.notifications.create', () => {
  it('stores an unread notification and returns it with an ISO UTC timeStamp', async () => {
    const p = await player();
    const before = Date.now();
    const n = await t.app.notifications.create(p.playerId, { type: 1, title: 'Deposit confirmed', note: '₺100,00 credited' });
    expect(n).toMatchObject({ type: 1, title: 'Deposit confirmed', note: '₺100,00 credited', isRead: false });
    expect(n.timeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(n.timeStamp)).toBeGreaterThanOrEqual(before - 1000);
    expect((await list(p.token)).body.data).toEqual([n]);
  });

  it('refuses a bad type or an empty title and stores nothing', async () => {
    const p = await player();
    await expect(t.app.notifications.create(p.playerId, { type: 9 as 1, title: 'x', note: '' })).rejects.toThrow(RangeError);
    await expect(t.app.notifications.create(p.playerId, { type: 5, title: '', note: '' })).rejects.toThrow(RangeError);
    expect((await list(p.token)).body.data).toEqual([]);
  });
});

describe('POST /api/customer/notification', () => {
  it('lists the demo player’s seeded notifications newest first, every type present', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'demouser', password: 'Demo12345' } });
    const token = (login.body.data as { token: string }).token;
    const r = await list(token);
    expect(r.status).toBe(200);
    const data = r.body.data as Notification[];
    expect(data.length).toBe(10);
    expect(new Set(data.map((n) => n.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(data.filter((n) => !n.isRead).length).toBe(3);
    const times = data.map((n) => Date.parse(n.timeStamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('returns only the caller’s own notifications and pages with skip/take', async () => {
    const alice = await player();
    const bob = await player();
    for (let i = 1; i <= 5; i += 1) await t.app.notifications.create(alice.playerId, { type: 5, title: `A${i}`, note: '' });
    await t.app.notifications.create(bob.playerId, { type: 4, title: 'B1', note: '' });
    expect(((await list(alice.token)).body.data as Notification[]).map((n) => n.title)).toEqual(['A5', 'A4', 'A3', 'A2', 'A1']);
    expect(((await list(alice.token, { skip: 1, take: 2 })).body.data as Notification[]).map((n) => n.title)).toEqual(['A4', 'A3']);
    expect(((await list(bob.token)).body.data as Notification[]).map((n) => n.title)).toEqual(['B1']);
  });

  it('answers 401 without a session and 400 naming the field for a bad body', async () => {
    expect((await list(undefined)).status).toBe(401);
    const p = await player();
    expect((await list(p.token, { skip: 0, take: 101 })).body).toMatchObject({ success: false, message: 'Records per page must be at most 100.' });
    expect((await list(p.token, { skip: -1, take: 10 })).body.message).toMatch(/^(Records to skip|Atlanacak kayıt sayısı) /);
    expect((await list(p.token, { skip: 0, take: '10' })).body.message).toMatch(/^(Records per page|Sayfa başına kayıt) /);
    expect((await list(p.token, {})).status).toBe(400);
  });
});

describe('POST /api/customer/readnotification', () => {
  it('marks the caller’s own notifications read and ignores another player’s ids', async () => {
    const alice = await player();
    const bob = await player();
    const a1 = await t.app.notifications.create(alice.playerId, { type: 1, title: 'a1', note: '' });
    const a2 = await t.app.notifications.create(alice.playerId, { type: 2, title: 'a2', note: '' });
    const b1 = await t.app.notifications.create(bob.playerId, { type: 3, title: 'b1', note: '' });

    const r = await read(alice.token, { id: [a1.id, b1.id, 999_999_999] });
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    const aliceNow = (await list(alice.token)).body.data as Notification[];
    expect(aliceNow.map((n) => [n.title, n.isRead])).toEqual([['a2', false], ['a1', true]]);
    // Bob's notification was named in Alice's call and must be untouched.
    expect(((await list(bob.token)).body.data as Notification[])[0]).toMatchObject({ id: b1.id, isRead: false });
    // Reading again is harmless.
    expect((await read(alice.token, { id: [a1.id, a2.id] })).body.success).toBe(true);
    expect(((await list(alice.token)).body.data as Notification[]).every((n) => n.isRead)).toBe(true);
  });

  it('answers 401 without a session and 400 for a bad body', async () => {
    expect((await read(undefined, { id: [1] })).status).toBe(401);
    const p = await player();
    expect((await read(p.token, { id: 1 })).body).toMatchObject({ success: false, message: expect.stringMatching(/^Item number /) });
    expect((await read(p.token, { id: [] })).status).toBe(400);
    expect((await read(p.token, { id: ['1'] })).status).toBe(400);
    expect((await read(p.token, {})).status).toBe(400);
  });
});

describe('POST /api/test/notify (test mode)', () => {
  it('stores and pushes NotifyMessage {cmd: Notification, message: Notification} to the player’s hub connection', async () => {
    const port = (await listenLocal(t.app)).port;
    const p = await player();
    const connection = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${port}/hub/frnotify?x-fingerprint=fp`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => p.token })
      .configureLogging(LogLevel.None)
      .build();
    const received: NotifyPayload[] = [];
    connection.on('NotifyMessage', (payload: NotifyPayload) => received.push(payload));
    await connection.start();
    try {
      const r = await call(t.app, 'POST', '/api/test/notify', { body: { username: p.username, type: 4, title: 'Bonus', note: 'Enjoy' } });
      expect(r.status).toBe(200);
      const created = r.body.data as Notification;
      await until(() => received.length > 0);
      expect(received).toEqual([{ cmd: 'Notification', message: created }]);
      expect(created).toMatchObject({ type: 4, title: 'Bonus', note: 'Enjoy', isRead: false });
    } finally {
      await connection.stop();
    }
  });

  it('answers 404 for an unknown username and 400 for a bad type', async () => {
    expect((await call(t.app, 'POST', '/api/test/notify', { body: { username: 'nobody-here', type: 1, title: 'x', note: '' } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/test/notify', { body: { username: 'demouser', type: 7, title: 'x', note: '' } })).status).toBe(400);
  });
});

describe('push through the PostgreSQL fan-out (LISTEN/NOTIFY, under 8000 bytes)', () => {
  it('stores a long note whole and pushes it shortened instead of dropping the push', async () => {
    const db = await createTestDb();
    const app = await buildApp({ db, mode: 'test', fanout: 'notify', distDir: '/nonexistent' });
    try {
      const port = (await listenLocal(app)).port;
      const r = await call(app, 'POST', '/api/auth/register', { body: fastRegistration() });
      const token = (r.body.data as { token: string }).token;
      const playerId = (await app.sessions.resolve(token))?.playerId ?? 0;
      const connection = new HubConnectionBuilder()
        .withUrl(`http://127.0.0.1:${port}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      const received: NotifyPayload[] = [];
      connection.on('NotifyMessage', (payload: NotifyPayload) => received.push(payload));
      await connection.start();
      const note = 'ğ'.repeat(4000); // 8000 bytes of UTF-8: too big for one NOTIFY
      const created = await app.notifications.create(playerId, { type: 5, title: 'Uzun duyuru', note });
      await until(() => received.length > 0);
      await connection.stop();
      expect(created.note).toBe(note);
      const pushed = received[0]?.message as Notification;
      expect(pushed).toMatchObject({ id: created.id, title: 'Uzun duyuru' });
      expect(pushed.note).toBe(`${note.slice(0, 1000)}…`);
      const listed = await call(app, 'POST', '/api/customer/notification', { token, body: { skip: 0, take: 1 } });
      expect((listed.body.data as Notification[])[0].note).toBe(note);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
