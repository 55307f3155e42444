import type { FastifyPluginAsync } from 'fastify';
import { AccountService } from '../../services/account.ts';
import { BonusService } from '../../services/bonus.ts';
import { PhoneVerificationService } from '../../services/phone-verification.ts';
import { bonusesRoute } from './bonuses.ts';
import { changePasswordRoute } from './change-password.ts';
import { financialHistoryRoute } from './financial-history.ts';
import { gameHistoryRoute } from './game-history.ts';
import { historyExportRoute } from './export.ts';
import { notificationListRoute } from './notification.ts';
import { readNotificationRoute } from './read-notification.ts';
import { sessionHistoryRoute } from './session-history.ts';
import { sessionsRoutes } from './sessions.ts';
import { updatePhoneRoute } from './update-phone.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password change and the names the registration checks compare (customer area only). */
    account: AccountService;
    /** Phone verification by SMS code, docs/product.md §4 (customer area only). */
    phones: PhoneVerificationService;
    /** Bonus list and trial bonus (docs/bonus-wallet.md); decorated by the customer and bonus areas, each its own. */
    bonuses: BonusService;
  }
}

/** The customer area: account changes, histories, notifications, bonuses and the history export. */
export const customerArea: FastifyPluginAsync = async (app) => {
  app.decorate('account', new AccountService(app.db));
  app.decorate('phones', new PhoneVerificationService(app.db, app.sender, app.smsBudget, app.notifications));
  app.decorate('bonuses', new BonusService(app.db, app.wallet));
  updatePhoneRoute(app);
  changePasswordRoute(app);
  bonusesRoute(app);
  financialHistoryRoute(app);
  sessionHistoryRoute(app);
  notificationListRoute(app);
  readNotificationRoute(app);
  gameHistoryRoute(app);
  historyExportRoute(app);
  sessionsRoutes(app);
};
