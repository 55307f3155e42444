import fp from 'fastify-plugin';
import { DemoPaymentProvider } from './providers/demo-psp';
import type { PaymentProvider } from './providers/payment-provider';
import { CashierService } from './cashier';
import { PaymentMethodService } from './methods';
import { PaymentService } from './payments';
import { PaymentHistoryService } from './history';
import { WithdrawalOperator } from './operator';

/** The payment services (docs/wallet.md), one set per app. */
export interface PaymentServices {
  /** Payment methods and their field descriptors (docs/product.md §3). */
  methods: PaymentMethodService;
  /** Deposits and withdrawals through the wallet ledger (docs/product.md §4). */
  payments: PaymentService;
  /** The operator's pending-withdrawal queue: review, approve, reject. */
  operator: WithdrawalOperator;
  /** What the deposit / withdraw dialogs show beside their forms (docs/wallet.md). */
  cashier: CashierService;
  /** The player's deposit and withdrawal history (POST customer/financialhistory). */
  history: PaymentHistoryService;
  /** The PSP adapter deposits go through (production start names it when it is still the demo one). */
  provider: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment services: methods, deposits and withdrawals, the operator's queue, cashier info, history. */
    payments: PaymentServices;
  }
}

/** The PSP adapter of the app: the demo PSP, the one provider shipped (a real one implements PaymentProvider and replaces it here). */
export function newPaymentProvider(): PaymentProvider {
  return new DemoPaymentProvider();
}

/**
 * Decorates `app.payments` from the instance's db, wallet, notifications and player protection. Registered at the
 * root (server/app.ts): the customer area reads the history through it and server/demo-adapters.ts its provider.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const methods = new PaymentMethodService(app.db);
    const provider = newPaymentProvider();
    app.decorate('payments', {
      methods,
      provider,
      payments: new PaymentService(app.db, methods, app.wallet, app.notifications, provider, app.protection),
      operator: new WithdrawalOperator(app.db, app.wallet, app.notifications),
      cashier: new CashierService(app.db, methods, provider),
      history: new PaymentHistoryService(app.db, app.protection),
    });
  },
  { name: 'payments', dependencies: ['core', 'protection'] },
);
