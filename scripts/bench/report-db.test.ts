import { describe, expect, it } from 'vitest';
import type { DbResults } from './db-parts';
import type { LoadPartResult } from './load-part';
import { renderDbTables } from './report-db';
import type { LoadResult, RateResult } from './server-load';

const MB = 1024 * 1024;

function server(name: string, rps: number, ratio: number, failed = 0): LoadResult {
  return { name, rps, p50: 2, p99: 9, requests: rps * 3, failed, statuses: { 200: rps * 3 - failed }, ratio };
}

function rate(name: string, rps: number, p99: number, failed = 0): RateResult {
  return { name, targetRate: 3000, rps, p50: 2, p99, requests: rps * 3, failed, statuses: {} };
}

function load(afterMb: number): LoadPartResult {
  const sample = (rssMb: number) => ({ rss: rssMb * MB, heapUsed: 40 * MB, heapTotal: 60 * MB, external: 2 * MB });
  return {
    seconds: 60,
    pollers: 3000,
    players: 30,
    periodMs: 3000,
    requests: 60_000,
    skipped: 7,
    good: 59_990,
    failures: { 429: 4, timeout: 6 },
    p50: 3,
    p99: 18,
    max: 250,
    hub: { clients: 1000, connected: 1000, failedToConnect: 0, openAtEnd: 998, dropped: 2 },
    memory: { idle: sample(300), peakRss: 380 * MB, after: sample(afterMb), settleAfterMs: 10_000, withinTolerance: afterMb <= 330 },
    cpu: { server: 30_000, pollers: 12_000, hubClients: 600, postgres: 9000 },
    machineBusy: 0.874,
  };
}

function results(overrides: Partial<DbResults>): DbResults {
  return { db: 'postgres', server: [], rate: [], workers: [], load: null, errors: [], ...overrides };
}

/** The row of `tables` that starts with `name`, its cells trimmed. */
function row(tables: string[], name: string): string[] {
  const line = tables.join('\n').split('\n').find((l) => l.startsWith(`| ${name}`));
  if (!line) throw new Error(`no row ${name}`);
  return line.split('|').slice(1, -1).map((c) => c.trim());
}

describe('bench per-database tables', () => {
  it('prints PASS at 30 % of hello-world and more, FAIL below or with failed replies', () => {
    const tables = renderDbTables([
      results({
        server: [
          server('Fastify hello-world', 10_000, 1),
          server('GET api/user/balance', 3000, 0.3),
          server('POST api/casino/games', 2990, 0.299),
          server('GET broken', 5000, 0.5, 1),
        ],
      }),
    ]);
    expect(tables[0]).toContain('PostgreSQL: server');
    expect(row(tables, 'Fastify hello-world')[7]).toBe('');
    expect(row(tables, 'GET api/user/balance').slice(6, 8)).toEqual(['30 %', 'PASS']);
    expect(row(tables, 'POST api/casino/games').slice(6, 8)).toEqual(['30 %', 'FAIL']);
    expect(row(tables, 'GET broken')[7]).toBe('FAIL (failed replies)');
    // No CPU figure (the process could not be read): a dash, never a made-up number.
    expect(row(tables, 'GET api/user/balance').slice(-2)).toEqual(['—', '—']);
  });

  it("prints each call's server CPU per request and hello-world's CPU per request as a share of it", () => {
    const tables = renderDbTables([
      results({
        server: [
          { ...server('Fastify hello-world', 40_000, 1), cpuUsPerRequest: 20 },
          { ...server('GET api/user/balance', 12_000, 0.3), cpuUsPerRequest: 50 },
          { ...server('POST api/casino/games', 9000, 0.225), cpuUsPerRequest: null },
        ],
      }),
    ]);
    expect(row(tables, 'Fastify hello-world').slice(-2)).toEqual(['20 µs', '100 %']);
    expect(row(tables, 'GET api/user/balance').slice(-2)).toEqual(['50 µs', '40 %']);
    expect(row(tables, 'POST api/casino/games').slice(-2)).toEqual(['—', '—']);
  });

  it('passes the fixed rate only with p99 ≤ 20 ms, no failure, and the rate (95 %) reached', () => {
    const tables = renderDbTables([
      results({
        db: 'pglite',
        rate: [rate('at rate, fast', 2990, 20), rate('at rate, slow', 3000, 21), rate('below rate', 2800, 5), rate('failed', 3000, 5, 1)],
      }),
    ]);
    expect(tables[0]).toContain('PGlite: fixed rate');
    expect(row(tables, 'at rate, fast')).toEqual(['at rate, fast', '3,000 req/s', '2,990 req/s', '2 ms', '20 ms', '0', 'PASS']);
    expect(row(tables, 'at rate, slow').at(-1)).toBe('FAIL');
    expect(row(tables, 'below rate').at(-1)).toBe('FAIL');
    expect(row(tables, 'failed').at(-1)).toBe('FAIL');
  });

  it('lists balance req/s per server process count with the processes actually seen', () => {
    const tables = renderDbTables([results({ workers: [{ workers: 1, processes: 1, rps: 1500, p99: 30, failed: 0 }, { workers: 4, processes: 5, rps: 4200, p99: 25, failed: 0 }] })]);
    expect(row(tables, 'N = 4')).toEqual(['N = 4', '5', '4,200', '25 ms', '0']);
  });

  it('reports the load: failures by status, hub drops, memory before/peak/after with the 10 % verdict, CPU', () => {
    const ok = renderDbTables([results({ load: load(330) })]);
    expect(row(ok, 'failed polls by status')[1]).toBe('10 (429: 4, timeout: 6)');
    expect(row(ok, 'ticks skipped (previous poll still waiting)')[1]).toBe('7');
    expect(ok[0]).toContain('3,000 players (30 wallets) polling every 3 s + 1,000 hub clients, 60 s');
    expect(row(ok, 'hub clients connected')[1]).toBe('1,000 of 1,000 / 998 / 2');
    expect(row(ok, 'server memory idle (before)')[1]).toBe('300 MB RSS, heap 40 MB used of 60 MB');
    expect(row(ok, 'server RSS at peak')[1]).toBe('380 MB');
    expect(row(ok, 'after ≤ idle × 1.10')[1]).toBe('PASS (10.0 %)');
    expect(row(ok, 'CPU: server / pollers / hub clients')[1]).toBe('30.0 s (50 % of a core) / 12.0 s (20 % of a core) / 0.6 s (1 % of a core)');
    expect(row(ok, 'CPU: PostgreSQL (postmaster and backends)')[1]).toBe('9.0 s (15 % of a core)');
    expect(row(ok, 'machine CPU busy (all cores, every process)')[1]).toBe('87 %');
    const grown = renderDbTables([results({ load: load(331) })]);
    expect(row(grown, 'after ≤ idle × 1.10')[1]).toBe('FAIL (10.3 %)');
    // PGlite runs inside the server process: no PostgreSQL row.
    const pglite = renderDbTables([results({ db: 'pglite', load: { ...load(300), cpu: { server: 1, pollers: 1, hubClients: 1, postgres: null } } })]);
    expect(pglite[0]).not.toContain('PostgreSQL (postmaster');
  });
});
