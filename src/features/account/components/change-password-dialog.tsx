import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { SchemaForm } from '@site/forms/schema-form';
import { useCloseDialog } from '@site/features/account/use-close-dialog';
import { dialogAtom } from '@site/lib/dialogs';
import type { ChangePasswordForm } from '@site/generated/forms/change-password';
import { useChangePassword } from '@site/features/account/api/change-password';
import { DialogColumn } from './dialog-column';
import { changePasswordForm } from '@site/features/account/form-definitions';

/**
 * The Change Password dialog (docs/product.md §2: Old Password, Password, Confirm Password, 'Change'), opened by the dashboard
 * tile. On success the server's message shows as a success toast and the dialog closes; on failure the message
 * shows as an error toast and the form keeps what was typed.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const close = useCloseDialog();
  const { submit, pending } = useChangePassword();
  return (
    <Dialog open={dialog?.name === 'change-password'} onClose={close} title={t('changePassword.title')} height={520}>
      <DialogColumn>
        <p css={{ marginTop: 0 }}>{t('changePassword.intro')}</p>
        <SchemaForm<ChangePasswordForm>
          {...changePasswordForm}
          submitLabel={t('changePassword.change')}
          loading={pending}
          onSubmit={async (form) => {
            if (await submit(form)) setDialog(null);
          }}
        />
      </DialogColumn>
    </Dialog>
  );
}
