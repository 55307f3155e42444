import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { PageIntro } from '../../../components/page-intro';
import type { HistoryPage, HistoryParams } from '../api/history-params';
import type { HistoryExportKind } from '../api/export-history';
import { DateRangeFilter, type DateRange } from './date-range-filter';
import { ExportCsvButton } from './export-csv-button';
import { HistoryTable, type Column } from './history-table';
import { Pager } from './pager';

/** Rows per page of the dashboard histories. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryViewProps<T extends { id: number }> {
  title: string;
  lead: string;
  columns: Column<T>[];
  /** The endpoint's hook (one file per endpoint in ../api). */
  useHistory: (params: HistoryParams) => UseQueryResult<HistoryPage<T>>;
  /** False for calls without a date range (customer/bonuses). */
  dateFilter?: boolean;
  /** Adds "Export CSV" of the filtered range (issue 11 history export). */
  exportKind?: HistoryExportKind;
}

/**
 * A dashboard history page (spec §2): title, date-range filter, the rows as a table (cards on phones), paging,
 * an empty state and a retry on failure. Changing the range goes back to the first page.
 */
export function HistoryView<T extends { id: number }>({ title, lead, columns, useHistory, dateFilter = true, exportKind }: HistoryViewProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [range, setRange] = useState<DateRange>({});
  const [skip, setSkip] = useState(0);
  const query = useHistory({ ...range, skip, take: HISTORY_PAGE_SIZE });
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <PageIntro title={title} lead={lead}>
        {exportKind ? (
          <div css={{ marginTop: 8 }}>
            <ExportCsvButton kind={exportKind} range={range} />
          </div>
        ) : null}
      </PageIntro>
      <section
        aria-label={title}
        css={{ display: 'grid', gap: 16, padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface }}
      >
        {dateFilter && (
          <DateRangeFilter
            value={range}
            onChange={(next) => {
              setRange(next);
              setSkip(0);
            }}
          />
        )}
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <div role="alert" css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
            <p css={{ margin: 0 }}>{t('history.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('history.retry')}
            </Button>
          </div>
        ) : query.data.items.length === 0 ? (
          <p css={{ margin: 0, padding: '24px 0', textAlign: 'center', color: theme.colors.textMuted }}>{t('history.empty')}</p>
        ) : (
          <>
            <div css={{ overflowX: 'auto', opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <HistoryTable columns={columns} items={query.data.items} caption={title} />
            </div>
            <Pager skip={skip} take={HISTORY_PAGE_SIZE} total={query.data.total} onSkip={setSkip} />
          </>
        )}
      </section>
    </div>
  );
}
