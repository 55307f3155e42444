import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import fastSchemaJson from '@schemas/forms/register-fast.json';
import fastUiJson from '@schemas/forms/register-fast.ui.json';
import defaultSchemaJson from '@schemas/forms/register-default.json';
import defaultUiJson from '@schemas/forms/register-default.ui.json';
import * as fastFns from '@site/generated/validators/register-fast';
import * as defaultFns from '@site/generated/validators/register-default';
import { precompiledValidator } from '@site/forms/precompiled';
import type { SelectChoice } from '@site/forms/widgets/select-widget';
import type { RegisterFastForm } from '@site/generated/forms/register-fast';
import type { RegisterDefaultForm } from '@site/generated/forms/register-default';

/** The two Sign Up variants (docs/product.md §2: 'Fast Register' first and default, then 'Default Register'). */
export type RegisterVariant = 'fast' | 'default';

export const registerFastSchema = fastSchemaJson as RJSFSchema;
export const registerDefaultSchema = defaultSchemaJson as RJSFSchema;
export const registerFastValidator = precompiledValidator<RegisterFastForm>(fastFns, registerFastSchema);
export const registerDefaultValidator = precompiledValidator<RegisterDefaultForm>(defaultFns, registerDefaultSchema);

const staticUi: Record<RegisterVariant, UiSchema> = {
  fast: fastUiJson as UiSchema,
  default: defaultUiJson as UiSchema,
};

/**
 * The deposit-limit field of the sign-up form (docs/registration-checks.md): offered when the market's compliance profile
 * (config/site.json, the one the server enforces) has deposit limits on and `registration.depositLimitPrompt`; its
 * periods are the profile's. Null = hidden.
 */
export function signUpLimitPeriods(compliance: {
  limits: { types: readonly string[]; periods: readonly ('day' | 'week' | 'month')[] };
  registration?: { depositLimitPrompt: boolean };
}): ('day' | 'week' | 'month')[] | null {
  if (!compliance.registration?.depositLimitPrompt || !compliance.limits.types.includes('deposit')) return null;
  return compliance.limits.periods.length > 0 ? [...compliance.limits.periods] : null;
}

/**
 * The variant's uiSchema with the run-time parts filled in (the schema itself never changes, it is what the
 * precompiled validator was built from): the country choices from GET auth/form, and the trial-bonus checkbox,
 * shown only when the amount is above 0 (docs/product.md §3) with the amount in its label, and the deposit-limit field with
 * the periods offered (`limitPeriods`, null = hidden; see signUpLimitPeriods).
 */
export function registerUiSchema(
  variant: RegisterVariant,
  countries: SelectChoice[],
  trialBonusAmount: string | null,
  limitPeriods: SelectChoice[] | null = null,
): UiSchema {
  const ui = staticUi[variant];
  const hidden = { 'ui:widget': 'hidden' };
  return {
    ...ui,
    depositLimitAmount: limitPeriods ? ui.depositLimitAmount : hidden,
    depositLimitPeriod: limitPeriods
      ? { ...ui.depositLimitPeriod, 'ui:options': { ...ui.depositLimitPeriod?.['ui:options'], choices: limitPeriods } }
      : hidden,
    country: { ...ui.country, 'ui:options': { ...ui.country?.['ui:options'], choices: countries } },
    trialBonus:
      trialBonusAmount === null
        ? { 'ui:widget': 'hidden' }
        : {
            ...ui.trialBonus,
            'ui:options': { ...ui.trialBonus?.['ui:options'], i18nValues: { amount: trialBonusAmount } },
          },
  };
}
