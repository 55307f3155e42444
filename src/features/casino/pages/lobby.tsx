import { type ComponentProps, useDeferredValue, useEffect, useMemo } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@site/components/button';
import { BELOW_HEADER_TOP, usePublishStickyBelowHeader } from '@site/lib/header-offset';
import { useRouteProps } from '@site/lib/route-handle';
import { formatProviderIds, parseProviderIds } from '@contracts/domain/game-lobby';
import { ensureAll, type PageData } from '@site/lib/page-data';
import type { RouteHandle } from '@site/lib/route-handle';
import { categoryListQuery } from '@site/features/casino/api/category-list';
import { gamesQuery } from '@site/features/casino/api/games';
import { providerListQuery } from '@site/features/casino/api/provider-list';
import { authAtom } from '@site/lib/session';
import { useProviderList } from '@site/features/casino/api/provider-list';
import { useRecentGames } from '@site/features/casino/api/recent-games';
import { ActiveFilters, type ActiveFilter } from '@site/features/casino/components/active-filters';
import { CategoryChips } from '@site/features/casino/components/category-chips';
import { EmptyState } from '@site/features/casino/components/empty-state';
import { GameGrid } from '@site/features/casino/components/game-grid';
import { GameGridSkeleton } from '@site/features/casino/components/game-grid-skeleton';
import { LobbyToolbar } from '@site/features/casino/components/lobby-toolbar';
import { RecentRow } from '@site/features/casino/components/recent-row';
import { useFavoriteAction } from '@site/features/casino/hooks/use-favorite-action';
import { FAVORITES_KEY, PROVIDERS_PARAM, lobbyLookup, lobbyUrlState, useLobbyGames } from '@site/features/casino/hooks/use-lobby-games';
import { useOpenGame } from '@site/features/casino/hooks/use-open-game';
import { useResultsInView } from '@site/features/casino/hooks/use-results-in-view';
import { useSearchBox } from '@site/features/casino/hooks/use-search-box';

function Page(props: ComponentProps<'div'>) {
  return <div css={pageCss} {...props} />;
}

const pageCss = (theme: Theme) => css({
  display: 'grid',
  gap: 16,
  'header h1': {
    margin: 0,
    fontSize: 'clamp(1.35rem, 2.5vw, 1.85rem)',
  },
  'header p': {
    margin: '4px 0 0',
    color: theme.colors.textMuted,
  },
});

/** Search, provider and chips stay on screen under the header however far the list is scrolled (docs/lobby.md). */
function Filters(props: ComponentProps<'div'>) {
  return <div css={filtersCss} {...props} />;
}

const filtersCss = (theme: Theme) => css({
  position: 'sticky',
  top: BELOW_HEADER_TOP,
  zIndex: 50,
  display: 'grid',
  gap: 10,
  margin: '-8px -16px 0',
  padding: '8px 16px',
  background: theme.colors.background,
  transition: 'top 220ms ease',
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
  },
});

/** The URL parameter of the lobby's name lookup (the search box's). */
const SEARCH_PARAM = 'search';

/** The lobby slug of a lobby route (config/routes.json `props.category`). */
const lobbySlug = (props: RouteHandle['props']): string => String(props.category ?? 'slot');

/**
 * The casino lobby of /casino/{slot,live,games,tvbets,popular-games} (docs/product.md §2). URL state (docs/lobby.md):
 * `search` (name lookup; the header search and the Aviator item land here), `category` (chip), `sort` (name,
 * newest, popular), `providers` (provider ids "1,14"), `jackpot` (a jackpot's games; its card links here) and
 * `open=first` (Aviator: open the first game the lookup finds). The search box is the truth while typing; the
 * URL follows it (use-search-box.ts). A logged-in player who has played sees his recently played row.
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  const slug = lobbySlug(props);
  const [params] = useSearchParams();
  const box = useSearchBox({ param: SEARCH_PARAM, clearOnWrite: ['open'] });
  const search = box.term;
  // The games follow each key from the list the page holds (docs/lobby.md "Search"); deferred, so the box itself
  // answers a key at once and a list being narrowed never holds it up.
  const typed = useDeferredValue(box.input).trim();
  const auth = useAtomValue(authAtom);
  const favorites = useFavoriteAction();
  const openGame = useOpenGame();
  const providersParam = params.get(PROVIDERS_PARAM) ?? '';
  const providerIds = useMemo(() => parseProviderIds(providersParam), [providersParam]);
  const { selected, sort, jackpot } = lobbyUrlState((name) => params.get(name), slug);
  const providerList = useProviderList(slug).data;
  const recent = useRecentGames(auth?.token);
  const lobby = useLobbyGames({
    slug, selected, search, typed, jackpot, options: { sort: sort ?? undefined, providers: providerIds }, favoriteGames: auth ? favorites.favoriteGames : null,
  });
  const { barRef, resultsRef } = useResultsInView(`${typed}\n${selected}\n${sort}\n${providersParam}\n${jackpot}`);
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
  const setProviders = (ids: number[]) => update({ [PROVIDERS_PARAM]: formatProviderIds(ids) });
  const filters: ActiveFilter[] = [
    ...(jackpot ? [{ key: 'jackpot', label: t('casino.jackpotFilter', { name: jackpot }), onRemove: () => update({ jackpot: '' }) }] : []),
    // In the filter's order (by name), each removable on its own.
    ...(providerList ?? []).filter((p) => providerIds.includes(p.id)).map((p) => ({
      key: `p${p.id}`, label: p.name, onRemove: () => setProviders(providerIds.filter((other) => other !== p.id)),
    })),
  ];
  const clearFilters = () => update({ [PROVIDERS_PARAM]: '', jackpot: '' });

  let content;
  if (lobby.isPending) content = <GameGridSkeleton />;
  else if (lobby.isError) {
    content = <EmptyState title={t('casino.loadError')} action={<Button variant="outline" onClick={() => void lobby.refetch()}>{t('casino.retry')}</Button>} />;
  } else if (shown.length === 0) {
    const clear = filters.length > 0 ? <Button variant="outline" onClick={clearFilters}>{t('casino.clearFilters')}</Button> : undefined;
    content = <EmptyState title={t('casino.emptyTitle')} lead={selected === FAVORITES_KEY && !typed ? t('casino.favoritesEmpty') : t('casino.emptyLead')} action={clear} />;
  } else content = <GameGrid games={shown} favorites={favorites.codes} onPlay={openGame} onToggleFavorite={favorites.toggle} />;

  return (
    <Page>
      <header>
        <h1>{t(String(props.title ?? 'breadcrumbs.casino'))}</h1>
        {lobby.games ? <p aria-live="polite">{t('casino.lobbyLead', { count: shown.length, providers: providerCount })}</p> : null}
      </header>
      {auth && recent.length > 0 && !typed && !jackpot ? (
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
        {typed || jackpot ? null : <CategoryChips items={lobby.chips} selected={selected} onSelect={(key) => update({ category: key === slug ? '' : key })} />}
        <ActiveFilters filters={filters} onClear={clearFilters} />
      </Filters>
      <div ref={resultsRef} aria-busy={!lobby.isSettled && !lobby.isError}>
        {content}
      </div>
    </Page>
  );
}

/**
 * The queries a lobby renders with for its URL (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the categories (chips), the lobby's
 * providers (filter) and the games of the URL's lookup (search term, jackpot or chip; sort and providers). A
 * visitor's: no favourites, no recently played (both need the session, which joins in the browser).
 */
export const pageData: PageData = async ({ queryClient, search, props }) => {
  const slug = lobbySlug(props);
  const { selected, sort, providersParam, jackpot } = lobbyUrlState((name) => search.get(name), slug);
  const options = { sort: sort ?? undefined, providers: parseProviderIds(providersParam) };
  const lookup = lobbyLookup({ slug, selected, search: search.get(SEARCH_PARAM) ?? '', jackpot, options });
  await ensureAll([
    queryClient.ensureQueryData(categoryListQuery()),
    queryClient.ensureQueryData(providerListQuery(slug)),
    queryClient.ensureQueryData(gamesQuery(lookup)),
  ]);
};
