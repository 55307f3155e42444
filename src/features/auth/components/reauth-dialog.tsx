import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { AuthenticatorCodeField } from '@site/components/authenticator-code-field';
import { SchemaForm } from '@site/forms/schema-form';
import { TextButton } from '@site/forms/text-button';
import { precompiledValidator } from '@site/forms/precompiled';
import { ApiError } from '@site/lib/api-client';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import reauthJson from '@schemas/forms/reauth.json';
import reauthUi from '@schemas/forms/reauth.ui.json';
import * as reauthFns from '@site/generated/validators/reauth';
import type { ReauthForm } from '@site/generated/forms/reauth';
import { PasswordChallengeField } from '@site/features/auth/challenge/password-challenge';
import { challengeOf, type PasswordChallenge } from '@site/features/auth/challenge/challenge-refusal';
import { reauthenticate, reauthenticateWithPasskey, settleReauth, type ReauthRequest } from '@site/features/auth/step-up';

const schema = reauthJson as RJSFSchema;
const reauthForm = { schema, uiSchema: reauthUi as UiSchema, validator: precompiledValidator<ReauthForm>(reauthFns, schema) };

/** The security check a password proof asked for while the password breaker is tripped, and its solution once solved. */
interface Check {
  challenge: PasswordChallenge;
  message: string;
  payload?: string;
}

/**
 * "Confirm it's you" (docs/security.md "Step-up"): the player proves himself again with any method the refusal
 * lists: his password (with the security check while the password breaker is tripped), a current code of his
 * authenticator app ("Use the authenticator code"), or one of his passkeys ("Use a passkey"); the site calls
 * auth/reauth and the refused call is retried (settleReauth(true)). A refusal is said under the form (role="alert")
 * and the dialog stays; closing it (Escape, the close button, Cancel) declines, and the refused call fails with its
 * message. Switching between password and code moves focus to the new field (WCAG 2.4.3).
 */
export function ReauthDialog({ request }: { request: ReauthRequest }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const offersCode = request.methods.includes('totp');
  const offersPasskey = request.methods.includes('passkey') && typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  const body = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) body.current?.querySelector<HTMLInputElement>('form input')?.focus();
  }, [useCode]);

  /** Runs one proof; on success the waiting calls retry, on failure its message shows and the dialog stays. */
  const prove = async (attempt: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await attempt();
      settleReauth(true);
    } catch (failure) {
      const challenge = challengeOf(failure);
      if (challenge) setCheck({ challenge, message: (failure as Error).message });
      const cancelled = !(failure instanceof ApiError) && (failure as Error).name === 'NotAllowedError';
      setError(cancelled ? t('stepUp.passkeyCancelled') : (failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void prove(() => reauthenticate({ code: code.trim() }));
  };
  const switchMethod = () => {
    switched.current = true;
    setUseCode(!useCode);
    setError(null);
    setCode('');
  };
  const alert = error ? (
    <p role="alert" css={(theme) => ({ color: theme.colors.danger, margin: '8px 0' })}>
      {error}
    </p>
  ) : null;

  return (
    <Dialog open onClose={() => settleReauth(false)} title={t('stepUp.title')} height={520} variant="sheet">
      <div ref={body} css={{ width: '100%', maxWidth: 480, margin: '8px auto 0' }} data-testid="reauth-dialog">
        <p css={{ marginTop: 0 }}>{request.methods.length > 1 ? t('stepUp.introFactors') : request.message || t('stepUp.intro')}</p>
        {useCode ? (
          <form onSubmit={submitCode} css={{ display: 'grid', gap: 12 }}>
            <AuthenticatorCodeField label={t('stepUp.code')} hint={t('stepUp.codeHint')} value={code} onChange={setCode} />
            {alert}
            <Button type="submit" block disabled={pending}>
              {t('stepUp.confirm')}
            </Button>
          </form>
        ) : (
          <SchemaForm<ReauthForm>
            {...reauthForm}
            submitLabel={t('stepUp.confirm')}
            loading={pending}
            onSubmit={(form) => prove(() => reauthenticate({ password: form.password, ...(check?.payload ? { altcha: check.payload } : {}) }))}
          >
            {check ? (
              <PasswordChallengeField
                challenge={check.challenge}
                message={check.message}
                onVerified={(payload) => setCheck((current) => (current ? { ...current, payload } : current))}
              />
            ) : null}
            {alert}
          </SchemaForm>
        )}
        <div css={{ display: 'grid', gap: 8, marginTop: 8 }}>
          {offersCode ? <TextButton onClick={switchMethod}>{t(useCode ? 'stepUp.usePassword' : 'stepUp.useCode')}</TextButton> : null}
          {offersPasskey ? (
            <Button variant="outline" block disabled={pending} onClick={() => void prove(reauthenticateWithPasskey)}>
              {t('stepUp.usePasskey')}
            </Button>
          ) : null}
          <Button variant="ghost" block onClick={() => settleReauth(false)}>
            {t('stepUp.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
