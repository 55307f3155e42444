import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, NavLinkButton } from '@site/components/button';
import { IconButton } from '@site/components/icon-button';
import { Icon } from '@site/components/icons';
import { useBalance } from '@site/lib/balance';
import { Pulse } from '@site/features/chat/pulse';
import { NotificationBell } from '@site/features/notifications/components/notification-bell';
import { ConnectionDot } from '@site/features/realtime/components/connection-dot';
import { dialogAtom } from '@site/lib/dialogs';
import { formatLira } from '@site/lib/format';
import { liveChatOpenAtom } from '@site/lib/panels';
import { authAtom } from '@site/lib/session';
import { useSession } from '@site/lib/use-session';
import { AccountLink, BalanceBox, DesktopOnly } from './header-styles';

/**
 * The header's right-hand actions (docs/product.md §2 Header, §6). Visitor: Promotions, Claim Reward, Login, Register.
 * Player: Promotions, live chat, notification bell, balance (lira, polled every 3 s), Deposit, name/My Account, logout.
 * Below 900 px only the compact ones show; the bottom bar carries the rest.
 */
export function HeaderActions() {
  const { t } = useTranslation();
  const auth = useAtomValue(authAtom);
  const setDialog = useSetAtom(dialogAtom);
  const navigate = useNavigate();
  const promotions = (
    <NavLinkButton to="/promotions" variant="ghost" size="sm" end aria-label={t('header.promotions')}>
      <Icon name="gift" size={18} />
      <span className="wide-only">{t('header.promotions')}</span>
    </NavLinkButton>
  );
  if (!auth) {
    return (
      <DesktopOnly>
        {promotions}
        {/* Claim Reward leads to the promotions, where each reward is claimed. */}
        <Button variant="outline" size="sm" onClick={() => navigate('/promotions')} aria-label={t('header.claimReward')}>
          <Icon name="trophy" size={18} />
          <span className="wide-only">{t('header.claimReward')}</span>
        </Button>
        <Button variant="outline" onClick={() => setDialog({ name: 'login' })}>
          {t('header.login')}
        </Button>
        <Button variant="accent" onClick={() => setDialog({ name: 'register' })}>
          {t('header.register')}
        </Button>
      </DesktopOnly>
    );
  }
  return <PlayerActions promotions={promotions} name={[auth.name, auth.surname].filter(Boolean).join(' ') || auth.username} />;
}

function PlayerActions({ promotions, name }: { promotions: ReactNode; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAtomValue(authAtom);
  const balance = useBalance(auth?.token) ?? auth?.balance ?? 0;
  const [chatOpen, setChatOpen] = useAtom(liveChatOpenAtom);
  const { logout } = useSession();
  return (
    <DesktopOnly>
      {promotions}
      <Pulse>
        <IconButton icon="chat" label={t('header.liveChat')} aria-pressed={chatOpen} onClick={() => setChatOpen(!chatOpen)} />
      </Pulse>
      <NotificationBell status={<ConnectionDot />} />
      <BalanceBox aria-live="off">
        <small>{t('header.balance')}</small>
        <strong data-testid="header-balance">{formatLira(balance)}</strong>
      </BalanceBox>
      {/* A withdraw-only session is offered no deposit. */}
      {auth?.withdrawOnly ? null : (
        <Pulse>
          <Button variant="primary" onClick={() => navigate('/dashboard/deposit')}>
            <Icon name="wallet" size={18} />
            {t('header.deposit')}
          </Button>
        </Pulse>
      )}
      {/* Named by its visible text in order, "My Account Demo Oyuncu" (WCAG 2.5.3 Label in Name, docs/accessibility.md); the
          aria-label keeps that name when the text gives way to the icon between 900 and 1100 px. */}
      <AccountLink to="/dashboard" title={t('header.myAccount')} aria-label={`${t('header.myAccount')} ${name}`}>
        <span>
          <Icon name="user" size={18} />
        </span>
        <span className="wide-only">
          <small>{t('header.myAccount')}</small> <strong>{name}</strong>
        </span>
      </AccountLink>
      <IconButton icon="logout" label={t('header.logout')} onClick={() => void logout()} />
    </DesktopOnly>
  );
}
