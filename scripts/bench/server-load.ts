/**
 * Server throughput under autocannon on loopback, 50 connections: GET api/user/balance with a real session,
 * POST api/casino/games with a real body, and a bare Fastify hello-world (hello-server.ts) started in the same run
 * as the baseline. Every reply is checked (non-2xx or errors fail the figure) so a broken call cannot look fast.
 */
import autocannon from 'autocannon';
import { spawnNode, waitForHttp } from './processes.ts';

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
}

const CONNECTIONS = 50;

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

async function measure(target: Target, seconds: number): Promise<Omit<LoadResult, 'ratio'>> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  // autocannon counts timeouts among the errors as well.
  const failed = result.non2xx + result.errors;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  if (failed > 0) console.error(`bench: ${target.name}: ${failed} failed replies of ${result.requests.total} (${JSON.stringify(statuses)}, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
    statuses,
  };
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

/** Runs the three targets one after the other (hello-world first) against `base` (the platform server). */
export async function measureServer(base: string, helloPort: number, seconds: number): Promise<LoadResult[]> {
  const token = await demoToken(base);
  const hello = spawnNode('scripts/bench/hello-server.ts', { PORT: String(helloPort) });
  let baseline: Omit<LoadResult, 'ratio'>;
  try {
    await waitForHttp(`http://127.0.0.1:${helloPort}/`, hello);
    baseline = await measure({ name: 'Fastify hello-world', url: `http://127.0.0.1:${helloPort}/`, method: 'GET' }, seconds);
  } finally {
    await hello.stop();
  }
  const targets: Target[] = [
    { name: 'GET api/user/balance', url: `${base}/api/user/balance`, method: 'GET', headers: { authorization: `Bearer ${token}` } },
    {
      name: 'POST api/casino/games',
      url: `${base}/api/casino/games`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ systemCategory: 'slot' }),
    },
  ];
  const results = [{ ...baseline, ratio: 1 }];
  for (const target of targets) {
    const r = await measure(target, seconds);
    results.push({ ...r, ratio: r.rps / baseline.rps });
  }
  return results;
}
