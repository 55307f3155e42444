import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { casinoFavorites, cmsPromotion } from '@contracts/api/index';
import { contractApp } from '@server/test/contract-app';
import { ok } from './envelope';
import { route } from './route';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function bareApp(): Promise<FastifyInstance> {
  app = await contractApp();
  return app;
}

const GAME = {
  gameCode: 'vs20sbxmas', name: 'Sweet Bonanza Xmas', providerName: 'Pragmatic Play', providerId: 1, mainProviderId: 1, productId: 1,
  system: 'pragmatic', image: '/demo/games/art/vs20sbxmas.svg', isLive: false, isFavorite: true, badges: [], demoPlay: true,
};

describe('reply schemas referring to a sibling file ($ref "game.json")', () => {
  it('checks casino/favorites items against casino/game: a good list passes, a game missing a field is refused', async () => {
    const a = await bareApp();
    let reply: unknown = [GAME];
    route(a, casinoFavorites, {}, async () => ok(reply as never));
    const good = await a.inject({ method: 'GET', url: '/api/casino/favorites' });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual([GAME]);
    const { name: _name, ...nameless } = GAME;
    reply = [nameless];
    expect((await a.inject({ method: 'GET', url: '/api/casino/favorites' })).statusCode).toBe(500);
  });

  it('checks cms/promotion against the one Promotion schema the list shares', async () => {
    const a = await bareApp();
    let reply: unknown = { id: 1, title: 'Hoş geldin', image: '/x.svg', descriptionHtml: '<p>x</p>', claimUrl: null };
    route(a, cmsPromotion, {}, async () => ok(reply as never));
    expect((await a.inject({ method: 'POST', url: '/api/cms/promotion', payload: { id: 1 } })).statusCode).toBe(200);
    reply = [reply];
    expect((await a.inject({ method: 'POST', url: '/api/cms/promotion', payload: { id: 1 } })).statusCode).toBe(500);
  });
});
