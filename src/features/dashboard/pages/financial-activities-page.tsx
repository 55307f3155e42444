import { useTranslation } from 'react-i18next';
import type { FinancialHistoryItem } from '../../../generated/api/customer/financial-history';
import { formatLira } from '../../../lib/format';
import { useSiteTime } from '../../../lib/use-site-time';
import { useFinancialHistory } from '../api/financial-history';
import type { Column } from '../components/history-table';
import { HistoryView } from '../components/history-view';
import { CancelWithdrawalButton } from '../components/cancel-withdrawal-button';
import { StatusBadge, processTone, recordTone } from '../components/status-badge';
import { WithdrawalTimeline } from '../../wallet/components/withdrawal-timeline';

/** Issue 11: the server marks the player's own pending withdrawal `cancellable` when the profile allows it. */
const isCancellable = (item: FinancialHistoryItem): boolean => (item as { cancellable?: unknown }).cancellable === true;

/**
 * /dashboard/financial-activities: deposits and withdrawals with the record/process status labels of spec §3; a
 * withdrawal unfolds its status timeline (issue 16, cashier).
 */
export default function FinancialActivitiesPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const columns: Column<FinancialHistoryItem>[] = [
    { key: 'date', header: time.label(t('history.financial.date')), render: (i) => time.format(i.createdAt) },
    { key: 'type', header: t('history.financial.type'), render: (i) => t(`history.transactionType.${i.transactionType}`) },
    { key: 'method', header: t('history.financial.method'), render: (i) => i.methodName },
    { key: 'amount', header: t('history.financial.amount'), numeric: true, render: (i) => formatLira(i.amount) },
    {
      key: 'record',
      header: t('history.financial.recordStatus'),
      render: (i) => <StatusBadge label={t(`history.recordStatus.${i.recordStatus}`)} tone={recordTone(i.recordStatus)} />,
    },
    {
      key: 'process',
      header: t('history.financial.processStatus'),
      render: (i) => (
        <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge label={t(`history.processStatus.${i.processStatus}`)} tone={processTone(i.processStatus)} />
          {isCancellable(i) ? <CancelWithdrawalButton id={i.id} amount={i.amount} /> : null}
          {i.timeline ? (
            <details css={{ flexBasis: '100%', fontSize: 13 }}>
              <summary css={{ cursor: 'pointer' }}>{t('wallet.timeline.show')}</summary>
              <div css={{ paddingTop: 8 }}>
                <WithdrawalTimeline item={i} />
              </div>
            </details>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <HistoryView
      exportKind="financial"
      title={t('dashboard.tiles.financialActivities.title')}
      lead={t('history.financial.lead')}
      columns={columns}
      useHistory={useFinancialHistory}
    />
  );
}
