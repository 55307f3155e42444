import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@site/forms/schema-form';
import { toPaymentDetail, type MappedFormData } from '@site/forms/payment-field-mapper';
import type { LoadedPaymentForm } from './use-payment-dialog';
import { QuickAmounts } from './quick-amounts';

export interface PaymentFormProps {
  form: LoadedPaymentForm;
  loading: boolean;
  /**
   * Receives the detail map to send (docs/product.md §5 conversions applied). Resolves true when the request was accepted
   * (the form stays locked: a result replaces it or the dialog closes), false when it failed and may be corrected.
   */
  onSubmit: (detail: Record<string, string | number | boolean>) => Promise<boolean>;
  /** Quick amounts (lira) offered under the fields when the form has a numeric 'amount' field; see quickAmountsWithin. */
  quickAmounts?: readonly number[];
  /** Values the form starts with (e.g. the account holder prefilled from the player's name). */
  initial?: Partial<MappedFormData>;
}

/**
 * The server-described payment form (docs/product.md §2 Dynamic withdraw/deposit): the generic renderer with the mapped
 * schema; Submit is disabled until the form is valid and shows a spinner while sending (docs/product.md §5 Dynamic forms).
 * One submit is one request: from the first click the form is locked synchronously (a double click, or a click
 * before the spinner shows, sends nothing more) until the request fails; an accepted one keeps it locked.
 * Quick-amount chips under the fields fill the amount.
 */
export function PaymentForm({ form, loading, onSubmit, quickAmounts = [], initial }: PaymentFormProps) {
  const { t } = useTranslation();
  const locked = useRef(false);
  const [formData, setFormData] = useState<Partial<MappedFormData>>(initial ?? {});
  const hasAmount = form.mapped.fields.some((f) => f.key === 'amount' && f.kind === 'number');
  const submit = (data: MappedFormData) => {
    if (locked.current) return;
    locked.current = true;
    void onSubmit(toPaymentDetail(form.mapped.fields, data)).then(
      (accepted) => {
        locked.current = accepted;
      },
      () => {
        locked.current = false;
      },
    );
  };
  return (
    <SchemaForm<MappedFormData>
      id="payment-form"
      schema={form.mapped.schema}
      uiSchema={form.mapped.uiSchema}
      validator={form.validator}
      formData={formData}
      onChange={setFormData}
      onSubmit={submit}
      submitLabel={t('wallet.submit')}
      disableSubmitWhileInvalid
      loading={loading}
    >
      {hasAmount && (
        <QuickAmounts amounts={quickAmounts} current={formData.amount} onPick={(lira) => setFormData((data) => ({ ...data, amount: lira }))} />
      )}
    </SchemaForm>
  );
}
