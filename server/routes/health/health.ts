import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Health } from '../../../contracts/types/health/health.ts';
import type { Envelope } from '../../http/envelope.ts';
import { translate } from '../../i18n/messages.ts';

/** Longest the database check may take before the database counts as down, ms. */
export const HEALTH_DB_TIMEOUT_MS = 2_000;

/** True when `SELECT 1` answers within HEALTH_DB_TIMEOUT_MS; never throws. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([ctx.db.query('SELECT 1').then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (issue 15; public, no session) -> data Health {database, listener, hub: {connections, players}, mode}.
 * HTTP 200 with success true when the database answers and the hub's cross-process listener is not down; 503 with
 * success false (same data) otherwise, so a load balancer takes this process out of rotation. Cheap: concurrent
 * calls share one `SELECT 1`; `Cache-Control: no-store` so no proxy answers for a dead process.
 */
export function healthRoute(app: FastifyInstance, ctx: AppContext): void {
  let pending: Promise<boolean> | null = null;
  app.get('/api/health', async (request, reply): Promise<Envelope<Health>> => {
    pending ??= databaseAnswers(ctx).finally(() => {
      pending = null;
    });
    const database = (await pending) ? 'up' : 'down';
    const listener = ctx.hub.fanoutState();
    const healthy = database === 'up' && listener !== 'down';
    reply.code(healthy ? 200 : 503).header('cache-control', 'no-store');
    const data: Health = { database, listener, hub: { connections: ctx.hub.connectionCount(), players: ctx.hub.playerCount() }, mode: ctx.mode };
    return { success: healthy, message: translate(request.locale, healthy ? 'health.up' : 'health.down'), data };
  });
}
