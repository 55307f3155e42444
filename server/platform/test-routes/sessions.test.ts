import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mint = (body: unknown) => call(t.app, 'POST', '/api/test/sessions', { body, locale: 'en' });

describe('POST /api/test/sessions', () => {
  it('opens count live sessions of the player, each one a working bearer token', async () => {
    const r = await mint({ username: 'DemoUser', count: 3 });
    expect(r.status).toBe(200);
    const { tokens } = r.body.data as { tokens: string[] };
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(3);
    const [demo] = await t.db.query<{ id: number }>("SELECT id FROM players WHERE username = 'demouser'");
    for (const token of tokens) {
      expect((await t.app.sessions.resolve(token))?.playerId).toBe(demo.id);
      const balance = await call(t.app, 'GET', '/api/user/balance', { token });
      expect(balance.status).toBe(200);
    }
  });

  it('mints more than one batch', async () => {
    const r = await mint({ username: 'demouser', count: 1201 });
    expect((r.body.data as { tokens: string[] }).tokens).toHaveLength(1201);
  });

  it('is 404 for an unknown player and 400 for a bad count', async () => {
    expect((await mint({ username: 'nobody-here', count: 1 })).status).toBe(404);
    expect((await mint({ username: 'demouser', count: 0 })).status).toBe(400);
    expect((await mint({ username: 'demouser', count: 20001 })).status).toBe(400);
  });

  it('does not exist in production or demo mode', async () => {
    for (const mode of ['production', 'demo'] as const) {
      const app = await buildApp({ db: t.db, mode, distDir: '/nonexistent-dist' });
      await app.ready();
      const r = await app.inject({ method: 'POST', url: '/api/test/sessions', payload: { username: 'demouser', count: 1 } });
      expect(r.statusCode, mode).toBe(404);
      await app.close();
    }
  });
});
