import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import amountSchema from '@schemas/forms/protection-limit-amount.json';
import amountUi from '@schemas/forms/protection-limit-amount.ui.json';
import minutesSchema from '@schemas/forms/protection-limit-minutes.json';
import minutesUi from '@schemas/forms/protection-limit-minutes.ui.json';
import * as amountValidateFns from '@site/generated/validators/protection-limit-amount';
import * as minutesValidateFns from '@site/generated/validators/protection-limit-minutes';
import { precompiledValidator } from '@site/forms/precompiled';
import type { ProtectionLimitAmountForm } from '@site/generated/forms/protection-limit-amount';
import type { ProtectionLimitMinutesForm } from '@site/generated/forms/protection-limit-minutes';

/** The limit editor's value: lira (deposit, loss, wager) or minutes (session). */
export type LimitForm = ProtectionLimitAmountForm | ProtectionLimitMinutesForm;

/** Deposit, loss and wager limits: a free amount in lira, at least ₺1 (docs/protection-enforcement.md). */
export const amountLimitForm = {
  schema: amountSchema as RJSFSchema,
  uiSchema: amountUi as UiSchema,
  validator: precompiledValidator<ProtectionLimitAmountForm>(amountValidateFns, amountSchema as RJSFSchema),
};

/** Session time limits: whole minutes, 1 minute to 31 days (docs/protection-enforcement.md). */
export const minutesLimitForm = {
  schema: minutesSchema as RJSFSchema,
  uiSchema: minutesUi as UiSchema,
  validator: precompiledValidator<ProtectionLimitMinutesForm>(minutesValidateFns, minutesSchema as RJSFSchema),
};
