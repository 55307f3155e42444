import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { TextButton } from '@site/forms/text-button';

interface ResendAreaProps {
  /** Seconds left while the countdown runs. */
  seconds: number;
  running: boolean;
  onResend: () => void;
}

/** Visually hidden, still read by screen readers. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Spec §2 Phone verification dialog: 'Resend code in' plus the countdown while the timer runs, otherwise
 * "Didn't get a code ?" with 'Click to resend'. The countdown is a `timer` (never announced, readable on demand); a
 * polite status says once that a new code can be asked for, when the timer ends, never every second (WCAG 2.2.1 /
 * 4.1.3, docs/accessibility.md). The timer only delays a resend: the code field stays open whatever it shows.
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
      <span role="status" css={srOnly}>
        {running ? '' : t('phone.resendReady')}
      </span>
      {running ? (
        <span>
          {t('phone.resendIn')}{' '}
          <strong
            css={{
              color: theme.colors.text,
              fontVariantNumeric: 'tabular-nums',
            }}
            data-testid="resend-countdown"
            role="timer"
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
