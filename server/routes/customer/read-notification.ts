import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ReadNotificationRequest } from '../../../contracts/types/customer/read-notification.request.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/customer/readnotification {id: number[]} (spec §7, §4 Notifications) -> success, data null.
 * Marks only the caller's own notifications read; ids of other players (or unknown ids) are ignored, never
 * changed, so the reply cannot be used to probe which ids exist.
 */
export function readNotificationRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ReadNotificationRequest }>(
    '/api/customer/readnotification',
    { schema: { body: ctx.schemas.get('customer/read-notification.request') }, preHandler: ctx.auth.required },
    async (request) => {
      await ctx.notifications.markRead(sessionOf(request).playerId, request.body.id);
      return ok(null);
    },
  );
}
