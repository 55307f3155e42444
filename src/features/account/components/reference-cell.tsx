import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useTheme } from '@emotion/react';

/**
 * A row's player-facing reference (contracts/domain/history-filters.ts reference(), e.g. "D-000123") with a copy button,
 * so the player can quote it to support (docs/histories.md).
 */
export function ReferenceCell({ value }: { value: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(t('history.reference.copied', { reference: value })),
      () => toast.error(t('history.reference.copyFailed')),
    );
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <code data-reference css={{ fontSize: 13, fontWeight: 600, letterSpacing: '0.02em' }}>{value}</code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('history.reference.copy', { reference: value })}
        title={t('history.reference.copy', { reference: value })}
        css={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 28,
          height: 28,
          padding: 0,
          borderRadius: theme.radii.sm,
          border: `1px solid ${theme.colors.border}`,
          background: 'transparent',
          color: theme.colors.textMuted,
          cursor: 'pointer',
          '&:hover': { color: theme.colors.primary, borderColor: theme.colors.primary },
        }}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
      </button>
    </span>
  );
}
