import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { maxWidth } from '../../../lib/theme';

export interface Column<T> {
  key: string;
  /** Translated header (also the label of the value on phone cards). */
  header: string;
  render: (item: T) => ReactNode;
  /** Right-aligned numbers (amounts). */
  numeric?: boolean;
}

/**
 * A history as a table on wider screens and as one card per row on phones (below the small breakpoint the cells
 * stack, each with its column header as a label), from the same table markup so screen readers keep the table.
 */
export function HistoryTable<T extends { id: number }>({ columns, items, caption }: { columns: Column<T>[]; items: T[]; caption: string }) {
  const theme = useTheme();
  const phone = maxWidth(theme.breakpoints.sm);
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
          'tbody, tr, td': { display: 'block' },
          tr: {
            margin: '0 0 12px',
            padding: '8px 14px',
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
          },
          td: {
            display: 'flex',
            justifyContent: 'space-between',
            gap: 12,
            padding: '8px 0',
            textAlign: 'right',
            '&::before': { content: 'attr(data-label)', color: theme.colors.textMuted, textAlign: 'left' },
            '&:last-of-type': { borderBottom: 'none' },
          },
        },
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
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.header} data-numeric={c.numeric ? 'true' : undefined}>
                {c.render(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
