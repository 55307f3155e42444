/**
 * Server figures under autocannon on loopback (issue 20 item 2): GET api/user/balance with a real session and
 * POST api/casino/games with a real body, first as fast as 50 connections go (req/s, beside a bare Fastify
 * hello-world started in the same run as the baseline), then held at a fixed 3,000 req/s (latency at that rate).
 * Every reply is checked (non-2xx or errors fail the figure) so a broken call cannot look fast.
 */
import autocannon from 'autocannon';
import { cpuMs, spawnNode, waitForHttp } from './processes.ts';

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
  /** Requested rate (autocannon overallRate), req/s. */
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

/** Issue 20 item 2: each hot path at ≥ 30 % of hello-world's req/s, and p99 ≤ 20 ms at 3,000 req/s. */
export const TARGET_RATIO = 0.3;
export const FIXED_RATE = 3000;
export const TARGET_P99_MS = 20;

const CONNECTIONS = 50;
/** Unmeasured autocannon run before each as-fast-as-possible figure, seconds. */
const WARM_UP_SECONDS = 1;
/** At 3,000 req/s each connection sends 30 req/s; 100 keep a 10 ms reply from capping the rate. */
const RATE_CONNECTIONS = 100;

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export type Measured = Omit<LoadResult, 'ratio'>;

/** One target: as fast as CONNECTIONS (50) connections go after a warm-up, or held at `rate` req/s; with `serverPid`, the server's CPU per request too. */
export async function measure(target: Target, seconds: number, rate?: number, serverPid?: number): Promise<Measured> {
  // A fresh process is slower for its first requests (JIT, pools, caches filling): that second is not the figure.
  if (rate === undefined) {
    await autocannon({ url: target.url, method: target.method, headers: target.headers, body: target.body, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  }
  const cpuBefore = serverPid === undefined ? null : readCpuMs(serverPid);
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: rate === undefined ? CONNECTIONS : RATE_CONNECTIONS,
    duration: seconds,
    ...(rate === undefined ? {} : { overallRate: rate }),
  });
  // autocannon counts timeouts among the errors as well.
  const failed = result.non2xx + result.errors;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  const label = rate === undefined ? target.name : `${target.name} at ${rate} req/s`;
  if (failed > 0) console.error(`bench: ${label}: ${failed} failed replies of ${result.requests.total} (${JSON.stringify(statuses)}, ${result.errors} errors, ${result.timeouts} timeouts)`);
  const cpuAfter = serverPid === undefined ? null : readCpuMs(serverPid);
  const cpuUsPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
    statuses,
    cpuUsPerRequest,
  };
}

/** cpuMs, or null when the process is gone or unreadable. */
function readCpuMs(pid: number): number | null {
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

/** The two hot paths of issue 20 as the demo player's browser calls them. */
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
    return await measure({ name: 'Fastify hello-world', url: `http://127.0.0.1:${helloPort}/`, method: 'GET' }, seconds, undefined, hello.pid);
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
    const r = await measure(target, seconds, undefined, serverPid);
    results.push({ ...r, ratio: r.rps / baseline.rps });
  }
  return results;
}

/** Each hot path held at FIXED_RATE req/s for `seconds`: the achieved rate and the latency at that rate. */
export async function measureFixedRate(base: string, seconds: number): Promise<RateResult[]> {
  const { balance, games } = hotPaths(base, await demoToken(base));
  const results: RateResult[] = [];
  for (const target of [balance, games]) results.push({ ...(await measure(target, seconds, FIXED_RATE)), targetRate: FIXED_RATE });
  return results;
}

/** GET api/user/balance as fast as 50 connections go (the per-process figure of issue 20 item 3). */
export async function measureBalance(base: string, seconds: number): Promise<Measured> {
  return measure(hotPaths(base, await demoToken(base)).balance, seconds);
}
