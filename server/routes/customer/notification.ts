import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { NotificationList } from '../../../contracts/types/customer/notification.ts';
import type { NotificationListRequest } from '../../../contracts/types/customer/notification.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/customer/notification {skip, take ≤ 100} (spec §7, §9 take 100) -> data: the caller's own
 * notifications, newest first. 401 without a live session; 400 naming the field on a bad body.
 */
export function notificationListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: NotificationListRequest }>(
    '/api/customer/notification',
    { schema: { body: ctx.schemas.get('customer/notification.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const data: NotificationList = await ctx.notifications.list(sessionOf(request).playerId, request.body.skip, request.body.take);
      return ok(data);
    },
  );
}
