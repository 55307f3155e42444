import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { BuildAppOptions } from '@server/app';
import { readConfig } from '@server/config';
import type { Db } from '@server/db/db';
import { registerPlayer } from '@server/test/account-helpers';
import { SAMPLE_BODIES } from '@server/test/sample-bodies';
import { call, createTestDb, fastRegistration } from '@server/test/test-app';
import { API_CONTENT_SECURITY_POLICY, HSTS_HEADER } from './security-headers';

/** HSTS in production only, connect-src, no-store on token and personal replies, frame-ancestors. */
let db: Db;
const apps: FastifyInstance[] = [];

async function app(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const built = await buildApp({ mode: 'test', distDir: '/nonexistent-dist', logger: false, ...options, db });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await db.close();
});

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Strict-Transport-Security', () => {
  it('is sent in production only, for a year with subdomains', async () => {
    const production = await app({ mode: 'production' });
    for (const url of ['/api/cms/languagelist', '/api/nope', '/']) {
      const r = await production.inject({ method: 'GET', url });
      expect(r.headers['strict-transport-security'], url).toBe(HSTS_HEADER);
    }
    expect(HSTS_HEADER).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(HSTS_HEADER)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    for (const mode of ['demo', 'test'] as const) {
      const r = await (await app({ mode })).inject({ method: 'GET', url: '/api/cms/languagelist' });
      expect(r.headers['strict-transport-security'], mode).toBeUndefined();
    }
  });
});

describe('connect-src', () => {
  it("is the site itself, not any ws:/wss: host; HUB_ORIGINS adds configured hub hosts", async () => {
    const plain = await (await app()).inject({ method: 'GET', url: '/' });
    expect(directive(plain.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
    const withHub = await (await app({ hubOrigins: ['wss://hub.example.com'] })).inject({ method: 'GET', url: '/' });
    expect(directive(withHub.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self' wss://hub.example.com");
  });

  it('HUB_ORIGINS takes bare origins only', () => {
    expect(readConfig({ HUB_ORIGINS: 'wss://hub.example.com, https://rt.example.com/' }).hubOrigins).toEqual(['wss://hub.example.com', 'https://rt.example.com']);
    expect(() => readConfig({ HUB_ORIGINS: 'wss://hub.example.com/path' })).toThrow(/HUB_ORIGINS/);
    expect(() => readConfig({ HUB_ORIGINS: 'wss:' })).toThrow(/HUB_ORIGINS/);
    expect(() => readConfig({ HUB_ORIGINS: "'unsafe-inline'" })).toThrow(/HUB_ORIGINS/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on replies that carry a token or personal data (login, register, balance), errors and 404s', async () => {
    const site = await app();
    const player = await registerPlayer(site);
    const replies = {
      register: await call(site, 'POST', '/api/auth/register', { body: fastRegistration() }),
      login: await call(site, 'POST', '/api/auth/login', { body: { username: player.username, password: player.password } }),
      balance: await call(site, 'GET', '/api/user/balance', { token: player.token }),
      unauthorised: await call(site, 'GET', '/api/user/balance'),
      unknown: await call(site, 'GET', '/api/no-such-call'),
    };
    expect(replies.register.status).toBe(200);
    expect(replies.login.status).toBe(200);
    expect(replies.balance.status).toBe(200);
    for (const [name, r] of Object.entries(replies)) expect(r.headers['cache-control'], name).toBe('no-store');
  });

  it('is no-store on a refused hub upgrade, which carries the other headers too', async () => {
    const r = await (await app()).inject({ method: 'GET', url: '/hub/frnotify?access_token=nope', headers: { connection: 'upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' } });
    expect(r.statusCode).toBe(401);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(r.headers['x-frame-options']).toBe('DENY');
  });
});

describe('frame-ancestors', () => {
  it("is 'self' on every demo HTML page the site frames or opens (pay page, slot, sportsbooks, chat)", async () => {
    const site = await app({ mode: 'demo' });
    const player = await registerPlayer(site);
    const deposit = await call(site, 'POST', '/api/payment/deposit', { token: player.token, body: SAMPLE_BODIES['/api/payment/deposit'] });
    const launch = await call(site, 'POST', '/api/casino/pragmaticlaunchurl', { token: player.token, body: SAMPLE_BODIES['/api/casino/pragmaticlaunchurl'] });
    const pages = [deposit.body.data, launch.body.data, '/demo/sportsbook/fcg', '/demo/sportsbook/betco', '/demo/chat?lang=en'] as string[];
    for (const url of pages) {
      const r = await site.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
      expect(directive(r.headers['content-security-policy'], 'frame-ancestors'), url).toBe("frame-ancestors 'self'");
      expect(r.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
