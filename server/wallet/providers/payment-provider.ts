/**
 * The one interface a payment service provider (PSP) implements: the platform
 * server hands it a created deposit request and gets back where the player pays. A real PSP adapter replaces
 * the demo one by implementing this and calling PaymentService.confirmDeposit/cancelDeposit from its callback.
 */
export interface DepositStart {
  /** Numeric id of the payment request. */
  requestId: number;
  /** Opaque, unguessable id of the request, safe to put in a URL. */
  publicId: string;
  /** Kuruş. */
  amountKurus: number;
  methodName: string;
  /** Origin of the site as the player reached it, e.g. 'https://example.com' (for absolute URLs). */
  origin: string;
}

export interface DepositStartResult {
  /** The payment page URL (docs/product.md §4: a string starting with 'http' opens in a new tab), or null. */
  url: string | null;
}

/** The operator's bank account that Havale/EFT deposits are sent to (docs/wallet.md). */
export interface BankTransferAccount {
  bankName: string;
  accountHolder: string;
  /** Compact IBAN, e.g. 'TR360001000123456789012345' (mod-97 valid). */
  iban: string;
}

export interface PaymentProvider {
  readonly name: string;
  startDeposit(request: DepositStart): Promise<DepositStartResult>;
  /**
   * The account bank-transfer deposits go to, from the adapter's configuration; null (or absent) when the
   * provider takes no bank transfers, and the deposit dialog then shows no account.
   */
  readonly bankTransferAccount?: BankTransferAccount | null;
}
