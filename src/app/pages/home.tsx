import { type ComponentProps, Suspense, lazy, memo } from 'react';
import { type Theme, useTheme, css } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, LinkButton } from '@site/components/button';
import { Icon } from '@site/components/icons';
import { SectionBoundary } from '@site/components/section-boundary';
import { alpha } from '@site/components/color';
import { dialogAtom } from '@site/lib/dialogs';
import { isLoggedInAtom } from '@site/lib/session';
import { categoryListQuery, useCategoryList } from '@site/features/casino/api/category-list';
import { egtJackpotQuery, egyptQuestQuery, jackpotCardsQuery } from '@site/features/casino/api/jackpots';
import { gamesQuery } from '@site/features/casino/api/games';
import { GameRow, gameRowLookup } from '@site/features/casino/components/game-row';
import { GameRowSkeleton } from '@site/features/casino/components/game-row-skeleton';
import { JackpotWidgets } from '@site/features/casino/components/jackpot-widgets';
import { sliderListQuery } from '@site/features/cms/api/slider-list';
import { BannerCarousel } from '@site/features/cms/components/banner-carousel';
import { usePopupOnce } from '@site/features/cms/hooks/use-popup-once';
import { HomeStrip } from '@site/features/protection/components/home-strip';
import { useInForce } from '@site/lib/in-force';
import { sectionLinks } from '@site/app/layout/menu-links';
import { useHydrated } from '@site/lib/use-hydrated';
import { skipWhileOffscreen } from '@site/lib/theme';
import { ensureAll, type PageData } from '@site/lib/page-data';
import type { CasinoCategoryList } from '@contracts/types/casino/category-list';

// Shown only while this browser's player is in a time-out or self-exclusion, so it loads then (docs/performance.md).
const ExclusionInForce = lazy(() =>
  import('@site/features/protection/components/exclusion-in-force').then((m) => ({ default: m.ExclusionInForce })),
);

function Hero(props: ComponentProps<'section'>) {
  return <section css={heroCss} {...props} />;
}

const heroCss = (theme: Theme) => css({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '14px 24px',
  padding: 'clamp(18px, 3vw, 28px)',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: `radial-gradient(120% 140% at 100% 0%, ${alpha(theme.colors.primary, 20)} 0%, transparent 55%), radial-gradient(90% 120% at 0% 100%, ${alpha(theme.colors.accent, 15)} 0%, transparent 60%), ${theme.colors.surface}`,
  h1: {
    margin: '0 0 6px',
    fontSize: 'clamp(1.3rem, 3vw, 1.9rem)',
    fontWeight: 800,
    letterSpacing: '-0.02em',
  },
  p: {
    margin: 0,
    maxWidth: '52ch',
    color: theme.colors.textMuted,
    fontSize: '1rem',
  },
});

function Actions(props: ComponentProps<'div'>) {
  return <div css={actionsCss} {...props} />;
}

const actionsCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

function Grid(props: ComponentProps<'ul'>) {
  return <ul css={gridCss} {...props} />;
}

const gridCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  /* The section links' usual height on a phone and from the md breakpoint: what they hold while not yet drawn; after the list's own margin and padding, which its outline room replaces. */
}, skipWhileOffscreen({ px: 650, widePx: 260, wideFromPx: theme.breakpoints.md }, 4), {
  listStyle: 'none',
});

function Tile(props: ComponentProps<typeof Link>) {
  return <Link css={tileCss} {...props} />;
}

const tileCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  padding: 18,
  minHeight: 120,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  textDecoration: 'none',
  fontWeight: 700,
  transition: 'transform 120ms, border-color 120ms',
  '&:hover': {
    transform: 'translateY(-2px)',
    borderColor: theme.colors.primary,
  },
  span: {
    display: 'inline-grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceRaised,
    color: theme.colors.primary,
  },
});

function Heading({ children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 css={headingCss} {...props}>
      {children}
    </h2>
  );
}

const headingCss = css({
  margin: '8px 0 0',
  fontSize: '1.15rem',
});

/** The cms slider of the home page's banner carousel. */
const HOME_SLIDER = 'home';

/** The casino categories tagged for the home page (slug 'home'), in the server's order: one game row each. */
const homeRows = (categories: CasinoCategoryList | undefined) => (categories ?? []).filter((category) => category.slugList.includes('home'));

/** Casino categories tagged for the home page (slug 'home'), each as a game row, in the server's order. */
function HomeGameRows() {
  const { data, isPending } = useCategoryList();
  // CLS (docs/performance.md): hold a row's place until the categories are known; later rows start below the fold.
  if (isPending) return <GameRowSkeleton />;
  const rows = homeRows(data);
  return rows.map((category) => <GameRow key={category.id} categoryId={category.id} title={category.name} />);
}

/**
 * Opens the cms popup once per content hash (usePopupOnce) while `enabled`. Its own component, so the popup query's
 * changes (fetching, answered) re-render only this, not the page (docs/performance.md: TBT). Renders nothing.
 */
function PopupOnce({ enabled }: { enabled: boolean }) {
  usePopupOnce(enabled);
  return null;
}

/**
 * The home page's content for visitors and players. Memoised: the page's switch after hydration (useHydrated) re-renders
 * only HomePage, not the banners, rows and tiles below, which do not depend on it (docs/performance.md: TBT).
 */
const HomeContent = memo(function HomeContent({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const setDialog = useSetAtom(dialogAtom);
  return (
    <>
      <SectionBoundary>
        <BannerCarousel slug={HOME_SLIDER} />
      </SectionBoundary>
      <Hero>
        <div>
          <h1>{t('pages.home.title', { brand: theme.brandName })}</h1>
          <p>{t('pages.home.lead')}</p>
        </div>
        <Actions>
          {loggedIn ? (
            <LinkButton to="/dashboard/deposit" variant="primary">
              {t('header.deposit')}
            </LinkButton>
          ) : (
            <>
              <Button variant="accent" onClick={() => setDialog({ name: 'register' })}>
                {t('header.register')}
              </Button>
              <Button variant="outline" onClick={() => setDialog({ name: 'login' })}>
                {t('header.login')}
              </Button>
            </>
          )}
        </Actions>
      </Hero>
      <SectionBoundary>
        {/* The protection strip, bundled with the page (under 1 KB): loaded lazily it appeared after the jackpots and moved
            them (docs/performance.md: CLS). */}
        <HomeStrip />
      </SectionBoundary>
      {/* Other features' widgets: a failure stays inside its own section. */}
      <SectionBoundary>
        <JackpotWidgets />
      </SectionBoundary>
      <SectionBoundary>
        <HomeGameRows />
      </SectionBoundary>
      <Heading>{t('home.sections')}</Heading>
      <Grid>
        {sectionLinks().map((link) => (
          <li key={link.url}>
            <Tile to={link.url}>
              <span>
                <Icon name={link.icon} size={24} />
              </span>
              {t(link.title)}
            </Tile>
          </li>
        ))}
      </Grid>
    </>
  );
});

/**
 * / (docs/product.md §2 Home): the home banner carousel (cms slider 'home'), a welcome strip with the main call to action,
 * jackpot widgets, game rows of the home categories, the site's sections from config/menu.json, and the popup
 * once per content hash. The top notification banner sits above the header (layout/header/domain-notice.tsx).
 * While a time-out or self-exclusion this browser's player confirmed is in force, the page says so instead, with no
 * banners, games or popup (docs/registration-checks.md).
 */
export default function HomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hydrated = useHydrated();
  // A browser with the record gets the client shell, not server HTML, so this is its first render's answer; read again
  // when the session ends (another tab's time-out), never leaving a visitor's page in between (src/lib/in-force.ts).
  const exclusion = useInForce();
  if (exclusion) {
    return (
      <Suspense fallback={null}>
        <ExclusionInForce record={exclusion} />
      </Suspense>
    );
  }
  return (
    <>
      {/* The popup is asked for once hydrated, never by the server render: whether it may show depends on this browser
          (the in-force record above) and on the session (cms/popup answers null to a player in a time-out or
          self-exclusion), neither of which the server's visitor render knows. */}
      <PopupOnce enabled={hydrated} />
      <HomeContent loggedIn={loggedIn} />
    </>
  );
}

/**
 * The queries / renders with (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the banner slides, the three jackpot feeds, the casino
 * categories and then the games of each home row. Not the popup: it is asked for once hydrated (usePopupOnce above).
 */
export const pageData: PageData = async ({ queryClient }) => {
  const rows = queryClient
    .ensureQueryData(categoryListQuery())
    .then((categories) => ensureAll(homeRows(categories).map((category) => queryClient.ensureQueryData(gamesQuery(gameRowLookup(category.id))))));
  await ensureAll([
    queryClient.ensureQueryData(sliderListQuery(HOME_SLIDER)),
    queryClient.ensureQueryData(egtJackpotQuery()),
    queryClient.ensureQueryData(jackpotCardsQuery()),
    queryClient.ensureQueryData(egyptQuestQuery()),
    rows,
  ]);
};
