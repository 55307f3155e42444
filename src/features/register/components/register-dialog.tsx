import { useCallback, useId, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { DialogFormLayout } from '../../../forms/dialog-form-layout';
import { DialogSwitchLink } from '../../../forms/text-button';
import { dialogAtom } from '../../../lib/dialogs';
import { RegisterFormPanel, type RegisterFormData } from './register-form-panel';
import { RegisterTabs } from './register-tabs';
import type { RegisterVariant } from './register-form-definitions';

/** Spec §2: the register dialog is 760 px tall on desktop. */
export const REGISTER_DIALOG_HEIGHT = 760;

/**
 * The Sign Up dialog (docs/product.md §2 Sign Up): tabs 'Fast Register' (first, default) and 'Default Register', and the link
 * 'Are you already a member? Sign In Now!' that opens Login. Open while dialogAtom is 'register'.
 * Each variant keeps its typed data while the dialog is open, across tab switches.
 */
export function RegisterDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  const headingId = useId();
  const open = dialog?.name === 'register';
  return (
    <Dialog open={open} onClose={() => setDialog(null)} height={REGISTER_DIALOG_HEIGHT} labelledBy={headingId}>
      {/* Mounted only while open, so a reopened dialog starts on the Fast tab with empty forms. */}
      {open && <RegisterDialogContent headingId={headingId} onSignIn={() => setDialog({ name: 'login' })} />}
    </Dialog>
  );
}

function RegisterDialogContent({ headingId, onSignIn }: { headingId: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<RegisterVariant>('fast');
  const [data, setData] = useState<Record<RegisterVariant, RegisterFormData>>({ fast: {}, default: {} });
  const onChange = useCallback(
    (next: RegisterFormData) => setData((prev) => ({ ...prev, [variant]: next })),
    [variant],
  );
  return (
    <DialogFormLayout
      headingId={headingId}
      heading={t('register.title')}
      intro={t('register.intro')}
      tagline={t('register.tagline')}
      perks={[t('forms.perkLicensed'), t('forms.perkPayments'), t('forms.perkSupport')]}
    >
      <RegisterTabs
        label={t('register.tabsLabel')}
        tabs={[
          { key: 'fast', label: t('register.fastTab') },
          { key: 'default', label: t('register.defaultTab') },
        ]}
        active={variant}
        onChange={setVariant}
      >
        <RegisterFormPanel key={variant} variant={variant} data={data[variant]} onChange={onChange} />
      </RegisterTabs>
      <DialogSwitchLink
        question={t('register.alreadyMemberQuestion')}
        action={t('register.signInNow')}
        onClick={onSignIn}
      />
    </DialogFormLayout>
  );
}
