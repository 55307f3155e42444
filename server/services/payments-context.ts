import type { AppContext } from '../app-context.ts';
import { DemoPaymentProvider } from '../providers/payments/demo-psp.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { PaymentMethodService } from './payment-methods.ts';
import { PaymentService } from './payments.ts';
import { WithdrawalOperator } from './payments-operator.ts';

export interface PaymentServices {
  methods: PaymentMethodService;
  payments: PaymentService;
  operator: WithdrawalOperator;
  /** The PSP adapter deposits go through (production start names it when it is still the demo one). */
  provider: PaymentProvider;
}

const cache = new WeakMap<AppContext, PaymentServices>();

/**
 * The payment services of an app, built once per AppContext from its db, wallet and notifications, with the
 * demo PSP (the one provider shipped; a real one implements PaymentProvider and replaces it here).
 */
export function paymentsOf(ctx: AppContext): PaymentServices {
  let services = cache.get(ctx);
  if (!services) {
    const methods = new PaymentMethodService(ctx.db);
    const provider = new DemoPaymentProvider();
    services = {
      methods,
      provider,
      payments: new PaymentService(ctx.db, methods, ctx.wallet, ctx.notifications, provider),
      operator: new WithdrawalOperator(ctx.db, ctx.wallet, ctx.notifications),
    };
    cache.set(ctx, services);
  }
  return services;
}
