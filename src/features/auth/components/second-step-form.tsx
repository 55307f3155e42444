import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { AuthenticatorCodeField } from '@site/components/authenticator-code-field';
import { TextField } from '@site/components/text-field';
import { TextButton } from '@site/forms/text-button';
import { ApiError } from '@site/lib/api-client';
import { useLoginSecondStep, type LoginRefusal, type PendingSecondStep } from '@site/features/auth/api/login';

/**
 * The login dialog's second step (docs/security.md "Two-step sign-in"): after a right password, a player with
 * two-step sign-in on types the 6-digit code of his authenticator app (numeric keyboard, the one-time-code
 * autofill), or switches to one of his recovery codes, or (when he has passkeys) answers with a passkey. A self-excluded player's refusal goes to `onRefused` like
 * the password's; `onBack` returns to the password form (e.g. after the ticket's 5 minutes).
 */
export function SecondStepForm({
  pending,
  onRefused,
  onBack,
}: {
  pending: PendingSecondStep;
  onRefused: (refusal: LoginRefusal) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const step = useLoginSecondStep(pending, onRefused, (error) =>
    error instanceof ApiError || error.name !== 'NotAllowedError' ? error.message : t('twoStep.passkeyCancelled'),
  );
  // 'passkey' is offered when the player has one, and shown where the browser has WebAuthn (the dialog renders in the browser only).
  const offersPasskey = pending.challenge.methods.includes('passkey') && typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  // The password form (and the button that had focus) is gone: focus goes to the field this step asks (WCAG 2.4.3).
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    field.current?.querySelector('input')?.focus();
  }, [recovery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step.submit(code.trim());
  };
  const switchMethod = () => {
    setRecovery(!recovery);
    setCode('');
  };
  return (
    <form onSubmit={submit} aria-labelledby="second-step-title" css={{ display: 'grid', gap: 16 }}>
      <h3 id="second-step-title" css={{ margin: 0, fontSize: '1.1rem' }}>
        {t('twoStep.secondStepTitle')}
      </h3>
      <p css={{ margin: 0 }}>{t(recovery ? 'twoStep.recoveryIntro' : 'twoStep.secondStepIntro')}</p>
      <div ref={field}>
        {recovery ? (
          <TextField
            key="recovery"
            label={t('twoStep.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            value={code}
            onChange={setCode}
          />
        ) : (
          <AuthenticatorCodeField key="totp" label={t('twoStep.code')} hint={t('twoStep.codeHint')} value={code} onChange={setCode} />
        )}
      </div>
      <Button type="submit" disabled={step.pending}>
        {t('twoStep.verify')}
      </Button>
      {offersPasskey ? (
        <Button variant="outline" disabled={step.pending} onClick={() => void step.submitPasskey()}>
          {t('twoStep.usePasskey')}
        </Button>
      ) : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <TextButton onClick={switchMethod}>{t(recovery ? 'twoStep.useApp' : 'twoStep.useRecovery')}</TextButton>
        <TextButton onClick={onBack}>{t('common.back')}</TextButton>
      </div>
      <p css={{ margin: 0, fontSize: 14, color: theme.colors.textMuted }}>{t('twoStep.lostPhone')}</p>
    </form>
  );
}
