/**
 * `npm run bench [-- --quick | --runs 3 | --duration 10 | --hub 1000,10000 | --only pages,server,hub,load,hub88 |
 * --db pglite,postgres | --workers 1,2,4 | --load-seconds 60]`: builds the site when dist/ is stale, starts the real
 * server (SERVER_MODE=test) as child processes on ports from 8300 and measures pages (weight on the wire +
 * Lighthouse + the server's HTML render time beside the client shell, page-render.ts), then per database (PGlite in memory here, PostgreSQL in a throw-away cluster through
 * postgres-part.ts) the server figures (autocannon vs a Fastify hello-world, latency at 3,000 req/s, balance per
 * server process count) and the load part (3,000 pollers + 1,000 hub clients), then hub fan-out (one push to N
 * SignalR clients), then the lobby search on a phone with 5,000 games (lobby-search.ts: last key → only matching tiles on screen,
 * at full and 4× slowed CPU), then the first interactions (first-interaction.ts: open the menu, open login, Event Timing at
 * 4× CPU, target under 100 ms), then the password spray (spray.ts: per-IP limit, breaker, a player's login p99), then the propagation between three processes on PostgreSQL (propagation.ts: hub close, session end, balance), then per
 * database the Hub88 wallet calls (hub88-wallet.ts: signed bet + win pairs beside a hello-world); prints the tables and writes .tmp/bench/results.json. Exits 1 when a part broke (a missed
 * target of docs/performance.md is printed as FAIL but is not a broken part). Not part of `npm test`: the figures depend on the
 * machine (docs/performance.md says how to read them).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteIsStale } from '@scripts/site-freshness';
import { runDatabaseParts } from './db-parts';
import { measureFirstInteractions } from './first-interaction';
import { measureHub } from './hub-bench';
import { measureHub88Wallet } from './hub88-wallet';
import { measureLighthouse } from './lighthouse-run';
import { measureLobbySearch } from './lobby-search';
import { describeMachine } from './machine';
import { parseOptions } from './options';
import { measurePageRenders } from './page-render';
import { measurePageWeights } from './page-weight';
import { runOnPostgres } from './postgres-part';
import { ROOT, startPlatform } from './processes';
import { renderTables } from './report';
import { measurePropagation } from './propagation';
import { measureSpray, renderSpray } from './spray';
import type { BenchResults } from './report';

const PAGES = ['/', '/casino/slot', '/promotions'];
const options = parseOptions(process.argv.slice(2));

if (siteIsStale()) {
  console.log('bench: building the site (dist/ is missing or older than its sources)…');
  // `npm run build`: codegen first (the generated contracts and types are not in git, so a fresh clone has none), then the
  // site and the server render's bundle (docs/architecture.md "Server-rendered pages").
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  options: { ...options, parts: [...options.parts] },
  pages: [],
  renders: null,
  dbs: [],
  hub: [],
  search: [],
  interactions: [],
  spray: null,
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

if (options.parts.has('pages')) {
  await part('pages', async () => {
    const port = options.basePort;
    const base = `http://127.0.0.1:${port}`;
    const server = await startPlatform(port);
    try {
      console.log('bench: page weights…');
      const weights = await measurePageWeights(base, PAGES);
      console.log(`bench: Lighthouse, ${options.runs} run(s) per page…`);
      const scores = await measureLighthouse(base, PAGES, options.runs);
      results.pages = weights.map((weight, i) => ({ weight, lighthouse: scores[i] }));
      console.log(`bench: server render time, ${options.seconds} s per figure…`);
      results.renders = await measurePageRenders(base, PAGES, options.seconds, server.pid);
    } finally {
      await server.stop();
    }
  });
}

if (options.parts.has('server') || options.parts.has('load')) {
  for (const db of options.dbs) {
    await part(db, async () => {
      const dbResults = db === 'pglite' ? await runDatabaseParts('pglite', options) : await runOnPostgres(options);
      results.dbs.push(dbResults);
      results.errors.push(...dbResults.errors);
    });
  }
}

if (options.parts.has('hub')) {
  await part('hub', async () => {
    console.log('bench: hub fan-out…');
    results.hub = await measureHub(options.hubSizes, options.basePort + 2);
  });
}

if (options.parts.has('search')) {
  await part('search', async () => {
    console.log(`bench: lobby search, ${options.searchRuns} run(s) per CPU rate…`);
    results.search = await measureLobbySearch(options.basePort, options.searchRuns);
  });
}

if (options.parts.has('interaction')) {
  await part('interaction', async () => {
    console.log(`bench: first interactions at 4× CPU, ${options.interactionRuns} run(s) per control and size…`);
    results.interactions = await measureFirstInteractions(options.basePort, options.interactionRuns);
  });
}

if (options.parts.has('propagation')) {
  await part('propagation', async () => {
    // Prints its own table (three processes on a throw-away PostgreSQL cluster, scripts/bench/propagation.ts).
    if (!measurePropagation()) throw new Error('the propagation part broke (its output is above)');
  });
}

if (options.parts.has('spray')) {
  await part('spray', async () => {
    results.spray = await measureSpray(options.basePort + 4);
  });
}

if (options.parts.has('hub88')) {
  for (const db of options.dbs) {
    await part(`hub88 ${db}`, async () => {
      console.log(`bench: ${db}: Hub88 wallet calls, ${options.seconds} s per target…`);
      // Prints its own table (a child process per database, scripts/bench/hub88-wallet.ts).
      if (!measureHub88Wallet(db, options.seconds)) throw new Error('the Hub88 wallet part broke (its output is above)');
    });
  }
}

const outDir = join(ROOT, '.tmp', 'bench');
mkdirSync(outDir, { recursive: true });
const m = results.machine;
m.loadAtEnd = describeMachine().load;
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${results.date} · ${m.cpu} · ${m.cores} cores · ${m.ram} · ${m.os} · Node ${m.node} · ${m.chromium}`);
console.log(`load average (1/5/15 min) at start ${m.load}, at end ${m.loadAtEnd}\n`);
console.log(renderTables(results));
if (results.spray) console.log(`\n${renderSpray(results.spray)}`);
if (results.errors.length > 0) console.error(`\nFailed parts:\n${results.errors.map((e) => `  - ${e}`).join('\n')}`);
console.log('\nWritten to .tmp/bench/results.json');
process.exit(results.errors.length > 0 ? 1 : 0);
