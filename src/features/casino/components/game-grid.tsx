import { type ComponentProps, memo, startTransition, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CasinoGame } from '@contracts/types/casino/game';
import type { PlayMode } from '@site/features/casino/launch-request';
import { GameTile, TILE_CAPTION_PX } from './game-tile';
import { measureElementBox, useElementBox, type ElementBox } from '@site/features/casino/hooks/use-element-box';
import { useHydrated } from '@site/lib/use-hydrated';
import { minWidth, skipWhileOffscreen } from '@site/lib/theme';

/** The grid's width from which its tiles are at least 150 px wide, not 105 (minTilePx and the server grid's CSS). */
const WIDE_GRID_PX = 600;
/** Tiles are at least this wide; the grid fits as many columns as it can (3 on a 390 px phone, 8 at 1440 px). */
const minTilePx = (width: number) => (width < WIDE_GRID_PX ? 105 : 150);
const GAP_PX = 12;

function Rows(props: ComponentProps<'div'>) {
  return <div css={rowsCss} {...props} />;
}

const rowsCss = css({
  position: 'relative',
  width: '100%',
});
function Row({ columns, ...props }: ComponentProps<'div'> & { columns: number }) {
  return <div css={rowCss({ columns })} {...props} />;
}

const rowCss = ({ columns }: { columns: number }) =>
  css({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: `${GAP_PX}px`,
});

/**
 * The first tiles a server-rendered lobby carries (docs/architecture.md "Server-rendered pages"): the server knows no viewport, so it lays them out with
 * CSS (the same columns and gaps as the virtual grid) and the browser swaps in the virtual grid after hydration.
 * 48 = 6 rows at 1440 px, 16 rows on a phone: more than the first screen either way.
 */
const SERVER_TILES = 48;
/** Tiles of a phone's first screen (3 columns, 4 rows): their pictures load with the page, not lazily (docs/performance.md: LCP). */
const FIRST_SCREEN_TILES = 12;


/**
 * The server's and the hydrating render's grid: CSS columns of at least minTilePx, no virtualisation. Tiles past a
 * phone's first screen are skipped while off screen (skipWhileOffscreen; docs/performance.md: TBT).
 */
function StaticRows(props: ComponentProps<'div'>) {
  return <div css={staticRowsCss} {...props} />;
}

const staticRowsCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(105px, 1fr))',
  gap: `${GAP_PX}px`,
  /* A server tile's usual height on a phone and from WIDE_GRID_PX: what a tile past the first screen holds until drawn. */
  [`& > :nth-child(n + ${FIRST_SCREEN_TILES + 1})`]: {
    ...skipWhileOffscreen({ px: 160, widePx: 210, wideFromPx: WIDE_GRID_PX }, 4),
  },
  [minWidth(WIDE_GRID_PX)]: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  },
});

interface Props {
  games: CasinoGame[];
  favorites: ReadonlySet<string>;
  onPlay: (game: CasinoGame, mode?: PlayMode) => void;
  onToggleFavorite: (game: CasinoGame) => void;
}

/**
 * The lobby grid (docs/lobby.md), virtualised by rows against the window scroll (@tanstack/react-virtual): only the rows
 * in view plus a few above and below are in the DOM, so 5,000 games scroll as smoothly as 50. A server-rendered
 * lobby first shows the first SERVER_TILES tiles laid out by CSS, until hydration. Memoised: a key typed in the
 * lobby's search box re-renders the page at once, the grid only when its games change (docs/lobby.md "Search").
 */
export const GameGrid = memo(function GameGrid(props: Props) {
  const hydrated = useHydrated();
  // Rendered by the server and hydrated: the virtual grid comes in once the server grid's box is measured, after the
  // browser has laid the page out (cheap to read then), so its first render has the real width and is its last (else
  // it renders at the fallback width, measures in its layout effect and renders again in the same task: TBT).
  const [fromServer] = useState(!hydrated);
  const [serverBox, setServerBox] = useState<ElementBox | null>(null);
  const serverGrid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = serverGrid.current;
    if (!hydrated || !element) return;
    const box = measureElementBox(element);
    startTransition(() => setServerBox(box));
  }, [hydrated]);
  if (hydrated && (!fromServer || serverBox)) return <VirtualGrid {...props} initialBox={serverBox ?? undefined} />;
  const { games, favorites, onPlay, onToggleFavorite } = props;
  return (
    <StaticRows ref={serverGrid} data-testid="game-grid" data-count={games.length}>
      {games.slice(0, SERVER_TILES).map((game, i) => (
        <GameTile key={game.gameCode} game={game} favorite={favorites.has(game.gameCode)} onPlay={onPlay} onToggleFavorite={onToggleFavorite} priority={i === 0} eager={i < FIRST_SCREEN_TILES} />
      ))}
    </StaticRows>
  );
});

/** The grid in the browser: rows virtualised against the window scroll. */
function VirtualGrid({ games, favorites, onPlay, onToggleFavorite, initialBox }: Props & { initialBox?: ElementBox }) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useElementBox(ref, 1024, initialBox);
  const columns = Math.max(2, Math.floor((width + GAP_PX) / (minTilePx(width) + GAP_PX)));
  const tileWidth = (width - GAP_PX * (columns - 1)) / columns;
  const rowHeight = Math.round(tileWidth + TILE_CAPTION_PX + 2 + GAP_PX);
  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: top,
    // The window's size from the start (never rendered on the server), so the first render's rows are those its
    // measurement finds, and it renders no second time in the same task (docs/performance.md: TBT).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  return (
    <Rows ref={ref} style={{ height: virtualizer.getTotalSize() }} data-testid="game-grid" data-count={games.length}>
      {virtualizer.getVirtualItems().map((row) => (
        <Row
          key={row.key}
          columns={columns}
          style={{ transform: `translateY(${row.start - top}px)`, height: rowHeight - GAP_PX }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
            <GameTile
              key={game.gameCode}
              game={game}
              favorite={favorites.has(game.gameCode)}
              onPlay={onPlay}
              onToggleFavorite={onToggleFavorite}
              priority={row.index === 0 && i === 0}
            />
          ))}
        </Row>
      ))}
    </Rows>
  );
}
