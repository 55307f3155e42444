import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, type AnyIconName } from '@site/components/icons';
import { PageIntro } from '@site/components/page-intro';
import { dialogAtom } from '@site/lib/dialogs';
import { useSession } from '@site/lib/use-session';
import { ActionTile, LinkTile } from '@site/features/account/components/tile';

const LINKS: { key: string; to: string; icon: AnyIconName }[] = [
  { key: 'deposit', to: '/dashboard/deposit', icon: 'plus' },
  { key: 'withdraw', to: '/dashboard/withdraw', icon: 'wallet' },
  { key: 'gameHistory', to: '/dashboard/game-history', icon: 'slot' },
  { key: 'bonuses', to: '/dashboard/bonuses', icon: 'gift' },
  { key: 'financialActivities', to: '/dashboard/financial-activities', icon: 'document' },
  { key: 'sessionHistory', to: '/dashboard/session-history', icon: 'globe' },
  { key: 'account', to: '/dashboard/account', icon: 'user' },
];

/**
 * /dashboard, My Account (docs/product.md §2): tiles for deposit, withdraw, game history, bonuses, financial activities,
 * session history and personal information; Change Password opens its dialog and Log Out ends the session
 * (both act, they are not routes).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { auth, logout } = useSession();
  const setDialog = useSetAtom(dialogAtom);
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <PageIntro title={t('dashboard.title')} lead={auth ? `${t('dashboard.greeting', { name: auth.name })} · ${t('dashboard.lead')}` : t('dashboard.lead')} />
      <nav aria-label={t('dashboard.title')}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {LINKS.map((link) => (
            <li key={link.key}>
              <LinkTile
                to={link.to}
                icon={<Icon name={link.icon} size={24} />}
                title={t(`dashboard.tiles.${link.key}.title`)}
                text={t(`dashboard.tiles.${link.key}.text`)}
              />
            </li>
          ))}
          <li>
            {/* Time-out and self-exclusion are one click from the dashboard. */}
            <LinkTile
              to="/dashboard/responsible-gaming"
              icon={
                <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4" />
                </svg>
              }
              title={t('protection.tile.title')}
              text={t('protection.tile.text')}
            />
          </li>
          <li>
            <ActionTile
              onClick={() => setDialog({ name: 'change-password' })}
              icon={<Icon name="info" size={24} />}
              title={t('dashboard.tiles.changePassword.title')}
              text={t('dashboard.tiles.changePassword.text')}
            />
          </li>
          <li>
            <ActionTile
              onClick={() => void logout()}
              icon={<Icon name="logout" size={24} />}
              title={t('dashboard.tiles.logout.title')}
              text={t('dashboard.tiles.logout.text')}
            />
          </li>
        </ul>
      </nav>
    </div>
  );
}
