import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { walletDetail } from '@contracts/api/index';
import { contractApp } from '@server/test/contract-app';
import { ok } from './envelope';
import { route } from './route';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function appWith(reply: unknown): Promise<FastifyInstance> {
  app = await contractApp();
  route(app, walletDetail, {}, async () => ok(reply as never));
  return app;
}

const FIELD = { key: 'iban', mask: null, objectType: 1, option: null };

describe('route(app, contract, …)', () => {
  it('registers the contract path and method and validates the body with the request schema', async () => {
    const a = await appWith([FIELD]);
    const good = await a.inject({ method: 'POST', url: '/api/payment/detail', payload: { id: 1, type: 2 } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true, message: '', data: [FIELD] });
    const bad = await a.inject({ method: 'POST', url: '/api/payment/detail', payload: { id: 'x', type: 2 } });
    expect(bad.statusCode).toBe(400);
    expect((await a.inject({ method: 'GET', url: '/api/payment/detail' })).statusCode).toBe(404);
  });

  it('refuses a reply that breaks the contract instead of sending it', async () => {
    const a = await appWith([{ ...FIELD, objectType: 'text' }]);
    const res = await a.inject({ method: 'POST', url: '/api/payment/detail', payload: { id: 1, type: 2 } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"objectType":"text"');
  });

  it('refuses extra fields in a reply (the contract is exact)', async () => {
    const a = await appWith([{ ...FIELD, secret: 'x' }]);
    expect((await a.inject({ method: 'POST', url: '/api/payment/detail', payload: { id: 1, type: 2 } })).statusCode).toBe(500);
  });
});
