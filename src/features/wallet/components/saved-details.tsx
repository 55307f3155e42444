import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { SavedDetail } from '@contracts/types/wallet/cashier';
import { tint } from '@site/forms/styles';

export interface SavedDetailsProps {
  saved: readonly SavedDetail[];
  /** The chosen saved detail's id, or null for 'Enter new details'. */
  chosen: number | null;
  onChoose: (id: number | null) => void;
}

/**
 * The player's saved IBAN / card (docs/wallet.md), masked ('TR33 •••• •••• 1326', '•••• 4242'), offered for
 * reuse as radio choices beside 'Enter new details'. Choosing one hides the fields it fills; the server fills them
 * from its own record of this player's details. Nothing when there is none.
 */
export function SavedDetails({ saved, chosen, onChoose }: SavedDetailsProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (saved.length === 0) return null;
  const option = (id: number | null, label: string, hint?: string) => {
    const selected = chosen === id;
    return (
      <label
        key={id ?? 'new'}
        css={{
          display: 'flex',
          gap: 10,
          alignItems: 'center',
          minHeight: 44,
          padding: '8px 12px',
          borderRadius: theme.radii.md,
          border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
          background: selected ? tint(theme.colors.primary, 12) : 'transparent',
          cursor: 'pointer',
          '&:focus-within': { outline: `3px solid ${tint(theme.colors.primary, 50)}`, outlineOffset: 2 },
        }}
      >
        <input type="radio" name="saved-detail" checked={selected} onChange={() => onChoose(id)} css={{ accentColor: theme.colors.primary, width: 18, height: 18, margin: 0 }} />
        <span css={{ display: 'grid' }}>
          <span css={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{label}</span>
          {hint && <span css={{ fontSize: 12, color: theme.colors.textMuted }}>{hint}</span>}
        </span>
      </label>
    );
  };
  return (
    <fieldset css={{ border: 0, margin: '0 0 16px', padding: 0, display: 'grid', gap: 8, minWidth: 0 }}>
      <legend css={{ padding: 0, marginBottom: 8, fontWeight: 700, fontSize: 15 }}>{t('wallet.saved.title')}</legend>
      {saved.map((s) => option(s.id, t(`wallet.saved.${s.kind}`, { masked: s.masked }), t('wallet.saved.lastUsed')))}
      {option(null, t('wallet.saved.new'))}
    </fieldset>
  );
}
