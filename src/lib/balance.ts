import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';
import { siteConfig } from './config';
import type { BalanceData } from '@contracts/types/wallet/balance';
import { walletBalance } from '@contracts/api/wallet/balance';

/*
 * The player's balance: shown by the header, the bottom bar, the sidebar, the game and sportsbook frames and the
 * wallet, so it lives here and not in one feature (docs/boundaries.md). Its query keys are exported from here.
 */

/** GET user/balance (header balance, polled): ['user', 'balance', token]. */
export const BALANCE_KEY = ['user', 'balance'] as const;
/** GET user/balance's cash/bonus/withdrawable split (withdraw dialog): ['user', 'balance-split', token]. */
export const BALANCE_SPLIT_KEY = ['user', 'balance-split'] as const;

/** Whether `key` is a balance query's key (any token): each new balance means a new net position. */
export const isBalanceKey = (key: QueryKey): boolean => BALANCE_KEY.every((part, index) => key[index] === part);

/**
 * Balance poll interval in ms: config/site.json `poll.balanceMs` (docs/product.md §4, §9: every 3 s while logged in;
 * docs/operators.md). Read at each call, so a test or a run-time config sees its own value.
 */
export const balancePollMs = (): number => siteConfig.poll.balanceMs;

/** GET user/balance → data.balance in lira (docs/product.md §7), refetched every `poll.balanceMs` ms. */
export const balanceQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, token ?? ''] as const,
    queryFn: ({ signal }) => api(walletBalance, undefined, { signal }).then((d) => d.balance),
    enabled: Boolean(token),
    refetchInterval: balancePollMs(),
    // Polling pauses while the tab is hidden and resumes at once when shown: TanStack's focus manager
    // follows visibilitychange; 'always' refetches on return even when the last answer is not yet stale.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });

/** The logged-in player's balance in lira, polled every `poll.balanceMs` (3 s); undefined while logged out or loading. */
export function useBalance(token: string | undefined): number | undefined {
  return useQuery(balanceQuery(token)).data;
}

/** GET user/balance's split in lira: balance = cash + bonus; withdrawable = cash (docs/bonus-wallet.md). */
export type BalanceSplit = BalanceData;

/** The split, fetched once when asked for (the withdraw dialog); undefined while logged out or loading. */
export function useBalanceSplit(token: string | undefined): BalanceSplit | undefined {
  return useQuery({
    queryKey: [...BALANCE_SPLIT_KEY, token ?? ''] as const,
    queryFn: ({ signal }) => api(walletBalance, undefined, { signal }),
    enabled: Boolean(token),
  }).data;
}
