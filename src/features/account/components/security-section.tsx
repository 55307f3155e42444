import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { formatDateTime } from '@site/lib/format';
import { authTwoStepDisable, authTwoStepRename, useTwoStepCall, useTwoStepStatus } from '@site/features/account/api/two-step';
import { StatusBadge } from './status-badge';
import { AuthenticatorSetupDialog } from './security/authenticator-setup';
import { AskDialog, ConfirmDialog } from './security/factor-dialog';
import { RegenerateDialog } from './security/recovery-codes';

/** Which dialog of the section is open. */
type Open = null | 'setup' | 'rename' | 'disable' | 'regenerate';

/**
 * The account page's Security section (docs/security.md "Two-step sign-in"): whether two-step sign-in with an
 * authenticator app is on; turning it on (QR code and key, a code, then ten recovery codes shown once); when on, the
 * authenticator's name, since when, last use and the recovery codes left, with rename, new recovery codes and turn
 * off. Turning on, new codes and turning off ask "Confirm it's you" when the session's last proof is not fresh (the
 * step-up guard, docs/security.md "Step-up"). Each step is a dialog on the site's primitive (docs/dialogs.md).
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const status = useTwoStepStatus();
  const [open, setOpen] = useState<Open>(null);
  const rename = useTwoStepCall(authTwoStepRename);
  const disable = useTwoStepCall(authTwoStepDisable);
  const close = () => setOpen(null);
  const totp = status.data?.totp ?? null;
  return (
    <section aria-labelledby={headingId} css={{ padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, display: 'grid', gap: 14 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {t('twoStep.title')}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('twoStep.intro')}</p>
      {status.data ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <StatusBadge label={t(totp ? 'twoStep.on' : 'twoStep.off')} tone={totp ? 'success' : 'warning'} />
        </div>
      ) : null}
      {totp ? (
        <>
          <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
            <dt css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('twoStep.authenticator')}</dt>
            <dd css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{totp.label}</dd>
            <dd css={{ margin: 0 }}>{t('twoStep.since', { date: formatDateTime(totp.since) })}</dd>
            <dd css={{ margin: 0 }}>{totp.lastUsedAt ? t('twoStep.lastUsed', { date: formatDateTime(totp.lastUsedAt) }) : t('twoStep.neverUsed')}</dd>
            <dd css={{ margin: 0 }}>{t('twoStep.codesLeft', { count: status.data?.recoveryCodesLeft ?? 0 })}</dd>
          </dl>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            <Button size="sm" variant="outline" onClick={() => setOpen('rename')}>
              {t('twoStep.rename')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('regenerate')}>
              {t('twoStep.regenerate')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('disable')}>
              {t('twoStep.turnOff')}
            </Button>
          </div>
        </>
      ) : status.data ? (
        <div>
          <Button variant="outline" onClick={() => setOpen('setup')}>
            {t('twoStep.turnOn')}
          </Button>
        </div>
      ) : null}
      {open === 'setup' ? <AuthenticatorSetupDialog onClose={close} /> : null}
      {open === 'regenerate' ? <RegenerateDialog onClose={close} /> : null}
      {open === 'rename' && totp ? (
        <AskDialog
          heading={t('twoStep.rename')}
          label={t('twoStep.newName')}
          inputProps={{ maxLength: 40, autoComplete: 'off' }}
          initial={totp.label}
          submitLabel={t('twoStep.save')}
          pending={rename.pending}
          onClose={close}
          submit={async (label) => (await rename.submit({ label })) !== undefined}
        />
      ) : null}
      {open === 'disable' ? (
        <ConfirmDialog
          heading={t('twoStep.turnOffTitle')}
          intro={t('twoStep.turnOffIntro')}
          submitLabel={t('twoStep.turnOff')}
          pending={disable.pending}
          onClose={close}
          confirm={async () => (await disable.submit(undefined)) !== undefined}
        />
      ) : null}
    </section>
  );
}
