import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageStart } from './after-page-start';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterPageStart', () => {
  it('waits for the rest of the delay since the page started, then resolves', async () => {
    vi.advanceTimersByTime(400);
    const done = vi.fn();
    void afterPageStart(1000).then(done);
    await vi.advanceTimersByTimeAsync(599);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('waits whole milliseconds, rounded up, so a browser that truncates the delay never asks early', () => {
    vi.advanceTimersByTime(400);
    vi.spyOn(performance, 'now').mockReturnValue(400.5);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    void afterPageStart(1000);
    expect(timeout.mock.calls.at(-1)?.[1]).toBe(600);
  });

  it('rejects with the abort reason and never resolves later', async () => {
    const controller = new AbortController();
    const wait = afterPageStart(1000, controller.signal);
    controller.abort(new Error('left'));
    await expect(wait).rejects.toThrow('left');
    await expect(afterPageStart(1000, controller.signal)).rejects.toThrow('left');
  });
});
