import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { TimelineEvent } from '@contracts/types/wallet/cashier';
import { useSiteTime } from '@site/lib/use-site-time';
import { withdrawalSteps } from '@site/lib/withdrawal-steps';

/**
 * A withdrawal's status timeline (docs/wallet.md): Requested → In review → Approved / Rejected with the
 * operator's reason / Cancelled by you, each with its time in Istanbul time (named), steps still to come greyed.
 * Used in the withdraw dialog and the financial history.
 */
export function WithdrawalTimeline({ item }: { item: { id: number; createdAt: string; recordStatus: number; timeline?: TimelineEvent[] } }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = useSiteTime();
  const steps = withdrawalSteps(item);
  const colorOf = (status: TimelineEvent['status'], upcoming: boolean) =>
    upcoming ? theme.colors.border : status === 'approved' ? theme.colors.success : status === 'rejected' || status === 'cancelled' ? theme.colors.danger : theme.colors.primary;
  return (
    <ol aria-label={t('wallet.timeline.label', { id: item.id })} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 }}>
      {steps.map((step, i) => {
        const upcoming = step.state === 'upcoming';
        const color = colorOf(step.status, upcoming);
        return (
          <li
            key={`${step.status}-${i}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
            css={{ display: 'grid', gridTemplateColumns: '16px minmax(0, 1fr)', gap: '0 10px', position: 'relative', paddingBottom: i === steps.length - 1 ? 0 : 10 }}
          >
            <span aria-hidden="true" css={{ position: 'relative', display: 'grid', justifyItems: 'center' }}>
              <span css={{ width: 12, height: 12, marginTop: 4, borderRadius: '50%', background: upcoming ? 'transparent' : color, border: `2px solid ${color}`, boxSizing: 'border-box' }} />
              {i < steps.length - 1 && <span css={{ position: 'absolute', top: 18, bottom: -8, width: 2, background: steps[i + 1].state === 'upcoming' ? theme.colors.border : theme.colors.primary }} />}
            </span>
            <span css={{ display: 'grid', gap: 1, fontSize: 13 }}>
              <span css={{ fontWeight: upcoming ? 500 : 700, color: upcoming ? theme.colors.textMuted : theme.colors.text }}>
                {t(`wallet.timeline.${step.status}`)}
                {upcoming && <span css={{ fontWeight: 400 }}> · {t('wallet.timeline.upcoming')}</span>}
              </span>
              {step.at && <span css={{ color: theme.colors.textMuted }}>{time.formatNamed(step.at)}</span>}
              {step.status === 'rejected' && (
                <span css={{ color: theme.colors.text }}>{step.reason ? t('wallet.timeline.reason', { reason: step.reason }) : t('wallet.timeline.noReason')}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
