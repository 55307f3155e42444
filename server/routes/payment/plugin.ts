import type { FastifyPluginAsync } from 'fastify';
import { cancelWithdrawalRoute } from './cancel-withdrawal.ts';
import { demoPayPageRoute } from './demo-pay-page.ts';
import { operatorWithdrawalsRoute } from './operator-withdrawals.ts';
import { paymentCashierRoute } from './cashier.ts';
import { paymentDepositRoute } from './deposit.ts';
import { paymentDetailRoute } from './detail.ts';
import { paymentMethodsRoute } from './methods.ts';
import { paymentWithdrawRoute } from './withdraw.ts';

/**
 * The payment area: its routes (transitional: route modules still take the AppContext; issue 18 turns each into a
 * contract route reaching services through the instance's decorators).
 */
export const paymentArea: FastifyPluginAsync = async (app) => {
  paymentMethodsRoute(app, app.ctx);
  paymentDetailRoute(app, app.ctx);
  paymentCashierRoute(app, app.ctx);
  paymentDepositRoute(app, app.ctx);
  paymentWithdrawRoute(app, app.ctx);
  if (app.rules.demoRoutes) demoPayPageRoute(app, app.ctx);
  operatorWithdrawalsRoute(app, app.ctx);
  cancelWithdrawalRoute(app, app.ctx);
};
