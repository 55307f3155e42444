import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MetricsCarry, type MetricsJson } from './carry';
import { ClusterMetrics, METRICS_REPLY, METRICS_REQUEST } from './listener';

/**
 * docs/operations.md "Metrics", WORKERS=N: the primary's sum of its workers' counters and histograms never goes
 * backwards when a worker exits (rolling restart, crash) or misses a scrape's window; gauges are never carried.
 */

/** A cluster worker as the primary sees it: answers METRICS_REQUEST over "IPC" (a JSON round trip) with its registry. */
class FakeWorker extends EventEmitter {
  readonly registry = new Registry();
  readonly requests = new Counter({ name: 'casino_http_requests_total', help: 'h', labelNames: ['route', 'status'], registers: [this.registry] });
  readonly seconds = new Histogram({ name: 'casino_http_request_duration_seconds', help: 'h', buckets: [0.1, 1], registers: [this.registry] });
  readonly connections = new Gauge({ name: 'casino_hub_connections', help: 'h', registers: [this.registry] });
  /**
   * 'answer', 'silent' (misses the window), 'unreadable' (its registry could not be read: answers null),
   * 'disconnected' (its IPC channel has closed while it drains: as Node does, the error goes to the callback, or is
   * an 'error' event when there is none).
   */
  mode: 'answer' | 'silent' | 'unreadable' | 'disconnected' = 'answer';

  send(message: object, _handle?: undefined, _options?: undefined, callback?: (error: Error | null) => void): boolean {
    if (this.mode === 'disconnected') {
      const error = new Error('Channel closed');
      process.nextTick(() => (callback ? callback(error) : this.emit('error', error)));
      return false;
    }
    const request = message as { cmd: string; id: number };
    if (request.cmd !== METRICS_REQUEST || this.mode === 'silent') return true;
    const read = this.mode === 'unreadable' ? Promise.resolve(null) : this.registry.getMetricsAsJSON();
    void read.then((metrics) => this.emit('message', JSON.parse(JSON.stringify({ cmd: METRICS_REPLY, id: request.id, metrics }))));
    return true;
  }

  /** `n` requests of 0.05 s answered 200. */
  served(n: number): void {
    for (let i = 0; i < n; i += 1) {
      this.requests.inc({ route: '/api/user/balance', status: '200' });
      this.seconds.observe(0.05);
    }
  }
}

/** The value of the sample `series` (as prom-client writes it) in an exposition, or undefined when absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
const REQUESTS = 'casino_http_requests_total{route="/api/user/balance",status="200"}';
const FAST = 'casino_http_request_duration_seconds_bucket{le="0.1"}';
const COUNT = 'casino_http_request_duration_seconds_count';
const CONNECTIONS = 'casino_hub_connections';

async function scrape(metrics: ClusterMetrics<FakeWorker>, workers: FakeWorker[]) {
  const body = (await metrics.exposition(workers)).body;
  return { requests: sample(body, REQUESTS), fast: sample(body, FAST), count: sample(body, COUNT), connections: sample(body, CONNECTIONS) };
}

describe('the cluster primary\'s summed metrics', () => {
  it('a worker that exits (rolling restart, crash) leaves its counters and histograms in the sum, not its gauges', async () => {
    const metrics = new ClusterMetrics<FakeWorker>(50);
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    a.served(3);
    b.served(2);
    a.connections.set(4);
    b.connections.set(6);
    expect(await scrape(metrics, [a, b])).toEqual({ requests: 5, fast: 5, count: 5, connections: 10 });

    // b exits and its replacement c starts from 0: the sum must not fall back to a's 3.
    metrics.retire(b);
    const c = new FakeWorker();
    expect(await scrape(metrics, [a, c])).toEqual({ requests: 5, fast: 5, count: 5, connections: 4 });
    c.served(1);
    a.served(1);
    expect(await scrape(metrics, [a, c])).toEqual({ requests: 7, fast: 7, count: 7, connections: 4 });

    // Both exit in turn (a second rolling restart): everything counted so far stays.
    metrics.retire(a);
    metrics.retire(c);
    const [d, e] = [new FakeWorker(), new FakeWorker()];
    d.served(2);
    expect(await scrape(metrics, [d, e])).toEqual({ requests: 9, fast: 9, count: 9, connections: 0 });
    // A second exit event of the same worker adds nothing.
    metrics.retire(a);
    expect((await scrape(metrics, [d, e])).requests).toBe(9);
  });

  it('a worker that misses a scrape\'s window, or cannot read its registry, counts with its last-known counters (its gauges left out)', async () => {
    const metrics = new ClusterMetrics<FakeWorker>(50);
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    a.served(3);
    b.served(2);
    b.connections.set(6);
    expect(await scrape(metrics, [a, b])).toMatchObject({ requests: 5, connections: 6 });
    b.served(4);
    b.mode = 'silent';
    expect(await scrape(metrics, [a, b])).toEqual({ requests: 5, fast: 5, count: 5, connections: 0 });
    b.mode = 'unreadable';
    expect(await scrape(metrics, [a, b])).toEqual({ requests: 5, fast: 5, count: 5, connections: 0 });
    b.mode = 'answer';
    expect(await scrape(metrics, [a, b])).toEqual({ requests: 9, fast: 9, count: 9, connections: 6 });
  });

  it('a draining worker whose IPC channel has closed is asked without ending the primary, and its counters stay', async () => {
    const metrics = new ClusterMetrics<FakeWorker>(50);
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    a.served(3);
    b.served(2);
    expect(await scrape(metrics, [a, b])).toMatchObject({ requests: 5 });
    b.mode = 'disconnected';
    expect(await scrape(metrics, [a, b])).toEqual({ requests: 5, fast: 5, count: 5, connections: 0 });
  });

  it('a worker that exits while a scrape waits for it is not waited for, and its counters stay', async () => {
    const metrics = new ClusterMetrics<FakeWorker>(60_000);
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    a.served(1);
    b.served(2);
    await scrape(metrics, [a, b]);
    b.mode = 'silent';
    const pending = scrape(metrics, [a, b]);
    metrics.retire(b);
    b.emit('exit');
    expect(await pending).toMatchObject({ requests: 3 });
  });
});

describe('the carry', () => {
  const json = async (worker: FakeWorker): Promise<MetricsJson> => JSON.parse(JSON.stringify(await worker.registry.getMetricsAsJSON())) as MetricsJson;

  it('merges every retired worker into one total (memory does not grow with restarts)', async () => {
    const carry = new MetricsCarry<FakeWorker>();
    for (let i = 0; i < 50; i += 1) {
      const worker = new FakeWorker();
      worker.served(1);
      carry.record(worker, await json(worker));
      carry.retire(worker);
    }
    const registries = carry.registries(new Map());
    expect(registries).toHaveLength(1);
    // The gauge is not carried; the counter is one series holding all 50.
    expect(registries[0].map((metric) => metric.name).sort()).toEqual(['casino_http_request_duration_seconds', 'casino_http_requests_total']);
    expect(registries[0].find((metric) => metric.name === 'casino_http_requests_total')?.values).toEqual([{ value: 50, labels: { route: '/api/user/balance', status: '200' } }]);
  });

  it('a reply that arrives after its worker\'s exit is not counted twice', async () => {
    const carry = new MetricsCarry<FakeWorker>();
    const worker = new FakeWorker();
    worker.served(2);
    carry.record(worker, await json(worker));
    carry.retire(worker);
    worker.served(1);
    const late = await json(worker);
    carry.record(worker, late);
    const registries = carry.registries(new Map([[worker, late]]));
    expect(registries).toHaveLength(1);
    expect(registries[0].find((metric) => metric.name === 'casino_http_requests_total')?.values[0].value).toBe(2);
  });
});
