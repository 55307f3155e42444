/**
 * The cluster primary's memory of its workers' counters and histograms (docs/operations.md "Metrics", "WORKERS=N"),
 * so that the sum it serves never goes backwards: Prometheus reads any drop of a counter (or a histogram bucket) as a
 * reset, and `rate()`/`increase()` would then count the whole remaining sum again.
 *
 * - Each worker's last reply is remembered (its counters and histograms only).
 * - A worker that does not answer a scrape in time contributes its last-known counters and histograms to that scrape
 *   (its gauges are left out: a stale reading of a current state is no reading).
 * - A worker that exits hands its last-known counters and histograms to one "retired" total, added to every later sum;
 *   its gauges go with it (a gone worker's hub connections are gone). Retired workers' series are merged into that one
 *   total, so memory holds one worker's series per live worker plus one set, however many workers came and went.
 * - The memory is the primary's own: when the primary restarts, every counter starts over, which Prometheus handles
 *   as the ordinary reset it is.
 *
 * What is carried: metrics of type counter or histogram whose cluster aggregator is `sum` (prom-client's default for
 * both). A worker's registry lives as long as the worker (server/index.ts builds its app once), so its own values
 * never fall; counts it makes after its last answered scrape are not seen.
 */
import type { MetricObjectWithValues, MetricValue } from 'prom-client';

/** One registry as JSON (`Registry.getMetricsAsJSON()`), as a worker sends it over the IPC channel. */
export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];
type MetricJson = MetricsJson[number];
type SampleJson = MetricValue<string> & { metricName?: string };

/** Whether a metric is carried: it only ever grows (counter, histogram) and the cluster sums it. */
function carried(metric: MetricJson): boolean {
  // prom-client's types say `MetricType` (an enum); the JSON holds its name ('counter', 'histogram', …).
  const type = String(metric.type);
  return (type === 'counter' || type === 'histogram') && metric.aggregator === 'sum';
}

/** A sample's identity within its metric: the series name (`_bucket`, `_sum`, `_count` for histograms) and labels. */
function sampleKey(sample: SampleJson): string {
  const labels = Object.entries(sample.labels ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([sample.metricName ?? '', labels]);
}

/** The per-series sum of `registries`' carried metrics (the same rule as prom-client's `sum` aggregator). */
function sumCarried(registries: readonly MetricsJson[]): MetricsJson {
  const metrics = new Map<string, { metric: MetricJson; samples: Map<string, SampleJson> }>();
  for (const registry of registries) {
    for (const metric of registry) {
      if (!carried(metric)) continue;
      let entry = metrics.get(metric.name);
      if (!entry) {
        entry = { metric: { ...metric, values: [] }, samples: new Map() };
        metrics.set(metric.name, entry);
      }
      for (const sample of metric.values as SampleJson[]) {
        const key = sampleKey(sample);
        const known = entry.samples.get(key);
        if (known) known.value += sample.value;
        else entry.samples.set(key, { ...sample, labels: { ...sample.labels } });
      }
    }
  }
  return [...metrics.values()].map(({ metric, samples }) => ({ ...metric, values: [...samples.values()] }));
}

/**
 * The carry of one cluster primary; `W` is whatever identifies a worker (node:cluster's Worker in server/cluster.ts).
 * All methods are synchronous, so a reply and an exit are applied in the order they arrive.
 */
export class MetricsCarry<W extends object> {
  /** Each live worker's last-known counters and histograms. */
  private readonly last = new Map<W, MetricsJson>();
  /** Workers already retired: a reply that arrives after the exit is already in `retired` (or too late to count). */
  private readonly gone = new WeakSet<W>();
  /** The summed counters and histograms of every worker that has exited. */
  private retired: MetricsJson = [];

  /** Remembers `worker`'s reply (its whole registry as JSON); ignored once the worker is retired. */
  record(worker: W, metrics: MetricsJson): void {
    if (this.gone.has(worker)) return;
    this.last.set(worker, sumCarried([metrics]));
  }

  /** `worker` has exited: its last-known counters and histograms join the retired total. Idempotent. */
  retire(worker: W): void {
    if (this.gone.has(worker)) return;
    this.gone.add(worker);
    const last = this.last.get(worker);
    this.last.delete(worker);
    if (last) this.retired = sumCarried([this.retired, last]);
  }

  /**
   * The registries one scrape sums (with prom-client's `AggregatorRegistry.aggregate`): each fresh reply whole
   * (gauges included) for a live worker, the last-known counters and histograms of every other live worker that ever
   * answered, and the retired total. `fresh`: this scrape's replies by worker (already `record`ed).
   */
  registries(fresh: ReadonlyMap<W, MetricsJson>): MetricsJson[] {
    const out: MetricsJson[] = [];
    for (const [worker, metrics] of fresh) if (!this.gone.has(worker)) out.push(metrics);
    for (const [worker, metrics] of this.last) if (!fresh.has(worker)) out.push(metrics);
    if (this.retired.length > 0) out.push(this.retired);
    return out;
  }
}
