import type { FastifyPluginAsync } from 'fastify';
import { ProtectionOperatorView } from '@server/protection/operator';
import { operatorConfigRoutes } from './routes/config-reload';
import { operatorProtectionRoutes } from './routes/protection';
import { operatorTwoStepRoutes } from './routes/two-step';
import { operatorSmsRoutes } from './routes/sms';
import { operatorReconcileRoutes } from './routes/reconcile';
import { operatorAuditRoutes } from './routes/audit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's protection view (docs/player-protection-operator.md); decorated inside the operator area only. */
    protectionOperator: ProtectionOperatorView;
  }
}

/**
 * The operator area: the operator's protection view on the protection clock (app.protection), and its routes; the
 * config reload (app.siteConfig, docs/operators.md); the SMS sent against the overall SMS budget (app.smsBudget); the
 * reconciliation of provider money (docs/providers.md); the audit trail's list and export (docs/operations.md "Audit trail").
 * Encapsulated: the decorator is this area's only; the audit of every operator call is server/operator/audit-plugin.ts.
 */
export const operatorArea: FastifyPluginAsync = async (app) => {
  const protection = app.protection;
  app.decorate('protectionOperator', new ProtectionOperatorView(app.db, protection.profile, () => protection.clock.now()));
  operatorProtectionRoutes(app);
  operatorConfigRoutes(app);
  operatorTwoStepRoutes(app);
  operatorSmsRoutes(app);
  operatorReconcileRoutes(app);
  operatorAuditRoutes(app);
};
