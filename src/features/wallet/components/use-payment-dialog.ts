import { useEffect, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ValidatorType } from '@rjsf/utils';
import { dialogAtom } from '@site/lib/dialogs';
import { createMappedValidator } from '@site/forms/mapped-validator';
import { mapPaymentFields, type MappedForm, type MappedFormData } from '@site/forms/payment-field-mapper';
import { usePaymentDetail } from '@site/features/wallet/api/payment-detail';
import { useCashierInfo } from '@site/features/wallet/api/cashier';
import type { TransactionType } from '@site/features/wallet/api/payment-methods';
import { parsePaymentDialogData, type PaymentDialogData } from './payment-dialog-data';
import { PAYMENT_FIELD_CHECKS } from '@contracts/domain/payment-field-rules';

/** Spec §4, §9: after an empty list or a failed load the dialogs close after about 100 ms. */
export const CLOSE_ON_LOAD_FAILURE_MS = 100;

export interface LoadedPaymentForm {
  mapped: MappedForm;
  validator: ValidatorType<MappedFormData>;
}

/** Field label: the translated `wallet.fields.<key>` when there is one, else the key in words ('accountHolder' → 'Account holder'). */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (key: string) => {
    const i18nKey = `wallet.fields.${key}`;
    if (i18n.exists(i18nKey)) return t(i18nKey);
    const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/**
 * State of a dynamic payment dialog (docs/product.md §2, §4 Dynamic forms, §8): the dialog data, the field descriptors
 * loaded by payment/detail and mapped into a form with its eval-free validator. An empty list shows
 * 'No data found', a failed load shows the server message; both close the dialogs after 100 ms. Also loads the
 * cashier extras of the method (docs/wallet.md): the prefilled account holder, saved details (the first one chosen
 * until the player chooses; its fields are left out of the form), the bank-transfer account, recent withdrawals.
 */
export function usePaymentDialog(type: TransactionType, name: 'deposit' | 'withdraw') {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const open = dialog?.name === name;
  const data: PaymentDialogData | null = open ? parsePaymentDialogData(dialog?.data, type) : null;
  const detail = usePaymentDetail(data?.id ?? 0, type, Boolean(data));
  // Prefill, saved details, bank-transfer account, recent withdrawals. Optional: a failure hides them.
  const cashier = useCashierInfo(data?.id ?? 0, type, Boolean(data));
  const saved = cashier.data?.saved ?? [];
  // The chosen saved detail: undefined until the player chooses, meaning the first saved one (null: new details).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const chosen = picked !== undefined && (picked === null || saved.some((s) => s.id === picked)) ? picked : (saved[0]?.id ?? null);
  const omitted = saved.find((s) => s.id === chosen)?.covers.join(',') ?? '';
  const label = useFieldLabel();
  const close = () => setDialog(null);

  const loaded = useMemo<LoadedPaymentForm | null>(() => {
    if (!detail.data || !data) return null;
    // A chosen saved detail fills its fields server-side: they are left out of the form.
    const omit = omitted ? omitted.split(',') : [];
    const descriptors = Array.isArray(detail.data) ? detail.data.filter((d: { key?: unknown } | null) => !omit.includes(String(d?.key))) : detail.data;
    const mapped = mapPaymentFields(descriptors, {
      label,
      bounds: { amount: { minimum: data.minAmount ?? 0, ...(data.maxAmount ? { maximum: data.maxAmount } : {}) } },
      checks: PAYMENT_FIELD_CHECKS,
      pasteLabel: 'wallet.paste',
      errorMessages: {
        unsupported: 'wallet.unsupportedField',
        iban: 'wallet.invalidIban',
        // What a pasted IBAN is when it is refused (contracts/domain/checksums.ts readTrIban).
        ibanForeign: 'wallet.ibanForeign',
        ibanLength: 'wallet.ibanLength',
        ibanNotIban: 'wallet.ibanNotIban',
        ibanChecksum: 'wallet.ibanChecksum',
        luhn: 'wallet.invalidCard',
        minimum: 'wallet.amountMin',
        maximum: 'wallet.amountMax',
        // The amount field reports text it cannot read as an amount (src/lib/amount-input.ts) as a type error.
        type: 'validation.amountFormat',
      },
    });
    return { mapped, validator: createMappedValidator<MappedFormData>(mapped.schema) };
    // label is a fresh closure each render but depends only on the language, which re-renders via t
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.data, data?.id, data?.minAmount, data?.maxAmount, t, omitted]);

  const empty = loaded !== null && loaded.mapped.fields.length === 0 && omitted === '';
  const failed = detail.isError || (open && !data);
  useEffect(() => {
    if (!open || (!empty && !failed)) return;
    toast.error(empty || !detail.error ? t('wallet.noData') : detail.error.message);
    const timer = setTimeout(() => setDialog(null), CLOSE_ON_LOAD_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [open, empty, failed, detail.error, setDialog, t]);

  const prefill = cashier.data?.prefill.accountHolder;
  const initial = useMemo(() => (prefill && loaded?.mapped.fields.some((f) => f.key === 'accountHolder') ? { accountHolder: prefill } : {}), [prefill, loaded]);
  return {
    open,
    data,
    // The form waits for the cashier extras too (its prefill), but never for a failed load of them.
    loading: (detail.isPending || cashier.isPending) && Boolean(data),
    loaded,
    empty,
    failed,
    close,
    cashier: cashier.data ?? null,
    /** The chosen saved detail's id (sent as `saved`), or null for new details. */
    chosen,
    choose: setPicked,
    /** The form's starting values: the account holder prefilled from the player's registered name. */
    initial,
  };
}
