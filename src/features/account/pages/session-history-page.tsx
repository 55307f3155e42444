import { useTranslation } from 'react-i18next';
import type { SessionHistoryItem } from '@contracts/types/account/session-history';
import { SESSION_STATUSES } from '@contracts/domain/history-filters';
import { useSiteTime } from '@site/lib/use-site-time';
import { useSessionHistory } from '@site/features/account/api/session-history';
import type { Column } from '@site/features/account/components/history-table';
import { HistoryView } from '@site/features/account/components/history-view';
import { ReferenceCell } from '@site/features/account/components/reference-cell';
import { StatusBadge } from '@site/features/account/components/status-badge';
import { describeDevice } from '@contracts/domain/user-agent';

/** /dashboard/session-history: every login with start, end, IP, device and reference, filtered by active/ended. */
export default function SessionHistoryPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const columns: Column<SessionHistoryItem>[] = [
    {
      key: 'started',
      header: time.label(t('history.sessions.started')),
      render: (i) => (
        <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
          {time.format(i.startedAt)}
          {i.current && <StatusBadge label={t('history.sessions.current')} tone="success" />}
        </span>
      ),
    },
    { key: 'ended', header: time.label(t('history.sessions.ended')), render: (i) => (i.endedAt ? time.format(i.endedAt) : t('history.sessions.open')) },
    { key: 'reference', header: t('history.reference.label'), render: (i) => <ReferenceCell value={i.reference} /> },
    { key: 'ip', header: t('history.sessions.ip'), render: (i) => i.ip ?? '—' },
    { key: 'device', header: t('history.sessions.device'), wide: true, render: (i) => describeDevice(i.userAgent) },
  ];
  return (
    <HistoryView
      exportKind="session"
      title={t('dashboard.tiles.sessionHistory.title')}
      lead={t('history.sessions.lead')}
      columns={columns}
      rowKey={(i) => i.id}
      useHistory={useSessionHistory}
      filters={[
        { key: 'status', label: t('history.financial.recordStatus'), options: SESSION_STATUSES.map((v) => ({ value: v, label: t(`history.filters.sessionStatuses.${v}`) })) },
      ]}
    />
  );
}
