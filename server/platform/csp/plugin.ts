import type { FastifyPluginAsync } from 'fastify';
import { cspReportRoute } from './csp-report';

/** The security area: the Content-Security-Policy report endpoint (and its test-mode reader). */
export const cspArea: FastifyPluginAsync = async (app) => {
  cspReportRoute(app);
};
