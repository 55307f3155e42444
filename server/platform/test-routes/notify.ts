import type { FastifyInstance } from 'fastify';
import { testNotify } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { sendPromotion } from '@server/bonus/marketing';
import { NotificationTypes } from '@server/notifications/notifications';

/**
 * POST /api/test/notify {username, type, title, note} -> data: the stored Notification, also pushed over the
 * hub to the player's connections. 404 for an unknown username. Registered only in demo and test mode (never
 * in production), like the outbox: journeys use it to push a notification without a payment provider.
 * Bonus and Jackpot notifications stand for promotions (docs/registration-checks.md): held back (data null) from a player in a
 * time-out or self-exclusion.
 */
export function testNotifyRoute(app: FastifyInstance): void {
  route(app, testNotify, {}, async (request) => {
    const { username, type, title, note } = request.body;
    const player = await app.players.findByUsername(username);
    if (!player) throw new ApiFailure(404, 'common.notFound');
    const promo = type === NotificationTypes.Bonus || type === NotificationTypes.Jackpot;
    return ok(
      promo
        ? await sendPromotion(app, app.notifications, player.id, { type, title, note })
        : await app.notifications.create(player.id, { type, title, note }),
    );
  });
}
