import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { ARRIVAL_SHIFT_MAX_MS, asOfArrival } from './state';

const state = (...times: number[]): DehydratedState =>
  ({
    mutations: [],
    queries: times.map((dataUpdatedAt, i) => ({ queryKey: ['q', i], queryHash: `["q",${i}]`, state: { dataUpdatedAt, status: 'success', data: i } })),
  }) as unknown as DehydratedState;
const times = (queries: DehydratedState) => queries.queries.map((query) => query.state.dataUpdatedAt);

describe('asOfArrival', () => {
  it('moves every query forward by the page age, so the newest counts as fetched now', () => {
    expect(times(asOfArrival(state(1_000, 40_000), 45_000))).toEqual([6_000, 45_000]);
  });

  it('leaves a fresh page, a page from the future, one too old and queries without data as they are', () => {
    const fresh = state(45_000);
    expect(asOfArrival(fresh, 45_000)).toBe(fresh);
    expect(times(asOfArrival(state(50_000), 45_000))).toEqual([50_000]);
    expect(times(asOfArrival(state(1_000), 1_000 + ARRIVAL_SHIFT_MAX_MS + 1))).toEqual([1_000]);
    expect(times(asOfArrival(state(0, 10_000), 20_000))).toEqual([0, 20_000]);
  });
});
