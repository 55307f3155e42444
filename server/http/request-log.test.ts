import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

/**
 * docs/operations.md "Logs": JSON lines through Fastify's logger, one line per request (request id, route, status,
 * time, player), the id sent back as X-Request-Id (a trusted proxy's own id kept when it is a plain token), and no line ever
 * holds a token, password, code, IBAN or card number.
 */
const lines: string[] = [];
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  player = await registerPlayer(t.app, { password: 'Gizli-Parola-77', password2: 'Gizli-Parola-77' });
});
afterAll(() => t?.close());

interface RequestLine {
  reqId: string;
  msg: string;
  method: string;
  route: string | null;
  url: string;
  status: number;
  ms: number;
  playerId: number | null;
}
const logged = () => lines.map((line) => JSON.parse(line) as RequestLine & Record<string, unknown>);
const requestLine = (reqId: string) => logged().filter((line) => line.reqId === reqId && line.msg === 'request');

describe('one JSON line per request', () => {
  it('names its request id, route, status, time and player; the id goes back as X-Request-Id', async () => {
    const reply = await call(t.app, 'GET', '/api/user/balance', { token: player.token });
    const id = String(reply.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = requestLine(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ method: 'GET', route: '/api/user/balance', url: '/api/user/balance', status: 200, playerId: player.id });
    expect(typeof line.ms).toBe('number');
    expect(logged().filter((entry) => entry.reqId === id).map((entry) => entry.msg)).toEqual(['request']);
  });

  it('without TRUST_PROXY a client\'s own X-Request-Id is never taken: every request gets a fresh id', async () => {
    const sent = await call(t.app, 'GET', '/api/cms/languagelist', { headers: { 'x-request-id': 'edge-7f3a.91:x_2' } });
    expect(sent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine('edge-7f3a.91:x_2')).toEqual([]);
    expect(requestLine(String(sent.headers['x-request-id']))).toHaveLength(1);
  });

  it('behind a trusted proxy its plain request id is kept; one that is not plain, too long or from an untrusted peer is replaced', async () => {
    const proxied = await createTestApp({ db: t.db, trustProxy: true, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const listed = await createTestApp({ db: t.db, trustProxy: '10.0.0.0/8', logger: false });
    try {
      const kept = await proxied.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'edge-9c1b.02:y_4' } });
      expect(kept.headers['x-request-id']).toBe('edge-9c1b.02:y_4');
      expect(requestLine('edge-9c1b.02:y_4')).toHaveLength(1);
      expect(requestLine('edge-9c1b.02:y_4')[0]).toMatchObject({ playerId: null, status: 200 });
      const hostile = await proxied.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'a"}\n{"forged":1' } });
      expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join('')).not.toContain('forged');
      const long = await proxied.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'a'.repeat(65) } });
      expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((await proxied.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'a'.repeat(64) } })).headers['x-request-id']).toBe('a'.repeat(64));
      // TRUST_PROXY as a list: only a peer on it is a proxy.
      const fromProxy = await listed.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'edge-1' }, remoteAddress: '10.1.2.3' });
      expect(fromProxy.headers['x-request-id']).toBe('edge-1');
      const fromClient = await listed.app.inject({ method: 'GET', url: '/api/cms/languagelist', headers: { 'x-request-id': 'edge-2' }, remoteAddress: '198.51.100.4' });
      expect(fromClient.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.app.close();
      await listed.app.close();
    }
  });

  it('a refused request is logged with its status, and its envelope carries the id header too', async () => {
    const reply = await call(t.app, 'POST', '/api/payment/deposit', { body: {} });
    expect(reply.status).toBe(401);
    expect(requestLine(String(reply.headers['x-request-id']))[0]).toMatchObject({ route: '/api/payment/deposit', status: 401 });
  });
});

describe('redaction', () => {
  it('no line holds a token, password, code, IBAN or card number, whatever a request carried', async () => {
    const iban = 'TR330006100519786457841326';
    const card = '4111111111111111';
    const code = '918273';
    const secrets = [player.token, 'Gizli-Parola-77', 'Yanlis-Parola-55', code, iban, iban.slice(2), card];
    await call(t.app, 'POST', '/api/auth/login', { body: { username: player.username, password: 'Yanlis-Parola-55' } });
    await call(t.app, 'POST', '/api/auth/login', { body: { username: player.username, password: 'Gizli-Parola-77' } });
    await call(t.app, 'POST', '/api/customer/updatephone', { token: player.token, body: { step: 2, phone: player.phone, code } });
    await call(t.app, 'POST', '/api/payment/withdraw', { token: player.token, body: { id: 11, target: 'pay', detail: { iban: iban.slice(2), accountHolder: 'Ayşe Yılmaz', amount: 100 } } });
    await call(t.app, 'POST', '/api/payment/deposit', { token: player.token, body: { id: 3, target: 'pay', detail: { provider: 2, accountId: card, amount: 150.5 } } });
    await call(t.app, 'GET', `/api/user/balance?token=${player.token}&password=Gizli-Parola-77&code=${code}&iban=${iban}&card=${card}&n=${card}`);
    await call(t.app, 'GET', `/api/cms/content/${card}`);
    await t.app.inject({ method: 'GET', url: `/hub/frnotify?id=1&access_token=${player.token}` });
    // Malformed bodies that echo in parser errors.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{"password":"Gizli-Parola-77", "iban":"${iban}"` });
    const text = lines.join('');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    expect(logged().filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(9);
    expect(text).toContain('[redacted]');
  });
});
