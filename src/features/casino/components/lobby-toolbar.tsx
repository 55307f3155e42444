import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { Icon } from '@site/components/icons';
import { GAME_SORTS, type GameSort } from '@contracts/domain/game-lobby';
import { ProviderFilter } from './provider-filter';
import { minWidth } from '@site/lib/theme';

/**
 * One row from 600 px; on a phone the search box has its own row and sort and providers share the next, so each
 * keeps a readable width (the bar stays sticky).
 */
function Bar(props: ComponentProps<'div'>) {
  return <div css={barCss} {...props} />;
}

const barCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: 8,
  '& > :first-child': {
    gridColumn: '1 / -1',
  },
  [minWidth(theme.breakpoints.sm)]: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    '& > :first-child': { gridColumn: 'auto' },
  },
  [minWidth(theme.breakpoints.md)]: { gap: 10 },
});

const fieldCss = (theme: Theme) => css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  'span.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  'svg.lead': {
    position: 'absolute',
    left: 12,
    color: theme.colors.textMuted,
    pointerEvents: 'none',
  },
  'input, select': {
    width: '100%',
    height: 44,
    padding: '0 12px 0 40px',
    border: `1px solid ${theme.colors.control}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
  },
  select: {
    paddingLeft: 12,
    textOverflow: 'ellipsis',
  },
  'input:focus-visible, select:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: 1,
  },
});

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
      <label css={fieldCss}>
        <span className="visually-hidden">{t('casino.searchLabel')}</span>
        <Icon name="search" className="lead" />
        <input type="search" value={search} placeholder={t('casino.searchPlaceholder')} maxLength={100} onChange={(e) => onSearch(e.target.value)} />
      </label>
      <label css={fieldCss}>
        <span className="visually-hidden">{t('casino.sortLabel')}</span>
        <select value={sort ?? ''} data-testid="lobby-sort" onChange={(e) => onSort((e.target.value || null) as GameSort | null)}>
          <option value="">{t('casino.sortDefault')}</option>
          {GAME_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(SORT_TEXT[value])}
            </option>
          ))}
        </select>
      </label>
      <ProviderFilter providers={providers} selected={selectedProviders} onChange={onProviders} />
    </Bar>
  );
}
