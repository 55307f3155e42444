import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

// A hashed asset as the build writes it: plain file plus the .br and .gz the precompress plugin adds.
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-compressed-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="%SITE_LANG%"><head><!--site-head--></head></html>');
  const file = join(dist, 'assets', 'app-AbC123.js');
  await writeFile(file, SCRIPT);
  await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${file}.gz`, gzipSync(SCRIPT));
  await writeFile(join(dist, 'assets', 'plain-XyZ789.css'), 'body{margin:0}');
  t = await createTestApp({ distDir: dist });
});

afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static site compression', () => {
  it('sends the prebuilt Brotli file when the browser accepts br, with a year-long immutable cache', async () => {
    const res = await get('/assets/app-AbC123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file without Accept-Encoding, and a file without compressed siblings as is', async () => {
    const plain = await get('/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const css = await get('/assets/plain-XyZ789.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });
});

describe('static site compression of index.html', () => {
  it('sends the brand\'s rendered index.html uncached and compressed, directly and as the client-route fallback, never the template', async () => {
    // The template's prebuilt .br (scripts/vite-plugins.ts precompress) must not go out: it has no brand in it.
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>template</title>'));
    const plain = (await get('/')).body;
    expect(plain).toContain('<title>AltınBet</title>');
    for (const url of ['/', '/index.html', '/casino/slot']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(plain);
    }
    expect((await get('/index.html.br')).body).not.toContain('template');
  });
});
