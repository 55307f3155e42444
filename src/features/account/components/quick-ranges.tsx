import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { QUICK_RANGES, quickRange, quickRangeOf } from '@site/lib/history-ranges';
import type { DateRange } from './date-range-filter';

/**
 * Today / Last 7 days / Last 30 days (docs/histories.md) as toggle buttons: Istanbul days, the same the date
 * pickers show once chosen (src/lib/history-ranges.ts). The pressed one is the range the page shows.
 */
export function QuickRanges({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const active = quickRangeOf(value);
  return (
    <div role="group" aria-label={t('history.quick.label')} css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {QUICK_RANGES.map((kind) => {
        const pressed = active === kind;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? {} : quickRange(kind))}
            css={{
              padding: '7px 14px',
              borderRadius: theme.radii.pill,
              border: `1px solid ${pressed ? theme.colors.primary : theme.colors.border}`,
              background: pressed ? theme.colors.primary : 'transparent',
              color: pressed ? theme.colors.primaryText : theme.colors.text,
              fontSize: 13,
              fontWeight: 600,
              cursor: 'pointer',
              '&:hover': { borderColor: theme.colors.primary },
            }}
          >
            {t(`history.quick.${kind}`)}
          </button>
        );
      })}
    </div>
  );
}
