import { useTheme } from '@emotion/react';
import { formatLira } from '@site/lib/format';

/** One total of a history's filtered range; `signed` amounts (net) show their sign and colour. */
export interface TotalDef {
  key: string;
  label: string;
  /** Lira. */
  amount: number;
  signed?: boolean;
}

/**
 * The totals of the filtered range, as the server computed them over every page (docs/histories.md), in the
 * shared money format. A net amount carries its sign in the text; the colour only repeats it.
 */
export function HistoryTotals({ label, totals, note }: { label: string; totals: readonly TotalDef[]; note?: string }) {
  const theme = useTheme();
  return (
    <section aria-label={label} css={{ display: 'grid', gap: 6 }}>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 10 }}>
        {totals.map((total) => {
          const tone = !total.signed || total.amount === 0 ? theme.colors.text : total.amount > 0 ? theme.colors.success : theme.colors.danger;
          const text = (total.signed && total.amount > 0 ? '+' : '') + formatLira(total.amount);
          return (
            <div
              key={total.key}
              data-total={total.key}
              css={{ padding: '10px 14px', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised }}
            >
              <dt css={{ fontSize: 12, color: theme.colors.textMuted, fontWeight: 600 }}>{total.label}</dt>
              <dd css={{ margin: '2px 0 0', fontSize: 18, fontWeight: 800, color: tone, fontVariantNumeric: 'tabular-nums' }}>{text}</dd>
            </div>
          );
        })}
      </dl>
      {note ? <p css={{ margin: 0, fontSize: 12, color: theme.colors.textMuted }}>{note}</p> : null}
    </section>
  );
}
