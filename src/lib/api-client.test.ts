// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@contracts/contract';
import { walletDetail } from '@contracts/api';
import { api, apiEnvelope, ApiError } from './api-client';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('api(contract, …)', () => {
  it('sends the contract method and path with the body and returns the typed data', async () => {
    const fetchMock = vi.fn(async () => reply(200, { success: true, message: '', data: [{ key: 'iban', mask: null, objectType: 1, option: null }] }));
    vi.stubGlobal('fetch', fetchMock);
    const fields = await api(walletDetail, { id: 3, type: 2 });
    expect(fields[0].key).toBe('iban');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/payment/detail');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id: 3, type: 2 });
  });

  it('fills :name path parameters, encoded, and refuses a missing one', async () => {
    const contract: Contract<undefined, undefined, null> = { method: 'POST', path: 'operator/withdrawals/:id/approve', request: null, query: null, reply: null };
    const fetchMock = vi.fn(async () => reply(200, { success: true, message: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    const envelope = await apiEnvelope(contract, undefined, { params: { id: 'a/b' } });
    expect(envelope.message).toBe('ok');
    expect((fetchMock.mock.calls[0] as unknown as [URL])[0].pathname).toBe('/api/operator/withdrawals/a%2Fb/approve');
    await expect(apiEnvelope(contract)).rejects.toThrow('path parameter id missing');
  });

  it('throws ApiError with the server message when success is false', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(400, { success: false, message: 'Yöntem yok', data: null })));
    const error = await api(walletDetail, { id: 99, type: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Yöntem yok');
    expect((error as ApiError).status).toBe(400);
  });
});
