import type { FastifyPluginAsync } from 'fastify';
import { outboxRoute } from './outbox.ts';
import { testClockRoute } from './clock.ts';
import { testExpireCodesRoute } from './expire-codes.ts';
import { testNationalRegisterRoute } from './national-register.ts';
import { testNotifyRoute } from './notify.ts';
import { testSessionsRoute } from './sessions.ts';

/**
 * The test area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const testArea: FastifyPluginAsync = async (app) => {
  if (app.rules.testRoutes !== 'off') outboxRoute(app, app.ctx);
  if (app.rules.testRoutes !== 'off') testExpireCodesRoute(app, app.ctx);
  if (app.rules.testRoutes !== 'off') testNotifyRoute(app, app.ctx);
  if (app.rules.benchRoutes) testSessionsRoute(app, app.ctx);
  if (app.rules.testRoutes !== 'off') testClockRoute(app, app.ctx);
  if (app.rules.testRoutes !== 'off') testNationalRegisterRoute(app, app.ctx);
};
