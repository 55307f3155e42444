import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@site/forms/schema-form';
import { TextButton } from '@site/forms/text-button';
import type { PhoneNumberForm } from '@site/generated/forms/phone-number';
import { phoneNumberForm } from '@site/features/account/form-definitions';

interface PhoneUpdatePageProps {
  /** The current number, prefilled. */
  phone: string;
  pending: boolean;
  onSubmit: (phone: string) => Promise<void>;
  onCancel: () => void;
}

/** The Update page (docs/product.md §2): the only page where the phone is editable; 'Send Code' sends step 1 for it. */
export function PhoneUpdatePage({ phone, pending, onSubmit, onCancel }: PhoneUpdatePageProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      {/* Above the field, so an error line appearing on blur cannot move the link away from a tap. */}
      <p css={{ marginTop: 0, color: theme.colors.textMuted }}>
        {t('phone.smsIntroPhone')} <TextButton onClick={onCancel}>{t('phone.cancel')}</TextButton>
      </p>
      <SchemaForm<PhoneNumberForm>
        {...phoneNumberForm}
        formData={{ phone: phone || undefined }}
        submitLabel={t('phone.sendCode')}
        loading={pending}
        onSubmit={(form) => onSubmit(form.phone)}
      />
    </>
  );
}
