import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api } from '@site/lib/api-client';
import { trialBonusAmountAtom } from '@site/features/auth/register/state';
import { registerKeys } from './keys';
import { bonusTrialbonusamount } from '@contracts/api/bonus/trialbonusamount';

/** GET bonus/trialbonusamount (docs/product.md §7) → data {amount} in lira (0 = no trial bonus). Fetched once per visit. */
export const trialBonusAmountQuery = () =>
  queryOptions({
    queryKey: registerKeys.trialBonusAmount(),
    queryFn: ({ signal }) => api(bonusTrialbonusamount, undefined, { signal }),
    staleTime: Infinity,
    retry: 1,
  });

/**
 * Startup step of docs/product.md §4 ("trial bonus amount"): feeds trialBonusAmountAtom (lira) from the server when the value
 * arrives. A failure leaves 0, so the Sign Up checkbox and the celebration offer stay hidden (docs/product.md §3).
 */
export function useTrialBonusAmountFeed(): void {
  const setAmount = useSetAtom(trialBonusAmountAtom);
  const { data } = useQuery(trialBonusAmountQuery());
  useEffect(() => {
    if (data && Number.isFinite(data.amount) && data.amount >= 0) setAmount(data.amount);
  }, [data, setAmount]);
}
