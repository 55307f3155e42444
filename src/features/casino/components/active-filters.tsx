import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

function Row(props: ComponentProps<'div'>) {
  return <div css={rowCss} {...props} />;
}

const rowCss = (theme: Theme) => css({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 6,
  overflowX: 'auto',
  paddingBottom: 2,
  scrollbarWidth: 'thin',
  button: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 32,
    padding: '0 12px',
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.primary}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: '0.85rem',
    fontWeight: 600,
    cursor: 'pointer',
  },
  'button span[aria-hidden]': {
    color: theme.colors.textMuted,
    fontSize: '1rem',
    lineHeight: 1,
  },
  'button.clear': {
    borderColor: 'transparent',
    background: 'none',
    color: theme.colors.primary,
    textDecoration: 'underline',
  },
  'button:focus-visible': {
    outline: `2px solid ${theme.colors.accent}`,
    outlineOffset: 2,
  },
});

/** One active filter: what it shows and how to drop it. */
export interface ActiveFilter {
  key: string;
  label: string;
  onRemove: () => void;
}

/**
 * The lobby's active filters as chips (docs/lobby.md): each chip removes its own filter ("Remove filter: NetEnt"), and
 * "Clear all" drops every one. Nothing when no filter is on.
 */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Row role="group" aria-label={t('casino.activeFilters')} data-testid="active-filters">
      {filters.map((filter) => (
        <button key={filter.key} type="button" aria-label={t('casino.removeFilter', { name: filter.label })} onClick={filter.onRemove}>
          {filter.label}
          <span aria-hidden="true">×</span>
        </button>
      ))}
      {filters.length > 1 ? (
        <button type="button" className="clear" onClick={onClear}>
          {t('casino.clearFilters')}
        </button>
      ) : null}
    </Row>
  );
}
