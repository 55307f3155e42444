import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { createTestDb } from '@server/test/test-app';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from './security-headers';

let db: Db;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  // The template's placeholders are filled per brand (server/site-config/render.ts).
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="%SITE_LANG%"><head><!--site-head--></head><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *');
  db = await createTestDb();
  app = await buildApp({ db, mode: 'test', distDir: dist });
  // Routes that fail the way real bugs do, to prove nothing internal leaks.
  app.get('/api/boom', async () => {
    throw new Error('secret stack detail');
  });
  app.get('/api/bad-sql', async () => db.query('SELECT * FROM no_such_table_xyz'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it.each(['/', '/assets/app-abc123.js', '/casino/slot', '/nope'])('the document set is on %s', async (url) => {
    const r = await get(url);
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  it.each(['/api/cms/languagelist', '/api/user/balance', '/api/nope', '/hub/nope'])('the API set, and only it, is on %s', async (url) => {
    const r = await get(url);
    expect(r.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['cache-control']).toBe('no-store');
    // The headers only a document reads are not sent with JSON.
    for (const documentOnly of ['referrer-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'reporting-endpoints']) {
      expect(r.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it('the CSP allows no inline script and no eval', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
  });
});

describe('static site', () => {
  it('serves index.html at / without caching', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root">');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/casino/slot', '/dashboard/deposit', '/pages/3', '/casino/play/eyJhIjoxfQ'])('falls back to index.html for the client route %s', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain('<title>AltınBet</title>');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache, other files with a short one', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/api/unknown', '/hub/other', '/demo/no-such-demo/x', '/assets/missing.js'])('answers %s with a JSON 404, never the page', async (url) => {
    const r = await get(url, { 'x-locale': 'en' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, message: 'Not found', data: null });
  });

  it('answers POST /hub/frnotify/negotiate with 404 (clients skip negotiation)', async () => {
    expect((await app.inject({ method: 'POST', url: '/hub/frnotify/negotiate' })).statusCode).toBe(404);
  });
});

describe('request bodies', () => {
  const post = (payload: string, contentType: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType, 'x-locale': 'en' }, payload });

  it('names a body over the 256 KB limit (413)', async () => {
    const r = await post(JSON.stringify({ username: 'x'.repeat(300 * 1024), password: 'secret' }), 'application/json');
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ success: false, message: 'The request body is too large.', data: null });
  });

  it('names an unsupported content type (415)', async () => {
    const r = await post('<login/>', 'application/xml');
    expect(r.statusCode).toBe(415);
    expect(r.json()).toEqual({ success: false, message: 'Unsupported content type: send the body as application/json.', data: null });
  });

  it('reads an empty application/json body as no body, so the schema names the missing field', async () => {
    const r = await post('', 'application/json');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Username is required.');
  });

  it('refuses prototype poisoning in JSON', async () => {
    const r = await post('{"username":"demouser","password":"x","__proto__":{"admin":true}}', 'application/json');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('error handler', () => {
  it.each(['/api/boom', '/api/bad-sql'])('turns a failure on %s into 500 Internal error without detail', async (url) => {
    const r = await get(url, { 'x-locale': 'en' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ success: false, message: 'Internal error', data: null });
    expect(r.body).not.toMatch(/secret|no_such_table|stack/);
  });

  it('localises the internal error message', async () => {
    expect((await get('/api/boom')).json().message).toBe('Sunucu hatası');
  });
});
