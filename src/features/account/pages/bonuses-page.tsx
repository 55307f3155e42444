import { useTranslation } from 'react-i18next';
import { formatLira } from '@site/lib/format';
import { useSiteTime } from '@site/lib/use-site-time';
import { useBonuses, type BonusItem } from '@site/features/account/api/bonuses';
import type { HistoryParams } from '@site/features/account/api/history-params';
import type { Column } from '@site/features/account/components/history-table';
import { HistoryView } from '@site/features/account/components/history-view';
import { StatusBadge, type Tone } from '@site/features/account/components/status-badge';

const TONE: Record<BonusItem['status'], Tone> = { active: 'warning', completed: 'success', expired: 'neutral', cancelled: 'danger' };

// customer/bonuses pages with skip/take only; the date range of the shared view is not sent.
const useBonusPage = ({ skip, take }: HistoryParams) => useBonuses({ skip, take });

/** /dashboard/bonuses: the player's bonuses with wagering progress (customer/bonuses, account helper's contract). */
export default function BonusesPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const columns: Column<BonusItem>[] = [
    { key: 'name', header: t('history.bonuses.name'), render: (i) => i.name },
    { key: 'amount', header: t('history.bonuses.amount'), numeric: true, render: (i) => formatLira(i.amount) },
    {
      key: 'wagering',
      header: t('history.bonuses.wagering'),
      numeric: true,
      render: (i) => t('history.bonuses.progress', { wagered: formatLira(i.wagered), required: formatLira(i.wageringRequired) }),
    },
    { key: 'status', header: t('history.bonuses.status'), render: (i) => <StatusBadge label={t(`history.bonusStatus.${i.status}`)} tone={TONE[i.status] ?? 'neutral'} /> },
    { key: 'created', header: time.label(t('history.bonuses.created')), render: (i) => time.format(i.createdAt) },
    { key: 'expires', header: time.label(t('history.bonuses.expires')), render: (i) => (i.expiresAt ? time.format(i.expiresAt) : t('history.bonuses.never')) },
  ];
  return (
    <HistoryView
      title={t('dashboard.tiles.bonuses.title')}
      lead={t('history.bonuses.lead')}
      columns={columns}
      useHistory={useBonusPage}
      rowKey={(i) => i.id}
      dateFilter={false}
    />
  );
}
