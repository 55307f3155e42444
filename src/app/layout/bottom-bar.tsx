import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@site/components/button';
import { Icon } from '@site/components/icons';
import { CountBadge } from '@site/components/icon-button';
import { useBalance } from '@site/lib/balance';
import { Pulse } from '@site/features/chat/pulse';
import { useNotificationBadge } from '@site/features/notifications/use-notification-badge';
import { Shake, useShakeOnChange } from '@site/features/notifications/shake';
import { ConnectionDot } from '@site/features/realtime/components/connection-dot';
import { dialogAtom } from '@site/lib/dialogs';
import { formatLira } from '@site/lib/format';
import { notificationsOpenAtom } from '@site/lib/panels';
import { authAtom } from '@site/lib/session';
import { minWidth } from '@site/lib/theme';

/** Height of the bar in px; the layout pads the page by this much on small screens. */
export const BOTTOM_BAR_HEIGHT = 64;

function Bar(props: ComponentProps<'nav'>) {
  return <nav css={barCss} {...props} />;
}

const barCss = (theme: Theme) => css({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
  padding: '0 10px env(safe-area-inset-bottom)',
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  [minWidth(theme.breakpoints.md)]: {
    display: 'none',
  },
  '> *': {
    flex: '1 1 0',
  },
});

const tabCss = (theme: Theme) => css({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  padding: '6px 0',
  border: 0,
  background: 'none',
  color: theme.colors.textMuted,
  fontSize: '0.72rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  strong: {
    color: theme.colors.text,
    fontSize: '0.8rem',
    fontVariantNumeric: 'tabular-nums',
  },
});
function Tab(props: ComponentProps<typeof Link>) {
  return <Link css={tabCss} {...props} />;
}

/** The unread badge at the bell's top right corner (the bell is 24 px wide, centred in the tab). */
function TabBadge(props: ComponentProps<typeof CountBadge>) {
  return <CountBadge css={tabBadgeCss} {...props} />;
}

const tabBadgeCss = css({
  top: 0,
  right: 'auto',
  left: 'calc(50% + 4px)',
});
function TabButton(props: ComponentProps<'button'>) {
  return <button css={tabCss} {...props} />;
}

/**
 * Mobile bottom bar (docs/product.md §2 Header, below 900 px): Register/Login for visitors; account, notifications,
 * balance and Deposit for players.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const balance = useBalance(auth?.token) ?? auth?.balance ?? 0;
  const setDialog = useSetAtom(dialogAtom);
  const setNotifications = useSetAtom(notificationsOpenAtom);
  const { unread, badge, total } = useNotificationBadge();
  const shakeProps = useShakeOnChange(total);

  if (!auth) {
    return (
      <Bar aria-label={t('bottomBar.label')}>
        <Button variant="outline" onClick={() => setDialog({ name: 'login' })}>
          {t('header.login')}
        </Button>
        <Button variant="accent" onClick={() => setDialog({ name: 'register' })}>
          {t('header.register')}
        </Button>
      </Bar>
    );
  }
  return (
    <Bar aria-label={t('bottomBar.label')}>
      <Tab to="/dashboard">
        <Icon name="user" />
        {t('bottomBar.account')}
      </Tab>
      {/* aria-live="off": the unread count stays readable over the notifications sheet (docs/dialogs.md). The name
          starts with the visible word and the count follows it in the DOM, so text and name read "Alerts 3" in the
          same order (WCAG 2.5.3 Label in Name, docs/accessibility.md); the badge is drawn at the bell's corner. */}
      <TabButton
        type="button"
        aria-live="off"
        onClick={() => setNotifications(true)}
        aria-label={unread > 0 ? t('bottomBar.notificationsUnread', { count: unread }) : t('bottomBar.notifications')}
      >
        <Shake {...shakeProps} data-testid="notification-bell">
          <Icon name="bell" />
          <ConnectionDot />
        </Shake>
        {t('bottomBar.notifications')}
        {badge ? (
          <>
            {' '}
            <TabBadge aria-hidden="true">{badge}</TabBadge>
          </>
        ) : null}
      </TabButton>
      {/* aria-live="off" like the header's balance: readable behind an open dialog (docs/dialogs.md), never announced.
          Named by its visible text "Balance ₺0.00" (the space keeps the two lines apart in the name). */}
      <Tab to="/dashboard" aria-live="off">
        <small>{t('bottomBar.balance')}</small> <strong>{formatLira(balance)}</strong>
      </Tab>
      {/* A withdraw-only session is offered no deposit. */}
      {auth.withdrawOnly ? null : (
        <Pulse>
          <Button variant="primary" block onClick={() => navigate('/dashboard/deposit')}>
            {t('bottomBar.deposit')}
          </Button>
        </Pulse>
      )}
    </Bar>
  );
}
