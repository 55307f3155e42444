import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../forms/schema-form';
import { toPaymentDetail, type MappedFormData } from '../../../forms/payment-field-mapper';
import type { LoadedPaymentForm } from './use-payment-dialog';

export interface PaymentFormProps {
  form: LoadedPaymentForm;
  loading: boolean;
  /** Receives the detail map to send (spec §5 conversions applied). */
  onSubmit: (detail: Record<string, string | number | boolean>) => void;
}

/**
 * The server-described payment form (spec §2 Dynamic withdraw/deposit): the generic renderer with the mapped
 * schema; Submit is disabled until the form is valid and shows a spinner while sending (spec §5 Dynamic forms).
 */
export function PaymentForm({ form, loading, onSubmit }: PaymentFormProps) {
  const { t } = useTranslation();
  return (
    <SchemaForm<MappedFormData>
      id="payment-form"
      schema={form.mapped.schema}
      uiSchema={form.mapped.uiSchema}
      validator={form.validator}
      onSubmit={(data) => onSubmit(toPaymentDetail(form.mapped.fields, data))}
      submitLabel={t('wallet.submit')}
      disableSubmitWhileInvalid
      loading={loading}
    />
  );
}
