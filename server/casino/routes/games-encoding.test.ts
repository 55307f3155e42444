import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';

/**
 * A kept lobby list goes out as bytes made once per list text and encoding (server/http/encoded-reply.ts),
 * Brotli or gzip as the client's Accept-Encoding prefers; a list spliced for one player (a favourite in it) is sent
 * as made. Either way the client reads the same envelope as before.
 */
let t: TestApp;
let token: string;

const lobby = (headers: Record<string, string>, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/casino/games',
    headers: { 'content-type': 'application/json', ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    payload: { systemCategory: 'slot' },
  });

function decoded(response: Awaited<ReturnType<typeof lobby>>): { success: boolean; message: string; data: CasinoGame[] } {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8')) as { success: boolean; message: string; data: CasinoGame[] };
}

beforeAll(async () => {
  t = await createTestApp();
  const body = fastRegistration();
  token = ((await call(t.app, 'POST', '/api/auth/register', { body })).body.data as { token: string }).token;
});
afterAll(() => t.close());

describe('POST /api/casino/games encoding', () => {
  it('sends the same envelope as Brotli, gzip or plain, as Accept-Encoding asks, with Vary and the security headers', async () => {
    const plain = await lobby({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = decoded(plain);
    expect(expected.success).toBe(true);
    expect(expected.data.length).toBeGreaterThan(50);

    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await lobby({ 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(decoded(response), accept).toEqual(expected);
    }
    const br = await lobby({ 'accept-encoding': 'br' });
    expect(br.rawPayload.length, 'Brotli is much smaller than the plain list').toBeLessThan(plain.rawPayload.length / 4);
  });

  it('reuses the encoded bytes of a kept list until its text changes (a catalogue change makes new bytes)', async () => {
    const first = await lobby({ 'accept-encoding': 'br' });
    const again = await lobby({ 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const name = decoded(first).data[0].name;
    await t.db.query(`UPDATE games SET name = name || ' X' WHERE code = $1`, [decoded(first).data[0].gameCode]);
    await expect.poll(async () => decoded(await lobby({ 'accept-encoding': 'br' })).data.find((g) => g.name === `${name} X`)?.name, { timeout: 2_000 }).toBe(`${name} X`);
  });

  it('a player with a favourite in the list gets his own list (isFavorite set), not the kept bytes', async () => {
    const [game] = decoded(await lobby({})).data;
    const toggled = await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: game.gameCode, providerId: game.providerId }, token });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    const mine = await lobby({ 'accept-encoding': 'br' }, token);
    expect(mine.statusCode).toBe(200);
    const data = decoded(mine).data;
    expect(data.find((g) => g.gameCode === game.gameCode)?.isFavorite).toBe(true);
    expect(data.filter((g) => g.isFavorite)).toHaveLength(1);
    const visitor = decoded(await lobby({ 'accept-encoding': 'br' })).data;
    expect(visitor.find((g) => g.gameCode === game.gameCode)?.isFavorite).toBe(false);
  });
});
