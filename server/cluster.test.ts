import { describe, expect, it } from 'vitest';
import { RESTART_BASE_MS, RESTART_MAX_MS, restartDelayMs } from './cluster';

describe('restartDelayMs (a crash loop must not spin)', () => {
  it('doubles from 500 ms with each consecutive early death and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000]);
    expect(restartDelayMs(7)).toBe(RESTART_MAX_MS);
    expect(restartDelayMs(10_000)).toBe(RESTART_MAX_MS);
    expect(restartDelayMs(-1)).toBe(RESTART_BASE_MS);
  });
});
