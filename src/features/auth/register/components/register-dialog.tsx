import { useCallback, useId, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { DialogFormLayout } from '@site/forms/dialog-form-layout';
import { DialogSwitchLink } from '@site/forms/text-button';
import { dialogAtom } from '@site/lib/dialogs';
import { RegisterFormPanel, type RegisterFormData } from './register-form-panel';
import { RegisterTabs } from './register-tabs';
import { registerDefaultSchema, registerFastSchema, type RegisterVariant } from './register-form-definitions';

/** Spec §2: the register dialog is 760 px tall on desktop. */
export const REGISTER_DIALOG_HEIGHT = 760;

/**
 * The Sign Up dialog (docs/product.md §2 Sign Up): tabs 'Fast Register' (first, default) and 'Default Register', and the link
 * 'Are you already a member? Sign In Now!' that opens Login. Open while dialogAtom is 'register'.
 * What was typed is kept while the dialog is open, across tab switches, and the fields both variants ask for (name,
 * username, e-mail, phone, password...) carry over to the other tab, so nothing is asked twice (WCAG 3.3.7, docs/accessibility.md).
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
  // One record for both variants: each tab shows and replaces its own fields of it and keeps the others.
  const [data, setData] = useState<RegisterFormData>({});
  const shown = useMemo(() => fieldsOf(variant, data), [variant, data]);
  const onChange = useCallback(
    (next: RegisterFormData) => setData((prev) => ({ ...withoutFieldsOf(variant, prev), ...fieldsOf(variant, next) })),
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
        <RegisterFormPanel key={variant} variant={variant} data={shown} onChange={onChange} />
      </RegisterTabs>
      <DialogSwitchLink
        question={t('register.alreadyMemberQuestion')}
        action={t('register.signInNow')}
        onClick={onSignIn}
      />
    </DialogFormLayout>
  );
}

/** The form fields of each variant (its schema's properties). */
const FIELDS: Record<RegisterVariant, ReadonlySet<string>> = {
  fast: new Set(Object.keys(registerFastSchema.properties ?? {})),
  default: new Set(Object.keys(registerDefaultSchema.properties ?? {})),
};

/** The part of `data` that `variant`'s form asks for. */
function fieldsOf(variant: RegisterVariant, data: RegisterFormData): RegisterFormData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => FIELDS[variant].has(key))) as RegisterFormData;
}

/** `data` without `variant`'s fields (the other variant's own fields, e.g. TC No and birth date, stay). */
function withoutFieldsOf(variant: RegisterVariant, data: RegisterFormData): RegisterFormData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !FIELDS[variant].has(key))) as RegisterFormData;
}
