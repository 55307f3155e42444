import type { TransactionType } from '@site/features/wallet/api/payment-methods';
import type { PaymentMethod } from '@contracts/types/wallet/methods';

const KINDS: readonly string[] = ['bank', 'card', 'ewallet', 'crypto'];

/** The data of the dynamic deposit/withdraw dialogs (docs/product.md §2: id, type, title) plus the method's lira limits. */
export interface PaymentDialogData {
  id: number;
  type: TransactionType;
  title: string;
  /** Lira. */
  minAmount?: number;
  /** Lira. */
  maxAmount?: number;
  /** The method's family (its logo); absent when the opener did not say. */
  kind?: PaymentMethod['kind'];
  /** The method card's terms line, e.g. 'Instant · No fee' (docs/wallet.md). */
  terms?: string;
}

/** Reads dialogAtom's data; null when it is not a usable payment dialog payload (the dialog then closes). */
export function parsePaymentDialogData(data: Record<string, unknown> | undefined, type: TransactionType): PaymentDialogData | null {
  if (!data || typeof data.id !== 'number' || !Number.isSafeInteger(data.id)) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  return {
    id: data.id,
    type,
    title: typeof data.title === 'string' ? data.title : '',
    minAmount: num(data.minAmount),
    maxAmount: num(data.maxAmount),
    kind: typeof data.kind === 'string' && KINDS.includes(data.kind) ? (data.kind as PaymentMethod['kind']) : undefined,
    terms: typeof data.terms === 'string' && data.terms ? data.terms : undefined,
  };
}
