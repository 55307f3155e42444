import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@site/forms/schema-form';
import { TextButton } from '@site/forms/text-button';
import type { RecoveryUsernameForm } from '@site/generated/forms/recovery-username';
import type { RecoveryCodeForm } from '@site/generated/forms/recovery-code';
import type { RecoveryPasswordForm } from '@site/generated/forms/recovery-password';
import { changePasswordWithCode, checkResetCode, sendResetPassword, useRecoveryCall } from '@site/features/account/api/recovery';
import { recoveryCodeForm, recoveryPasswordForm, recoveryUsernameForm } from '@site/features/account/form-definitions';

interface RecoveryStepFormProps {
  step: 1 | 2 | 3;
  /** The username of step 1, sent with steps 2 and 3. */
  username: string;
  /** The code accepted at step 2, sent with step 3. */
  code: string;
  onUsernameSent: (username: string) => void;
  onCodeAccepted: (code: string) => void;
  onPasswordChanged: () => void;
  /** Back to step 1 (e.g. to request a new code). */
  onRestart: () => void;
}

/** The form of one recovery step (docs/product.md §2, §5); each call's failure shows the server message as an error toast (§8). */
export function RecoveryStepForm(props: RecoveryStepFormProps) {
  const { t } = useTranslation();
  const send = useRecoveryCall(sendResetPassword);
  const check = useRecoveryCall(checkResetCode);
  const change = useRecoveryCall(changePasswordWithCode);

  if (props.step === 1) {
    return (
      <>
        <p css={{ marginTop: 0 }}>{t('recovery.usernameIntro')}</p>
        <SchemaForm<RecoveryUsernameForm>
          key="username"
          {...recoveryUsernameForm}
          formData={{ username: props.username || undefined }}
          submitLabel={t('recovery.sendCode')}
          loading={send.pending}
          onSubmit={async (form) => {
            if (await send.submit(form)) props.onUsernameSent(form.username);
          }}
        />
      </>
    );
  }
  if (props.step === 2) {
    return (
      <>
        {/* The link sits above the field, so an error line appearing on blur cannot move it away from a tap. */}
        <p css={{ marginTop: 0 }}>
          {t('recovery.codeIntro', { username: props.username })}{' '}
          <TextButton onClick={props.onRestart}>{t('recovery.resend')}</TextButton>
        </p>
        <SchemaForm<RecoveryCodeForm>
          key="code"
          {...recoveryCodeForm}
          submitLabel={t('recovery.checkCode')}
          loading={check.pending}
          onSubmit={async (form) => {
            if (await check.submit({ username: props.username, code: form.code })) props.onCodeAccepted(form.code);
          }}
        />
      </>
    );
  }
  return (
    <>
      <p css={{ marginTop: 0 }}>{t('recovery.passwordIntro')}</p>
      <SchemaForm<RecoveryPasswordForm>
        key="password"
        {...recoveryPasswordForm}
        submitLabel={t('recovery.change')}
        loading={change.pending}
        onSubmit={async (form) => {
          const body = { username: props.username, code: props.code, ...form };
          if (await change.submit(body)) props.onPasswordChanged();
        }}
      />
    </>
  );
}
