import argon2 from 'argon2';
import pLimit from 'p-limit';
import { ApiFailure } from '@server/http/envelope';

/**
 * argon2id with the OWASP minimum (19 MiB memory, 2 iterations, 1 lane): strong enough for production and
 * fast enough (~30-60 ms) that the test suite does not need weaker settings.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Sizes of a PasswordQueue: hashes/verifies running at once, and how many more may wait for a slot. */
export interface PasswordQueueSizes {
  concurrency: number;
  maxWaiting: number;
}

/**
 * The sizes every process uses (docs/security.md "Password spraying"). 2 at once: argon2 runs on libuv's pool of 4
 * threads, which file and DNS work share, and a server has about 2 cores per process, so more at once only makes
 * each one slower. 24 waiting: at ~40 ms a hash, the last one waits about 24 / 2 x 40 ms = 0.5 s, so a player's
 * login stays well under a second even when the queue is full; beyond that a 503 answers at once.
 */
export const PASSWORD_QUEUE_SIZES: PasswordQueueSizes = { concurrency: 2, maxWaiting: 24 };

/** Seconds a refused caller is told to wait (Retry-After): the queue drains in well under a second. */
export const PASSWORD_BUSY_RETRY_SECONDS = 2;

/**
 * A bounded queue for argon2 work (p-limit): at most `concurrency` tasks run, at most `maxWaiting` wait; one more
 * is refused at once with ApiFailure 503 'auth.passwordBusy' {seconds} (the reply carries Retry-After), so a
 * flood of logins cannot queue up without end and starve every player's login.
 */
export class PasswordQueue {
  private readonly limit;

  constructor(readonly sizes: PasswordQueueSizes) {
    this.limit = pLimit(sizes.concurrency);
  }

  /** Tasks running plus waiting. */
  get load(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  /** Runs `task` when a slot is free; throws ApiFailure 503 (without running it) when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.load >= this.sizes.concurrency + this.sizes.maxWaiting) {
      return Promise.reject(new ApiFailure(503, 'auth.passwordBusy', { seconds: PASSWORD_BUSY_RETRY_SECONDS }));
    }
    return this.limit(task);
  }
}

/** This process's queue: every hash and verify goes through it. */
const queue = new PasswordQueue(PASSWORD_QUEUE_SIZES);

/** Hashes a plain password into a self-describing PHC string ($argon2id$...). Errors: ApiFailure 503 when busy. */
export function hashPassword(password: string): Promise<string> {
  return queue.run(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `hash`. With `hash` null (unknown user) a dummy hash is still verified, through the
 * same queue, so the reply time and the busy answer do not tell whether the username exists.
 * Errors: ApiFailure 503 'auth.passwordBusy' when the queue is full.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    // The dummy hash is made outside the queue once per process, so the first unknown name costs one verify too.
    dummyHash ??= argon2.hash('dummy-password-for-timing', OPTIONS);
    const dummy = await dummyHash;
    await queue.run(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return queue.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
