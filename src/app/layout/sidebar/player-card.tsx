import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '@site/components/button';
import { Icon } from '@site/components/icons';
import { useBalance } from '@site/lib/balance';
import { formatLira } from '@site/lib/format';
import { authAtom } from '@site/lib/session';
import { useSession } from '@site/lib/use-session';

function Card(props: ComponentProps<'section'>) {
  return <section css={cardCss} {...props} />;
}

const cardCss = (theme: Theme) => css({
  margin: '12px 12px 4px',
  padding: 14,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  display: 'grid',
  gap: 12,
});

function Who(props: ComponentProps<'div'>) {
  return <div css={whoCss} {...props} />;
}

const whoCss = (theme: Theme) => css({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 0,
  strong: {
    display: 'block',
    fontSize: '1rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  small: {
    color: theme.colors.textMuted,
  },
});

function Balance(props: ComponentProps<'p'>) {
  return <p css={balanceCss} {...props} />;
}

const balanceCss = (theme: Theme) => css({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  color: theme.colors.textMuted,
  strong: {
    color: theme.colors.text,
    fontSize: '1.1rem',
  },
});

function Actions(props: ComponentProps<'div'>) {
  return <div css={actionsCss} {...props} />;
}

const actionsCss = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 8,
});

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
