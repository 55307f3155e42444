/**
 * The metrics listener (docs/operations.md "Metrics"): `GET /metrics` in the Prometheus text format on its own port
 * (METRICS_PORT, on METRICS_HOST: loopback unless told), never on the public one. One process serves its own
 * registry; the cluster primary of WORKERS=N serves the sum of its workers' registries, asked over the IPC channel
 * (counters and histograms summed, gauges as each says: sum, max or min).
 */
import { createServer, type Server } from 'node:http';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

/** The exposition text and its content type. */
export interface Exposition {
  contentType: string;
  body: string;
}

/** Primary -> worker: send your registry as JSON; worker -> primary: METRICS_REPLY with the same id. */
export const METRICS_REQUEST = 'casino:metrics';
export const METRICS_REPLY = 'casino:metrics-reply';
/** How long the primary waits for a worker's registry before leaving it out of a scrape, ms. */
export const WORKER_METRICS_TIMEOUT_MS = 2_000;

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

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
    (current ? current.getMetricsAsJSON() : Promise.resolve([])).then(
      (metrics) => process.send?.({ cmd: METRICS_REPLY, id: request.id, metrics }),
      () => process.send?.({ cmd: METRICS_REPLY, id: request.id, metrics: [] }),
    );
  });
}

let nextId = 0;
/**
 * In the cluster primary: the sum of `workers`' registries (each asked once; one that does not answer within
 * WORKER_METRICS_TIMEOUT_MS, e.g. while it starts, is left out of this scrape).
 */
export async function clusterExposition(workers: readonly Worker[]): Promise<Exposition> {
  const id = nextId++;
  const replies = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<MetricsJson | null>((resolve) => {
          const timer = setTimeout(() => finish(null), WORKER_METRICS_TIMEOUT_MS);
          const onMessage = (message: unknown) => {
            const reply = message as { cmd?: unknown; id?: unknown; metrics?: unknown } | null;
            if (reply?.cmd === METRICS_REPLY && reply.id === id) finish(reply.metrics as MetricsJson);
          };
          const finish = (metrics: MetricsJson | null) => {
            clearTimeout(timer);
            worker.off('message', onMessage);
            resolve(metrics);
          };
          worker.on('message', onMessage);
          try {
            worker.send({ cmd: METRICS_REQUEST, id });
          } catch {
            finish(null);
          }
        }),
    ),
  );
  const registry = AggregatorRegistry.aggregate(replies.filter((reply): reply is MetricsJson => reply !== null));
  return { contentType: registry.contentType, body: await registry.metrics() };
}
