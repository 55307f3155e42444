import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { PageIntro } from '@site/components/page-intro';
import { dialogAtom } from '@site/lib/dialogs';
import { useSession } from '@site/lib/use-session';
import { StatusBadge } from '@site/features/account/components/status-badge';
import { PasskeysSection } from '@site/features/account/components/passkeys-section';
import { SecuritySection } from '@site/features/account/components/security-section';
import { LiveSessions } from '@site/features/account/components/live-sessions';
import { formatPhone } from '@contracts/domain/phone';

/**
 * /dashboard/account, Personal Information (docs/product.md §2): name, username, customer number and phone with its verification
 * state; the phone entry opens the 'phone' dialog (docs/product.md §2 Phone verification dialog). The balance is left to the
 * header, which polls it; the stored copy here would be stale.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { auth } = useSession();
  const setDialog = useSetAtom(dialogAtom);
  if (!auth) return null;
  const rows: [string, ReactNode][] = [
    [t('dashboard.account.name'), `${auth.name} ${auth.surname}`],
    [t('dashboard.account.username'), auth.username],
    [t('dashboard.account.usercode'), auth.usercode],
  ];
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <PageIntro title={t('dashboard.account.title')} lead={t('dashboard.account.lead')} />
      <section css={{ padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface }}>
        {/* Label and value side by side; stacked on a narrow screen, long values (an e-mail) wrap (WCAG 1.4.10 at 320 px). */}
        <dl
          css={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, auto) minmax(0, 1fr)',
            gap: '14px 20px',
            alignItems: 'center',
            overflowWrap: 'anywhere',
            '@media (max-width: 479.98px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '4px', dd: { marginBottom: 10 } },
          }}
        >
          {rows.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt css={{ color: theme.colors.textMuted, fontSize: 14 }}>{label}</dt>
              <dd css={{ margin: 0, fontWeight: 600 }}>{value}</dd>
            </div>
          ))}
          <dt css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('dashboard.account.phone')}</dt>
          <dd css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
            <span css={{ fontWeight: 600 }}>{formatPhone(auth.phone)}</span>
            <StatusBadge
              label={t(auth.smsVerified ? 'dashboard.account.verified' : 'dashboard.account.notVerified')}
              tone={auth.smsVerified ? 'success' : 'warning'}
            />
            <Button size="sm" variant="outline" onClick={() => setDialog({ name: 'phone' })}>
              {t(auth.smsVerified ? 'dashboard.account.update' : 'dashboard.account.verify')}
            </Button>
          </dd>
        </dl>
      </section>
      <div>
        <Button variant="outline" onClick={() => setDialog({ name: 'change-password' })}>
          {t('dashboard.account.changePassword')}
        </Button>
      </div>
      <SecuritySection />
      <PasskeysSection />
      <LiveSessions />
    </div>
  );
}
