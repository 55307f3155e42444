import { type ComponentProps, useEffect, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useHydrated } from '@site/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { authAtom } from '@site/lib/session';
import { Link, useLocation } from 'react-router';
import { Icon } from '@site/components/icons';
import { alpha } from '@site/components/color';
import { siteConfig } from '@site/lib/config';
import { isTopNotifyRead, markTopNotifyRead } from '@site/features/cms/hooks/top-notify-storage';

function Bar({ collapsing, ...props }: ComponentProps<'section'> & { collapsing: boolean }) {
  return <section css={(theme) => barCss({ theme, collapsing })} {...props} />;
}

const barCss = ({ theme, collapsing }: { collapsing: boolean } & { theme: Theme }) =>
  css({
  overflow: 'hidden',
  maxHeight: collapsing ? '0' : '8rem',
  opacity: collapsing ? 0 : 1,
  transition: `max-height ${siteConfig.delays.topBannerRemoveMs}ms ease, opacity ${siteConfig.delays.topBannerRemoveMs}ms ease`,
  background: `linear-gradient(90deg, ${alpha(theme.colors.primary, 92)}, ${alpha(theme.colors.accent, 92)})`,
  color: theme.colors.primaryText,
  '.inner': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    maxWidth: 1440,
    margin: '0 auto',
    padding: '8px 8px 8px 16px',
    fontSize: '0.9rem',
    fontWeight: 600,
  },
  p: {
    flex: 1,
    margin: 0,
  },
  a: {
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    whiteSpace: 'nowrap',
  },
  button: {
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: 36,
    height: 36,
    border: 0,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
  'button:hover, button:focus-visible': {
    background: alpha(theme.colors.text, 16),
  },
});

type BannerState = 'shown' | 'collapsing' | 'gone';

/**
 * Top notification banner (docs/product.md §2, §4 Top banner): shown on the home route until closed. Closing stores
 * topNotifyRead = yes, collapses the bar (max height 8rem → 0) and removes it after 500 ms. Visiting any other
 * route marks it read as well.
 */
export function TopNotifyBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const withdrawOnly = useAtomValue(authAtom)?.withdrawOnly === true;
  const [state, setState] = useState<BannerState>(() => (isTopNotifyRead() ? 'gone' : 'shown'));

  useEffect(() => {
    if (!onHome) markTopNotifyRead();
  }, [onHome]);
  // Once read elsewhere it stays away when the player comes back home (adjusting state during render).
  if (!onHome && state !== 'gone') setState('gone');

  useEffect(() => {
    if (state !== 'collapsing') return;
    const timer = window.setTimeout(() => setState('gone'), siteConfig.delays.topBannerRemoveMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The read mark is in this browser's storage: the server's HTML shows the banner, and so does the hydrating
  // render; it goes right after (docs/architecture.md "Server-rendered pages").
  const hydrated = useHydrated();
  // A withdraw-only (self-excluded) session gets no marketing.
  if (!onHome || (hydrated && state === 'gone') || withdrawOnly) return null;
  const close = () => {
    markTopNotifyRead();
    setState('collapsing');
  };
  return (
    <Bar collapsing={state === 'collapsing'} aria-label={t('banner.label')} data-testid="top-notify">
      <div className="inner">
        <Icon name="gift" size={20} />
        <p>
          {t('banner.text')} <Link to="/promotions">{t('banner.cta')}</Link>
        </p>
        <button type="button" aria-label={t('banner.close')} onClick={close}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </Bar>
  );
}
