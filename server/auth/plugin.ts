import type { FastifyPluginAsync } from 'fastify';
import { phoneLimitKey } from '@server/account/phones';
import { RecoveryService } from './recovery';
import { authFormRoute } from './routes/form';
import { changePasswordWithCodeRoute } from './routes/change-password-with-code';
import { checkResetCodeRoute } from './routes/check-reset-code';
import { exclusionReturnRoute } from './routes/exclusion-return';
import { loginRoute } from './routes/login';
import { loginSecondStepRoute } from './routes/login-second-step';
import { logoutRoute } from './routes/logout';
import { reauthRoute } from './routes/reauth';
import { registerRoute } from './routes/register';
import { sendResetPasswordRoute } from './routes/send-reset-password';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password recovery by SMS code (docs/product.md §7 Recovery); decorated inside the auth area only. */
    recovery: RecoveryService;
  }
}

/**
 * The auth area: login, logout, registration, exclusion return, password recovery and step-up re-authentication. Adds the recovery service
 * (only this area uses it); the registration checks it shares with other areas are app.registrationChecks
 * (server/auth/service-plugin.ts).
 */
export const authArea: FastifyPluginAsync = async (app) => {
  app.decorate('recovery', new RecoveryService(app.db, app.sender, app.smsBudget, (phone) =>
    app.rateLimiter.within(['smsNumberHour', 'smsNumberDay'], phoneLimitKey(phone)),
  ));
  loginRoute(app);
  exclusionReturnRoute(app);
  logoutRoute(app);
  authFormRoute(app);
  registerRoute(app);
  sendResetPasswordRoute(app);
  checkResetCodeRoute(app);
  changePasswordWithCodeRoute(app);
  loginSecondStepRoute(app);
  reauthRoute(app);
};
