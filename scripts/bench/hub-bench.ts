/**
 * Hub fan-out: for each N, a fresh platform server, N session tokens of the demo player (POST api/test/sessions),
 * N real SignalR clients spread over worker processes (hub-clients.ts), then ONE push (POST api/test/notify to the
 * demo player) that the hub writes to all N connections. Latency of each client = receive instant − the instant the
 * push request started. Server memory is VmRSS before the clients connect and with all N connected.
 */
import { spawnNode, startPlatform, rssBytes } from './processes';
import type { Child } from './processes';

export interface HubResult {
  n: number;
  connected: number;
  received: number;
  /** ms from the push's start */
  p50: number;
  p99: number;
  max: number;
  /** bytes */
  rssBefore: number;
  rssAtN: number;
  /**
   * (rssAtN − rssBefore) ÷ connected, bytes; null below MIN_N_FOR_MEMORY or when RSS fell: the garbage the token
   * minting left behind is collected at an unknown moment, which swamps the cost of a few thousand connections.
   */
  perConnection: number | null;
  /** ms to mint tokens and to connect all clients */
  connectMs: number;
}

const CLIENTS_PER_WORKER = 2500;
const PUSH_TIMEOUT_MS = 60_000;
const MIN_N_FOR_MEMORY = 5000;

type WorkerMessage = { type: 'ready'; connected: number; failed: number } | { type: 'received'; times: number[] };

const now = (): number => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function post(url: string, body: unknown): Promise<unknown> {
  const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await reply.json()) as { success: boolean; message: string; data: unknown };
  if (!envelope.success) throw new Error(`bench: ${url} answered ${reply.status} ${envelope.message}`);
  return envelope.data;
}

/** Next message of `worker` that satisfies `accept`, or an error after `timeoutMs`. */
function nextMessage<T extends WorkerMessage>(worker: Child, accept: (m: WorkerMessage) => m is T, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.proc.off('message', onMessage);
      reject(new Error('bench: a hub client worker did not answer in time'));
    }, timeoutMs);
    const onMessage = (message: WorkerMessage): void => {
      if (!accept(message)) return;
      clearTimeout(timer);
      worker.proc.off('message', onMessage);
      resolve(message);
    };
    worker.proc.on('message', onMessage);
  });
}

async function measureOnce(n: number, port: number): Promise<HubResult> {
  const base = `http://127.0.0.1:${port}`;
  const server = await startPlatform(port);
  const workers: Child[] = [];
  try {
    const started = Date.now();
    const { tokens } = (await post(`${base}/api/test/sessions`, { username: 'demouser', count: n })) as { tokens: string[] };
    const rssBefore = rssBytes(server.pid);
    const count = Math.max(2, Math.ceil(n / CLIENTS_PER_WORKER));
    for (let i = 0; i < count; i += 1) workers.push(spawnNode('scripts/bench/hub-clients.ts', {}, true));
    const isReady = (m: WorkerMessage): m is Extract<WorkerMessage, { type: 'ready' }> => m.type === 'ready';
    const isReceived = (m: WorkerMessage): m is Extract<WorkerMessage, { type: 'received' }> => m.type === 'received';
    const readies = workers.map((w) => nextMessage(w, isReady, 10 * 60_000));
    const share = Math.ceil(n / count);
    workers.forEach((w, i) => w.proc.send({ url: `${base}/hub/frnotify`, tokens: tokens.slice(i * share, (i + 1) * share) }));
    const ready = await Promise.all(readies);
    const connected = ready.reduce((sum, r) => sum + r.connected, 0);
    const connectMs = Date.now() - started;
    // Let the upgrades' garbage settle before reading the memory held per connection.
    await new Promise((r) => setTimeout(r, 3000));
    const rssAtN = rssBytes(server.pid);

    const receipts = workers.map((w) => nextMessage(w, isReceived, PUSH_TIMEOUT_MS).catch(() => ({ type: 'received' as const, times: [] })));
    const t0 = now();
    await post(`${base}/api/test/notify`, { username: 'demouser', type: 1, title: 'Bench push', note: `fan-out to ${n} clients` });
    const times = (await Promise.all(receipts)).flatMap((r) => r.times);
    const latencies = times.map((t) => t - t0).sort((a, b) => a - b);
    if (latencies.length === 0) throw new Error(`bench: no client received the push at N=${n}`);
    return {
      n,
      connected,
      received: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      rssBefore,
      rssAtN,
      perConnection: connected >= MIN_N_FOR_MEMORY && rssAtN > rssBefore ? (rssAtN - rssBefore) / connected : null,
      connectMs,
    };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await server.stop();
  }
}

/** One measurement per N, each on its own server at `port`. */
export async function measureHub(sizes: number[], port: number): Promise<HubResult[]> {
  const results: HubResult[] = [];
  for (const n of sizes) {
    console.log(`  hub: N = ${n.toLocaleString('en')}…`);
    results.push(await measureOnce(n, port));
  }
  return results;
}
