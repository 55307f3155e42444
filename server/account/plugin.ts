import type { FastifyPluginAsync } from 'fastify';
import { AccountService } from './account';
import { PhoneVerificationService } from './phone-verification';
import { changePasswordRoute } from './routes/change-password';
import { historyExportRoute } from './routes/export';
import { sessionHistoryRoute } from './routes/session-history';
import { sessionsRoutes } from './routes/sessions';
import { updatePhoneRoute } from './routes/update-phone';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password change and the names the registration checks compare (account area only). */
    account: AccountService;
    /** Phone verification by SMS code, docs/product.md §4 (account area only). */
    phones: PhoneVerificationService;
  }
}

/**
 * The account area: phone and password changes, the session list and history, and the history export. These calls
 * share the /api/customer path (docs/product.md §7) with the financial and game histories, the bonus list and the
 * notifications, which their own domains register (wallet, casino, bonus, notifications).
 */
export const accountArea: FastifyPluginAsync = async (app) => {
  app.decorate('account', new AccountService(app.db));
  app.decorate('phones', new PhoneVerificationService(app.db, app.sender, app.smsBudget, app.notifications));
  updatePhoneRoute(app);
  changePasswordRoute(app);
  sessionHistoryRoute(app);
  historyExportRoute(app);
  sessionsRoutes(app);
};
