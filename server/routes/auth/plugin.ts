import type { FastifyPluginAsync } from 'fastify';
import { phoneLimitKey } from '@server/services/phones';
import { RecoveryService } from '@server/services/recovery';
import { authFormRoute } from './form';
import { changePasswordWithCodeRoute } from './change-password-with-code';
import { checkResetCodeRoute } from './check-reset-code';
import { exclusionReturnRoute } from './exclusion-return';
import { loginRoute } from './login';
import { loginSecondStepRoute } from './login-second-step';
import { logoutRoute } from './logout';
import { reauthRoute } from './reauth';
import { registerRoute } from './register';
import { sendResetPasswordRoute } from './send-reset-password';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password recovery by SMS code (docs/product.md §7 Recovery); decorated inside the auth area only. */
    recovery: RecoveryService;
  }
}

/**
 * The auth area: login, logout, registration, exclusion return, password recovery and step-up re-authentication. Adds the recovery service
 * (only this area uses it); the registration checks it shares with other areas are app.registrationChecks
 * (server/plugins/registration-checks.ts).
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
