import {
  getUiOptions,
  type CustomValidator,
  type FormValidation,
  type GenericObjectType,
  type UiSchema,
} from '@rjsf/utils';
import { messageFor } from './error-messages';
import type { Translate } from './i18n-text';
import { breaksMatch, matchTarget } from '@contracts/domain/form-matches';
import { isMaskFilled } from '@contracts/domain/mask-rule';
import { isValidTcNumber } from '@contracts/domain/identity';
import type { PasswordJudge } from '@contracts/domain/password-strength';

/**
 * Rules a JSON Schema cannot express, declared in the uiSchema so they stay generic (docs/product.md §5):
 * - `ui:options.matches: '<sibling>'`: the value must equal the sibling field's (password2 vs password) → `mismatch`
 *   (contracts/domain/form-matches.ts, the rule the server applies too; docs/architecture.md "Forms").
 * - `ui:options.maskComplete: true` with `ui:options.mask`: a typed value must fill the whole mask
 *   (phone: '90' + 10 digits; contracts/domain/mask-rule.ts, the rule the server applies too) → `incomplete`.
 * - `ui:options.check: 'tcNumber'`: 11 typed digits must be a valid Turkish national id (contracts/domain/identity.ts, the
 *   rule the server applies too; docs/registration-checks.md) → `tcNumber`.
 * - `ui:options.check: 'commonPassword'`: a new password must not be common (contracts/domain/password-strength.ts, the
 *   rule the server applies too; docs/security.md) → `commonPassword`; checked once `judge` (its lazily loaded
 *   dictionaries, src/forms/password-judge.ts) is there, left to the server before.
 * Empty values are left to the schema's `required`. Walks nested objects (e.g. birthDate parts).
 */
export function createCustomValidate<T>(t: Translate, judge: PasswordJudge | null = null): CustomValidator<T> {
  return (formData, errors, uiSchema) => {
    walk(t, judge, uiSchema, formData as GenericObjectType | undefined, errors as FormValidation<GenericObjectType>);
    return errors;
  };
}

function walk(
  t: Translate,
  judge: PasswordJudge | null,
  uiSchema: UiSchema | undefined,
  data: GenericObjectType | undefined,
  errors: FormValidation<GenericObjectType> | undefined,
): void {
  if (!uiSchema || !errors) return;
  for (const [key, node] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !node || typeof node !== 'object') continue;
    const ui = node as UiSchema;
    const value: unknown = data?.[key];
    const fieldErrors = errors[key] as FormValidation<GenericObjectType> | undefined;
    const options = getUiOptions(ui);
    const filled = value !== undefined && value !== null && value !== '';
    if (breaksMatch(matchTarget(ui), value, data)) {
      fieldErrors?.addError(messageFor(t, ui, 'mismatch'));
    }
    if (
      filled &&
      options.maskComplete === true &&
      typeof options.mask === 'string' &&
      !isMaskFilled(options.mask, String(value))
    ) {
      fieldErrors?.addError(messageFor(t, ui, 'incomplete'));
    }
    if (filled && options.check === 'tcNumber' && /^[0-9]{11}$/.test(String(value)) && !isValidTcNumber(String(value))) {
      fieldErrors?.addError(messageFor(t, ui, 'tcNumber'));
    }
    if (filled && options.check === 'commonPassword' && judge?.(String(value)).common) {
      fieldErrors?.addError(messageFor(t, ui, 'commonPassword'));
    }
    if (value && typeof value === 'object') walk(t, judge, ui, value as GenericObjectType, fieldErrors);
  }
}
