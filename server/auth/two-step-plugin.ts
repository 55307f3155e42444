import type { FastifyPluginAsync } from 'fastify';
import { twoStepRoutes } from './routes/two-step';

/**
 * The two-step settings of the account page (docs/security.md "Two-step sign-in"): status, setting up an
 * authenticator app, renaming or turning it off, new recovery codes. The service is app.twoStep (the login's
 * second step in the auth area uses it too).
 */
export const twoStepArea: FastifyPluginAsync = async (app) => {
  twoStepRoutes(app);
};
