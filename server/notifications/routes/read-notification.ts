import type { FastifyInstance } from 'fastify';
import { notificationsReadNotification } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/customer/readnotification {id: number[]} (docs/product.md §7, §4 Notifications) -> success, data null.
 * Marks only the caller's own notifications read; ids of other players (or unknown ids) are ignored, never
 * changed, so the reply cannot be used to probe which ids exist.
 */
export function readNotificationRoute(app: FastifyInstance): void {
  route(app, notificationsReadNotification, { preHandler: app.auth.required }, async (request) => {
    await app.notifications.markRead(sessionOf(request).playerId, request.body.id);
    return ok(null);
  });
}
