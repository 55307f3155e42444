import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../forms/schema-form';
import type { RegisterFastForm } from '../../../generated/forms/register-fast';
import type { RegisterDefaultForm } from '../../../generated/forms/register-default';
import { DEFAULT_VARIANT_COUNTRY_DELAY_MS, defaultCountryId, useRegisterCountries } from '../api/register-form';
import { safeLocalStorage } from '../../../lib/referral';
import { buildDefaultPayload, buildFastPayload, readReferral } from '../payload';
import { trialBonusAmountAtom } from '../state';
import { useRegister } from '../use-register';
import {
  registerDefaultSchema,
  registerDefaultValidator,
  registerFastSchema,
  registerFastValidator,
  registerUiSchema,
  type RegisterVariant,
} from './register-form-definitions';

export type RegisterFormData = Partial<RegisterFastForm & RegisterDefaultForm>;

interface RegisterFormPanelProps {
  variant: RegisterVariant;
  /** Kept by the dialog so switching tabs keeps what was typed. */
  data: RegisterFormData;
  onChange: (data: RegisterFormData) => void;
}

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** One Sign Up variant: the schema form with countries (default 'Türkiye'), trial bonus and submission (spec §2-§5). */
export function RegisterFormPanel({ variant, data, onChange }: RegisterFormPanelProps) {
  const { t } = useTranslation();
  const referral = useMemo(() => readReferral(safeLocalStorage(), window.location.search), []);
  const countries = useRegisterCountries(variant === 'default' ? DEFAULT_VARIANT_COUNTRY_DELAY_MS : 0, referral.refId);
  const trialBonusAmount = useAtomValue(trialBonusAmountAtom);
  const { submit, pending } = useRegister();

  const defaultCountry = defaultCountryId(countries);
  useEffect(() => {
    if (data.country === undefined && defaultCountry !== undefined) onChange({ ...data, country: defaultCountry });
  }, [data, defaultCountry, onChange]);

  const uiSchema = useMemo(
    () =>
      registerUiSchema(
        variant,
        countries.map((c) => ({ value: c.id, label: c.name })),
        trialBonusAmount > 0 ? lira.format(trialBonusAmount) : null,
      ),
    [variant, countries, trialBonusAmount],
  );
  // A hidden checkbox must not send a stale "yes" (spec §3: shown only when the amount is above 0).
  const withBonus = <F extends { trialBonus: 0 | 1 }>(form: F): F => ({
    ...form,
    trialBonus: trialBonusAmount > 0 ? form.trialBonus : 0,
  });

  const common = { uiSchema, formData: data, onChange, submitLabel: t('register.submit'), loading: pending };
  return variant === 'fast' ? (
    <SchemaForm<RegisterFastForm>
      {...common}
      schema={registerFastSchema}
      validator={registerFastValidator}
      onSubmit={(form) => submit(buildFastPayload(withBonus(form), referral))}
    />
  ) : (
    <SchemaForm<RegisterDefaultForm>
      {...common}
      schema={registerDefaultSchema}
      validator={registerDefaultValidator}
      onSubmit={(form) => submit(buildDefaultPayload(withBonus(form), referral))}
    />
  );
}
