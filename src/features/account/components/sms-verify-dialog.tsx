import { useId, useMemo, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { DialogFormLayout } from '@site/forms/dialog-form-layout';
import { SchemaForm } from '@site/forms/schema-form';
import { TextButton } from '@site/forms/text-button';
import { useCloseDialog } from '@site/features/account/use-close-dialog';
import { dialogAtom, type DialogName } from '@site/lib/dialogs';
import { authAtom } from '@site/lib/session';
import type { SmsCodeForm } from '@site/generated/forms/sms-code';
import { useUpdatePhone } from '@site/features/account/api/update-phone';
import { smsCodeForm } from '@site/features/account/form-definitions';
import { ignoringFields } from '@site/features/account/ignore-fields';
import { formatPhone } from '@contracts/domain/phone';
import { SuccessNote } from './success-note';

const stepOneValidator = ignoringFields(smsCodeForm.validator, ['code']);

/** What the opener may pass in dialogAtom data: the dialog to show after a successful verify (the celebration). */
export interface SmsVerifyData {
  next?: DialogName;
}

/**
 * The SMS verify dialog (docs/product.md §2, §4 SMS verify dialog and Phone verification, registration flow): full-page with
 * logo and side image. Step 1 'Set Phone Number' sends the code (code field disabled); step 2 'Set Sms Code' sends
 * phone and code (phone disabled), 'Change Phone Number' returns to step 1 with the code cleared. Success opens
 * `data.next` (the celebration screen after registration), else shows 'Congratulations!' with Close.
 * 'Skip Verification' closes the dialog.
 */
export function SmsVerifyDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const close = useCloseDialog();
  const auth = useAtomValue(authAtom);
  const headingId = useId();
  const [step, setStep] = useState<1 | 2 | 'done'>(1);
  const [form, setForm] = useState<Partial<SmsCodeForm>>({
    phone: auth?.phone || undefined,
  });
  const { submit, pending } = useUpdatePhone();
  const next = (dialog?.data as SmsVerifyData | undefined)?.next;
  const open = dialog?.name === 'sms-verify';

  const uiSchema = useMemo<UiSchema>(() => {
    const ui = smsCodeForm.uiSchema;
    return {
      ...ui,
      phone: { ...ui.phone, 'ui:disabled': step === 2 },
      code: { ...ui.code, 'ui:disabled': step !== 2 },
    };
  }, [step]);

  const onSubmit = async (data: SmsCodeForm) => {
    if (step === 1) {
      if (await submit({ step: 1, phone: data.phone })) setStep(2);
      return;
    }
    if (!(await submit({ step: 2, phone: data.phone, code: data.code }))) {
      // As in the phone dialog (docs/product.md §4): a refused code is cleared so the next one is typed fresh.
      setForm((f) => ({ phone: f.phone }));
      return;
    }
    if (next) setDialog({ name: next, data: { phoneVerified: true } });
    else setStep('done');
  };

  const heading =
    step === 'done' ? t('phone.congratulations') : step === 1 ? t('phone.setPhoneNumber') : t('phone.setSmsCode');
  const changeNumber = () => {
    setForm((f) => ({ phone: f.phone }));
    setStep(1);
  };
  return (
    <Dialog open={open} onClose={close} variant="fullpage" labelledBy={headingId}>
      <DialogFormLayout headingId={headingId} heading={heading} tagline={t('phone.tagline')} perks={[t('phone.intro')]}>
        {step !== 'done' && (
          // Above the fields, so an error line appearing on blur cannot move the link away from a tap.
          <p css={{ margin: '6px 0 22px', color: theme.colors.textMuted }}>
            {step === 1
              ? t('phone.smsIntroPhone')
              : t('phone.smsIntroCode', {
                  phone: formatPhone(form.phone ?? ''),
                })}{' '}
            {step === 2 && <TextButton onClick={changeNumber}>{t('phone.changePhoneNumber')}</TextButton>}
          </p>
        )}
        {step === 'done' ? (
          <>
            <SuccessNote>{t('phone.verifiedMessage')}</SuccessNote>
            <Button variant="primary" block onClick={() => setDialog(null)} css={{ marginTop: 16 }}>
              {t('phone.close')}
            </Button>
          </>
        ) : (
          <SchemaForm<SmsCodeForm>
            schema={smsCodeForm.schema}
            uiSchema={uiSchema}
            validator={step === 1 ? stepOneValidator : smsCodeForm.validator}
            formData={form}
            onChange={setForm}
            submitLabel={step === 1 ? t('phone.sendCode') : t('phone.validate')}
            loading={pending}
            onSubmit={onSubmit}
          />
        )}
        {step !== 'done' && (
          <div css={{ marginTop: 18, textAlign: 'center' }}>
            <TextButton onClick={() => setDialog(null)}>{t('phone.skip')}</TextButton>
          </div>
        )}
      </DialogFormLayout>
    </Dialog>
  );
}
