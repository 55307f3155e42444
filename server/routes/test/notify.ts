import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Notification } from '../../../contracts/types/customer/notification.ts';
import type { TestNotifyRequest } from '../../../contracts/types/test/notify.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { NotificationTypes } from '../../services/notifications.ts';
import { sendPromotion } from '../../services/marketing.ts';

/**
 * POST /api/test/notify {username, type, title, note} -> data: the stored Notification, also pushed over the
 * hub to the player's connections. 404 for an unknown username. Registered only in demo and test mode (never
 * in production), like the outbox: journeys use it to push a notification without a payment provider.
 * Bonus and Jackpot notifications stand for promotions (issue 17 item 5): held back (data null) from a player in a
 * time-out or self-exclusion.
 */
export function testNotifyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TestNotifyRequest }>('/api/test/notify', { schema: { body: ctx.schemas.get('test/notify.request') } }, async (request) => {
    const { username, type, title, note } = request.body;
    const [player] = await ctx.db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = lower($1)', [username]);
    if (!player) throw new ApiFailure(404, 'common.notFound');
    const promo = type === NotificationTypes.Bonus || type === NotificationTypes.Jackpot;
    const data: Notification | null = promo
      ? await sendPromotion(ctx, ctx.notifications, player.id, { type, title, note })
      : await ctx.notifications.create(player.id, { type, title, note });
    return ok(data);
  });
}
