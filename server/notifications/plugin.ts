import type { FastifyPluginAsync } from 'fastify';
import { notificationListRoute } from './routes/notification';
import { readNotificationRoute } from './routes/read-notification';

/**
 * The notifications area: the player's notification list and marking one read (docs/product.md §4). The service,
 * `app.notifications`, is decorated on the root (server/platform/core-plugin.ts): every domain sends notifications.
 */
export const notificationsArea: FastifyPluginAsync = async (app) => {
  notificationListRoute(app);
  readNotificationRoute(app);
};
