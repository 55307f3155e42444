import type { FastifyPluginAsync } from 'fastify';
import { cancelWithdrawalRoute } from './cancel-withdrawal';
import { demoPayPageRoute } from './demo-pay-page';
import { operatorWithdrawalsRoute } from './operator-withdrawals';
import { paymentCashierRoute } from './cashier';
import { paymentDepositRoute } from './deposit';
import { paymentDetailRoute } from './detail';
import { paymentMethodsRoute } from './methods';
import { paymentWithdrawRoute } from './withdraw';

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
