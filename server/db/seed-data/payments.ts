import type { Queryable } from '@server/db/db';
import type { PaymentField } from '@contracts/types/wallet/detail';

import { FieldType } from '@contracts/domain/payment-fields';

export interface PaymentMethodSeed {
  id: number;
  /** Transaction type (docs/product.md §3): 1 Deposit, 2 Withdraw. */
  transactionType: 1 | 2;
  code: string;
  name: string;
  kind: 'bank' | 'card' | 'ewallet' | 'crypto';
  /** Kuruş. */
  minKurus: number;
  /** Kuruş. */
  maxKurus: number;
  fields: PaymentField[];
  /** Processing time shown on the method card (docs/wallet.md); see MethodProcessing in services/payment-methods.ts. */
  processing: { unit: 'instant' | 'minutes' | 'hours' | 'businessDays'; min: number; max: number };
  /** Fee shown on the method card: fixed kuruş plus a percentage; the demo methods charge nothing. */
  fee: { fixedKurus: number; percent: number };
}

const field = (key: string, objectType: number, mask: string | null = null, option: PaymentField['option'] = null): PaymentField => ({
  key,
  mask,
  objectType,
  option,
});

/** The IBAN mask of Türkiye: 'TR' and 24 digits (the client sends the 24 digits, the server accepts both forms). */
export const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
export const CARD_MASK = '0000 0000 0000 0000';
export const EXPIRY_MASK = '00/00';

const amount = field('amount', FieldType.Decimal);
const bank = [field('iban', FieldType.String, IBAN_MASK), field('accountHolder', FieldType.String), amount];
const card = [field('cardNumber', FieldType.String, CARD_MASK), field('expiry', FieldType.String, EXPIRY_MASK), amount];
const ewallet = [
  field('provider', FieldType.Dropdown, null, [
    { id: 1, name: 'Papara' },
    { id: 2, name: 'Payfix' },
    { id: 3, name: 'Jeton' },
  ]),
  field('accountId', FieldType.String, '0000000000'),
  amount,
];
const crypto = [
  field('network', FieldType.Dropdown, null, [
    { id: 'TRC20', name: 'USDT (TRC20)' },
    { id: 'ERC20', name: 'USDT (ERC20)' },
    { id: 'BEP20', name: 'USDT (BEP20)' },
  ]),
  field('walletAddress', FieldType.String),
  amount,
];

/**
 * Demo payment methods for deposit (1-4) and withdrawal (11-14), each with the field descriptors of its dynamic
 * form (docs/product.md §3 Payment detail field). Seeded once; an operator's later edits of a row are kept.
 */
export const PAYMENT_METHODS: readonly PaymentMethodSeed[] = [
  { id: 1, transactionType: 1, code: 'bank-deposit', name: 'Havale / EFT', kind: 'bank', minKurus: 10_000, maxKurus: 5_000_000, fields: bank, processing: { unit: 'minutes', min: 5, max: 30 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 2, transactionType: 1, code: 'card-deposit', name: 'Kredi Kartı', kind: 'card', minKurus: 5_000, maxKurus: 2_000_000, fields: card, processing: { unit: 'instant', min: 0, max: 0 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 3, transactionType: 1, code: 'ewallet-deposit', name: 'E-Cüzdan', kind: 'ewallet', minKurus: 2_000, maxKurus: 1_000_000, fields: ewallet, processing: { unit: 'instant', min: 0, max: 0 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 4, transactionType: 1, code: 'crypto-deposit', name: 'Kripto (USDT)', kind: 'crypto', minKurus: 25_000, maxKurus: 10_000_000, fields: crypto, processing: { unit: 'minutes', min: 10, max: 30 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 11, transactionType: 2, code: 'bank-withdraw', name: 'Havale / EFT', kind: 'bank', minKurus: 10_000, maxKurus: 5_000_000, fields: bank, processing: { unit: 'businessDays', min: 1, max: 3 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 12, transactionType: 2, code: 'card-withdraw', name: 'Kredi Kartı', kind: 'card', minKurus: 10_000, maxKurus: 2_000_000, fields: card, processing: { unit: 'businessDays', min: 3, max: 5 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 13, transactionType: 2, code: 'ewallet-withdraw', name: 'E-Cüzdan', kind: 'ewallet', minKurus: 5_000, maxKurus: 1_000_000, fields: ewallet, processing: { unit: 'hours', min: 1, max: 24 }, fee: { fixedKurus: 0, percent: 0 } },
  { id: 14, transactionType: 2, code: 'crypto-withdraw', name: 'Kripto (USDT)', kind: 'crypto', minKurus: 50_000, maxKurus: 10_000_000, fields: crypto, processing: { unit: 'hours', min: 1, max: 6 }, fee: { fixedKurus: 0, percent: 0 } },
];

/**
 * Inserts the payment methods that are missing (idempotent; existing rows are left as the operator set them, except
 * that a processing time or fee never set, e.g. on rows seeded before migration 100, gets the demo value).
 */
export async function seedPaymentMethods(tx: Queryable): Promise<void> {
  for (const [i, m] of PAYMENT_METHODS.entries()) {
    await tx.query(
      `INSERT INTO payment_methods (id, transaction_type, code, name, kind, min_kurus, max_kurus, fields, sort_order, processing, fee)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb, $11::jsonb) ON CONFLICT DO NOTHING`,
      [m.id, m.transactionType, m.code, m.name, m.kind, m.minKurus, m.maxKurus, JSON.stringify(m.fields), i, JSON.stringify(m.processing), JSON.stringify(m.fee)],
    );
    await tx.query(
      `UPDATE payment_methods SET processing = COALESCE(processing, $2::jsonb), fee = COALESCE(fee, $3::jsonb)
       WHERE code = $1 AND (processing IS NULL OR fee IS NULL)`,
      [m.code, JSON.stringify(m.processing), JSON.stringify(m.fee)],
    );
  }
}
