import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../lib/format';
import { useSiteTime } from '../../../lib/use-site-time';
import { useGameHistory, type GameHistoryItem } from '../api/game-history';
import type { Column } from '../components/history-table';
import { HistoryView } from '../components/history-view';
import { StatusBadge } from '../components/status-badge';

/** /dashboard/game-history: casino rounds (customer/gamehistory) with the game transaction labels of spec §3. */
export default function GameHistoryPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const columns: Column<GameHistoryItem>[] = [
    { key: 'date', header: time.label(t('history.games.date')), render: (i) => time.format(i.createdAt) },
    { key: 'game', header: t('history.games.game'), render: (i) => i.gameName },
    { key: 'provider', header: t('history.games.provider'), render: (i) => i.providerName },
    { key: 'round', header: t('history.games.round'), render: (i) => <code css={{ fontSize: 12 }}>{i.roundId}</code> },
    {
      key: 'type',
      header: t('history.games.type'),
      render: (i) => <StatusBadge label={t(`history.gameTransaction.${i.type}`)} tone={i.type === 1 ? 'success' : 'neutral'} />,
    },
    { key: 'amount', header: t('history.games.amount'), numeric: true, render: (i) => formatLira(i.amount) },
    { key: 'after', header: t('history.games.balanceAfter'), numeric: true, render: (i) => formatLira(i.balanceAfter) },
  ];
  return (
    <HistoryView
      exportKind="game"
      title={t('dashboard.tiles.gameHistory.title')}
      lead={t('history.games.lead')}
      columns={columns}
      useHistory={useGameHistory}
    />
  );
}
