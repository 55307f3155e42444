import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { call, createTestDb, fastRegistration } from '@server/test/test-app';
import { connectHub, hubUrl } from './hub-client';
import type { NotifyMessage } from './notify-message';
import type { ConnectionState } from './state';

describe('hubUrl (docs/product.md §7: ./hub/frnotify, x-fingerprint in the query)', () => {
  it('resolves against the document base, so a site under a sub-path reaches its own hub', () => {
    expect(hubUrl('fp1', 'https://casino.example/')).toBe('https://casino.example/hub/frnotify?x-fingerprint=fp1');
    expect(hubUrl('a b', 'https://casino.example/tr/site/casino/slot')).toBe('https://casino.example/tr/site/casino/hub/frnotify?x-fingerprint=a+b');
  });
});

// The real server and the real @microsoft/signalr client, as the browser uses them.
describe('connectHub against the platform server', () => {
  let db: Db;
  let app: FastifyInstance;
  let port = 0;
  const start = async () => {
    app = await buildApp({ db, mode: 'test', distDir: '/nonexistent' });
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  };
  beforeAll(async () => {
    db = await createTestDb();
    await start();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  // Waits for the client's own callbacks: `check` is tried at once and after each state or message, never on a timer.
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((waiter) => waiter());
  const until = (check: () => boolean) =>
    new Promise<void>((resolve) => {
      const waiter = () => {
        if (!check()) return;
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
      waiter();
    });

  it('connects, delivers pushes, survives a server restart (Reconnecting → Connected, reconnected event) and stops quietly', async () => {
    const registered = await call(app, 'POST', '/api/auth/register', { body: fastRegistration() });
    const token = (registered.body.data as { token: string }).token;
    const playerId = (await app.sessions.resolve(token))?.playerId ?? 0;
    const states: ConnectionState[] = [];
    const messages: { message: NotifyMessage; origin: string }[] = [];
    let lost = false;
    const handle = connectHub(hubUrl('fp-test', `http://127.0.0.1:${port}/`), () => token, {
      onState: (s) => {
        states.push(s);
        changed();
      },
      onMessage: (message, origin) => {
        messages.push({ message, origin });
        changed();
      },
      onLost: () => (lost = true),
    });
    await until(() => states.at(-1) === 'Connected');
    expect(states).toEqual(['Connecting', 'Connected']);

    const created = await app.notifications.create(playerId, { type: 1, title: 'Deposit confirmed', note: '' });
    await until(() => messages.length === 1);
    expect(messages[0]).toEqual({ message: { cmd: 'Notification', message: created }, origin: 'server' });

    await app.close();
    await until(() => states.at(-1) === 'Reconnecting');
    await start();
    await until(() => states.at(-1) === 'Connected');
    expect(states.slice(2)).toEqual(['Reconnecting', 'Connected']);
    expect(messages[1]).toEqual({ message: { cmd: 'reconnected', message: '' }, origin: 'client' });

    await handle.stop();
    expect(states.slice(-2)).toEqual(['Disconnecting', 'Disconnected']);
    expect(lost).toBe(false);
    expect(messages).toHaveLength(2);
  }, 20_000);
});
