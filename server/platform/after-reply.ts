import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts and does not wait for, so that its reply does not depend on it (e.g. the reset code's SMS,
 * which goes to some accounts only: docs/security.md "Nothing enumerates"). A task that fails is logged, never
 * answered. `settled()` waits for every started task (the app's close, and the test helpers reading the outbox).
 */
export class AfterReply {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` now; the caller goes on at once. */
  run(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: error }, 'work after the reply failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far (and any they started) has ended. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
