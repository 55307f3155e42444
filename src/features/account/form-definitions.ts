import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { precompiledValidator } from '@site/forms/precompiled';
import recoveryUsernameJson from '@schemas/forms/recovery-username.json';
import recoveryUsernameUi from '@schemas/forms/recovery-username.ui.json';
import recoveryCodeJson from '@schemas/forms/recovery-code.json';
import recoveryCodeUi from '@schemas/forms/recovery-code.ui.json';
import recoveryPasswordJson from '@schemas/forms/recovery-password.json';
import recoveryPasswordUi from '@schemas/forms/recovery-password.ui.json';
import phoneNumberJson from '@schemas/forms/phone-number.json';
import phoneNumberUi from '@schemas/forms/phone-number.ui.json';
import phoneCodeJson from '@schemas/forms/phone-code.json';
import phoneCodeUi from '@schemas/forms/phone-code.ui.json';
import smsCodeJson from '@schemas/forms/sms-code.json';
import smsCodeUi from '@schemas/forms/sms-code.ui.json';
import changePasswordJson from '@schemas/forms/change-password.json';
import changePasswordUi from '@schemas/forms/change-password.ui.json';
import * as recoveryUsernameFns from '@site/generated/validators/recovery-username';
import * as recoveryCodeFns from '@site/generated/validators/recovery-code';
import * as recoveryPasswordFns from '@site/generated/validators/recovery-password';
import * as phoneNumberFns from '@site/generated/validators/phone-number';
import * as phoneCodeFns from '@site/generated/validators/phone-code';
import * as smsCodeFns from '@site/generated/validators/sms-code';
import * as changePasswordFns from '@site/generated/validators/change-password';
import type { RecoveryUsernameForm } from '@site/generated/forms/recovery-username';
import type { RecoveryCodeForm } from '@site/generated/forms/recovery-code';
import type { RecoveryPasswordForm } from '@site/generated/forms/recovery-password';
import type { PhoneNumberForm } from '@site/generated/forms/phone-number';
import type { PhoneCodeForm } from '@site/generated/forms/phone-code';
import type { SmsCodeForm } from '@site/generated/forms/sms-code';
import type { ChangePasswordForm } from '@site/generated/forms/change-password';

/** One form of the account dialogs: schema, uiSchema and the precompiled (eval-free) validator built for it. */
function definition<T>(schemaJson: object, uiJson: object, fns: Record<string, unknown>) {
  const schema = schemaJson as RJSFSchema;
  return {
    schema,
    uiSchema: uiJson as UiSchema,
    validator: precompiledValidator<T>(fns, schema),
  };
}

/** Recovery Password steps 1-3 (docs/product.md §2, §5). */
export const recoveryUsernameForm = definition<RecoveryUsernameForm>(
  recoveryUsernameJson,
  recoveryUsernameUi,
  recoveryUsernameFns,
);
export const recoveryCodeForm = definition<RecoveryCodeForm>(recoveryCodeJson, recoveryCodeUi, recoveryCodeFns);
export const recoveryPasswordForm = definition<RecoveryPasswordForm>(
  recoveryPasswordJson,
  recoveryPasswordUi,
  recoveryPasswordFns,
);
/** Phone verification dialog: Update page (phone, prefix 90) and VerificationCode page (code mask 000-000). */
export const phoneNumberForm = definition<PhoneNumberForm>(phoneNumberJson, phoneNumberUi, phoneNumberFns);
export const phoneCodeForm = definition<PhoneCodeForm>(phoneCodeJson, phoneCodeUi, phoneCodeFns);
/** SMS verify dialog: phone and code (mask 00-00-00) in one form. */
export const smsCodeForm = definition<SmsCodeForm>(smsCodeJson, smsCodeUi, smsCodeFns);
/** Change Password dialog (docs/product.md §2, §5). */
export const changePasswordForm = definition<ChangePasswordForm>(
  changePasswordJson,
  changePasswordUi,
  changePasswordFns,
);
