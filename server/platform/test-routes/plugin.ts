import type { FastifyPluginAsync } from 'fastify';
import { outboxRoute } from './outbox';
import { testClockRoute } from './clock';
import { testExpireCodesRoute } from './expire-codes';
import { testNationalRegisterRoute } from './national-register';
import { testNotifyRoute } from './notify';
import { testSessionsRoute } from './sessions';
import { testPasswordBreakerRoute } from './password-breaker';

/**
 * The test area: helpers for the browser and bench suites, registered only where the mode allows (server-modes.ts):
 * /api/test/* in demo (loopback callers) and test mode, test/sessions in test mode only.
 */
export const testArea: FastifyPluginAsync = async (app) => {
  if (app.rules.testRoutes !== 'off') outboxRoute(app);
  if (app.rules.testRoutes !== 'off') testExpireCodesRoute(app);
  if (app.rules.testRoutes !== 'off') testNotifyRoute(app);
  if (app.rules.benchRoutes) testSessionsRoute(app);
  if (app.rules.testRoutes !== 'off') testClockRoute(app);
  if (app.rules.testRoutes !== 'off') testNationalRegisterRoute(app);
  if (app.rules.testRoutes !== 'off') testPasswordBreakerRoute(app);
};
