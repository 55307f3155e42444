import { useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { IconButton } from '@site/components/icon-button';
import { Icon } from '@site/components/icons';
import { menuConfig, siteConfig } from '@site/lib/config';
import { usePublishHeaderOffset } from '@site/lib/header-offset';
import { sidebarOpenAtom } from '@site/lib/panels';
import { isLoggedInAtom } from '@site/lib/session';
import { Bar, Inner, LogoLink, QuickNav, Spacer } from './header-styles';
import { HeaderActions } from './header-actions';
import { DomainNotice } from './domain-notice';
import { useHideOnScroll } from './use-hide-on-scroll';

// Widths (px) from which the quick links fit beside the visitor's and the player's header actions.
const QUICK_LINKS_VISITOR_PX = 1240;
const QUICK_LINKS_PLAYER_PX = 1560;

/** Where the search button goes (docs/product.md §2): live casino search on the live casino page, slot search elsewhere. */
export function searchTarget(pathname: string): string {
  return pathname.startsWith('/casino/live') ? '/casino/live' : '/casino/slot';
}

/**
 * The menu button. Its own component, so opening the menu re-renders the button alone, not the whole header
 * (docs/performance.md "First interaction": the first interaction answers within 100 ms at 4× CPU slowdown).
 */
function MenuButton() {
  const { t } = useTranslation();
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
  return (
    <IconButton
      icon="menu"
      label={t('header.openMenu')}
      aria-expanded={sidebarOpen}
      aria-controls="side-menu"
      onClick={() => setSidebarOpen(true)}
    />
  );
}

/**
 * Site header (docs/product.md §2 Header), one component for desktop and mobile: menu button, back button (off the home page),
 * logo, desktop quick links, search, and the account actions. Hides past 100 px of scroll, returns on scroll up.
 */
export function Header() {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hidden = useHideOnScroll(siteConfig.header.hideAfterScrollPx);
  const bar = useRef<HTMLElement>(null);
  usePublishHeaderOffset(bar, hidden);

  const goBack = () => {
    // react-router keeps its history index in history.state; 0 means the visitor arrived on this page directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };

  return (
    <Bar ref={bar} hidden={hidden}>
      <DomainNotice />
      <Inner>
        <MenuButton />
        {pathname !== '/' ? <IconButton icon="back" label={t('header.back')} onClick={goBack} /> : null}
        <LogoLink to="/" aria-label={`${theme.brandName} – ${t('common.goHome')}`}>
          <img src={theme.logos.header} alt={theme.brandName} width={168} height={40} />
        </LogoLink>
        <QuickNav aria-label={t('header.primaryNav')} fromPx={loggedIn ? QUICK_LINKS_PLAYER_PX : QUICK_LINKS_VISITOR_PX}>
          {menuConfig.quickLinks.map((link) => (
            <NavLink key={link.url} to={link.url}>
              <Icon name={link.icon} size={18} />
              {t(link.title)}
            </NavLink>
          ))}
        </QuickNav>
        <Spacer />
        <IconButton icon="search" label={t('header.search')} onClick={() => navigate(searchTarget(pathname))} />
        <HeaderActions />
      </Inner>
    </Bar>
  );
}
