import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { AuthenticatorCodeField } from '@site/components/authenticator-code-field';
import { Dialog } from '@site/components/dialog';
import { authTwoStepBegin, authTwoStepConfirm, useTwoStepCall } from '@site/features/account/api/two-step';
import type { TotpSetup } from '@contracts/types/auth/two-step-setup';
import { CopyButton } from './copy-button';
import { DialogForm } from './factor-dialog';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning the authenticator on: an intro (Continue asks "Confirm it's you" when the session's last proof is not fresh:
 * the step-up guard, docs/security.md "Step-up"), then the QR code, the key as text and a code, then the recovery codes.
 */
export function AuthenticatorSetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useTwoStepCall(authTwoStepBegin);
  const confirm = useTwoStepCall(authTwoStepConfirm);
  // Each step replaces the one whose button had focus: focus goes to the new step's field or button (WCAG 2.4.3).
  const body = useRef<HTMLDivElement>(null);
  const stepName = codes ? 'codes' : setup ? 'scan' : 'intro';
  useEffect(() => {
    if (stepName !== 'intro') body.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus();
  }, [stepName]);
  let content: ReactNode;
  if (codes) content = <RecoveryCodes codes={codes} onDone={onClose} headingId={headingId} />;
  else if (!setup) {
    content = (
      <DialogForm
        headingId={headingId}
        heading={t('twoStep.turnOn')}
        submitLabel={t('twoStep.continue')}
        pending={begin.pending}
        onCancel={onClose}
        onSubmit={() => void begin.submit(undefined).then((r) => r && setSetup(r.data))}
      >
        <p css={{ margin: 0 }}>{t('twoStep.intro')}</p>
      </DialogForm>
    );
  } else {
    content = (
      <DialogForm
        headingId={headingId}
        heading={t('twoStep.setupTitle')}
        submitLabel={t('twoStep.confirm')}
        pending={confirm.pending}
        onCancel={onClose}
        onSubmit={() => void confirm.submit({ code }).then((r) => r && setCodes(r.data.recoveryCodes))}
      >
        <p css={{ margin: 0 }}>{t('twoStep.scan')}</p>
        {/* Drawn by the server (no QR library in the site's bundle); the key below serves who cannot scan. */}
        <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoStep.qrAlt')} width={200} height={200} css={{ background: '#fff', borderRadius: theme.radii.md, justifySelf: 'start' }} />
        <div>
          <p css={{ margin: '0 0 6px' }}>{t('twoStep.manual')}</p>
          <p css={{ margin: '0 0 8px', fontFamily: 'monospace', fontSize: 18, overflowWrap: 'anywhere' }} data-testid="totp-secret">
            {grouped(setup.secret)}
          </p>
          <CopyButton text={setup.secret} label={t('twoStep.copy')} />
        </div>
        <AuthenticatorCodeField label={t('twoStep.code')} hint={t('twoStep.codeHint')} value={code} onChange={setCode} />
      </DialogForm>
    );
  }
  return (
    <Dialog open onClose={onClose} labelledBy={headingId}>
      <div ref={body}>{content}</div>
    </Dialog>
  );
}
