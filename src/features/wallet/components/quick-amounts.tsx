import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { amountLocaleOf, formatAmountInput } from '@site/lib/amount-input';
import { tint } from '@site/forms/styles';

/** The quick amounts offered in the payment dialogs, lira (the amounts players pick most, as on leading cashiers). */
export const QUICK_AMOUNTS_LIRA: readonly number[] = [100, 250, 500, 1000];

/**
 * The quick amounts a method allows: within its limits (lira, inclusive) and, for a withdrawal, not above what can
 * be withdrawn (`cap`, lira). Unknown bounds do not filter.
 */
export function quickAmountsWithin(min: number | undefined, max: number | undefined, cap?: number): number[] {
  return QUICK_AMOUNTS_LIRA.filter((a) => (min === undefined || a >= min) && (max === undefined || a <= max) && (cap === undefined || a <= cap));
}

export interface QuickAmountsProps {
  /** Lira amounts to offer (see quickAmountsWithin). */
  amounts: readonly number[];
  /** The amount field's current value, lira (the matching chip shows as pressed). */
  current: unknown;
  onPick: (lira: number) => void;
}

/** A row of chips (₺100, ₺250, ₺500, ₺1.000) that fill the amount field; nothing when no amount fits the limits. */
export function QuickAmounts({ amounts, current, onPick }: QuickAmountsProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  if (amounts.length === 0) return null;
  const locale = amountLocaleOf(i18n.language);
  return (
    <div role="group" aria-label={t('wallet.quickAmounts')} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '12px 0 4px' }}>
      {amounts.map((lira) => {
        const pressed = current === lira;
        return (
          <button
            key={lira}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(lira)}
            css={{
              flex: '1 1 0',
              minWidth: 64,
              minHeight: 40,
              padding: '0 10px',
              borderRadius: 999,
              border: `1px solid ${pressed ? theme.colors.primary : theme.colors.border}`,
              background: pressed ? tint(theme.colors.primary, 22) : 'transparent',
              color: theme.colors.text,
              font: 'inherit',
              fontSize: 14,
              fontWeight: 600,
              cursor: 'pointer',
              '&:hover': { borderColor: theme.colors.primary },
              '&:focus-visible': { outline: `3px solid ${tint(theme.colors.primary, 50)}`, outlineOffset: 2 },
            }}
          >
            ₺{formatAmountInput(lira, locale, 0)}
          </button>
        );
      })}
    </div>
  );
}
