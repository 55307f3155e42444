import { useEffect, useId, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { DialogFormLayout } from '@site/forms/dialog-form-layout';
import { DialogSwitchLink } from '@site/forms/text-button';
import { useCloseDialog } from '@site/features/account/use-close-dialog';
import { dialogAtom } from '@site/lib/dialogs';
import { RecoveryStepForm } from './recovery-step-form';
import { SuccessNote } from './success-note';

/** Spec §2: the recovery dialog takes the login dialog's size (699 px on desktop). */
export const RECOVERY_DIALOG_HEIGHT = 699;
/** Spec §4, §9: the login dialog opens 1 s after a successful change. */
export const LOGIN_AFTER_RECOVERY_MS = 1000;

/** Recovery steps of docs/product.md §2/§4: 1 username → 2 reset code → 3 new password → 4 success message. */
export type RecoveryStep = 1 | 2 | 3 | 4;

/**
 * The Recovery Password dialog (docs/product.md §2 Recovery Password, §4 Recovery): step 1 sends a reset code for the username,
 * step 2 checks the code, step 3 sets the new password, step 4 shows 'Password change successful...' and opens the
 * login dialog 1 s later. The bottom link 'Not a Member? Sign Up Now!' opens Sign Up. Open while dialogAtom is 'recovery'.
 */
export function RecoveryDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const close = useCloseDialog();
  const headingId = useId();
  const [step, setStep] = useState<RecoveryStep>(1);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const open = dialog?.name === 'recovery';

  useEffect(() => {
    if (step !== 4) return;
    const timer = window.setTimeout(() => setDialog({ name: 'login' }), LOGIN_AFTER_RECOVERY_MS);
    return () => window.clearTimeout(timer);
  }, [step, setDialog]);

  return (
    <Dialog open={open} onClose={close} height={RECOVERY_DIALOG_HEIGHT} labelledBy={headingId}>
      <DialogFormLayout
        headingId={headingId}
        heading={t('recovery.title')}
        intro={step < 4 ? t('recovery.stepOf', { step }) : undefined}
        tagline={t('recovery.tagline')}
        perks={[t('forms.perkLicensed'), t('forms.perkPayments'), t('forms.perkSupport')]}
      >
        {step === 4 ? (
          <SuccessNote>{t('recovery.success')}</SuccessNote>
        ) : (
          <RecoveryStepForm
            step={step}
            username={username}
            code={code}
            onUsernameSent={(name) => {
              setUsername(name);
              setStep(2);
            }}
            onCodeAccepted={(value) => {
              setCode(value);
              setStep(3);
            }}
            onPasswordChanged={() => setStep(4)}
            onRestart={() => setStep(1)}
          />
        )}
        <DialogSwitchLink
          question={t('auth.notMemberQuestion')}
          action={t('auth.signUpNow')}
          onClick={() => setDialog({ name: 'register' })}
        />
      </DialogFormLayout>
    </Dialog>
  );
}
