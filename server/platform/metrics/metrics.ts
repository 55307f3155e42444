/**
 * The server's metrics in the Prometheus format (prom-client; docs/operations.md "Metrics"). One registry per app,
 * so several apps of one process (tests) never share counters, merged with the process's own (memory, event loop);
 * the cluster primary of WORKERS=N sums the workers' registries (./listener.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db, PoolState, Queryable } from '@server/db/db';
import { LEDGER_KINDS } from '@server/wallet/wallet';

/** Seconds buckets of request and query times: 1 ms to 10 s. */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the gauges read when scraped (set by ./plugin.ts once the services exist). */
export interface MetricSources {
  hubConnections(): number;
  listenerUp(): boolean;
  /** Withdrawals waiting for an operator and the oldest one's age, seconds. */
  pendingWithdrawals(): Promise<{ count: number; oldestSeconds: number }>;
  /** SMS sent in the current hour and day windows over their budgets (0..1+). */
  smsBudgetUse(): Promise<{ hour: number; day: number }>;
  /** The database's connection pool now (Db.poolState). */
  dbPool(): PoolState;
}

let processMetrics: Registry | null = null;
/**
 * The process's own metrics (prom-client's defaults: memory, CPU, event-loop lag, heap, GC), collected once per
 * process however many apps it builds (tests build many): they describe the process, not an app.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** The app's metrics; `registry.metrics()` is the exposition text (the app's and the process's). */
export class Metrics {
  private readonly own = new Registry();
  sources: MetricSources | null = null;
  readonly requests = new Counter({ name: 'casino_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers: [this.own] });
  readonly requestSeconds = new Histogram({ name: 'casino_http_request_duration_seconds', help: 'Time from request to reply, seconds, by method and route pattern.', labelNames: ['method', 'route'], buckets: SECONDS, registers: [this.own] });
  readonly rateLimited = new Counter({ name: 'casino_rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit, by route pattern.', labelNames: ['route'], registers: [this.own] });
  readonly loginFailures = new Counter({ name: 'casino_login_failures_total', help: 'Sign-in attempts refused (wrong password, second step, passkey), by route pattern.', labelNames: ['route'], registers: [this.own] });
  readonly hubConnections: Gauge = new Gauge({
    name: 'casino_hub_connections', help: 'Open hub (SignalR) connections of this process.', registers: [this.own],
    collect: () => {
      if (this.sources) this.hubConnections.set(this.sources.hubConnections());
    },
  });
  readonly hubPushes = new Counter({ name: 'casino_hub_pushes_total', help: 'Hub messages written to sockets (one per socket).', registers: [this.own] });
  readonly hubPushSeconds = new Histogram({ name: 'casino_hub_push_latency_seconds', help: 'Time from a push being published (any process) to its delivery to this process\'s sockets, seconds.', buckets: SECONDS, registers: [this.own] });
  readonly dbSeconds = new Histogram({ name: 'casino_db_query_duration_seconds', help: 'Database statements and whole transactions, seconds.', labelNames: ['op'], buckets: SECONDS, registers: [this.own] });
  readonly listenerUp: Gauge = new Gauge({
    name: 'casino_db_listener_up', help: '1 while LISTEN notifications arrive (hub fan-out, caches), 0 while the listener connection is lost.', aggregator: 'min', registers: [this.own],
    collect: () => {
      if (this.sources) this.listenerUp.set(this.sources.listenerUp() ? 1 : 0);
    },
  });
  // Summed over the workers of WORKERS=N (each has a pool of its own), as prom-client's aggregator does by default.
  readonly dbPool: Gauge = new Gauge({
    name: 'casino_db_pool_connections', help: 'Database pool connections of this process, by state: total (open), idle (free), waiting (calls queued for a connection).',
    labelNames: ['state'], aggregator: 'sum', registers: [this.own],
    collect: () => {
      if (!this.sources) return;
      const pool = this.sources.dbPool();
      this.dbPool.set({ state: 'total' }, pool.total);
      this.dbPool.set({ state: 'idle' }, pool.idle);
      this.dbPool.set({ state: 'waiting' }, pool.waiting);
    },
  });
  readonly money = new Counter({ name: 'casino_wallet_movements_total', help: 'Committed wallet movements by ledger kind (deposit, withdrawal, bet, win, …).', labelNames: ['kind'], registers: [this.own] });
  readonly moneyLira = new Counter({ name: 'casino_wallet_movements_lira_total', help: 'Lira moved by committed wallet movements, by ledger kind (absolute amounts).', labelNames: ['kind'], registers: [this.own] });
  readonly smsSent = new Counter({ name: 'casino_sms_sent_total', help: 'SMS handed to the SMS provider.', registers: [this.own] });
  readonly pendingWithdrawals: Gauge = new Gauge({
    name: 'casino_withdrawals_pending', help: 'Withdrawals waiting for an operator (whole database).', aggregator: 'max', registers: [this.own],
    collect: async () => {
      if (!this.sources) return;
      const pending = await this.sources.pendingWithdrawals();
      this.pendingWithdrawals.set(pending.count);
      this.pendingWithdrawalAge.set(pending.oldestSeconds);
    },
  });
  readonly pendingWithdrawalAge = new Gauge({ name: 'casino_withdrawals_pending_oldest_age_seconds', help: 'Age of the oldest withdrawal waiting for an operator, seconds (0 when none).', aggregator: 'max', registers: [this.own] });
  readonly smsBudgetUse: Gauge = new Gauge({
    name: 'casino_sms_budget_used_ratio', help: 'SMS sent in the current window over the window\'s budget (config/site.json phones.smsBudget), by window (hour, day).',
    labelNames: ['window'], aggregator: 'max', registers: [this.own],
    collect: async () => {
      if (!this.sources) return;
      const use = await this.sources.smsBudgetUse();
      this.smsBudgetUse.set({ window: 'hour' }, use.hour);
      this.smsBudgetUse.set({ window: 'day' }, use.day);
    },
  });
  readonly auditWriteFailures = new Counter({ name: 'casino_audit_write_failures_total', help: 'Audit trail rows that could not be written (the action itself was done; the error line names the row).', registers: [this.own] });
  readonly draining = new Gauge({ name: 'casino_draining', help: '1 once this process stops taking new work (SIGTERM, rolling restart).', registers: [this.own] });

  /** This app's metrics and the process's (nodejs_*, process_*). */
  readonly registry: Registry = Registry.merge([this.own, processRegistry()]);

  constructor() {
    // Every ledger kind's series exists from the start at 0: a series born at its first movement has no earlier sample,
    // so Prometheus's rate() and increase() would miss that movement (the first deposit, the first win of the day).
    for (const kind of LEDGER_KINDS) {
      this.money.inc({ kind }, 0);
      this.moneyLira.inc({ kind }, 0);
    }
  }

  /** Counts a committed wallet movement of `kind` moving `amountKurus` (signed) kuruş. */
  moved(kind: string, amountKurus: number): void {
    this.money.inc({ kind });
    this.moneyLira.inc({ kind }, Math.abs(amountKurus) / 100);
  }
}

/** Callbacks to run once a transaction has committed, by its (instrumented) transaction handle. */
const commitHooks = new WeakMap<Queryable, (() => void)[]>();

/**
 * Runs `fn` once the transaction `q` belongs to has committed (never when it rolls back); at once when `q` is no
 * transaction of an instrumented database (its statement has committed already).
 */
export function afterCommit(q: Queryable, fn: () => void): void {
  const hooks = commitHooks.get(q);
  if (hooks) hooks.push(fn);
  else fn();
}

/**
 * `db` with every statement and every transaction timed into `metrics.dbSeconds` (op: query, exec, transaction), and
 * afterCommit hooks run when a transaction commits. Everything else is `db`'s own.
 */
export function instrumentDb(db: Db, metrics: Metrics): Db {
  const timed = <T>(op: string, run: () => Promise<T>): Promise<T> => {
    const end = metrics.dbSeconds.startTimer({ op });
    return run().finally(() => end());
  };
  return {
    kind: db.kind,
    description: db.description,
    query: <T extends object>(sql: string, params?: readonly unknown[]) => timed('query', () => db.query<T>(sql, params)),
    exec: (sql) => timed('exec', () => db.exec(sql)),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const hooks: (() => void)[] = [];
      const result = await timed('transaction', () =>
        db.transaction((raw) => {
          const tx: Queryable = {
            query: <R extends object>(sql: string, params?: readonly unknown[]) => timed('query', () => raw.query<R>(sql, params)),
            exec: (sql) => timed('exec', () => raw.exec(sql)),
          };
          commitHooks.set(tx, hooks);
          return fn(tx);
        }),
      );
      for (const hook of hooks) hook();
      return result;
    },
    listen: (channel, handler, onRestored) => db.listen(channel, handler, onRestored),
    listenerState: () => db.listenerState(),
    poolState: () => db.poolState(),
    notify: (channel, payload) => db.notify(channel, payload),
    close: () => db.close(),
  };
}
