import type { FastifyPluginAsync } from 'fastify';
import { cspReportRoute } from './csp-report.ts';

/**
 * The security area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const securityArea: FastifyPluginAsync = async (app) => {
  cspReportRoute(app, app.ctx);
};
