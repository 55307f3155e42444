import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SchemaForm } from '../../../forms/schema-form';
import { precompiledValidator } from '../../../forms/precompiled';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import reauthJson from '../../../../schemas/forms/reauth.json';
import reauthUi from '../../../../schemas/forms/reauth.ui.json';
import * as reauthFns from '../../../generated/validators/reauth';
import type { ReauthForm } from '../../../generated/forms/reauth';
import { reauthenticate, settleReauth, type ReauthRequest } from '../step-up';

const schema = reauthJson as RJSFSchema;
const reauthForm = { schema, uiSchema: reauthUi as UiSchema, validator: precompiledValidator<ReauthForm>(reauthFns, schema) };

/**
 * "Confirm it's you" (docs/security.md "Step-up"): the player types his password, the site calls auth/reauth, and
 * the refused call is retried (settleReauth(true)). A wrong password is said under the form (role="alert") and the
 * dialog stays; closing it (Escape, the close button, Cancel) declines, and the refused call fails with its message.
 */
export function ReauthDialog({ request }: { request: ReauthRequest }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open onClose={() => settleReauth(false)} title={t('stepUp.title')} height={460} variant="sheet">
      <div css={{ width: '100%', maxWidth: 480, margin: '8px auto 0' }} data-testid="reauth-dialog">
        <p css={{ marginTop: 0 }}>
          {request.message || t('stepUp.intro')}
        </p>
        <SchemaForm<ReauthForm>
          {...reauthForm}
          submitLabel={t('stepUp.confirm')}
          loading={pending}
          onSubmit={async (form) => {
            setPending(true);
            setError(null);
            try {
              await reauthenticate(form.password);
              settleReauth(true);
            } catch (failure) {
              setError((failure as Error).message);
            } finally {
              setPending(false);
            }
          }}
        >
          {error ? (
            <p role="alert" css={(theme) => ({ color: theme.colors.danger, margin: '8px 0' })}>
              {error}
            </p>
          ) : null}
        </SchemaForm>
        <Button variant="ghost" block onClick={() => settleReauth(false)} css={{ marginTop: 8 }}>
          {t('stepUp.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
