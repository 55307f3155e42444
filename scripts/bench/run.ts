/**
 * `npm run bench [-- --quick | --runs 3 | --duration 10 | --hub 1000,10000 | --only pages,server,hub]`:
 * builds the site when dist/ is stale, starts the real server (SERVER_MODE=test, in-memory database) on ports from
 * 8300, measures pages (weight on the wire + Lighthouse), server throughput (autocannon vs a Fastify hello-world) and
 * hub fan-out (one push to N SignalR clients), prints ONE table and writes .tmp/bench/results.json.
 * Not part of `npm test`: the figures depend on the machine (docs/performance.md says how to read them).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteIsStale } from '../site-freshness.ts';
import { measureHub } from './hub-bench.ts';
import { measureLighthouse } from './lighthouse-run.ts';
import { describeMachine } from './machine.ts';
import { parseOptions } from './options.ts';
import { measurePageWeights } from './page-weight.ts';
import { ROOT, startPlatform } from './processes.ts';
import { renderTables } from './report.ts';
import type { BenchResults } from './report.ts';
import { measureServer } from './server-load.ts';

const PAGES = ['/', '/casino/slot', '/promotions'];
const options = parseOptions(process.argv.slice(2));

if (siteIsStale()) {
  console.log('bench: building the site (dist/ is missing or older than its sources)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  options: { ...options, parts: [...options.parts] },
  pages: [],
  server: [],
  hub: [],
  errors: [],
};

/** Runs one part; a failure is recorded and printed, and the other parts still run. */
async function part(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`bench: ${name} failed: ${message}`);
    results.errors.push(`${name}: ${message}`);
  }
}

if (options.parts.has('pages') || options.parts.has('server')) {
  const port = options.basePort;
  const base = `http://127.0.0.1:${port}`;
  const server = await startPlatform(port);
  try {
    if (options.parts.has('pages')) {
      await part('pages', async () => {
        console.log('bench: page weights…');
        const weights = await measurePageWeights(base, PAGES);
        console.log(`bench: Lighthouse, ${options.runs} run(s) per page…`);
        const scores = await measureLighthouse(base, PAGES, options.runs);
        results.pages = weights.map((weight, i) => ({ weight, lighthouse: scores[i] }));
      });
    }
    if (options.parts.has('server')) {
      await part('server', async () => {
        console.log(`bench: autocannon, ${options.seconds} s per target…`);
        results.server = await measureServer(base, port + 1, options.seconds);
      });
    }
  } finally {
    await server.stop();
  }
}

if (options.parts.has('hub')) {
  await part('hub', async () => {
    console.log('bench: hub fan-out…');
    results.hub = await measureHub(options.hubSizes, options.basePort + 2);
  });
}

const outDir = join(ROOT, '.tmp', 'bench');
mkdirSync(outDir, { recursive: true });
const m = results.machine;
m.loadAtEnd = describeMachine().load;
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${results.date} · ${m.cpu} · ${m.cores} cores · ${m.ram} · ${m.os} · Node ${m.node} · ${m.chromium}`);
console.log(`load average (1/5/15 min) at start ${m.load}, at end ${m.loadAtEnd}\n`);
console.log(renderTables(results));
if (results.errors.length > 0) console.error(`\nFailed parts:\n${results.errors.map((e) => `  - ${e}`).join('\n')}`);
console.log('\nWritten to .tmp/bench/results.json');
process.exit(results.errors.length > 0 ? 1 : 0);
