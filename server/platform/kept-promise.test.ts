import { describe, expect, it } from 'vitest';
import { keepValue, keptValue } from './kept-promise';

describe('keepValue / keptValue', () => {
  it('reads a kept promise’s value once it is fulfilled, and nothing before', async () => {
    let fulfil: (value: number[]) => void = () => undefined;
    const promise = keepValue(new Promise<number[]>((resolve) => (fulfil = resolve)));
    expect(keptValue(promise)).toBeUndefined();
    const list = [1, 2];
    fulfil(list);
    await promise;
    expect(keptValue(promise)).toEqual({ value: list });
    expect(keptValue(promise)?.value).toBe(list);
  });

  it('tells a fulfilled undefined or null from a pending one', async () => {
    const empty = keepValue(Promise.resolve(null));
    await empty;
    expect(keptValue(empty)).toEqual({ value: null });
  });

  it('has no value for a rejected promise, one never kept, or none at all', async () => {
    const failed = keepValue(Promise.reject(new Error('load failed')));
    await expect(failed).rejects.toThrow('load failed');
    expect(keptValue(failed)).toBeUndefined();
    const other = Promise.resolve(1);
    await other;
    expect(keptValue(other)).toBeUndefined();
    expect(keptValue(null)).toBeUndefined();
    expect(keptValue(undefined)).toBeUndefined();
  });
});
