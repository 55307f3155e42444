import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { useCloseDialog } from '@site/features/account/use-close-dialog';
import { dialogAtom } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import { useUpdatePhone } from '@site/features/account/api/update-phone';
import { useCountdown } from '@site/features/account/use-countdown';
import { DialogColumn } from './dialog-column';
import { PhoneStatusPage } from './phone-status-page';
import { PhoneUpdatePage } from './phone-update-page';
import { PhoneCodePage } from './phone-code-page';

/** Spec §3 Phone verification page: NotVerified 0, Verified 1, Update 2, VerificationCode 3. */
export const PhonePage = {
  NotVerified: 0,
  Verified: 1,
  Update: 2,
  VerificationCode: 3,
} as const;
export type PhonePage = (typeof PhonePage)[keyof typeof PhonePage];

/**
 * The Phone verification dialog (docs/product.md §2, §4 Phone dialog pages), opened from /dashboard/account. It starts on
 * Verified when the player is SMS-verified, otherwise NotVerified. The phone is editable only on Update; a
 * successful code send starts the 60 s timer and goes to VerificationCode; a successful verify stores phone and
 * smsVerified in the stored auth data, shows the server message and goes to Verified; a failed verify clears the code.
 */
export function PhoneDialog() {
  const { t } = useTranslation();
  const dialog = useAtomValue(dialogAtom);
  const close = useCloseDialog();
  const auth = useAtomValue(authAtom);
  const [page, setPage] = useState<PhonePage>(auth?.smsVerified ? PhonePage.Verified : PhonePage.NotVerified);
  // The number the code went to: the stored one, or the one typed on Update.
  const [target, setTarget] = useState(auth?.phone ?? '');
  const countdown = useCountdown();
  const { submit, pending } = useUpdatePhone();
  const open = dialog?.name === 'phone';

  const sendCode = async (phone: string) => {
    if (!(await submit({ step: 1, phone }))) return;
    setTarget(phone);
    countdown.start();
    setPage(PhonePage.VerificationCode);
  };
  const verify = async (code: string) => {
    const done = await submit({ step: 2, phone: target, code });
    if (done) setPage(PhonePage.Verified);
    return done;
  };

  return (
    <Dialog open={open} onClose={close} title={t('phone.title')} height={460}>
      <DialogColumn>
        {(page === PhonePage.NotVerified || page === PhonePage.Verified) && (
          <PhoneStatusPage
            phone={auth?.phone ?? ''}
            verified={page === PhonePage.Verified}
            pending={pending}
            onSendCode={() => void sendCode(auth?.phone ?? '')}
            onUpdate={() => setPage(PhonePage.Update)}
          />
        )}
        {page === PhonePage.Update && (
          <PhoneUpdatePage
            // Back from the code page the number just typed is kept (WCAG 3.3.7): `target` is the stored one until then.
            phone={target}
            pending={pending}
            onSubmit={sendCode}
            onCancel={() => setPage(auth?.smsVerified ? PhonePage.Verified : PhonePage.NotVerified)}
          />
        )}
        {page === PhonePage.VerificationCode && (
          <PhoneCodePage
            phone={target}
            pending={pending}
            countdown={countdown}
            onVerify={verify}
            onResend={() => void sendCode(target)}
            onChangeNumber={() => setPage(PhonePage.Update)}
          />
        )}
      </DialogColumn>
    </Dialog>
  );
}
