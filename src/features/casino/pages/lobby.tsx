import { useEffect, useMemo } from 'react';
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { BELOW_HEADER_TOP, usePublishStickyBelowHeader } from '../../../lib/header-offset';
import { useRouteProps } from '../../../lib/route-handle';
import { formatProviderIds, parseGameSort, parseProviderIds } from '../../../../contracts/domain/game-lobby';
import { authAtom } from '../../../lib/session';
import { useProviderList } from '../api/provider-list';
import { useRecentGames } from '../api/recent-games';
import { ActiveFilters, type ActiveFilter } from '../components/active-filters';
import { CategoryChips } from '../components/category-chips';
import { EmptyState } from '../components/empty-state';
import { GameGrid } from '../components/game-grid';
import { GameGridSkeleton } from '../components/game-grid-skeleton';
import { LobbyToolbar } from '../components/lobby-toolbar';
import { RecentRow } from '../components/recent-row';
import { useFavoriteAction } from '../hooks/use-favorite-action';
import { FAVORITES_KEY, useLobbyGames } from '../hooks/use-lobby-games';
import { useOpenGame } from '../hooks/use-open-game';
import { useResultsInView } from '../hooks/use-results-in-view';
import { useSearchBox } from '../hooks/use-search-box';

const Page = styled.div`
  display: grid;
  gap: 16px;
  header h1 { margin: 0; font-size: clamp(1.35rem, 2.5vw, 1.85rem); }
  header p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Search, provider and chips stay on screen under the header however far the list is scrolled (issue 16 item 8). */
const Filters = styled.div`
  position: sticky;
  top: ${BELOW_HEADER_TOP};
  z-index: 50;
  display: grid;
  gap: 10px;
  margin: -8px -16px 0;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.background};
  transition: top 220ms ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/**
 * The casino lobby of /casino/{slot,live,games,tvbets,popular-games} (docs/product.md §2, issue 5). URL state (docs/lobby.md):
 * `search` (name lookup; the header search and the Aviator item land here), `category` (chip), `sort` (name,
 * newest, popular), `providers` (provider ids "1,14"), `jackpot` (a jackpot's games; its card links here) and
 * `open=first` (Aviator: open the first game the lookup finds). The search box is the truth while typing; the
 * URL follows it (use-search-box.ts). A logged-in player who has played sees his recently played row.
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  const slug = String(props.category ?? 'slot');
  const [params] = useSearchParams();
  const box = useSearchBox({ param: 'search', clearOnWrite: ['open'] });
  const search = box.term;
  const auth = useAtomValue(authAtom);
  const favorites = useFavoriteAction();
  const openGame = useOpenGame();
  const selected = params.get('category') ?? slug;
  const sort = parseGameSort(params.get('sort'));
  const providersParam = params.get('providers') ?? '';
  const providerIds = useMemo(() => parseProviderIds(providersParam), [providersParam]);
  const jackpot = (params.get('jackpot') ?? '').trim().slice(0, 100);
  const providerList = useProviderList(slug).data;
  const recent = useRecentGames(auth?.token);
  const lobby = useLobbyGames({
    slug, selected, search, jackpot, options: { sort: sort ?? undefined, providers: providerIds }, favoriteGames: auth ? favorites.favoriteGames : null,
  });
  const { barRef, resultsRef } = useResultsInView(`${search.trim()}\n${selected}\n${sort}\n${providersParam}\n${jackpot}`);
  usePublishStickyBelowHeader(barRef);

  // A filter change also carries what the box holds, so it never restores a search the box has moved on from.
  const update = box.setParamsWithBox;

  // Aviator (docs/product.md §2 Side menu): the lookup's first game opens once, then the flag leaves the URL.
  const first = lobby.isSettled ? lobby.games?.[0] : undefined;
  useEffect(() => {
    if (params.get('open') !== 'first' || !lobby.isSettled) return;
    update({ open: '' });
    if (first) openGame(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run when the lookup settles
  }, [lobby.isSettled, first]);

  const shown = useMemo(() => lobby.games ?? [], [lobby.games]);
  const providerCount = useMemo(() => new Set(shown.map((g) => g.providerId)).size, [shown]);
  const setProviders = (ids: number[]) => update({ providers: formatProviderIds(ids) });
  const filters: ActiveFilter[] = [
    ...(jackpot ? [{ key: 'jackpot', label: t('casino.jackpotFilter', { name: jackpot }), onRemove: () => update({ jackpot: '' }) }] : []),
    // In the filter's order (by name), each removable on its own.
    ...(providerList ?? []).filter((p) => providerIds.includes(p.id)).map((p) => ({
      key: `p${p.id}`, label: p.name, onRemove: () => setProviders(providerIds.filter((other) => other !== p.id)),
    })),
  ];
  const clearFilters = () => update({ providers: '', jackpot: '' });

  let content;
  if (lobby.isPending) content = <GameGridSkeleton />;
  else if (lobby.isError) {
    content = <EmptyState title={t('casino.loadError')} action={<Button variant="outline" onClick={() => void lobby.refetch()}>{t('casino.retry')}</Button>} />;
  } else if (shown.length === 0) {
    const clear = filters.length > 0 ? <Button variant="outline" onClick={clearFilters}>{t('casino.clearFilters')}</Button> : undefined;
    content = <EmptyState title={t('casino.emptyTitle')} lead={selected === FAVORITES_KEY && !search ? t('casino.favoritesEmpty') : t('casino.emptyLead')} action={clear} />;
  } else content = <GameGrid games={shown} favorites={favorites.codes} onPlay={openGame} onToggleFavorite={favorites.toggle} />;

  return (
    <Page>
      <header>
        <h1>{t(String(props.title ?? 'breadcrumbs.casino'))}</h1>
        {lobby.games ? <p aria-live="polite">{t('casino.lobbyLead', { count: shown.length, providers: providerCount })}</p> : null}
      </header>
      {auth && recent.length > 0 && !search.trim() && !jackpot ? (
        <RecentRow games={recent} favorites={favorites.codes} onPlay={openGame} onToggleFavorite={favorites.toggle} />
      ) : null}
      <Filters ref={barRef} data-testid="lobby-filters">
        <LobbyToolbar
          search={box.input}
          onSearch={box.setInput}
          sort={sort}
          onSort={(value) => update({ sort: value ?? '' })}
          providers={providerList ?? []}
          selectedProviders={providerIds}
          onProviders={setProviders}
        />
        {search.trim() || jackpot ? null : <CategoryChips items={lobby.chips} selected={selected} onSelect={(key) => update({ category: key === slug ? '' : key })} />}
        <ActiveFilters filters={filters} onClear={clearFilters} />
      </Filters>
      <div ref={resultsRef} aria-busy={!lobby.isSettled && !lobby.isError}>
        {content}
      </div>
    </Page>
  );
}
