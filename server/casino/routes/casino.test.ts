import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import type { CasinoGame } from '@contracts/types/casino/game';
import { withoutGameCycle } from '@server/test/protection-profiles';

let t: TestApp;
let token: string;
let otherToken: string;
let playerId: number;

async function register(): Promise<{ token: string; id: number; username: string }> {
  const body = fastRegistration();
  const r = await call(t.app, 'POST', '/api/auth/register', { body });
  expect(r.status).toBe(200);
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [body.username]);
  return { token: (r.body.data as { token: string }).token, id: row.id, username: String(body.username) };
}

const games = async (body: unknown, auth?: string) => (await call(t.app, 'POST', '/api/casino/games', { body, token: auth })).body.data as CasinoGame[];

beforeAll(async () => {
  t = await createTestApp({ compliance: withoutGameCycle() });
  const a = await register();
  token = a.token;
  playerId = a.id;
  otherToken = (await register()).token;
  await t.app.wallet.credit(playerId, 'deposit', 10_000, 'test');
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('GET casino/categorylist lists categories with slugList, names in x-locale', async () => {
    const en = await call(t.app, 'GET', '/api/casino/categorylist', { locale: 'en' });
    const list = en.body.data as { id: number; name: string; slugList: string[] }[];
    for (const slug of ['slot', 'live', 'games', 'tvbets', 'popular-games']) expect(list.some((c) => c.slugList[0] === slug)).toBe(true);
    expect(list.find((c) => c.id === 2)?.name).toBe('Live Casino');
    const tr = await call(t.app, 'GET', '/api/casino/categorylist', { locale: 'tr' });
    expect((tr.body.data as { id: number; name: string }[]).find((c) => c.id === 2)?.name).toBe('Canlı Casino');
  });

  it('holds ≥300 games over 16 providers with the docs/product.md §3 fields', async () => {
    const [count] = await t.db.query<{ games: number; providers: number }>(
      'SELECT count(*)::int AS games, count(DISTINCT provider_id)::int AS providers FROM games',
    );
    expect(count.games).toBeGreaterThanOrEqual(300);
    expect(count.providers).toBe(16);
    const slots = await games({ systemCategory: 'slot' });
    expect(slots.length).toBeGreaterThan(100);
    expect(Object.keys(slots[0]).sort()).toEqual(
      ['badges', 'demoPlay', 'gameCode', 'image', 'isFavorite', 'isLive', 'mainProviderId', 'name', 'productId', 'providerId', 'providerName', 'system'],
    );
    expect(await games({ systemCategory: 2 })).toEqual(await games({ systemCategory: 'live' }));
    expect((await games({ systemCategory: 'live' })).every((g) => g.isLive)).toBe(true);
    expect(await games({ systemCategory: 'no-such-lobby' })).toEqual([]);
  });

  it('searches by name among live or non-live games', async () => {
    const aviator = await games({ live: false, search: 'aviator' });
    expect(aviator[0]).toMatchObject({ name: 'Aviator', providerName: 'Spribe' });
    expect(await games({ live: true, search: 'aviator' })).toEqual([]);
    expect((await games({ live: true, search: 'roulette' })).length).toBeGreaterThan(3);
    expect(await games({ live: false, search: '%' })).toEqual([]);
  });

  it('matches names the way a Turkish speaker types them: ı/I and i/İ alike, any case, ş/ç/ğ/ö/ü or not (docs/lobby.md "Search")', async () => {
    for (const search of ['BİG BASS', 'big bass', 'BIG BASS', 'bıg bass', 'Bİg Bass']) {
      expect((await games({ live: false, search })).map((g) => g.name), search).toEqual(['Big Bass Bonanza']);
    }
    const [game] = await t.db.query<{ code: string }>("SELECT code FROM games WHERE name = 'Sugar Rush'");
    await t.db.query("UPDATE games SET name = 'Şeker Iğdır' WHERE code = $1", [game.code]);
    t.app.casino.catalogue.cache.invalidate();
    try {
      for (const search of ['şeker', 'ŞEKER', 'seker', 'ığdır', 'IĞDIR', 'igdir', 'şeker ığdır']) {
        expect((await games({ live: false, search })).map((g) => g.name), search).toEqual(['Şeker Iğdır']);
      }
    } finally {
      await t.db.query("UPDATE games SET name = 'Sugar Rush' WHERE code = $1", [game.code]);
    }
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    expect((await call(t.app, 'POST', '/api/casino/games', { body: {} })).status).toBe(400);
    const r = await call(t.app, 'POST', '/api/casino/games', { body: { live: 'yes', search: 'x' }, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('Live');
  });

  it('serves cacheable SVG tile art', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/demo/games/art/pp-001.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('image/svg+xml');
    expect(r.headers['cache-control']).toContain('max-age');
    expect(r.body).toContain('Sweet Bonanza');
    expect((await t.app.inject({ method: 'GET', url: '/demo/games/art/nope.svg' })).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('toggles with the docs/product.md §8 messages and shows on games and GET casino/favorites', async () => {
    const [game] = await games({ live: false, search: 'Sweet Bonanza' });
    const body = { code: game.gameCode, providerId: game.providerId };
    const add = await call(t.app, 'POST', '/api/casino/togglefavorite', { body, token, locale: 'en' });
    expect(add.body).toEqual({ success: true, message: 'Added to favorites', data: { isFavorite: true } });
    expect((await games({ live: false, search: 'Sweet Bonanza' }, token))[0].isFavorite).toBe(true);
    expect((await games({ live: false, search: 'Sweet Bonanza' }, otherToken))[0].isFavorite).toBe(false);
    expect((await call(t.app, 'GET', '/api/casino/favorites', { token })).body.data).toMatchObject([{ gameCode: game.gameCode }]);
    const remove = await call(t.app, 'POST', '/api/casino/togglefavorite', { body, token, locale: 'en' });
    expect(remove.body.message).toBe('Removed from favorites');
    expect((await call(t.app, 'GET', '/api/casino/favorites', { token })).body.data).toEqual([]);
  });

  it('needs a session, a known game and its provider', async () => {
    expect((await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: 'pp-001', providerId: 1 } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/casino/favorites')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: 'pp-001', providerId: 2 }, token })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/casino/togglefavorite', { body: { code: 'pp-001' }, token })).status).toBe(400);
  });
});

const LAUNCHES: [string, Record<string, unknown>][] = [
  ['pragmaticlaunchurl', { code: 'pp-001' }],
  ['dtlaunchurl', { code: 'ds-001' }],
  ['emlaunchurl', { code: 'ne-001', productId: 1014 }],
  ['amusnetlaunchurl', { code: 'am-001', isMobile: true }],
  ['egtlaunchurl', { platform: 1, gameCode: 'egt-001', language: 'en', lobbyUrl: 'http://localhost/casino/slot' }],
  ['hub88launchurl', { platform: 2, gameCode: 'spb-001', language: 'tr', lobbyUrl: 'http://localhost/casino/slot' }],
];

describe('game launch', () => {
  it.each(LAUNCHES)('POST casino/%s returns the demo slot URL with a game session', async (path, body) => {
    const r = await call(t.app, 'POST', `/api/casino/${path}`, { body, token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatch(/^\/demo\/games\/play\?session=[\w-]{43}&lang=(tr|en)$/);
  });

  it('POST casino/softgamingslaunchurl returns HTML with a same-origin script and no inline script', async () => {
    const r = await call(t.app, 'POST', '/api/casino/softgamingslaunchurl', { body: { system: '906', pageCode: 'sg-001', isMobile: 0 }, token });
    const html = r.body.data as string;
    expect(html).toContain('<script src="/demo/games/softgamings-relay.js"></script>');
    expect(html).toMatch(/src="\/demo\/games\/play\?session=[\w-]{43}&amp;lang=tr&amp;relay=1"/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it.each(LAUNCHES)('POST casino/%s refuses visitors, bad bodies and games of another kind', async (path, body) => {
    expect((await call(t.app, 'POST', `/api/casino/${path}`, { body })).status).toBe(401);
    expect((await call(t.app, 'POST', `/api/casino/${path}`, { body: {}, token })).status).toBe(400);
    const wrong = { ...body, ...('code' in body ? { code: 'sg-001' } : { gameCode: 'sg-001' }) };
    const r = await call(t.app, 'POST', `/api/casino/${path}`, { body: wrong, token, locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Game not found.' } });
  });

  it('refuses a wrong productId / system and a game under maintenance with its message', async () => {
    expect((await call(t.app, 'POST', '/api/casino/emlaunchurl', { body: { code: 'ne-001', productId: 1 }, token })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/casino/softgamingslaunchurl', { body: { system: '1', pageCode: 'sg-001', isMobile: 1 }, token })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/casino/softgamingslaunchurl', { body: { system: '906', pageCode: 'sg-001', isMobile: 2 }, token })).status).toBe(400);
    const r = await call(t.app, 'POST', '/api/casino/amusnetlaunchurl', { body: { code: 'am-022', isMobile: false }, token, locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { message: 'This game is under maintenance. Please try another game.' } });
  });
});

async function launch(auth = token): Promise<string> {
  const r = await call(t.app, 'POST', '/api/casino/pragmaticlaunchurl', { body: { code: 'pp-002' }, token: auth });
  return new URL(r.body.data as string, 'http://x').searchParams.get('session') ?? '';
}
const balance = async (auth = token) => ((await call(t.app, 'GET', '/api/user/balance', { token: auth })).body.data as { balance: number }).balance;

describe('demo slot', () => {
  it('serves the page with its same-origin script and no inline script', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/demo/games/play?session=abc' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<script src="/demo/games/slot.js"></script>');
    expect(r.body.match(/<script/g)).toHaveLength(1);
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.body).toContain('>Çevir</button>');
    const en = await t.app.inject({ method: 'GET', url: '/demo/games/play?session=abc&lang=en' });
    expect(en.body).toContain('>Spin</button>');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).not.toMatch(/\{\{\w+\}\}/);
    const js = await t.app.inject({ method: 'GET', url: '/demo/games/slot.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("postMessage({ type: type }, target)");
  });

  it('spins: debits the stake, credits the win, ledger and game history agree', async () => {
    const session = await launch();
    const info = await call(t.app, 'GET', `/demo/games/api/session?session=${session}`);
    expect(info.body.data).toMatchObject({ gameName: 'Gates of Olympus', providerName: 'Pragmatic Play', balance: 100 });
    const before = await balance();
    let expected = before;
    for (let i = 0; i < 5; i += 1) {
      const r = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 2 } });
      expect(r.status).toBe(200);
      const spin = r.body.data as { roundId: string; reels: string[]; stake: number; win: number; balance: number };
      expect(spin.reels).toHaveLength(3);
      expected = Math.round((expected - 2 + spin.win) * 100) / 100;
      expect(spin.balance).toBe(expected);
      const ledger = await t.db.query<{ kind: string; amount_kurus: number }>('SELECT kind, amount_kurus FROM ledger WHERE reference = $1 ORDER BY id', [`round:${spin.roundId}`]);
      expect(ledger[0]).toEqual({ kind: 'bet', amount_kurus: -200 });
      expect(ledger.length).toBe(spin.win > 0 ? 2 : 1);
    }
    expect(await balance()).toBe(expected);
    const history = await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 100 }, token });
    // One row per round (docs/histories.md), its bet and win among its ledger lines.
    const data = history.body.data as { total: number; items: { stake: number; gameName: string; providerName: string; lines: { type: string; balanceAfter: number }[] }[] };
    expect(data.items).toHaveLength(5);
    expect(data.items.every((i) => i.stake === 2 && i.lines[0].type === 'bet')).toBe(true);
    expect(data.items[0]).toMatchObject({ gameName: 'Gates of Olympus', providerName: 'Pragmatic Play' });
    expect(data.items[0].lines.at(-1)?.balanceAfter).toBe(expected);
    expect(data.total).toBe(data.items.length);
    const [sums] = await t.db.query<{ ledger: number; wallet: number }>(
      'SELECT (SELECT sum(amount_kurus) FROM ledger WHERE player_id = $1)::int AS ledger, (SELECT balance_kurus FROM wallets WHERE player_id = $1)::int AS wallet',
      [playerId],
    );
    expect(sums.ledger).toBe(sums.wallet);
  });

  it('refuses a stake above the balance with a clear message and moves no money', async () => {
    const session = await launch(otherToken);
    const r = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 5 }, locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Your balance (₺0.00) is too low for a stake of ₺5.00.' } });
    expect(await balance(otherToken)).toBe(0);
    expect((await t.db.query('SELECT 1 FROM game_rounds g JOIN game_sessions s ON s.id = g.game_session_id WHERE s.token_hash IS NOT NULL AND g.player_id <> $1', [playerId])).length).toBe(0);
  });

  it('refuses bad bodies, unknown sessions and another player borrowing a session', async () => {
    const session = await launch();
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 3 } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: '1' } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/demo/games/api/spin', { body: { session: 'x'.repeat(43), stake: 1 } })).status).toBe(401);
    const borrowed = await call(t.app, 'POST', '/demo/games/api/spin', { body: { session, stake: 1 }, token: otherToken, locale: 'en' });
    expect(borrowed).toMatchObject({ status: 400, body: { message: 'This game session belongs to another player.' } });
  });

  it('ends game sessions with the login session', async () => {
    const { token: fresh } = await register();
    const session = await launch(fresh);
    expect((await call(t.app, 'GET', `/demo/games/api/session?session=${session}`)).status).toBe(200);
    await call(t.app, 'GET', '/api/auth/logout', { token: fresh });
    expect((await call(t.app, 'GET', `/demo/games/api/session?session=${session}`)).status).toBe(401);
  });
});

describe('customer/gamehistory', () => {
  it('needs a session, pages, filters by day and shows only own rows', async () => {
    expect((await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 10 } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 101 }, token })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 10, from: '2026-13-01' }, token })).status).toBe(400);
    const page = await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 1, take: 2 }, token });
    expect((page.body.data as { items: unknown[] }).items).toHaveLength(2);
    const past = await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 10, from: '2020-01-01', to: '2020-01-31' }, token });
    expect(past.body.data).toEqual({ total: 0, totals: { bet: 0, win: 0, net: 0 }, items: [] });
    const other = await call(t.app, 'POST', '/api/customer/gamehistory', { body: { skip: 0, take: 10 }, token: otherToken });
    expect(other.body.data).toEqual({ total: 0, totals: { bet: 0, win: 0, net: 0 }, items: [] });
  });
});

describe('jackpots', () => {
  it('serves the three feeds in the docs/product.md §9 shapes', async () => {
    const egt = (await call(t.app, 'GET', '/api/casino/egtjackpot')).body.data as { instanceName: string; levelStats: { level: number; value: number }[] }[];
    expect(egt.map((j) => j.instanceName)).toEqual(expect.arrayContaining(['Clover Chance', 'High Cash', 'Bell Link']));
    expect(egt.find((j) => j.instanceName === 'Clover Chance')?.levelStats).toHaveLength(4);
    const cards = (await call(t.app, 'GET', '/api/casino/jackpotcards')).body.data as { currentLevelI: number }[];
    expect(cards.some((c) => c.currentLevelI === 14000)).toBe(true);
    expect(cards.some((c) => c.currentLevelI !== 14000)).toBe(true);
    const egypt = (await call(t.app, 'GET', '/api/casino/eqyptquest')).body.data as { levels: number[] };
    expect(egypt.levels).toHaveLength(4);
  });
});
