import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { KeyObject } from 'node:crypto';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { hub88Player } from '@server/test/hub88-helpers';
import { GAME_URL_PATH } from './hub88';
import type { Hub88GameUrlRequest } from './hub88';
import { newKeyPair, publicKeyOf, SIGNATURE_HEADER, verifyBody } from './signature';

/**
 * The Hub88 launch (docs/providers.md "Launch"): casino/hub88launchurl against a fake Games API, a Fastify instance
 * listening on a free port that keeps every request it gets. The request is signed with the operator's key over the
 * exact body; the body maps the site's call and the player's account; a Games API that fails gives the site a clear
 * error and leaves no live game session behind.
 */

/** What the fake Games API answers next. */
type Answer = 'url' | 'http500' | 'hang' | 'noUrl' | 'notJson' | 'badUrl';

interface Received {
  raw: string;
  signature: string | undefined;
  contentType: string | undefined;
}

let t: TestApp;
let games: FastifyInstance;
let operatorKey: KeyObject;
let answer: Answer = 'url';
const received: Received[] = [];
/** Requests the fake API holds unanswered ('hang'), released after each test. */
const held: (() => void)[] = [];

beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
  games = Fastify({ logger: false });
  games.removeAllContentTypeParsers();
  games.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  games.post(GAME_URL_PATH, async (request, reply) => {
    const signature = request.headers[SIGNATURE_HEADER];
    received.push({ raw: String(request.body), signature: typeof signature === 'string' ? signature : undefined, contentType: request.headers['content-type'] });
    if (answer === 'http500') return reply.code(500).send({ error: 'internal' });
    if (answer === 'hang') await new Promise<void>((resolve) => held.push(resolve));
    if (answer === 'noUrl') return { error: 'GAME_NOT_FOUND' };
    if (answer === 'notJson') return reply.type('text/html').send('<html>gateway</html>');
    if (answer === 'badUrl') return { url: 'javascript:alert(1)' };
    return { url: 'https://games.hub88.example/launch/abc' };
  });
  await games.listen({ host: '127.0.0.1', port: 0 });
  const { port } = games.server.address() as { port: number };
  operatorKey = publicKeyOf(t.app.casino.hub88.connect(`http://127.0.0.1:${port}`, newKeyPair().publicKey, 4242), 'operator key');
  // The client timeout of the game-URL call, shortened so the 'hang' answer times out within the test.
  t.app.casino.hub88.gameUrlTimeoutMs = 300;
});
afterEach(() => {
  for (const release of held.splice(0)) release();
  received.length = 0;
  answer = 'url';
});
afterAll(async () => {
  await games.close();
  await t.close();
});

/** casino/hub88launchurl as the site calls it, from `remoteAddress`, with extra request headers. */
async function launch(bearer: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const r = await t.app.inject({
    method: 'POST', url: '/api/casino/hub88launchurl', remoteAddress: '203.0.113.9',
    headers: { authorization: `Bearer ${bearer}`, ...headers }, payload: body,
  });
  return { status: r.statusCode, body: r.json<{ success: boolean; message: string; data: unknown }>() };
}

describe('casino/hub88launchurl: the Games API game-URL call (docs/providers.md "Launch")', () => {
  it('is signed with the operator key over the exact body and carries the player, his game session and the site', async () => {
    const p = await hub88Player(t.app, t.db, 0);
    const r = await launch(
      p.bearer, { platform: 2, gameCode: p.gameCode, language: 'en', lobbyUrl: 'https://evil.example/casino/slot?from=hub88' },
      { host: 'marmarabet.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '198.51.100.1' },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toBe('https://games.hub88.example/launch/abc');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call.contentType).toBe('application/json');
    expect(verifyBody(call.raw, call.signature, operatorKey)).toBe(true);
    expect(verifyBody(`${call.raw} `, call.signature, operatorKey)).toBe(false);

    const body = JSON.parse(call.raw) as Hub88GameUrlRequest;
    const [account] = await t.db.query<{ currency: string; country: string }>(
      'SELECT trim(c.code) AS currency, k.iso2 AS country FROM players p JOIN wallets w ON w.player_id = p.id JOIN currencies c ON c.id = w.currency_id JOIN countries k ON k.id = p.country_id WHERE p.id = $1',
      [p.id],
    );
    expect(body).toEqual({
      user: String(p.id), token: expect.any(String) as string, game_code: p.gameCode, platform: 'GPL_MOBILE', lang: 'en',
      // The brand's configured origin with the path the site sent: neither the body nor a Host header picks the host.
      lobby_url: 'https://marmarabet.example/casino/slot?from=hub88',
      currency: account.currency, country: account.country, operator_id: 4242,
      // The socket's address: X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY).
      ip: '203.0.113.9', meta: {},
    });
    // The token is a live game session of this player for this game: the one the wallet calls will carry.
    const session = await t.app.casino.launches.resolve(body.token);
    expect(session).toMatchObject({ playerId: p.id, gameCode: p.gameCode });
  });

  it('a desktop launch is GPL_DESKTOP; the language is the two-letter code the site sent, else the default', async () => {
    const p = await hub88Player(t.app, t.db, 0);
    expect((await launch(p.bearer, { platform: 1, gameCode: p.gameCode, language: 'EN-gb', lobbyUrl: '/casino/slot' })).status).toBe(200);
    expect((await launch(p.bearer, { platform: 1, gameCode: p.gameCode, language: '12', lobbyUrl: '/casino/slot' })).status).toBe(200);
    const [desktop, odd] = received.map((r) => JSON.parse(r.raw) as Hub88GameUrlRequest);
    expect(desktop).toMatchObject({ platform: 'GPL_DESKTOP', lang: 'en' });
    expect(odd.lang).toBe('tr');
  });

  it.each<[Answer, string]>([
    ['http500', 'an HTTP 500'],
    ['hang', 'no reply within the client timeout'],
    ['noUrl', 'a reply without url'],
    ['notJson', 'a reply that is not JSON'],
    ['badUrl', 'a url that is not http(s)'],
  ])('%s: %s gives the site 400 casino.providerUnavailable and the game session it opened is dead', async (given) => {
    const p = await hub88Player(t.app, t.db, 0);
    answer = given;
    const r = await launch(p.bearer, { platform: 1, gameCode: p.gameCode, language: 'tr', lobbyUrl: '/casino/slot' }, { 'x-locale': 'en' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: 'The game provider is not answering. Please try again in a moment.', data: null });
    expect(received).toHaveLength(1);
    // The token went to the Games API but never to the player: it can no longer bet.
    const { token } = JSON.parse(received[0].raw) as Hub88GameUrlRequest;
    await expect(t.app.casino.launches.resolve(token)).rejects.toMatchObject({ status: 401, key: 'casino.gameSessionExpired' });
  });
});
