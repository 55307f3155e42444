import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { PageIntro } from '@site/components/page-intro';
import type { HistoryPage, HistoryParams } from '@site/features/account/api/history-params';
import type { HistoryExportKind } from '@site/features/account/api/export-history';
import { useHistorySearch } from '@site/features/account/hooks/use-history-search';
import { DateRangeFilter } from './date-range-filter';
import { ExportCsvButton } from './export-csv-button';
import { FilterSelect, type FilterDef } from './filter-select';
import { HistoryTable, type Column, type RowDetail } from './history-table';
import { Pager } from './pager';
import { QuickRanges } from './quick-ranges';

/** Rows per page of the dashboard histories. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryViewProps<T, P extends HistoryPage<T>> {
  title: string;
  lead: string;
  columns: Column<T>[];
  /** The endpoint's hook (one file per endpoint in ../api); gets the range, the filters (values checked against `filters`) and the page. */
  useHistory(params: HistoryParams & Record<string, string | number | undefined>): UseQueryResult<P>;
  /** A stable key per row. */
  rowKey: (item: T) => string | number;
  /** False for calls without a date range (customer/bonuses). */
  dateFilter?: boolean;
  /** Server-side filters (docs/histories.md), kept in the URL. */
  filters?: readonly FilterDef[];
  /** The totals of the filtered range from the reply (docs/histories.md). */
  summary?: (page: P) => ReactNode;
  /** Rows that open to show more (game rounds → ledger lines). */
  detail?: RowDetail<T>;
  /** Adds "Export CSV" of the filtered range. */
  exportKind?: HistoryExportKind;
}

/**
 * A dashboard history page (docs/product.md §2): title, quick ranges (today, 7, 30 Istanbul days) and the custom date range,
 * the page's filters, the totals of the filtered range, the rows as a table (cards on phones), paging, an empty
 * state and a retry on failure. Range, filters and page live in the URL (a reload keeps them); changing the range
 * or a filter goes back to the first page.
 */
export function HistoryView<T, P extends HistoryPage<T>>({
  title, lead, columns, useHistory, rowKey, dateFilter = true, filters = [], summary, detail, exportKind,
}: HistoryViewProps<T, P>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { search, setRange, setFilter, setSkip } = useHistorySearch(
    filters.map((f) => ({ key: f.key, values: f.options.map((o) => o.value) })),
    HISTORY_PAGE_SIZE,
  );
  const range = { from: search.from, to: search.to };
  const query = useHistory({ ...(dateFilter ? range : {}), ...search.filters, skip: search.skip, take: HISTORY_PAGE_SIZE });
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
          <div css={{ display: 'grid', gap: 12 }}>
            <QuickRanges value={range} onChange={setRange} />
            {/* Keyed by the range so the pickers show a quick range (or a reloaded URL) the moment it applies. */}
            <DateRangeFilter key={`${range.from ?? ''}|${range.to ?? ''}`} value={range} onChange={setRange} />
          </div>
        )}
        {filters.length > 0 && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            {filters.map((f) => (
              <FilterSelect key={f.key} filter={f} value={search.filters[f.key]} onChange={(value) => setFilter(f.key, value)} />
            ))}
          </div>
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
        ) : (
          <>
            {summary ? summary(query.data) : null}
            {query.data.items.length === 0 ? (
              <p css={{ margin: 0, padding: '24px 0', textAlign: 'center', color: theme.colors.textMuted }}>{t('history.empty')}</p>
            ) : (
              <>
                <div css={{ overflowX: 'auto', opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                  <HistoryTable columns={columns} items={query.data.items} caption={title} rowKey={rowKey} detail={detail} />
                </div>
                <Pager skip={search.skip} take={HISTORY_PAGE_SIZE} total={query.data.total} onSkip={setSkip} />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
