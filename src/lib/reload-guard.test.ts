// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce } from './reload-guard';

beforeEach(() => sessionStorage.clear());

describe('reloadOnce', () => {
  it('reloads at most once per window, then again after it', () => {
    const reload = vi.fn();
    expect(reloadOnce(30_000, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(30_000, 1_010_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(30_000, 1_031_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
