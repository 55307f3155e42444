/**
 * The parts of `npm run bench` that run once per database (docs/performance.md): server figures (throughput beside
 * hello-world, latency at a fixed 3,000 req/s), balance req/s per server process count (PostgreSQL only, WORKERS=N),
 * and the load part. PGlite runs them in the bench process; PostgreSQL in db-child.ts under scripts/with-postgres.sh.
 * A part that fails is recorded in `errors` and the next part still runs.
 */
import { measureLoad } from './load-part';
import type { LoadPartResult } from './load-part';
import type { BenchDb, BenchOptions } from './options';
import { nodeChildPids, startPlatform } from './processes';
import type { PlatformOptions } from './processes';
import { measureBalance, measureFixedRate, measureServer } from './server-load';
import type { LoadResult, RateResult } from './server-load';

/** Balance req/s with the server run as N processes (WORKERS=N). */
export interface WorkersResult {
  workers: number;
  /** Processes the bench saw: the started one plus its children (1 when the server does not fork). */
  processes: number;
  rps: number;
  p99: number;
  failed: number;
}

export interface DbResults {
  db: BenchDb;
  server: LoadResult[];
  rate: RateResult[];
  workers: WorkersResult[];
  load: LoadPartResult | null;
  errors: string[];
}

/** Ports from `basePort`: +0 pages/PGlite server, +1 hello-world, +2 hub, +3 PostgreSQL server, +4 its hello-world, +5 load. */
export function dbPorts(db: BenchDb, basePort: number): { server: number; hello: number; load: number } {
  return db === 'pglite' ? { server: basePort, hello: basePort + 1, load: basePort + 5 } : { server: basePort + 3, hello: basePort + 4, load: basePort + 5 };
}

/** Runs the server, per-process and load parts the options ask for on one database. */
export async function runDatabaseParts(db: BenchDb, options: BenchOptions, databaseUrl?: string): Promise<DbResults> {
  const results: DbResults = { db, server: [], rate: [], workers: [], load: null, errors: [] };
  const platform: PlatformOptions = databaseUrl ? { databaseUrl } : {};
  const ports = dbPorts(db, options.basePort);
  const part = async (name: string, run: () => Promise<void>): Promise<void> => {
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`bench: ${db} ${name} failed: ${message}`);
      results.errors.push(`${db} ${name}: ${message}`);
    }
  };

  if (options.parts.has('server')) {
    await part('server', async () => {
      const server = await startPlatform(ports.server, platform);
      const base = `http://127.0.0.1:${ports.server}`;
      try {
        console.log(`bench: ${db}: autocannon, ${options.seconds} s per target…`);
        results.server = await measureServer(base, ports.hello, options.seconds, server.pid);
        console.log(`bench: ${db}: fixed rate, ${options.seconds} s per target…`);
        results.rate = await measureFixedRate(base, options.seconds);
        const balance = results.server.find((r) => r.name === 'GET api/user/balance');
        if (db === 'postgres' && options.workers.includes(1) && balance) {
          results.workers.push({ workers: 1, processes: 1 + nodeChildPids(server.pid).length, rps: balance.rps, p99: balance.p99, failed: balance.failed });
        }
      } finally {
        await server.stop();
      }
    });
    if (db === 'postgres') {
      for (const n of options.workers.filter((w) => w > 1)) {
        await part(`WORKERS=${n}`, async () => {
          console.log(`bench: ${db}: balance with WORKERS=${n}…`);
          const server = await startPlatform(ports.server, { ...platform, workers: n });
          try {
            const before = nodeChildPids(server.pid).length;
            const r = await measureBalance(`http://127.0.0.1:${ports.server}`, options.seconds);
            // Counted before and after: the first worker may answer before the last one is forked.
            const processes = 1 + Math.max(before, nodeChildPids(server.pid).length);
            results.workers.push({ workers: n, processes, rps: r.rps, p99: r.p99, failed: r.failed });
          } finally {
            await server.stop();
          }
        });
      }
    }
  }

  if (options.parts.has('load')) {
    await part('load', async () => {
      console.log(`bench: ${db}: load, ${options.loadSeconds} s…`);
      results.load = await measureLoad(ports.load, options.loadSeconds, platform);
    });
  }
  return results;
}
