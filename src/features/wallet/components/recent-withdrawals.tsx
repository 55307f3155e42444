import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { CashierWithdrawal } from '@contracts/types/wallet/cashier';
import { formatLira } from '@site/lib/format';
import { withdrawalSteps } from '@site/lib/withdrawal-steps';
import { WithdrawalTimeline } from '@site/components/withdrawal-timeline';

/**
 * In the withdraw dialog (docs/wallet.md): the player's open withdrawals and those settled in the last 7 days
 * (the server's choice), with the total still pending, each with its status timeline; the newest one unfolded.
 * Nothing when there are none.
 */
export function RecentWithdrawals({ items }: { items: readonly CashierWithdrawal[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (items.length === 0) return null;
  const pending = items.filter((w) => w.recordStatus === 2);
  const pendingTotal = pending.reduce((sum, w) => sum + Math.round(w.amount * 100), 0) / 100;
  return (
    <section aria-labelledby="recent-withdrawals-title" css={{ margin: '0 0 16px' }}>
      <h3 id="recent-withdrawals-title" css={{ margin: '0 0 4px', fontSize: 15 }}>{t('wallet.recentWithdrawals.title')}</h3>
      {pending.length > 0 && (
        <p css={{ margin: '0 0 8px', fontSize: 13, color: theme.colors.textMuted }}>
          {t('wallet.recentWithdrawals.pending', { count: pending.length, total: formatLira(pendingTotal) })}
        </p>
      )}
      <div css={{ display: 'grid', gap: 8 }}>
        {items.map((w, index) => {
          const last = withdrawalSteps(w).filter((s) => s.state !== 'upcoming').at(-1);
          return (
            <details key={w.id} open={index === 0} css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: '8px 12px' }}>
              <summary css={{ cursor: 'pointer', display: 'flex', flexWrap: 'wrap', gap: '2px 8px', alignItems: 'baseline', fontSize: 14 }}>
                <strong css={{ fontVariantNumeric: 'tabular-nums' }}>{formatLira(w.amount)}</strong>
                <span css={{ color: theme.colors.textMuted }}>{w.methodName}</span>
                <span css={{ marginLeft: 'auto', fontWeight: 600 }}>{last ? t(`wallet.timeline.${last.status}`) : ''}</span>
              </summary>
              <div css={{ paddingTop: 10 }}>
                <WithdrawalTimeline item={w} />
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
