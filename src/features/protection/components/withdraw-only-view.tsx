import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button, LinkButton } from '@site/components/button';
import { PageIntro } from '@site/components/page-intro';
import { useSession } from '@site/lib/use-session';
import { formatMoney } from '@contracts/domain/money';
import { useBalance } from '@site/lib/balance';

/** The banner above the page area of a withdraw-only session (docs/player-protection-operator.md). */
export function WithdrawOnlyBanner() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <p
      role="note"
      data-testid="withdraw-only-banner"
      css={{ margin: 0, padding: '12px 16px', borderRadius: theme.radii.md, borderLeft: `4px solid ${theme.colors.warning}`, background: theme.colors.surfaceRaised, lineHeight: 1.5 }}
    >
      <strong>{t('protection.withdrawOnly.badge')}</strong> {t('protection.withdrawOnly.banner')}
    </p>
  );
}

/** The short home that replaces every page but the withdrawal and the histories (docs/player-protection-operator.md). */
export function WithdrawOnlyHome({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { logout } = useSession();
  const balance = useBalance(token);
  return (
    <div css={{ display: 'grid', gap: 20, maxWidth: 720 }}>
      <PageIntro title={t('protection.withdrawOnly.title')} lead={t('protection.withdrawOnly.lead')} />
      <section
        aria-label={t('protection.withdrawOnly.balance')}
        css={{ display: 'grid', gap: 6, padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface }}
      >
        <span css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('protection.withdrawOnly.balance')}</span>
        <strong data-testid="withdraw-only-balance" css={{ fontSize: '1.6rem' }}>
          {balance === undefined ? '…' : formatMoney(balance, i18n.language)}
        </strong>
      </section>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <LinkButton to="/dashboard/withdraw" variant="primary">
          {t('protection.withdrawOnly.withdraw')}
        </LinkButton>
        <LinkButton to="/dashboard/financial-activities" variant="outline">
          {t('protection.withdrawOnly.history')}
        </LinkButton>
        <Button variant="outline" onClick={() => void logout()}>
          {t('protection.withdrawOnly.logout')}
        </Button>
      </div>
    </div>
  );
}
