import type { FastifyInstance } from 'fastify';
import { platformHealth } from '@contracts/api/index';
import type { Health } from '@contracts/types/platform/health';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { databaseAnswers } from './health-check';

/**
 * GET /api/health (public, no session) -> data Health {database, listener, hub: {connections, players}, mode, pid}.
 * HTTP 200 with success true when the database answers and the hub's cross-process listener is not down; 503 with
 * success false (same data) otherwise, so a load balancer takes this process out of rotation. Cheap: concurrent
 * calls share one `SELECT 1`; `Cache-Control: no-store` so no proxy answers for a dead process.
 */
export function healthRoute(app: FastifyInstance): void {
  let pending: Promise<boolean> | null = null;
  route(app, platformHealth, {}, async (request, reply) => {
    pending ??= databaseAnswers(app.db).finally(() => {
      pending = null;
    });
    const database = (await pending) ? 'up' : 'down';
    const listener = app.hub.fanoutState();
    const healthy = database === 'up' && listener !== 'down';
    reply.code(healthy ? 200 : 503).header('cache-control', 'no-store');
    const data: Health = { database, listener, hub: { connections: app.hub.connectionCount(), players: app.hub.playerCount() }, mode: app.mode, pid: process.pid };
    return { success: healthy, message: translate(request.locale, healthy ? 'health.up' : 'health.down'), data };
  });
}
