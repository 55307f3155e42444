import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { maxWidth } from '@site/lib/theme';

export interface Column<T> {
  key: string;
  /** Translated header (also the label of the value on phone cards). */
  header: string;
  render: (item: T) => ReactNode;
  /** Right-aligned numbers (amounts). */
  numeric?: boolean;
  /** On phone cards: the value takes the card's whole width (names, dates) instead of half of it. */
  wide?: boolean;
}

/** Rows that open to show more (game rounds → their ledger lines, docs/histories.md). */
export interface RowDetail<T> {
  /** Accessible name of the toggle, e.g. "Ledger lines of R-000123". */
  label: (item: T) => string;
  render: (item: T) => ReactNode;
}

export interface HistoryTableProps<T> {
  columns: Column<T>[];
  items: T[];
  caption: string;
  /** A stable key per row (defaults to `id`). */
  rowKey: (item: T) => string | number;
  detail?: RowDetail<T>;
}

/**
 * A history as a table on wider screens and as one card per row on phones (below the small breakpoint the cells
 * stack, each with its column header as a label), from the same table markup so screen readers keep the table.
 * With `detail`, each row gets a toggle (aria-expanded) that shows a row of detail under it.
 */
export function HistoryTable<T>({ columns, items, caption, rowKey, detail }: HistoryTableProps<T>) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const phone = maxWidth(theme.breakpoints.sm);
  const span = columns.length + (detail ? 1 : 0);
  return (
    <table
      css={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: 14,
        'caption': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
        'th, td': { padding: '12px 14px', textAlign: 'left', borderBottom: `1px solid ${theme.colors.border}` },
        th: { color: theme.colors.textMuted, fontWeight: 600, fontSize: 13, whiteSpace: 'nowrap' },
        'td[data-numeric="true"], th[data-numeric="true"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        'tbody tr:hover': { background: theme.colors.surfaceRaised },
        [phone]: {
          thead: { display: 'none' },
          tbody: { display: 'block' },
          // A card per row: two fields side by side (label above value), wide ones across the card.
          tr: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
            gridAutoFlow: 'dense',
            gap: '2px 16px',
            margin: '0 0 12px',
            padding: '10px 14px',
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
          },
          td: {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 2,
            padding: '6px 0',
            textAlign: 'left',
            borderBottom: 'none',
            minWidth: 0,
            '&::before': { content: 'attr(data-label)', color: theme.colors.textMuted, fontSize: 12, fontWeight: 600 },
          },
          'td[data-numeric="true"]': { textAlign: 'left' },
          'td[data-wide="true"]': { gridColumn: '1 / -1' },
          'td[data-toggle]': { gridColumn: '1 / -1', alignItems: 'flex-end', '&::before': { content: 'none' } },
          'tr[data-detail]': { display: 'block', marginTop: -12, borderTop: 'none', borderRadius: `0 0 ${theme.radii.lg} ${theme.radii.lg}`, background: theme.colors.surfaceRaised },
          'tr[data-detail] > td': { display: 'block', '&::before': { content: 'none' } },
          'tr[data-open]': { borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0`, marginBottom: 12 },
        },
        'tr[data-detail] > td': { background: theme.colors.surfaceRaised },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" data-numeric={c.numeric ? 'true' : undefined}>
              {c.header}
            </th>
          ))}
          {detail ? (
            <th scope="col">
              <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('history.details')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const key = rowKey(item);
          const expanded = open.has(key);
          const detailId = `detail-${String(key)}`;
          return (
            <Fragment key={key}>
              <tr data-open={expanded ? 'true' : undefined}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header} data-numeric={c.numeric ? 'true' : undefined} data-wide={c.wide ? 'true' : undefined}>
                    {c.render(item)}
                  </td>
                ))}
                {detail ? (
                  <td data-label="" data-toggle css={{ textAlign: 'right' }}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={detail.label(item)}
                      onClick={() => toggle(key)}
                      css={{
                        padding: '5px 10px',
                        borderRadius: theme.radii.sm,
                        border: `1px solid ${theme.colors.border}`,
                        background: 'transparent',
                        color: theme.colors.text,
                        fontSize: 12,
                        fontWeight: 600,
                        cursor: 'pointer',
                        whiteSpace: 'nowrap',
                        '&:hover': { borderColor: theme.colors.primary, color: theme.colors.primary },
                      }}
                    >
                      {expanded ? t('history.hideDetails') : t('history.showDetails')}
                    </button>
                  </td>
                ) : null}
              </tr>
              {detail && expanded ? (
                <tr data-detail id={detailId}>
                  <td colSpan={span}>{detail.render(item)}</td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
