import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '@site/components/button';
import { Icon } from '@site/components/icons';
import { useBalance } from '@site/lib/balance';
import { formatLira } from '@site/lib/format';
import { authAtom } from '@site/lib/session';
import { useSession } from '@site/lib/use-session';

const Card = styled.section`
  margin: 12px 12px 4px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: grid;
  gap: 12px;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  strong {
    display: block;
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Balance = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/**
 * The logged-in player at the top of the side menu: name, player code, balance (lira, polled every 3 s), My Account
 * and Logout. On phones this is where the header's name and logout live (docs/product.md §2 Header: logged-in items).
 * Renders nothing for a visitor. `onDone` closes the menu.
 */
export function PlayerCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const auth = useAtomValue(authAtom);
  const { logout } = useSession();
  const balance = useBalance(auth?.token) ?? auth?.balance ?? 0;
  if (!auth) return null;
  return (
    <Card aria-label={t('header.account')}>
      <Who>
        <Icon name="user" size={28} />
        <div>
          <strong>{`${auth.name} ${auth.surname}`.trim() || auth.username}</strong>
          <small>
            {auth.username} · #{auth.usercode}
          </small>
        </div>
      </Who>
      <Balance>
        {t('header.balance')}
        <strong>{formatLira(balance)}</strong>
      </Balance>
      <Actions>
        <LinkButton to="/dashboard" variant="outline" size="sm" onClick={onDone}>
          {t('header.myAccount')}
        </LinkButton>
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <Icon name="logout" size={16} />
          {t('header.logout')}
        </Button>
      </Actions>
    </Card>
  );
}
