import { ApiFailure } from '../http/envelope.ts';
import type { PaymentField } from '../../contracts/types/payment/detail.ts';
import { liraToKurus } from './money.ts';
import { liraText } from './payments-format.ts';
import { field as fieldParam } from '../i18n/message-params.ts';
import type { PaymentMethodRow } from './payment-methods.ts';
import {
  fillsMask,
  isValidExpiry,
  isValidIban,
  isValidLuhn,
  isValidWalletAddress,
  normaliseTrIban,
} from './payment-methods-checks.ts';

export interface CheckedDetail {
  amountKurus: number;
  /** The values to store: normalised, with card numbers reduced to their last four digits. */
  stored: Record<string, string | number | boolean>;
}

type Value = string | number | boolean;

const fail = (field: string, key: 'payment.fieldRequired' | 'payment.fieldInvalid' | 'payment.fieldUnknown') => {
  throw new ApiFailure(400, key, { field: fieldParam(field) });
};

/** Type check per field type of docs/product.md §3 (String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7). */
function checkType(field: PaymentField, value: Value): Value {
  const options = field.option;
  if (options || field.objectType === 7) {
    const match = options?.find((o) => String(o.id) === String(value));
    if (!match) fail(field.key, 'payment.fieldInvalid');
    return match!.id;
  }
  switch (field.objectType) {
    case 1: {
      if (typeof value !== 'string' || value.trim() === '' || value.length > 200) fail(field.key, 'payment.fieldInvalid');
      const text = (value as string).trim();
      if (field.mask && field.key !== 'iban' && !fillsMask(field.mask, text)) fail(field.key, 'payment.fieldInvalid');
      return text;
    }
    case 2:
    case 3:
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(field.key, 'payment.fieldInvalid');
      return value;
    case 4:
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(field.key, 'payment.fieldInvalid');
      return value;
    case 5:
      if (typeof value !== 'boolean') fail(field.key, 'payment.fieldInvalid');
      return value;
    case 6:
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) fail(field.key, 'payment.fieldInvalid');
      return value;
    default:
      throw new Error(`payment method field ${field.key} has unknown objectType ${field.objectType}`);
  }
}

/** Rules by well-known key: IBAN mod-97, card Luhn and expiry, wallet address per network. */
function checkKnownKey(key: string, value: Value, all: Record<string, Value>): Value {
  if (key === 'iban') {
    const iban = typeof value === 'string' ? normaliseTrIban(value) : null;
    if (!iban || !isValidIban(iban)) throw new ApiFailure(400, 'payment.invalidIban');
    return iban;
  }
  if (key === 'cardNumber') {
    if (typeof value !== 'string' || !isValidLuhn(value)) throw new ApiFailure(400, 'payment.invalidCard');
    return `**** ${value.replace(/\s+/g, '').slice(-4)}`;
  }
  if (key === 'expiry' && (typeof value !== 'string' || !isValidExpiry(value))) throw new ApiFailure(400, 'payment.invalidExpiry');
  if (key === 'walletAddress' && (typeof value !== 'string' || !isValidWalletAddress(String(all.network ?? ''), value))) {
    throw new ApiFailure(400, 'payment.invalidWalletAddress');
  }
  return value;
}

/**
 * Validates every value of `detail` against the method's field descriptors (docs/product.md §5 Dynamic forms: every field
 * required). Unknown keys are refused, the amount must be lira with at most two decimals within the method's
 * min/max. `presets` (a saved detail's values, already checked and in stored form) fill their fields instead of
 * `detail`'s. Throws ApiFailure 400 naming the field; never moves money or writes anything.
 */
export function checkDetail(method: PaymentMethodRow, detail: Record<string, unknown>, presets: Record<string, Value> = {}): CheckedDetail {
  const known = new Set(method.fields.map((f) => f.key));
  for (const key of Object.keys(detail)) if (!known.has(key)) fail(key, 'payment.fieldUnknown');
  const typed: Record<string, Value> = {};
  for (const field of method.fields) {
    if (field.key in presets) continue;
    const value = detail[field.key];
    if (value === undefined || value === null || value === '') fail(field.key, 'payment.fieldRequired');
    typed[field.key] = checkType(field, value as Value);
  }
  const stored: Record<string, Value> = {};
  for (const [key, value] of Object.entries(typed)) stored[key] = checkKnownKey(key, value, typed);
  // Values of a saved detail (issue 16, cashier) were checked when first used and are in stored form already.
  for (const [key, value] of Object.entries(presets)) if (known.has(key)) stored[key] = value;

  const amount = typed.amount;
  if (typeof amount !== 'number') throw new Error(`payment method ${method.id} has no numeric amount field`);
  let amountKurus: number;
  try {
    amountKurus = liraToKurus(amount);
  } catch {
    throw new ApiFailure(400, 'payment.fieldInvalid', { field: fieldParam('amount') });
  }
  if (amountKurus < method.minKurus || amountKurus > method.maxKurus) {
    throw new ApiFailure(400, 'payment.amountOutOfRange', {
      min: liraText(method.minKurus),
      max: liraText(method.maxKurus),
    });
  }
  return { amountKurus, stored };
}
