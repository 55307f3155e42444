import { useMutation } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { SportsbookLaunchData } from '@contracts/types/sports/token';
import type { SportsbookId } from '@site/features/sports/sportsbook-launch';
import { sportsToken } from '@contracts/api/sports/token';
import { SPORTSBOOK_TOKEN_TIMEOUT_MS } from '@contracts/domain/sportsbook-token';

/** Key of the token refresh; no cached query: every call issues a new token. */
export const sportsbookTokenKey = (provider: SportsbookId) => ['sportsbook', 'token', provider] as const;

/**
 * GET sportsbook/token?provider=... (logged in) -> {provider, url, token, cid}: a fresh launch token for the
 * current session; the previous one stops working. Throws ApiError; a 401 logs the player out (docs/product.md §4).
 * A call with no answer within SPORTSBOOK_TOKEN_TIMEOUT_MS (8 s) is aborted and throws an AbortError, so the frame
 * that asked hears of the failure (docs/architecture.md "Sportsbook frames").
 */
export async function fetchSportsbookToken(provider: SportsbookId): Promise<SportsbookLaunchData> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SPORTSBOOK_TOKEN_TIMEOUT_MS);
  try {
    return await api(sportsToken, undefined, { query: { provider }, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Mutation hook around fetchSportsbookToken, used when a sportsbook frame reports an expired token. */
export function useRefreshSportsbookToken(provider: SportsbookId) {
  return useMutation({ mutationKey: sportsbookTokenKey(provider), mutationFn: () => fetchSportsbookToken(provider) });
}
