import { useId, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { SchemaForm } from '@site/forms/schema-form';
import { DialogFormLayout } from '@site/forms/dialog-form-layout';
import { DialogSwitchLink, TextButton } from '@site/forms/text-button';
import { dialogAtom } from '@site/lib/dialogs';
import { useLogin, type ChallengeAsked, type PendingSecondStep } from '@site/features/auth/api/login';
import { SecondStepForm } from './second-step-form';
import { PasswordChallengeField } from '@site/features/auth/challenge/password-challenge';
import { ExclusionAccessPanel, type ExclusionRefusal } from './exclusion-access-panel';
import { PasskeyLoginButton } from './passkey-login-button';
import type { LoginForm } from '@site/generated/forms/login';
import { loginSchema, loginUiSchema, loginValidator } from './login-form-definition';

/** Spec §2: the login dialog is 699 px tall on desktop. */
export const LOGIN_DIALOG_HEIGHT = 699;

/**
 * The Login dialog (docs/product.md §2 Login, §4 Login): username and password, a Login button, a 'Recovery Password' link
 * (opens the recovery dialog) and 'Not a Member? Sign Up Now!' (opens Sign Up). Open while dialogAtom is 'login'.
 * A self-excluded player's refusal replaces the form with his options (docs/protection-enforcement.md); with two-step sign-in
 * on, a right password leads to the code form (SecondStepForm, docs/security.md). While the site-wide password
 * breaker is tripped, the refusal's security check shows above the button; once solved, the same login is sent again
 * with it (docs/security.md "Password spraying").
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const headingId = useId();
  const [refusal, setRefusal] = useState<ExclusionRefusal | null>(null);
  const [secondStep, setSecondStep] = useState<PendingSecondStep | null>(null);
  const refuse = (next: ExclusionRefusal) => {
    setSecondStep(null);
    setRefusal(next);
  };
  const askSecondStep = (next: PendingSecondStep) => {
    setRefusal(null);
    setSecondStep(next);
  };
  const [asked, setAsked] = useState<ChallengeAsked | null>(null);
  const { submit, pending } = useLogin({ onRefused: refuse, onSecondStep: askSecondStep, onChallenge: setAsked });
  const open = dialog?.name === 'login';
  const close = () => {
    setRefusal(null);
    setSecondStep(null);
    setAsked(null);
    setDialog(null);
  };
  // A solution is spent by one try: the check is hidden, and a new one comes with the next refusal if still needed.
  const solved = (altcha: string) => {
    if (!asked) return;
    setAsked(null);
    void submit({ ...asked.body, altcha });
  };
  return (
    <Dialog open={open} onClose={close} height={LOGIN_DIALOG_HEIGHT} labelledBy={headingId}>
      <DialogFormLayout
        headingId={headingId}
        heading={t('auth.loginTitle')}
        intro={t('auth.intro')}
        tagline={t('auth.tagline')}
        perks={[t('forms.perkLicensed'), t('forms.perkPayments'), t('forms.perkSupport')]}
      >
        {refusal ? (
          <ExclusionAccessPanel refusal={refusal} onBack={() => setRefusal(null)} onSecondStep={askSecondStep} />
        ) : secondStep ? (
          <SecondStepForm pending={secondStep} onRefused={refuse} onBack={() => setSecondStep(null)} />
        ) : (
          <SchemaForm<LoginForm>
            schema={loginSchema}
            uiSchema={loginUiSchema}
            validator={loginValidator}
            onSubmit={submit}
            submitLabel={t('auth.login')}
            loading={pending}
          >
            {asked && <PasswordChallengeField challenge={asked.challenge} message={asked.message} onVerified={solved} />}
            <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8 }}>
              <TextButton onClick={() => setDialog({ name: 'recovery' })}>{t('auth.recoveryPassword')}</TextButton>
            </div>
          </SchemaForm>
        )}
        {refusal ? null : <PasskeyLoginButton />}
        <DialogSwitchLink
          question={t('auth.notMemberQuestion')}
          action={t('auth.signUpNow')}
          onClick={() => setDialog({ name: 'register' })}
        />
      </DialogFormLayout>
    </Dialog>
  );
}
