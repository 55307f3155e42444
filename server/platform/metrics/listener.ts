/**
 * The metrics listener (docs/operations.md "Metrics"): `GET /metrics` in the Prometheus text format on its own port
 * (METRICS_PORT, on METRICS_HOST: loopback unless told), never on the public one. One process serves its own
 * registry; the cluster primary of WORKERS=N serves the sum of its workers' registries, asked over the IPC channel
 * (counters and histograms summed, gauges as each says: sum, max or min), with the counters and histograms of slow
 * and exited workers carried (./carry.ts) so the sum never goes backwards.
 */
import { createServer, type Server } from 'node:http';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { MetricsCarry, type MetricsJson } from './carry';

/** The exposition text and its content type. */
export interface Exposition {
  contentType: string;
  body: string;
}

/** Primary -> worker: send your registry as JSON; worker -> primary: METRICS_REPLY with the same id. */
export const METRICS_REQUEST = 'casino:metrics';
export const METRICS_REPLY = 'casino:metrics-reply';
/** How long the primary waits for a worker's registry before using its last-known counters for a scrape, ms. */
export const WORKER_METRICS_TIMEOUT_MS = 2_000;

/** Starts the listener; resolves once it listens, with the port (useful with port 0) and a close function. */
export async function serveMetrics(port: number, host: string, expose: () => Promise<Exposition>): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    expose().then(
      (exposition) => response.writeHead(200, { 'content-type': exposition.contentType, 'cache-control': 'no-store' }).end(exposition.body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One registry's exposition. */
export async function registryExposition(registry: Registry): Promise<Exposition> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** In a cluster worker: answers the primary's METRICS_REQUEST with `registry` as JSON. */
export function answerMetricsRequests(registry: () => Registry | null): void {
  process.on('message', (message: unknown) => {
    const request = message as { cmd?: unknown; id?: unknown } | null;
    if (request?.cmd !== METRICS_REQUEST || !process.send) return;
    const current = registry();
    // null, not an empty registry, when there is nothing to read (no app yet) or reading failed (a gauge's database
    // read while the worker closes): the primary then keeps this worker's last-known counters instead of dropping them.
    (current ? current.getMetricsAsJSON() : Promise.resolve(null)).then(
      (metrics) => process.send?.({ cmd: METRICS_REPLY, id: request.id, metrics }),
      () => process.send?.({ cmd: METRICS_REPLY, id: request.id, metrics: null }),
    );
  });
}

/**
 * What the primary needs of a worker (node:cluster's Worker; a stand-in in tests): send it a message, hear its
 * messages and its exit.
 */
export interface MetricsWorker {
  /**
   * Node's `worker.send`: with a callback, a closed IPC channel (a draining worker disconnects before it exits) is
   * reported to the callback; without one it is an 'error' event, which would end the primary.
   */
  send(message: object, sendHandle: undefined, options: undefined, callback: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'exit', listener: () => void): unknown;
  off(event: 'exit', listener: () => void): unknown;
}

let nextId = 0;
/**
 * In the cluster primary: the sum of the workers' registries, with the counters and histograms of workers that did
 * not answer in time or have exited carried (./carry.ts), so the summed counters never go backwards. One per primary;
 * `retire` must be called for every worker that exits.
 */
export class ClusterMetrics<W extends MetricsWorker = Worker> {
  private readonly carry = new MetricsCarry<W>();

  /** `timeoutMs`: how long a scrape waits for each worker's registry. */
  constructor(private readonly timeoutMs = WORKER_METRICS_TIMEOUT_MS) {}

  /** `worker` has exited: its last-known counters and histograms stay in every later sum, its gauges leave it. */
  retire(worker: W): void {
    this.carry.retire(worker);
  }

  /**
   * Asks each of `workers` once for its registry and serves the sum: fresh replies whole; for a worker that does not
   * answer within `timeoutMs` (or exits meanwhile) its last-known counters and histograms, without its gauges; plus
   * the retired workers' total.
   */
  async exposition(workers: readonly W[]): Promise<Exposition> {
    const id = nextId++;
    const fresh = new Map<W, MetricsJson>();
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => finish(null), this.timeoutMs);
            const onMessage = (message: unknown) => {
              const reply = message as { cmd?: unknown; id?: unknown; metrics?: unknown } | null;
              if (reply?.cmd !== METRICS_REPLY || reply.id !== id) return;
              // A worker that could not read its registry answers null: no answer, its last-known values stand.
              finish(Array.isArray(reply.metrics) ? (reply.metrics as MetricsJson) : null);
            };
            const onExit = () => finish(null);
            const finish = (metrics: MetricsJson | null) => {
              clearTimeout(timer);
              worker.off('message', onMessage);
              worker.off('exit', onExit);
              if (metrics) {
                // Recorded as it arrives: a reply and an exit reach the carry in the order they happened.
                this.carry.record(worker, metrics);
                fresh.set(worker, metrics);
              }
              resolve();
            };
            worker.on('message', onMessage);
            worker.once('exit', onExit);
            try {
              worker.send({ cmd: METRICS_REQUEST, id }, undefined, undefined, (error) => {
                if (error) finish(null);
              });
            } catch {
              finish(null);
            }
          }),
      ),
    );
    const registry = AggregatorRegistry.aggregate(this.carry.registries(fresh));
    return { contentType: registry.contentType, body: await registry.metrics() };
  }
}
