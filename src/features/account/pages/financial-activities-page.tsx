import { useTranslation } from 'react-i18next';
import type { FinancialHistoryItem, FinancialHistoryPage } from '@contracts/types/wallet/financial-history';
import { formatLira } from '@site/lib/format';
import { FINANCIAL_STATUSES, FINANCIAL_TYPES } from '@contracts/domain/history-filters';
import { useSiteTime } from '@site/lib/use-site-time';
import { useFinancialHistory } from '@site/features/account/api/financial-history';
import type { Column } from '@site/features/account/components/history-table';
import { HistoryTotals } from '@site/features/account/components/history-totals';
import { HistoryView } from '@site/features/account/components/history-view';
import { CancelWithdrawalButton } from '@site/features/account/components/cancel-withdrawal-button';
import { ReferenceCell } from '@site/features/account/components/reference-cell';
import { StatusBadge, processTone, recordTone } from '@site/features/account/components/status-badge';
import { WithdrawalTimeline } from '@site/components/withdrawal-timeline';

/**
 * /dashboard/financial-activities: deposits and withdrawals with the record/process status labels of docs/product.md §3, a
 * reference per row, filters by type and status, quick ranges and the totals of the filtered range; a
 * withdrawal unfolds its status timeline (docs/wallet.md) and says until when a cooling hold keeps it.
 */
export default function FinancialActivitiesPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const columns: Column<FinancialHistoryItem>[] = [
    { key: 'date', header: time.label(t('history.financial.date')), render: (i) => time.format(i.createdAt) },
    { key: 'reference', header: t('history.reference.label'), render: (i) => <ReferenceCell value={i.reference} /> },
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
      wide: true,
      render: (i) => (
        <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge label={t(`history.processStatus.${i.processStatus}`)} tone={processTone(i.processStatus)} />
          {i.heldUntil ? (
            // A withdrawal to a new payout account waits out its cooling hold (docs/wallet.md "Cooling hold").
            <StatusBadge label={t('stepUp.heldUntil', { until: time.format(i.heldUntil) })} tone="warning" />
          ) : null}
          {i.cancellable ? <CancelWithdrawalButton id={i.id} amount={i.amount} /> : null}
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
  const summary = (page: FinancialHistoryPage) => (
    <HistoryTotals
      label={t('history.totals.label')}
      note={t('history.totals.financialNote')}
      totals={[
        { key: 'deposits', label: t('history.totals.deposits'), amount: page.totals.deposits },
        { key: 'withdrawals', label: t('history.totals.withdrawals'), amount: page.totals.withdrawals },
        { key: 'net', label: t('history.totals.net'), amount: page.totals.net, signed: true },
      ]}
    />
  );
  return (
    <HistoryView
      exportKind="financial"
      title={t('dashboard.tiles.financialActivities.title')}
      lead={t('history.financial.lead')}
      columns={columns}
      rowKey={(i) => i.id}
      useHistory={useFinancialHistory}
      filters={[
        { key: 'type', label: t('history.financial.type'), options: FINANCIAL_TYPES.map((v) => ({ value: v, label: t(`history.filters.types.${v}`) })) },
        { key: 'status', label: t('history.financial.recordStatus'), options: FINANCIAL_STATUSES.map((v) => ({ value: v, label: t(`history.filters.statuses.${v}`) })) },
      ]}
      summary={summary}
    />
  );
}
