import type { FastifyPluginAsync } from 'fastify';
import { balanceRoute } from './routes/balance';
import { cancelWithdrawalRoute } from './routes/cancel-withdrawal';
import { demoPayPageRoute } from './routes/demo-pay-page';
import { financialHistoryRoute } from './routes/financial-history';
import { operatorWithdrawalsRoute } from './routes/operator-withdrawals';
import { paymentCashierRoute } from './routes/cashier';
import { paymentDepositRoute } from './routes/deposit';
import { paymentDetailRoute } from './routes/detail';
import { paymentMethodsRoute } from './routes/methods';
import { paymentWithdrawRoute } from './routes/withdraw';

/**
 * The wallet area (docs/wallet.md): the balance the site polls, the cashier calls, the financial history, the
 * operator's withdrawal queue and, outside production, the demo PSP's pay page. The services are `app.wallet` and
 * `app.payments` (service-plugin.ts, registered at the root because other domains and server/demo-adapters.ts use
 * them too).
 */
export const walletArea: FastifyPluginAsync = async (app) => {
  balanceRoute(app);
  financialHistoryRoute(app);
  paymentMethodsRoute(app);
  paymentDetailRoute(app);
  paymentCashierRoute(app);
  paymentDepositRoute(app);
  paymentWithdrawRoute(app);
  if (app.rules.demoRoutes) demoPayPageRoute(app);
  operatorWithdrawalsRoute(app);
  cancelWithdrawalRoute(app);
};
