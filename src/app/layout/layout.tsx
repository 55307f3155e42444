import type { ComponentProps } from 'react';
import { Global, css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { HEADER_HEIGHT_VAR, STICKY_BELOW_HEADER_VAR } from '@site/lib/header-offset';
import { maxWidth } from '@site/lib/theme';
import { DialogsHost } from '@site/app/dialogs-host';
import { NavigationGuard, useProtectedPageHidden } from '@site/app/navigation-guard';
import { useStartup } from '@site/app/startup';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LazyNotificationsPanel, LazySidebar } from './lazy-sheets';
import { LiveChatHost } from '@site/features/chat/components/live-chat-host';
import { useSiteOptions } from '@site/features/cms/api/site-options';
import { ProtectionBridge } from './protection-bridge';
import { WithdrawOnlyGate } from '@site/features/protection/components/withdraw-only-gate';
import { RealtimeBridge } from './realtime-bridge';
import { ReauthHost } from '@site/features/auth/components/reauth-host';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { useDocumentTitle } from '@site/lib/page-title';

/* Fixed, not absolute: wherever the page is scrolled when it takes focus, it shows (WCAG 2.4.11). */
function SkipLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a css={skipLinkCss} {...props}>
      {children}
    </a>
  );
}

const skipLinkCss = (theme: Theme) => css({
  position: 'fixed',
  left: 8,
  top: -48,
  zIndex: 200,
  padding: '8px 14px',
  borderRadius: theme.radii.md,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: 700,
  '&:focus': {
    top: 8,
  },
});

function Main(props: ComponentProps<'main'>) {
  return <main css={mainCss} {...props} />;
}

const mainCss = css({
  display: 'grid',
  gap: 16,
  alignContent: 'start',
  maxWidth: 1440,
  /* CLS (docs/performance.md): at least a screen tall, so the footer starts below the fold and does not move into view when a page's content arrives. */
  minHeight: '100svh',
  margin: '0 auto',
  padding: 16,
  outline: 'none',
});

function Page(props: ComponentProps<'div'>) {
  return <div css={pageCss} {...props} />;
}

const pageCss = (theme: Theme) => css({
  [maxWidth(theme.breakpoints.md)]: {
    paddingBottom: `${BOTTOM_BAR_HEIGHT}px`,
  },
});

/** Room kept between a focused control and the page's edge or a bar over it. */
const FOCUS_ROOM_PX = 8;

/**
 * WCAG 2.4.11 Focus Not Obscured (docs/accessibility.md): when keyboard focus (or scrollIntoView) scrolls a control into view,
 * the browser keeps it clear of the sticky header and any bar sticking under it (the lobby's filters), and on
 * phones of the fixed bottom bar, from the sizes these publish (src/lib/header-offset.ts, BOTTOM_BAR_HEIGHT).
 */
const scrollPadding = (theme: Theme) => css({
  html: {
    scrollPaddingTop: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + var(${STICKY_BELOW_HEADER_VAR}, 0px) + ${FOCUS_ROOM_PX}px)`,
    scrollPaddingBottom: `${FOCUS_ROOM_PX}px`,
    [maxWidth(theme.breakpoints.md)]: {
      scrollPaddingBottom: `calc(${BOTTOM_BAR_HEIGHT + FOCUS_ROOM_PX}px + env(safe-area-inset-bottom))`,
    },
  },
});

/** Thin bar at the top while a route's chunk loads. */
function Progress(props: ComponentProps<'div'>) {
  return <div css={progressCss} {...props} />;
}

const progressCss = (theme: Theme) => css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 300,
  height: 3,
  background: theme.colors.primary,
});

/** The page frame around every route (docs/product.md §2): header, sidebar, breadcrumbs, page, footer, bottom bar, dialogs. */
export function Layout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hidden = useProtectedPageHidden();
  const siteOptions = useSiteOptions();
  useStartup();
  useDocumentTitle();
  return (
    <Page>
      <Global styles={scrollPadding} />
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-label={t('common.loading')} /> : null}
      <Header />
      <LazySidebar />
      <Main id="main" tabIndex={-1}>
        <RouteBreadcrumbs />
        {/* NavigationGuard sends a logged-out visitor on a protected url home and opens login. */}
        {hidden ? null : (
          <WithdrawOnlyGate>
            <Outlet />
          </WithdrawOnlyGate>
        )}
      </Main>
      <Footer />
      <BottomBar />
      <LiveChatHost options={siteOptions} />
      <LazyNotificationsPanel />
      <RealtimeBridge />
      <DialogsHost />
      <ReauthHost />
      <ProtectionBridge />
      <NavigationGuard />
    </Page>
  );
}
