import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@site/forms/schema-form';
import { TextButton } from '@site/forms/text-button';
import type { PhoneCodeForm } from '@site/generated/forms/phone-code';
import { phoneCodeForm } from '@site/features/account/form-definitions';
import { formatPhone } from '@contracts/domain/phone';
import { ResendArea } from './resend-area';

interface PhoneCodePageProps {
  /** The number the code was sent to. */
  phone: string;
  pending: boolean;
  countdown: { seconds: number; running: boolean };
  /** Resolves true when verified; on false the code field is cleared (docs/product.md §4). */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** The VerificationCode page (docs/product.md §2): 'SMS Code' (mask 000-000), 'Verify', and the resend area with its 60 s timer. */
export function PhoneCodePage({ phone, pending, countdown, onVerify, onResend, onChangeNumber }: PhoneCodePageProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // A new key remounts the form empty after a failed verify.
  const [attempt, setAttempt] = useState(0);
  return (
    <div>
      {/* The link sits above the field, so an error line appearing on blur cannot move it away from a tap. */}
      <p css={{ marginTop: 0, color: theme.colors.textMuted }}>
        {t('phone.codeSentTo', { phone: formatPhone(phone) })}{' '}
        <TextButton onClick={onChangeNumber}>{t('phone.updateNumber')}</TextButton>
      </p>
      <SchemaForm<PhoneCodeForm>
        key={attempt}
        {...phoneCodeForm}
        submitLabel={t('phone.verify')}
        loading={pending}
        onSubmit={async (form) => {
          if (!(await onVerify(form.code))) setAttempt((n) => n + 1);
        }}
      />
      <ResendArea seconds={countdown.seconds} running={countdown.running} onResend={onResend} />
    </div>
  );
}
