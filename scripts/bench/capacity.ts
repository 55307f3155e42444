/**
 * `bash scripts/with-postgres.sh npx tsx scripts/bench/capacity.ts [seconds]`: the cost of each hot call of a match-day
 * peak, measured on PostgreSQL, for docs/capacity.md. A benchmark, not a test: the figures are this machine's.
 *
 * Two server processes (test mode, one database): A answers every call, B only listens, as every other process of a
 * deployment does. After an unmeasured warm-up, `seconds` of quiet give each process's and PostgreSQL's idle CPU
 * (timers, sweeps), which is subtracted from every figure. Per call kind, over `seconds` (default 20) at a moderate pace (the cost of a call, not
 * the machine's ceiling):
 * - server CPU per call on A (user + system, /proc/<pid>/stat in 10 ms ticks, ÷ calls), µs;
 * - CPU per call on B, µs: what each further process pays for the call (the database's notifications: read-model
 *   drops, hub fan-out);
 * - PostgreSQL CPU per call (the postmaster and its backends), µs;
 * - WAL bytes per call (pg_current_wal_lsn before and after);
 * - database statements and transactions per call (A's metrics listener: casino_db_query_duration_seconds_count);
 * - p50 / p99 of the call, ms.
 * Kinds: the balance poll (GET api/user/balance), a spin of the demo slot (POST /demo/games/api/spin, one ledger bet and
 * its win, each player at most once per game cycle), an idle hub connection (CPU per connection per second, memory per
 * connection) and a push (CPU per socket written). Last, the database's ceiling for one-row commits with and without a
 * NOTIFY (every money commit notifies: docs/read-models.md).
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import pg from 'pg';
import { loadavg } from 'node:os';
import { cpuMs, cpuSince, postgresCpuMs, rssBytes, startPlatform, type Child } from './processes';
import { mintTokens, registerPlayers } from './load-support';

const SECONDS = Number(process.argv[2] ?? 20);
const DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) throw new Error('capacity: run under scripts/with-postgres.sh (TEST_DATABASE_URL)');
const PG_PORT = Number(new URL(DATABASE_URL).port);
const PORT_A = 18390;
const PORT_B = 18391;
/** Players spinning: each spins once per game cycle (config/site.json protection gameCycle.minMs, 2.5 s). */
const SPIN_PLAYERS = 100;
const SPIN_GAP_MS = 2700;
/** Concurrent balance pollers (each a loop: ask, read the reply, wait POLL_GAP_MS, ask again). */
const POLL_LOOPS = 20;
const POLL_GAP_MS = 5;
const HUB_CONNECTIONS = 1000;
const PUSHES = 200;
const NOTIFY_COUNT = 20_000;
const METRICS_PORT_A = 18392;

interface Reading {
  a: number;
  b: number;
  pg: Map<number, number>;
  wal: string;
  /** A's database statements and transactions so far (its metrics: casino_db_query_duration_seconds_count by op). */
  statements: number;
  transactions: number;
}

interface Row {
  call: string;
  calls: number;
  perSecond: number;
  aMicros: number;
  bMicros: number;
  pgMicros: number;
  walBytes: number;
  statements: number;
  transactions: number;
  p50: number;
  p99: number;
}

const sql = new pg.Client({ connectionString: DATABASE_URL });
await sql.connect();

/** A's count of database work by op (query, exec, transaction) from its metrics listener. */
async function databaseWork(): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT_A}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^casino_db_query_duration_seconds_count\{op="([a-z]+)"\} ([0-9.e+]+)$/gm)) counts[match[1]] = Number(match[2]);
  return counts;
}

async function read(a: Child, b: Child): Promise<Reading> {
  const wal = (await sql.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0].lsn;
  const pgCpu = postgresCpuMs(PG_PORT);
  if (!pgCpu) throw new Error(`capacity: no PostgreSQL found on port ${PG_PORT}`);
  const work = await databaseWork();
  return { a: cpuMs(a.pid), b: cpuMs(b.pid), pg: pgCpu, wal, statements: (work.query ?? 0) + (work.exec ?? 0), transactions: work.transaction ?? 0 };
}

async function walBytes(from: string, to: string): Promise<number> {
  return Number((await sql.query<{ bytes: string }>('SELECT pg_wal_lsn_diff($1, $2)::text AS bytes', [to, from])).rows[0].bytes);
}

const percentile = (sorted: number[], q: number): number => sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `loops` for SECONDS, each loop repeating `call` and waiting `gapMs` after each reply. */
/** CPU ms per second each process and PostgreSQL use with nothing asked of them (timers, sweeps), subtracted from every figure. */
interface Idle {
  a: number;
  b: number;
  pg: number;
}

/** Measures `idle` over SECONDS with no calls. */
async function idleRates(a: Child, b: Child): Promise<Idle> {
  const start = await read(a, b);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const stop = await read(a, b);
  const seconds = (performance.now() - t0) / 1000;
  return { a: (stop.a - start.a) / seconds, b: (stop.b - start.b) / seconds, pg: cpuSince(start.pg, stop.pg) / seconds };
}

async function measure(name: string, a: Child, b: Child, idle: Idle, loops: number, call: (loop: number) => Promise<void>, gapMs: number): Promise<Row> {
  const times: number[] = [];
  const start = await read(a, b);
  const t0 = performance.now();
  const end = t0 + SECONDS * 1000;
  await Promise.all(Array.from({ length: loops }, async (_, loop) => {
    // Spread the loops' first calls over one gap, as players' timers are.
    await new Promise((r) => setTimeout(r, (gapMs * loop) / loops));
    while (performance.now() < end) {
      const began = performance.now();
      await call(loop);
      times.push(performance.now() - began);
      await new Promise((r) => setTimeout(r, gapMs));
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  const stop = await read(a, b);
  times.sort((x, y) => x - y);
  const calls = times.length;
  return {
    call: name,
    calls,
    perSecond: Math.round(calls / elapsed),
    aMicros: Math.round(((stop.a - start.a - idle.a * elapsed) * 1000) / calls),
    bMicros: Math.round(((stop.b - start.b - idle.b * elapsed) * 1000) / calls),
    pgMicros: Math.round(((cpuSince(start.pg, stop.pg) - idle.pg * elapsed) * 1000) / calls),
    walBytes: Math.round((await walBytes(start.wal, stop.wal)) / calls),
    statements: Math.round(((stop.statements - start.statements) / calls) * 10) / 10,
    transactions: Math.round(((stop.transactions - start.transactions) / calls) * 10) / 10,
    p50: Math.round(percentile(times, 0.5) * 10) / 10,
    p99: Math.round(percentile(times, 0.99) * 10) / 10,
  };
}

async function api(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await reply.json()) as { success: boolean; message: string; data: unknown };
  if (!envelope.success) throw new Error(`capacity: ${method} ${path} answered ${reply.status} ${envelope.message}`);
  return envelope.data;
}

const loadAverage = (): string => loadavg()[0].toFixed(1);
const loadAtStart = loadAverage();
// No operator listener: its default port, PORT + 1, is B's.
const a = await startPlatform(PORT_A, { databaseUrl: DATABASE_URL, env: { OPERATOR_PORT: 'off', METRICS_PORT: String(METRICS_PORT_A) } });
const b = await startPlatform(PORT_B, { databaseUrl: DATABASE_URL, env: { OPERATOR_PORT: 'off' } });
const base = `http://127.0.0.1:${PORT_A}`;
const rows: Row[] = [];
let idle: Idle = { a: 0, b: 0, pg: 0 };
let heardMicros = 0;
let hubFigures: { idleMicrosPerConnSecond: number; idleBMicrosPerConnSecond: number; rssPerConn: number; pushMicrosPerSocket: number; pushBMicros: number; pushPgMicros: number } | null = null;
try {
  console.log(`capacity: ${SPIN_PLAYERS} players registered, funded and in a game…`);
  const usernames = await registerPlayers(base, SPIN_PLAYERS);
  const tokens = await Promise.all(usernames.map(async (username) => (await mintTokens(base, username, 1))[0]));
  const sessions = await Promise.all(tokens.map(async (token) => {
    const created = (await api(base, 'POST', '/api/payment/deposit', token, { id: 3, target: 'pay', detail: { provider: 1, accountId: '1234567890', amount: 10_000 } })) as string;
    await api(base, 'POST', `${new URL(created, base).pathname}/confirm`, null, {});
    const url = (await api(base, 'POST', '/api/casino/pragmaticlaunchurl', token, { code: 'pp-001' })) as string;
    return new URL(url, base).searchParams.get('session') ?? '';
  }));

  // A warm-up first (each call kind once over, unmeasured): a process just started still compiles and fills its
  // caches, which would read as idle CPU.
  console.log('capacity: warm-up, then idle…');
  const poll = async (loop: number) => {
    await api(base, 'GET', '/api/user/balance', tokens[loop % tokens.length]);
  };
  const spin = async (loop: number) => {
    await api(base, 'POST', '/demo/games/api/spin', tokens[loop], { session: sessions[loop], stake: 1 });
  };
  await measure('warm-up', a, b, idle, POLL_LOOPS, poll, POLL_GAP_MS);
  await measure('warm-up', a, b, idle, SPIN_PLAYERS, spin, SPIN_GAP_MS);
  idle = await idleRates(a, b);

  console.log('capacity: balance polls…');
  rows.push(await measure('balance poll (GET api/user/balance)', a, b, idle, POLL_LOOPS, poll, POLL_GAP_MS));

  console.log('capacity: spins…');
  rows.push(await measure('spin (POST /demo/games/api/spin)', a, b, idle, SPIN_PLAYERS, spin, SPIN_GAP_MS));

  console.log(`capacity: ${HUB_CONNECTIONS} hub connections…`);
  const rssBefore = rssBytes(a.pid);
  const hubTokens = await mintTokens(base, 'demouser', HUB_CONNECTIONS);
  let received = 0;
  const connections: HubConnection[] = [];
  for (let i = 0; i < hubTokens.length; i += 50) {
    connections.push(...await Promise.all(hubTokens.slice(i, i + 50).map(async (token) => {
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
        .configureLogging(LogLevel.None)
        .build();
      connection.on('NotifyMessage', () => (received += 1));
      await connection.start();
      return connection;
    })));
  }
  await new Promise((r) => setTimeout(r, 3000));
  const rssAt = rssBytes(a.pid);
  const connStart = await read(a, b);
  const connT0 = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const connEnd = await read(a, b);
  const connSeconds = (performance.now() - connT0) / 1000;
  const pushStart = await read(a, b);
  const pushT0 = performance.now();
  for (let i = 0; i < PUSHES; i += 1) {
    const target = received + connections.length;
    await api(base, 'POST', '/api/test/notify', null, { username: 'demouser', type: 1, title: 'Capacity push', note: `push ${i}` });
    while (received < target) await new Promise((r) => setTimeout(r, 5));
  }
  const pushEnd = await read(a, b);
  const pushSeconds = (performance.now() - pushT0) / 1000;
  // The idle connections' own cost goes on during the pushes too.
  const connRateA = (connEnd.a - connStart.a) / connSeconds;
  hubFigures = {
    idleMicrosPerConnSecond: Math.round((((connEnd.a - connStart.a) / connSeconds - idle.a) * 1000 / connections.length) * 100) / 100,
    idleBMicrosPerConnSecond: Math.round((((connEnd.b - connStart.b) / connSeconds - idle.b) * 1000 / connections.length) * 100) / 100,
    rssPerConn: Math.round((rssAt - rssBefore) / connections.length),
    pushMicrosPerSocket: Math.round(((pushEnd.a - pushStart.a - connRateA * pushSeconds) * 1000) / (PUSHES * connections.length) * 10) / 10,
    pushBMicros: Math.round(((pushEnd.b - pushStart.b - idle.b * pushSeconds) * 1000) / PUSHES),
    pushPgMicros: Math.round(((cpuSince(pushStart.pg, pushEnd.pg) - idle.pg * pushSeconds) * 1000) / PUSHES),
  };
  await Promise.all(connections.map((c) => c.stop()));

  // What hearing one wallet change costs a process that has nothing to do with it: NOTIFY_COUNT distinct read-model
  // notifications (players that do not exist), in one transaction, heard by A and B alike.
  const heardStart = await read(a, b);
  const heardT0 = performance.now();
  await sql.query(`SELECT pg_notify('read_models', 'w:' || g) FROM generate_series(900000001, 900000000 + ${NOTIFY_COUNT}) g`);
  // B has no hook that says it has heard them all: wait until its CPU stops moving (two readings 500 ms apart that
  // differ by no more than its idle use and one 10 ms tick).
  let last = cpuMs(b.pid);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(b.pid);
    if (now - last <= idle.b * 0.5 + 10) break;
    last = now;
  }
  const heardEnd = await read(a, b);
  const heardSeconds = (performance.now() - heardT0) / 1000;
  heardMicros = Math.round(((heardEnd.b - heardStart.b - idle.b * heardSeconds) * 1000) / NOTIFY_COUNT);
} finally {
  await a.stop();
  await b.stop();
}

/**
 * The database's ceiling for a spin-shaped commit with and without a NOTIFY: CEILING_CLIENTS connections, each
 * committing `UPDATE one row; [NOTIFY]` as fast as it can for SECONDS ÷ 2. PostgreSQL takes one global lock while a
 * transaction that notified commits, so such commits queue behind each other however many cores it has.
 */
const CEILING_CLIENTS = 16;
async function commitsPerSecond(notify: boolean): Promise<number> {
  await sql.query('CREATE TABLE IF NOT EXISTS capacity_rows (id int PRIMARY KEY, v bigint NOT NULL)');
  await sql.query('INSERT INTO capacity_rows SELECT g, 0 FROM generate_series(1, 10000) g ON CONFLICT DO NOTHING');
  const clients = await Promise.all(Array.from({ length: CEILING_CLIENTS }, async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return client;
  }));
  let commits = 0;
  const end = performance.now() + (SECONDS * 1000) / 2;
  await Promise.all(clients.map(async (client, i) => {
    let id = i * 600;
    while (performance.now() < end) {
      id = (id % 10000) + 1;
      await client.query('BEGIN');
      await client.query('UPDATE capacity_rows SET v = v + 1 WHERE id = $1', [id]);
      if (notify) await client.query(`SELECT pg_notify('capacity', $1)`, [`w:${id}`]);
      await client.query('COMMIT');
      commits += 1;
    }
  }));
  await Promise.all(clients.map((client) => client.end()));
  return Math.round(commits / (SECONDS / 2));
}
const ceiling = { plain: await commitsPerSecond(false), notifying: await commitsPerSecond(true) };
await sql.end();

console.log(`\nPostgreSQL, ${SECONDS} s per measurement, load average ${loadAtStart} at start, ${loadAverage()} at end`);
console.log(`idle CPU, ms per s (subtracted below): A ${idle.a.toFixed(1)}, B ${idle.b.toFixed(1)}, PostgreSQL ${idle.pg.toFixed(1)}`);
console.table(Object.fromEntries(rows.map((r) => [r.call, {
  calls: r.calls, 'calls/s': r.perSecond, 'A µs CPU/call': r.aMicros, 'B µs CPU/call': r.bMicros, 'PostgreSQL µs CPU/call': r.pgMicros,
  'WAL bytes/call': r.walBytes, 'statements/call': r.statements, 'transactions/call': r.transactions, 'p50 ms': r.p50, 'p99 ms': r.p99,
}])));
console.log(`B, CPU per read-model notification heard (a wallet change of a player it does not serve): ${heardMicros} µs (${NOTIFY_COUNT} notifications)`);
console.table({ [`one-row UPDATE commits/s, ${CEILING_CLIENTS} connections`]: { 'without NOTIFY': ceiling.plain, 'with NOTIFY': ceiling.notifying } });
if (hubFigures) {
  console.table({
    [`hub, ${HUB_CONNECTIONS} idle connections on A`]: {
      'A µs CPU per connection per s': hubFigures.idleMicrosPerConnSecond, 'B µs CPU per connection per s': hubFigures.idleBMicrosPerConnSecond, 'A RSS bytes per connection': hubFigures.rssPerConn,
    },
    [`hub, ${PUSHES} pushes to ${HUB_CONNECTIONS} sockets`]: {
      'A µs CPU per socket written': hubFigures.pushMicrosPerSocket, 'B µs CPU per push': hubFigures.pushBMicros, 'PostgreSQL µs CPU per push': hubFigures.pushPgMicros,
    },
  });
}
