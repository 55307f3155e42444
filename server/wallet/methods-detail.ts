import { ApiFailure } from '@server/http/envelope';
import { PAYMENT_FIELD_CHECKS, checkFieldValue, classifyField, fieldRule, paymentDetailToFormData } from '@contracts/domain/payment-field-rules';
import type { MappedField } from '@contracts/domain/payment-field-rules';
import type { PaymentField } from '@contracts/types/wallet/detail';
import { liraToKurus } from './money';
import { liraText } from './format';
import { field as fieldParam } from '@server/i18n/message-params';
import type { PaymentMethodRow } from './methods';
import {
  fillsMask,
  isValidExpiry,
  isValidIban,
  isValidLuhn,
  isValidWalletAddress,
  normaliseTrIban,
} from './methods-checks';

export interface CheckedDetail {
  amountKurus: number;
  /** The values to store: normalised, with card numbers reduced to their last four digits. */
  stored: Record<string, string | number | boolean>;
}

type Value = string | number | boolean;

const fail = (field: string, key: 'payment.fieldRequired' | 'payment.fieldInvalid' | 'payment.fieldUnknown') => {
  throw new ApiFailure(400, key, { field: fieldParam(field) });
};

/**
 * One value checked with the rule the site's form used (contracts/domain/payment-field-rules.ts fieldRule, from the same
 * descriptor; docs/architecture.md "Forms"), plus what a rule object cannot say: a masked text must fill its mask (fillsMask), a date must
 * exist, and a dropdown answers its option's id. A failed IBAN or card checksum has its own message.
 */
function checkValue(field: PaymentField, mapped: MappedField, formValue: unknown, value: Value): Value {
  const broken = checkFieldValue(field.key, fieldRule(mapped, undefined, mapped.kind === 'text' ? PAYMENT_FIELD_CHECKS[field.key] : undefined), formValue);
  if (broken?.name === 'iban') throw new ApiFailure(400, 'payment.invalidIban');
  if (broken?.name === 'luhn') throw new ApiFailure(400, 'payment.invalidCard');
  if (broken) fail(field.key, 'payment.fieldInvalid');
  if (mapped.kind === 'dropdown') return field.option!.find((o) => String(o.id) === String(value))!.id;
  // The form's pattern takes '2026-13-45'; the server also wants a real date.
  if (mapped.kind === 'datetime' && Number.isNaN(Date.parse(String(value)))) fail(field.key, 'payment.fieldInvalid');
  if (mapped.kind !== 'text') return value;
  const text = String(value).trim();
  if (text === '') fail(field.key, 'payment.fieldInvalid');
  if (field.mask && field.key !== 'iban' && !fillsMask(field.mask, text)) fail(field.key, 'payment.fieldInvalid');
  return text;
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
  const seen = new Set<string>();
  const mapped = method.fields.map((field, index) => classifyField(field, index, seen));
  const formData = paymentDetailToFormData(mapped, detail);
  const typed: Record<string, Value> = {};
  method.fields.forEach((field, index) => {
    if (field.key in presets) return;
    const value = detail[field.key];
    if (value === undefined || value === null || value === '') fail(field.key, 'payment.fieldRequired');
    typed[field.key] = checkValue(field, mapped[index], formData[field.key], value as Value);
  });
  const stored: Record<string, Value> = {};
  for (const [key, value] of Object.entries(typed)) stored[key] = checkKnownKey(key, value, typed);
  // Values of a saved detail (docs/wallet.md) were checked when first used and are in stored form already.
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
