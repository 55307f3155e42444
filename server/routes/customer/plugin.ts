import type { FastifyPluginAsync } from 'fastify';
import { bonusesRoute } from './bonuses.ts';
import { changePasswordRoute } from './change-password.ts';
import { financialHistoryRoute } from './financial-history.ts';
import { gameHistoryRoute } from './game-history.ts';
import { historyExportRoute } from './export.ts';
import { notificationListRoute } from './notification.ts';
import { readNotificationRoute } from './read-notification.ts';
import { sessionHistoryRoute } from './session-history.ts';
import { updatePhoneRoute } from './update-phone.ts';

/**
 * The customer area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const customerArea: FastifyPluginAsync = async (app) => {
  updatePhoneRoute(app, app.ctx);
  changePasswordRoute(app, app.ctx);
  bonusesRoute(app, app.ctx);
  financialHistoryRoute(app, app.ctx);
  sessionHistoryRoute(app, app.ctx);
  notificationListRoute(app, app.ctx);
  readNotificationRoute(app, app.ctx);
  gameHistoryRoute(app, app.ctx);
  historyExportRoute(app, app.ctx);
};
