import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { migrate } from '@server/db/migrate';
import { openPgliteDb } from '@server/db/pglite-db';
import { seed } from '@server/db/seed';
import { registerPlayer } from '@server/test/account-helpers';
import { call } from '@server/test/test-app';
import { login, setLimit, status } from './protection-test-support';

/** "state survives a restart" — limits, pending changes and exclusions live in the database. */
let dir: string | null = null;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const db = await openPgliteDb(dataDir);
  await migrate(db);
  await seed(db, 'test');
  const app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

describe('protection state across a restart (PGlite DATA_DIR)', () => {
  it('keeps limits, a pending increase and a time-out', async () => {
    dir = await mkdtemp(join(tmpdir(), 'protection-restart-'));
    const first = await start(dir);
    const p = await registerPlayer(first.app);
    const q = await registerPlayer(first.app);
    await setLimit(first.app, p.token, 'deposit', 'week', 300);
    await setLimit(first.app, p.token, 'deposit', 'week', 900);
    await setLimit(first.app, p.token, 'session', 'day', 45);
    await call(first.app, 'POST', '/api/protection/exclude', {
      token: q.token,
      body: { kind: 'timeout', period: '7d' },
    });
    await first.close();

    const second = await start(dir);
    try {
      const token = ((await login(second.app, p.username, p.password)).body.data as { token: string }).token;
      const limits = (await status(second.app, token)).limits;
      expect(limits.find((l) => l.type === 'deposit' && l.period === 'week')).toMatchObject({
        value: 300,
        pending: { value: 900 },
      });
      expect(limits.find((l) => l.type === 'session' && l.period === 'day')).toMatchObject({ value: 45 });
      const refused = await login(second.app, q.username, q.password);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/time-out/);
    } finally {
      await second.close();
    }
  }, 120_000);
});
