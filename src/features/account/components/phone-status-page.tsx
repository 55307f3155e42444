import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { TextButton } from '@site/forms/text-button';
import { formatPhone } from '@contracts/domain/phone';

interface PhoneStatusPageProps {
  phone: string;
  verified: boolean;
  pending: boolean;
  onSendCode: () => void;
  onUpdate: () => void;
}

/**
 * The NotVerified and Verified pages (docs/product.md §2): the stored number, read-only, with '( Not Verified )' or
 * '( Verified )'. Verified offers 'Update Number'; NotVerified offers 'Send Code' to the stored number and
 * 'Update Number'.
 */
export function PhoneStatusPage({ phone, verified, pending, onSendCode, onUpdate }: PhoneStatusPageProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <div>
      <p css={{ marginTop: 0, color: theme.colors.textMuted }}>{t('phone.intro')}</p>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '4px 12px',
          padding: '14px 16px',
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surfaceRaised,
        }}
      >
        <span css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('phone.phone')}</span>
        <strong css={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }} data-testid="phone-number">
          {formatPhone(phone)}
        </strong>
        <span
          data-testid="phone-status"
          css={{
            fontWeight: 700,
            fontSize: 14,
            color: verified ? theme.colors.success : theme.colors.danger,
          }}
        >
          {verified ? t('phone.verified') : t('phone.notVerified')}
        </span>
      </div>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          marginTop: 18,
        }}
      >
        {!verified && (
          <Button variant="primary" onClick={onSendCode} disabled={pending || phone === ''}>
            {t('phone.sendCode')}
          </Button>
        )}
        <TextButton onClick={onUpdate}>{t('phone.updateNumber')}</TextButton>
      </div>
    </div>
  );
}
