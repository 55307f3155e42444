import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { FastifyInstance } from 'fastify';
import { registerPlayer } from '@server/test/account-helpers';
import { breakableDb } from '@server/test/broken-db';
import type { BreakableDb } from '@server/test/broken-db';
import { injectRoute, routeCatalogue } from '@server/test/route-catalogue';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { createTestDb } from '@server/test/test-app';

/**
 * No stack trace, SQL or driver text ever reaches a client (docs/security.md): every route is called with a
 * valid session and a schema-valid body while the database fails like a broken schema.
 */
let db: BreakableDb;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = breakableDb(await createTestDb());
  app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
  await app.ready();
  token = (await registerPlayer(app)).token;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Words that only an internal error would put in a reply. */
const LEAK = /secret_internal_table|42P01|parserOpenTable|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|relation "|\.ts:\d+|node_modules|\n\s+at /;

describe('a failing database', () => {
  it('never leaks SQL, driver text or a stack on any route; DB-backed calls answer 500 Internal error', async () => {
    db.failing = true;
    const internal: string[] = [];
    const leaks: string[] = [];
    try {
      // Logout last: the session statements still work, and it would end the session the others need.
      const all = routeCatalogue(app).filter((r) => r.method !== 'OPTIONS');
      const ordered = [...all.filter((r) => r.url !== '/api/auth/logout'), ...all.filter((r) => r.url === '/api/auth/logout')];
      for (const route of ordered) {
        const body = route.method === 'POST' ? JSON.stringify(SAMPLE_BODIES[route.url] ?? {}) : undefined;
        const r = await injectRoute(
          app,
          route,
          { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        );
        if (LEAK.test(r.body) || LEAK.test(JSON.stringify(r.headers))) leaks.push(`${route.method} ${route.url}: ${r.body.slice(0, 120)}`);
        if (r.statusCode === 500) {
          expect(r.json(), route.url).toEqual({ success: false, message: 'Internal error', data: null });
          internal.push(route.url);
        }
      }
    } finally {
      db.failing = false;
    }
    expect(leaks).toEqual([]);
    // The failure really reached the routes (a test that never provoked it would prove nothing).
    expect(internal).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/user/balance',
        '/api/cms/translationlist',
        '/api/casino/categorylist',
        '/api/customer/notification',
        '/api/payment/methods',
      ]),
    );
  });

  it('a failing session lookup is a 500 too, never a 401 that would log the player out', async () => {
    const sessionsBroken = breakableDb(db, { failSessions: true });
    const other = await buildApp({ db: sessionsBroken, mode: 'test', distDir: '/nonexistent-dist' });
    try {
      sessionsBroken.failing = true;
      const r = await other.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ success: false, message: 'Internal error', data: null });
    } finally {
      await other.close();
    }
  });
});
