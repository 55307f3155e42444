/**
 * Server figures under autocannon on loopback (docs/performance.md): GET api/user/balance with a real session and
 * POST api/casino/games with a real body, first as fast as 50 connections go (req/s, beside a bare Fastify
 * hello-world started in the same run as the baseline), then held at a fixed 3,000 req/s (latency at that rate, paced
 * by loadtest: see measureAtRate).
 * Every reply is checked (non-2xx or errors fail the figure) so a broken call cannot look fast.
 */
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';
import { cpuMs, spawnNode, waitForHttp } from './processes';

export interface LoadResult {
  name: string;
  rps: number;
  /** Latencies in ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Replies that were not 2xx plus socket errors (timeouts included); a figure with failures is not a throughput figure. */
  failed: number;
  /** Count per HTTP status, e.g. {"200": 4100}. */
  statuses: Record<string, number>;
  /** rps divided by hello-world's rps (hello-world itself: 1). */
  ratio: number;
  /**
   * CPU time (user + system) the server process spent per completed request during the measured run, µs; null when
   * the process could not be read. Unlike req/s it hardly depends on what else the machine runs (the load generator
   * shares its cores): the cost of one call, comparable across runs and machines of one kind.
   */
  cpuUsPerRequest?: number | null;
}

/** One target held at a fixed request rate. */
export interface RateResult {
  name: string;
  /** Requested rate (loadtest requestsPerSecond, evenly paced), req/s. */
  targetRate: number;
  /** Achieved rate (completed requests ÷ duration), req/s. */
  rps: number;
  /** Latencies in ms. */
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  statuses: Record<string, number>;
}

/** Each hot path at ≥ 30 % of hello-world's req/s, and p99 ≤ 20 ms at 3,000 req/s. */
export const TARGET_RATIO = 0.3;
export const FIXED_RATE = 3000;
export const TARGET_P99_MS = 20;

const CONNECTIONS = 50;
/** Unmeasured run before each figure (as fast as possible, or at the fixed rate), seconds. */
const WARM_UP_SECONDS = 1;
/** Unmeasured seconds at the fixed rate before its figure: the paced sender and the server's JIT settle. */
const RATE_WARM_UP_SECONDS = 2;

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export type Measured = Omit<LoadResult, 'ratio'>;

/**
 * autocannon's `setupClient` that makes a connection drop each reply's body instead of keeping it. autocannon 8 appends
 * every body chunk to a string (`req.body += chunk` in its pipelined-request queue), a UTF-8 decode per reply that it
 * only needs for body checks, which the bench does not use. For a binary body (the lobby's 4 KB of Brotli) that decode
 * made the load generator the bottleneck: on a bare node:http server answering 4,234 bytes, 50,000 req/s for ASCII
 * bytes against 20,000-25,000 for Brotli bytes, and the server's CPU per request rose from 13 to 23 µs because each
 * of its wake-ups found fewer requests waiting (docs/performance.md). Statuses, latencies and byte counts are
 * still recorded. Throws when autocannon's internals no longer have the queue it replaces.
 */
export function discardBodies(client: autocannon.Client): void {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('bench: autocannon has no pipelinedRequests.addBody to replace (its internals changed)');
  queue.addBody = () => undefined;
}

/** One target as fast as CONNECTIONS (50) connections go, after a warm-up; with `serverPid`, the server's CPU per request too. */
export async function measure(target: Target, seconds: number, serverPid?: number): Promise<Measured> {
  const options = { url: target.url, method: target.method, headers: target.headers, body: target.body, connections: CONNECTIONS, setupClient: discardBodies };
  // A fresh process is slower for its first requests (JIT, pools, caches filling): that second is not the figure.
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = serverPid === undefined ? null : readCpuMs(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  return measured(target.name, result, cpuBefore, serverPid === undefined ? null : readCpuMs(serverPid));
}

/**
 * The figure of one autocannon run named `name`: req/s, latencies, failures (non-2xx, socket errors and timeouts,
 * logged) and, from the server's CPU time before and after the run (ms; null when unread), its CPU per request.
 */
export function measured(name: string, result: autocannon.Result, cpuBefore: number | null, cpuAfter: number | null): Measured {
  // autocannon counts timeouts among the errors as well.
  const failed = result.non2xx + result.errors;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  if (failed > 0) console.error(`bench: ${name}: ${failed} failed replies of ${result.requests.total} (${JSON.stringify(statuses)}, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
    statuses,
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

/** cpuMs, or null when the process is gone or unreadable. */
export function readCpuMs(pid: number): number | null {
  try {
    return cpuMs(pid);
  } catch {
    return null;
  }
}

/** Logs the demo player in (one argon2 verification) and returns the bearer token. */
export async function demoToken(base: string): Promise<string> {
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demouser', password: 'Demo12345' }),
  });
  const body = (await reply.json()) as { success: boolean; message: string; data: { token?: string } | null };
  if (!body.success || !body.data?.token) throw new Error(`bench: demo login failed: ${body.message}`);
  return body.data.token;
}

/** What Chromium sends as Accept-Encoding with every fetch: the bench asks as the site's players' browsers do. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The two hot paths (docs/performance.md) as the demo player's browser calls them. */
export function hotPaths(base: string, token: string): { balance: Target; games: Target } {
  const browser = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  return {
    balance: { name: 'GET api/user/balance', url: `${base}/api/user/balance`, method: 'GET', headers: browser },
    games: {
      name: 'POST api/casino/games',
      url: `${base}/api/casino/games`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...browser },
      body: JSON.stringify({ systemCategory: 'slot' }),
    },
  };
}

/**
 * One call of `target` through fetch (which decodes Brotli and gzip as a browser does): throws unless it is a
 * successful envelope whose data is `expect`ed, so a figure is never of a broken or empty reply. Returns the bytes as
 * sent (content-length) and their encoding.
 */
export async function checkTarget(target: Target, expect: (data: unknown) => boolean): Promise<{ bytes: number; encoding: string }> {
  const reply = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = (await reply.json()) as { success?: boolean; data?: unknown };
  if (!reply.ok || body.success !== true || !expect(body.data)) throw new Error(`bench: ${target.name} did not answer as it should (HTTP ${reply.status})`);
  return { bytes: Number(reply.headers.get('content-length') ?? 0), encoding: reply.headers.get('content-encoding') ?? 'identity' };
}

/** Hello-world's req/s in its own process on `helloPort`, measured now. */
export async function measureHello(helloPort: number, seconds: number): Promise<Measured> {
  const hello = spawnNode('scripts/bench/hello-server.ts', { PORT: String(helloPort) });
  try {
    await waitForHttp(`http://127.0.0.1:${helloPort}/`, hello);
    return await measure({ name: 'Fastify hello-world', url: `http://127.0.0.1:${helloPort}/`, method: 'GET' }, seconds, hello.pid);
  } finally {
    await hello.stop();
  }
}

/**
 * Hello-world, then each hot path as fast as it goes (ratio to hello-world), one after the other, against `base`;
 * `serverPid` (the process listening at `base`) adds each path's server CPU per request.
 */
export async function measureServer(base: string, helloPort: number, seconds: number, serverPid?: number): Promise<LoadResult[]> {
  const { balance, games } = hotPaths(base, await demoToken(base));
  await checkTarget(balance, (data) => typeof (data as { balance?: unknown } | null)?.balance === 'number');
  const list = await checkTarget(games, (data) => Array.isArray(data) && data.length > 0);
  console.log(`bench: ${games.name} sends ${list.bytes.toLocaleString('en')} bytes (${list.encoding}) to a browser`);
  const baseline = await measureHello(helloPort, seconds);
  const results = [{ ...baseline, ratio: 1 }];
  for (const target of [balance, games]) {
    const r = await measure(target, seconds, serverPid);
    results.push({ ...r, ratio: r.rps / baseline.rps });
  }
  return results;
}

/** What loadtest 8 resolves to (its bundled index.d.ts still describes the callback API of older versions). */
interface PacedResult {
  totalRequests: number;
  totalErrors: number;
  effectiveRps: number;
  /** ms, whole milliseconds; false when no request completed. */
  percentiles: Record<'50' | '90' | '95' | '99', number | false>;
  /** Count per non-2xx status; "-1" counts socket errors and timeouts. */
  errorCodes: Record<string, number>;
}

const runPaced = loadTest as unknown as (options: Record<string, unknown>) => Promise<PacedResult>;

/**
 * `target` held at `rate` req/s for `seconds` after RATE_WARM_UP_SECONDS unmeasured, with requests sent evenly spaced
 * (one every 1/rate s) on keep-alive connections opened as needed: an open load, as thousands of players' timers
 * make it. loadtest's `requestsPerSecond` does this; autocannon's `overallRate` does not (each connection sends its
 * whole second's quota back to back at the start of every second, and its latency correction for a rate assumes a
 * 1 ms interval), which on this machine put a bare hello-world at p99 13 ms against 2.9 ms evenly paced.
 */
async function measureAtRate(target: Target, seconds: number, rate: number): Promise<RateResult> {
  const options = {
    url: target.url,
    method: target.method,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body, contentType: 'application/json' }),
    requestsPerSecond: rate,
    agentKeepAlive: true,
    timeout: 10_000,
    quiet: true,
  };
  await runPaced({ ...options, maxSeconds: RATE_WARM_UP_SECONDS });
  const result = await runPaced({ ...options, maxSeconds: seconds });
  const statuses: Record<string, number> = { ...result.errorCodes };
  const failed = result.totalErrors;
  const ok = result.totalRequests - failed;
  if (ok > 0) statuses['2xx'] = ok;
  if (failed > 0) console.error(`bench: ${target.name} at ${rate} req/s: ${failed} failed replies of ${result.totalRequests} (${JSON.stringify(result.errorCodes)})`);
  const percentile = (value: number | false): number => (value === false ? Number.NaN : value);
  return {
    name: target.name,
    targetRate: rate,
    rps: result.effectiveRps,
    p50: percentile(result.percentiles['50']),
    p99: percentile(result.percentiles['99']),
    requests: result.totalRequests,
    failed,
    statuses,
  };
}

/** Each hot path held at FIXED_RATE req/s for `seconds`: the achieved rate and the latency at that rate. */
export async function measureFixedRate(base: string, seconds: number): Promise<RateResult[]> {
  const { balance, games } = hotPaths(base, await demoToken(base));
  const results: RateResult[] = [];
  for (const target of [balance, games]) results.push(await measureAtRate(target, seconds, FIXED_RATE));
  return results;
}

/** GET api/user/balance as fast as 50 connections go (the per-process figure). */
export async function measureBalance(base: string, seconds: number): Promise<Measured> {
  return measure(hotPaths(base, await demoToken(base)).balance, seconds);
}
