import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { GameHistoryData } from '@contracts/types/casino/game-history';
import { formatLira } from '@site/lib/format';
import { GAME_PRODUCTS, GAME_STATUSES } from '@contracts/domain/history-filters';
import { useSiteTime } from '@site/lib/use-site-time';
import { useGameHistory, type GameHistoryItem } from '@site/features/account/api/game-history';
import type { Column } from '@site/features/account/components/history-table';
import { HistoryTotals } from '@site/features/account/components/history-totals';
import { HistoryView } from '@site/features/account/components/history-view';
import { ReferenceCell } from '@site/features/account/components/reference-cell';
import { RoundLines } from '@site/features/account/components/round-lines';
import { StatusBadge, type Tone } from '@site/features/account/components/status-badge';

const STATUS_TONE: Record<GameHistoryItem['status'], Tone> = { won: 'success', lost: 'neutral', open: 'warning' };

/**
 * /dashboard/game-history: one row per casino round or sportsbook bet (its bet and win grouped: stake, win, net),
 * opening to its ledger lines; a reference per row, filters by product and status, quick ranges and the totals of
 * the filtered range (docs/histories.md).
 */
export default function GameHistoryPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = useSiteTime();
  const columns: Column<GameHistoryItem>[] = [
    { key: 'date', header: time.label(t('history.games.date')), render: (i) => time.format(i.createdAt) },
    {
      key: 'game',
      header: t('history.games.game'),
      wide: true,
      render: (i) => (
        <span css={{ display: 'inline-grid', gap: 2 }}>
          <strong css={{ fontWeight: 600 }}>{i.gameName}</strong>
          <small css={{ color: theme.colors.textMuted }}>
            {t(`history.filters.products.${i.product}`)} · {i.providerName}
          </small>
        </span>
      ),
    },
    { key: 'reference', header: t('history.reference.label'), render: (i) => <ReferenceCell value={i.reference} /> },
    { key: 'stake', header: t('history.games.stake'), numeric: true, render: (i) => formatLira(i.stake) },
    { key: 'win', header: t('history.games.win'), numeric: true, render: (i) => formatLira(i.win) },
    {
      key: 'net',
      header: t('history.games.net'),
      numeric: true,
      render: (i) => (
        <strong css={{ color: i.net > 0 ? theme.colors.success : theme.colors.text }}>{(i.net > 0 ? '+' : '') + formatLira(i.net)}</strong>
      ),
    },
    { key: 'status', header: t('history.financial.recordStatus'), render: (i) => <StatusBadge label={t(`history.filters.gameStatuses.${i.status}`)} tone={STATUS_TONE[i.status]} /> },
  ];
  const summary = (page: GameHistoryData) => (
    <HistoryTotals
      label={t('history.totals.label')}
      totals={[
        { key: 'bet', label: t('history.totals.bet'), amount: page.totals.bet },
        { key: 'win', label: t('history.totals.win'), amount: page.totals.win },
        { key: 'net', label: t('history.totals.net'), amount: page.totals.net, signed: true },
      ]}
    />
  );
  return (
    <HistoryView
      exportKind="game"
      title={t('dashboard.tiles.gameHistory.title')}
      lead={t('history.games.lead')}
      columns={columns}
      rowKey={(i) => i.reference}
      useHistory={useGameHistory}
      filters={[
        { key: 'product', label: t('history.filters.product'), options: GAME_PRODUCTS.map((v) => ({ value: v, label: t(`history.filters.products.${v}`) })) },
        { key: 'status', label: t('history.financial.recordStatus'), options: GAME_STATUSES.map((v) => ({ value: v, label: t(`history.filters.gameStatuses.${v}`) })) },
      ]}
      summary={summary}
      detail={{ label: (i) => t('history.games.linesOf', { reference: i.reference }), render: (i) => <RoundLines round={i} /> }}
    />
  );
}
