import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { Icon } from '@site/components/icons';
import { GAME_SORTS, type GameSort } from '@contracts/domain/game-lobby';
import { ProviderFilter } from './provider-filter';

/**
 * One row from 600 px; on a phone the search box has its own row and sort and providers share the next, so each
 * keeps a readable width (the bar stays sticky).
 */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
  & > :first-child { grid-column: 1 / -1; }
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child { grid-column: auto; }
  }`}
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { gap: 10px; }`}
`;
const Field = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  span.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  svg.lead {
    position: absolute;
    left: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input, select {
    width: 100%;
    height: 44px;
    padding: 0 12px 0 40px;
    border: 1px solid ${({ theme }) => theme.colors.control};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  select { padding-left: 12px; text-overflow: ellipsis; }
  input:focus-visible, select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const SORT_TEXT: Record<GameSort, string> = { name: 'casino.sortName', newest: 'casino.sortNewest', popular: 'casino.sortPopular' };

interface Props {
  search: string;
  onSearch: (value: string) => void;
  sort: GameSort | null;
  onSort: (value: GameSort | null) => void;
  providers: CasinoProvider[];
  selectedProviders: readonly number[];
  onProviders: (ids: number[]) => void;
}

/**
 * Lobby search box (casino/games {live, search}), sort (A–Z, newest, popular; docs/lobby.md) and the multi-provider
 * filter. The sort is a native select: labelled, keyboard and screen-reader ready on every device.
 */
export function LobbyToolbar({ search, onSearch, sort, onSort, providers, selectedProviders, onProviders }: Props) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Field>
        <span className="visually-hidden">{t('casino.searchLabel')}</span>
        <Icon name="search" className="lead" />
        <input type="search" value={search} placeholder={t('casino.searchPlaceholder')} maxLength={100} onChange={(e) => onSearch(e.target.value)} />
      </Field>
      <Field>
        <span className="visually-hidden">{t('casino.sortLabel')}</span>
        <select value={sort ?? ''} data-testid="lobby-sort" onChange={(e) => onSort((e.target.value || null) as GameSort | null)}>
          <option value="">{t('casino.sortDefault')}</option>
          {GAME_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_TEXT[value])}
            </option>
          ))}
        </select>
      </Field>
      <ProviderFilter providers={providers} selected={selectedProviders} onChange={onProviders} />
    </Bar>
  );
}
