import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@site/forms/schema-form';
import type { RegisterFastForm } from '@site/generated/forms/register-fast';
import type { RegisterDefaultForm } from '@site/generated/forms/register-default';
import { DEFAULT_VARIANT_COUNTRY_DELAY_MS, defaultCountryId, useRegisterCountries } from '@site/features/auth/register/api/register-form';
import { safeLocalStorage } from '@site/lib/referral';
import { buildDefaultPayload, buildFastPayload, readReferral } from '@site/features/auth/register/payload';
import { siteConfig } from '@site/lib/config';
import { trialBonusAmountAtom } from '@site/features/auth/register/state';
import { useRegister } from '@site/features/auth/register/use-register';
import {
  registerDefaultSchema,
  registerDefaultValidator,
  registerFastSchema,
  registerFastValidator,
  registerUiSchema,
  signUpLimitPeriods,
  type RegisterVariant,
} from './register-form-definitions';

export type RegisterFormData = Partial<RegisterFastForm & RegisterDefaultForm>;

interface RegisterFormPanelProps {
  variant: RegisterVariant;
  /** Kept by the dialog so switching tabs keeps what was typed. */
  data: RegisterFormData;
  onChange: (data: RegisterFormData) => void;
}

/**
 * The periods of the sign-up deposit limit (null = field hidden), from the bundled compliance
 * profile; the period starts at the longest one offered (month, usually).
 */
const LIMIT_PERIODS = signUpLimitPeriods(siteConfig.compliance);

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** One Sign Up variant: the schema form with countries (default 'Türkiye'), trial bonus and submission (docs/product.md §2-§5). */
export function RegisterFormPanel({ variant, data, onChange }: RegisterFormPanelProps) {
  const { t } = useTranslation();
  const referral = useMemo(() => readReferral(safeLocalStorage(), window.location.search), []);
  const countries = useRegisterCountries(variant === 'default' ? DEFAULT_VARIANT_COUNTRY_DELAY_MS : 0, referral.refId);
  const trialBonusAmount = useAtomValue(trialBonusAmountAtom);
  const { submit, pending } = useRegister();

  const defaultCountry = defaultCountryId(countries);
  const limitPeriods = LIMIT_PERIODS;
  const defaultPeriod = limitPeriods?.at(-1);
  useEffect(() => {
    const missingCountry = data.country === undefined && defaultCountry !== undefined;
    const missingPeriod = data.depositLimitPeriod === undefined && defaultPeriod !== undefined;
    if (missingCountry || missingPeriod) {
      onChange({
        ...data,
        ...(missingCountry ? { country: defaultCountry } : {}),
        ...(missingPeriod ? { depositLimitPeriod: defaultPeriod } : {}),
      });
    }
  }, [data, defaultCountry, defaultPeriod, onChange]);

  const uiSchema = useMemo(
    () =>
      registerUiSchema(
        variant,
        countries.map((c) => ({ value: c.id, label: c.name })),
        trialBonusAmount > 0 ? lira.format(trialBonusAmount) : null,
        limitPeriods?.map((p) => ({ value: p, label: t(`protection.periods.${p}`) })) ?? null,
      ),
    [variant, countries, trialBonusAmount, limitPeriods, t],
  );
  // A hidden checkbox must not send a stale "yes" (docs/product.md §3: shown only when the amount is above 0).
  // A hidden deposit-limit field sends no limit whatever the data holds.
  const withBonus = <F extends { trialBonus: 0 | 1; depositLimitAmount?: number }>(form: F): F => ({
    ...form,
    trialBonus: trialBonusAmount > 0 ? form.trialBonus : 0,
    depositLimitAmount: limitPeriods ? form.depositLimitAmount : undefined,
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
