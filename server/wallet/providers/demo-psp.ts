import type { BankTransferAccount, DepositStart, DepositStartResult, PaymentProvider } from './payment-provider';

/** Path of the demo payment page of a request, served by server/wallet/routes/demo-pay-page.ts. */
export const demoPayPath = (publicId: string): string => `/demo/pay/${encodeURIComponent(publicId)}`;

/** The demo operator's bank account for Havale/EFT deposits (demo values; a real adapter reads its own configuration). */
export const DEMO_BANK_ACCOUNT: BankTransferAccount = {
  bankName: 'Demo Katılım Bankası',
  accountHolder: 'Yıldız Oyun Hizmetleri A.Ş.',
  iban: 'TR360001000123456789012345',
};

/**
 * The built-in demo PSP: every deposit gets the server's own payment page at `/demo/pay/{publicId}`, whose
 * Confirm button credits the wallet and Cancel cancels the request. No money leaves the database.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo';

  constructor(readonly bankTransferAccount: BankTransferAccount | null = DEMO_BANK_ACCOUNT) {}

  async startDeposit(request: DepositStart): Promise<DepositStartResult> {
    return { url: `${request.origin}${demoPayPath(request.publicId)}` };
  }
}
