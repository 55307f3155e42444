// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useWithdraw } from '@site/features/wallet/api/withdraw';
import { useDeposit } from '@site/features/wallet/api/deposit';
import { useCancelWithdrawal } from '@site/features/account/api/cancel-withdrawal';
import { useDefineTrialBonus } from '@site/features/auth/register/api/define-trial-bonus';
import { RETRY_DELAYS_MS, newIdempotencyKey, sendOnce } from '@site/lib/idempotency';
import { ApiError, apiEnvelope } from '@site/lib/api-client';
import { walletWithdraw } from '@contracts/api/wallet/withdraw';

/** A withdrawal body (the calls below only look at the Idempotency-Key header). */
const withdrawal = { id: 1, target: 'pay', detail: {} } as const;

type Answer = { status: number; body?: unknown } | 'network';
/** A fetch stub answering `answers` in turn (the last one repeats); records each call's Idempotency-Key header. */
function stubFetch(answers: Answer[]) {
  const keys: (string | undefined)[] = [];
  const fetchMock = vi.fn(async (_url: URL, init?: RequestInit) => {
    keys.push((init?.headers as Record<string, string>)['idempotency-key']);
    const answer = answers[Math.min(keys.length - 1, answers.length - 1)];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const body = answer.body ?? { success: answer.status === 200, message: answer.status === 200 ? '' : 'no', data: { id: 7 } };
    return new Response(JSON.stringify(body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return keys;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return createElement(QueryClientProvider, { client }, children);
}

const WITHDRAW = { id: 11, target: 'pay', detail: { amount: 100 } } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Idempotency-Key on the site', () => {
  it('apiEnvelope sends the key only when given one', async () => {
    const keys = stubFetch([{ status: 200 }]);
    await apiEnvelope(walletWithdraw, withdrawal, { idempotencyKey: 'k-1' });
    await apiEnvelope(walletWithdraw, withdrawal);
    expect(keys).toEqual(['k-1', undefined]);
  });

  it('one withdraw click: a lost reply, then "still in progress", then the reply — three sends with ONE key', async () => {
    const keys = stubFetch(['network', { status: 409 }, { status: 200 }]);
    const { result } = renderHook(() => useWithdraw(), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync(WITHDRAW);
    });
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)));
    await act(() => done);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('two clicks are two actions with two keys; a 4xx answer is not retried', async () => {
    const keys = stubFetch([{ status: 200 }, { status: 400 }]);
    const { result } = renderHook(() => useWithdraw(), { wrapper });
    await act(() => result.current.mutateAsync(WITHDRAW));
    await act(() => expect(result.current.mutateAsync(WITHDRAW)).rejects.toBeInstanceOf(ApiError));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('deposit, cancel-withdrawal and the trial bonus send a key per action too', async () => {
    const keys = stubFetch([{ status: 200, body: { success: true, message: '', data: 'http://pay' } }]);
    const deposit = renderHook(() => useDeposit(), { wrapper });
    await act(() => deposit.result.current.mutateAsync({ id: 3, target: 'pay', detail: {} }));
    const cancel = renderHook(() => useCancelWithdrawal(), { wrapper });
    await act(() => cancel.result.current.mutateAsync(7));
    const bonus = renderHook(() => useDefineTrialBonus(), { wrapper });
    await act(async () => {
      await bonus.result.current.claim();
    });
    expect(keys).toHaveLength(3);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('gives up after the last retry with the last error, sending the same key each time', async () => {
    const keys = stubFetch([{ status: 503 }]);
    const failed = sendOnce((key) => apiEnvelope(walletWithdraw, withdrawal, { idempotencyKey: key })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(await failed).toMatchObject({ status: 503 });
    expect(keys).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes keys without crypto.randomUUID (plain http outside localhost), all different', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    expect(keys.every((k) => /^[0-9a-f]{32}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});
