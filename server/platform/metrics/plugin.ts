import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { typed } from '@server/db/typed';
import { RecordStatus } from '@server/wallet/payments';
import { afterCommit, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (./metrics.ts); served on METRICS_PORT only, never on the public port (./listener.ts). */
    metrics: Metrics;
  }
}

/** The sign-in calls whose refusals count as login failures (wrong password, second step, passkey). */
const LOGIN_ROUTES: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/loginsecondstep', '/api/auth/passkeylogin']);

/**
 * Decorates app.metrics and feeds it (docs/operations.md "Metrics"): every reply (rate, errors by status, latency per
 * route pattern; 429 refusals; sign-in refusals), the hub's deliveries, every committed ledger movement, every SMS
 * counted against the budget, and the gauges read at scrape time. Registered after the services it observes.
 */
async function metricsPlugin(app: FastifyInstance, options: { metrics: Metrics }): Promise<void> {
  const { metrics } = options;
  app.decorate('metrics', metrics);
  // A callback hook: it runs on every reply, and a promise per hook is measurable there.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status });
    metrics.requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === 429) metrics.rateLimited.inc({ route });
    else if (status >= 400 && LOGIN_ROUTES.has(route)) metrics.loginFailures.inc({ route });
    done();
  });
  app.hub.observeDeliveries((sockets, publishedAt) => {
    if (sockets === 0) return;
    metrics.hubPushes.inc(sockets);
    if (publishedAt !== undefined) metrics.hubPushSeconds.observe(Math.max(0, Date.now() - publishedAt) / 1000);
  });
  // Every provider's money goes through the ledger; a movement counts once its transaction has committed.
  app.wallet.observeMovements((q, kind, amountKurus) => afterCommit(q, () => metrics.moved(kind, amountKurus)));
  app.smsBudget.observeReservations(() => metrics.smsSent.inc());
  metrics.sources = {
    hubConnections: () => app.hub.connectionCount(),
    listenerUp: () => app.hub.fanoutState() !== 'down',
    dbPool: () => app.db.poolState(),
    async pendingWithdrawals() {
      const { rows } = await sql<{ count: number; oldest: number | null }>`
        SELECT count(*)::int AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest
        FROM payment_requests WHERE transaction_type = 2 AND record_status = ${RecordStatus.Pending}`.execute(typed(app.db));
      return { count: Number(rows[0]?.count ?? 0), oldestSeconds: Number(rows[0]?.oldest ?? 0) };
    },
    async smsBudgetUse() {
      const usage = await app.smsBudget.usage();
      return { hour: usage.hour.sent / Math.max(1, usage.hour.budget), day: usage.day.sent / Math.max(1, usage.day.budget) };
    },
  };
  app.addHook('onClose', async () => {
    metrics.sources = null;
  });
}

/** Registers metricsPlugin on the root (not encapsulated). */
export const metricsFastifyPlugin = fp(metricsPlugin, { name: 'metrics' });
