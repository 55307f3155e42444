import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { platformHealth, platformHealthLive, platformHealthReady } from '@contracts/api/index';
import type { Health } from '@contracts/types/platform/health';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { databaseAnswers } from './health-check';

/**
 * Liveness and readiness for load balancers and process managers (public, no session, `Cache-Control: no-store` so no
 * proxy answers for a dead process; docs/operations.md "Health"):
 * - GET /api/health/live -> 200 {pid} while the process runs and its event loop answers; nothing else is checked, so
 *   a liveness probe never restarts a process because its database is down.
 * - GET /api/health/ready, and GET /api/health (the same check, kept for existing probes) -> data Health {database,
 *   listener, draining, hub: {connections, players}, mode, pid}: 200 with success true when the database answers, the
 *   hub's cross-process listener is not down and the process is not draining (./drain.ts); 503 with success false
 *   (same data) otherwise, so a load balancer takes this process out of rotation. Cheap: concurrent calls share one
 *   `SELECT 1`.
 */
export function healthRoute(app: FastifyInstance): void {
  let pending: Promise<boolean> | null = null;
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    pending ??= databaseAnswers(app.db).finally(() => {
      pending = null;
    });
    const database = (await pending) ? 'up' : 'down';
    const listener = app.hub.fanoutState();
    const draining = app.lifecycle.draining;
    const healthy = database === 'up' && listener !== 'down' && !draining;
    reply.code(healthy ? 200 : 503).header('cache-control', 'no-store');
    const data: Health = { database, listener, draining, hub: { connections: app.hub.connectionCount(), players: app.hub.playerCount() }, mode: app.mode, pid: process.pid };
    return { success: healthy, message: translate(request.locale, healthy ? 'health.up' : draining ? 'health.draining' : 'health.down'), data };
  };
  route(app, platformHealth, {}, ready);
  route(app, platformHealthReady, {}, ready);
  route(app, platformHealthLive, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ pid: process.pid }, translate(request.locale, 'health.live'));
  });
}
