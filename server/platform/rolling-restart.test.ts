import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsLine, runRollingRestart } from '@scripts/bench/rolling-restart';
import { TEST_DATABASE_URL, createPostgresTestDb } from '@server/test/postgres';

/**
 * docs/operations.md "Deploys": `WORKERS=2` on PostgreSQL restarts its workers one at a time on SIGUSR2 under a steady
 * load of balance polls, spins and hub clients receiving pushes, and loses no request and no push (a push sent while
 * a client reconnects is found by its refetch, as the site does). The small-load run of the benchmark
 * scripts/bench/rolling-restart.ts. Runs only with TEST_DATABASE_URL (PGlite is one process).
 */
describe.skipIf(!TEST_DATABASE_URL)('a rolling restart of WORKERS=2 under load', () => {
  let url = '';
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, dispose } = await createPostgresTestDb());
  });
  afterAll(() => dispose?.());

  it('replaces both workers and loses no request and no push', async () => {
    const counts = await runRollingRestart({ databaseUrl: url, players: 3, afterMs: 1_000, pollMs: 500, spinMs: 700, pushMs: 300 });
    // The run's figures, in the test's output as the benchmark prints them.
    console.log(`rolling restart, 3 players: ${countsLine(counts)}`);
    expect(counts.failures).toEqual([]);
    expect(counts.workersAfter).toHaveLength(2);
    expect(counts.workersAfter.filter((pid) => counts.workersBefore.includes(pid))).toEqual([]);
    expect(counts.requests.sent).toBeGreaterThan(20);
    expect(counts.requests.lost).toBe(0);
    expect(counts.pushes.published).toBeGreaterThan(10);
    expect(counts.pushes.lost).toBe(0);
    expect(counts.pushes.live + counts.pushes.recovered).toBe(counts.pushes.published);
  }, 300_000);
});
