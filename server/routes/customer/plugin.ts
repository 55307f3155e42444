import type { FastifyPluginAsync } from 'fastify';
import { AccountService } from '@server/services/account';
import { BonusService } from '@server/services/bonus';
import { PhoneVerificationService } from '@server/services/phone-verification';
import { bonusesRoute } from './bonuses';
import { changePasswordRoute } from './change-password';
import { financialHistoryRoute } from './financial-history';
import { gameHistoryRoute } from './game-history';
import { historyExportRoute } from './export';
import { notificationListRoute } from './notification';
import { readNotificationRoute } from './read-notification';
import { sessionHistoryRoute } from './session-history';
import { sessionsRoutes } from './sessions';
import { updatePhoneRoute } from './update-phone';

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
