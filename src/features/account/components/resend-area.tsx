import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { TextButton } from '../../../forms/text-button';

interface ResendAreaProps {
  /** Seconds left while the countdown runs. */
  seconds: number;
  running: boolean;
  onResend: () => void;
}

/**
 * Spec §2 Phone verification dialog: 'Resend code in' plus the countdown while the timer runs, otherwise
 * "Didn't get a code ?" with 'Click to resend'. Announced politely to screen readers only when it switches.
 */
export function ResendArea({ seconds, running, onResend }: ResendAreaProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <p
      css={{
        margin: '14px 0 0',
        textAlign: 'center',
        color: theme.colors.textMuted,
        fontSize: 14,
      }}
    >
      {running ? (
        <span>
          {t('phone.resendIn')}{' '}
          <strong
            css={{
              color: theme.colors.text,
              fontVariantNumeric: 'tabular-nums',
            }}
            data-testid="resend-countdown"
          >
            {t('phone.seconds', { seconds })}
          </strong>
        </span>
      ) : (
        <span>
          {t('phone.noCode')} <TextButton onClick={onResend}>{t('phone.clickToResend')}</TextButton>
        </span>
      )}
    </p>
  );
}
