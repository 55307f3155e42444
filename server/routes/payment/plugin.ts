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
 * The payment area (docs/cashier.md): the player's cashier calls, the operator's withdrawal queue and, outside
 * production, the demo PSP's pay page. The services are `app.payments` (payments-plugin.ts, registered at the root
 * because the customer area and server/demo-adapters.ts use them too).
 */
export const paymentArea: FastifyPluginAsync = async (app) => {
  paymentMethodsRoute(app);
  paymentDetailRoute(app);
  paymentCashierRoute(app);
  paymentDepositRoute(app);
  paymentWithdrawRoute(app);
  if (app.rules.demoRoutes) demoPayPageRoute(app);
  operatorWithdrawalsRoute(app);
  cancelWithdrawalRoute(app);
};
