import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { useProtectionStatus } from '@site/features/protection/api/status';
import { useIdentity } from '@site/features/protection/api/identity';
import { IdentityStep } from './identity-step';

const LIMITS_URL = '/dashboard/responsible-gaming#limits';

/**
 * Top of the deposit dialog (docs/protection-enforcement.md): before the first deposit, while the player has no deposit limit, a banner
 * offering one; always a "Deposit limits" link. Both close the dialog and open the limits page.
 * While the market requires identity before money and the player has not given it (a fast
 * sign-up), the identity step comes first and stands in for the deposit form.
 */
export function DepositOffer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const token = useAtomValue(authAtom)?.token;
  const setDialog = useSetAtom(dialogAtom);
  const status = useProtectionStatus(token);
  const identity = useIdentity(token);
  if (identity.data?.required && !identity.data.complete) return <IdentityStep />;
  if (!status.data || !status.data.profile.limits.types.includes('deposit')) return null;
  const hasDepositLimit = status.data.limits.some((row) => row.type === 'deposit' && row.value !== null);
  const close = () => setDialog(null);
  const linkCss = { color: theme.colors.primary, fontWeight: 700 };
  return (
    <div css={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      {hasDepositLimit ? null : (
        <p
          role="note"
          data-testid="first-deposit-offer"
          css={{ margin: 0, padding: '12px 14px', borderRadius: theme.radii.md, borderLeft: `4px solid ${theme.colors.primary}`, background: theme.colors.surfaceRaised, fontSize: 14 }}
        >
          {t('protection.offer.firstDeposit')}{' '}
          <Link to={LIMITS_URL} onClick={close} css={linkCss}>
            {t('protection.offer.setLimit')}
          </Link>
        </p>
      )}
      <Link to={LIMITS_URL} onClick={close} css={{ ...linkCss, fontSize: 14, justifySelf: 'end' }}>
        {t('protection.offer.depositLimits')}
      </Link>
    </div>
  );
}
