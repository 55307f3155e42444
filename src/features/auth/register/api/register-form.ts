import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { AuthFormData } from '@contracts/types/auth/form';
import { registerKeys } from './keys';
import { authForm } from '@contracts/api/auth/form';

/** Spec §9: in the default variant the country list loads 300 ms after the form is shown. */
export const DEFAULT_VARIANT_COUNTRY_DELAY_MS = 300;

/** Spec §5: the country defaults to the entry named 'Türkiye' if present. */
export const DEFAULT_COUNTRY_NAME = 'Türkiye';

/** GET auth/form (docs/product.md §7) with the optional referring player id → data.countries [{ id, name }]. */
export const registerFormQuery = (refId?: number | null) =>
  queryOptions({
    queryKey: registerKeys.form(refId),
    queryFn: ({ signal }) =>
      api(authForm, undefined, { signal, query: { refId: refId ?? undefined } }),
    // The country list hardly changes; one fetch per visit is enough.
    staleTime: 30 * 60 * 1000,
  });

/** Id of the default country ('Türkiye'), or undefined when the list has no such entry. */
export function defaultCountryId(countries: AuthFormData['countries']): number | undefined {
  return countries.find((c) => c.name.trim() === DEFAULT_COUNTRY_NAME)?.id;
}

/** The registration countries; fetching starts after `delayMs` (0 = at once). Empty while loading or on failure. */
export function useRegisterCountries(delayMs: number, refId?: number | null): AuthFormData['countries'] {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return useQuery({ ...registerFormQuery(refId), enabled: ready }).data?.countries ?? [];
}
