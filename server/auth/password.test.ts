import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@server/http/envelope';
import { PASSWORD_QUEUE_SIZES, PasswordQueue } from './password';

/** The bounded argon2 queue (docs/security.md "Password spraying"): a flood is refused at once, not queued. */
describe('PasswordQueue', () => {
  it('runs at most `concurrency`, lets `maxWaiting` wait, and refuses one more at once with 503 and seconds to wait', async () => {
    const queue = new PasswordQueue({ concurrency: 1, maxWaiting: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const task = (n: number) => () => {
      started.push(n);
      return gate.then(() => n);
    };
    const first = queue.run(task(1));
    const second = queue.run(task(2));
    const refused = await queue.run(task(3)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).status).toBe(503);
    expect((refused as ApiFailure).key).toBe('auth.passwordBusy');
    expect((refused as ApiFailure).params.seconds).toBeGreaterThan(0);
    expect(started).toEqual([1]);
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(started).toEqual([1, 2]);
    expect(queue.load).toBe(0);
  });

  it('the process queue has documented, bounded sizes', () => {
    expect(PASSWORD_QUEUE_SIZES).toEqual({ concurrency: 2, maxWaiting: 24 });
  });
});
