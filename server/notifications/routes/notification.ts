import type { FastifyInstance } from 'fastify';
import { notificationsNotification } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/customer/notification {skip, take ≤ 100} (docs/product.md §7, §9 take 100) -> data: the caller's own
 * notifications, newest first. 401 without a live session; 400 naming the field on a bad body.
 */
export function notificationListRoute(app: FastifyInstance): void {
  route(app, notificationsNotification, { preHandler: app.auth.required }, async (request) =>
    ok(await app.notifications.list(sessionOf(request).playerId, request.body.skip, request.body.take)),
  );
}
