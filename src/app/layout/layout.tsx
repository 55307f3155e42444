import styled from '@emotion/styled';
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
const SkipLink = styled.a`
  position: fixed;
  left: 8px;
  top: -48px;
  z-index: 200;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  display: grid;
  gap: 16px;
  align-content: start;
  max-width: 1440px;
  /* CLS (docs/performance.md): at least a screen tall, so the footer starts below the fold and does not move into view
     when a page's content arrives. */
  min-height: 100svh;
  margin: 0 auto;
  padding: 16px;
  outline: none;
`;

const Page = styled.div`
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    padding-bottom: ${BOTTOM_BAR_HEIGHT}px;
  }
`;

/** Room kept between a focused control and the page's edge or a bar over it. */
const FOCUS_ROOM_PX = 8;

/**
 * WCAG 2.4.11 Focus Not Obscured (docs/accessibility.md): when keyboard focus (or scrollIntoView) scrolls a control into view,
 * the browser keeps it clear of the sticky header and any bar sticking under it (the lobby's filters), and on
 * phones of the fixed bottom bar, from the sizes these publish (src/lib/header-offset.ts, BOTTOM_BAR_HEIGHT).
 */
const scrollPadding = (theme: Theme) => css`
  html {
    scroll-padding-top: calc(var(${HEADER_HEIGHT_VAR}, 0px) + var(${STICKY_BELOW_HEADER_VAR}, 0px) + ${FOCUS_ROOM_PX}px);
    scroll-padding-bottom: ${FOCUS_ROOM_PX}px;
    ${maxWidth(theme.breakpoints.md)} {
      scroll-padding-bottom: calc(${BOTTOM_BAR_HEIGHT + FOCUS_ROOM_PX}px + env(safe-area-inset-bottom));
    }
  }
`;

/** Thin bar at the top while a route's chunk loads. */
const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 300;
  height: 3px;
  background: ${({ theme }) => theme.colors.primary};
`;

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
