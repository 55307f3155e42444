import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Row = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 2px;
  scrollbar-width: thin;
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.85rem;
    font-weight: 600;
    cursor: pointer;
  }
  button span[aria-hidden] { color: ${({ theme }) => theme.colors.textMuted}; font-size: 1rem; line-height: 1; }
  button.clear { border-color: transparent; background: none; color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

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
