import type { FastifyPluginAsync } from 'fastify';
import { authFormRoute } from './form.ts';
import { changePasswordWithCodeRoute } from './change-password-with-code.ts';
import { checkResetCodeRoute } from './check-reset-code.ts';
import { exclusionReturnRoute } from './exclusion-return.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';
import { registerRoute } from './register.ts';
import { sendResetPasswordRoute } from './send-reset-password.ts';

/**
 * The auth area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const authArea: FastifyPluginAsync = async (app) => {
  loginRoute(app, app.ctx);
  exclusionReturnRoute(app, app.ctx);
  logoutRoute(app, app.ctx);
  authFormRoute(app, app.ctx);
  registerRoute(app, app.ctx);
  sendResetPasswordRoute(app, app.ctx);
  checkResetCodeRoute(app, app.ctx);
  changePasswordWithCodeRoute(app, app.ctx);
};
