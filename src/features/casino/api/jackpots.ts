import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { Contract } from '@contracts/contract';
import { casinoEgtjackpot } from '@contracts/api/casino/egtjackpot';
import { casinoEqyptquest } from '@contracts/api/casino/eqyptquest';
import { casinoJackpotcards } from '@contracts/api/casino/jackpotcards';
import { casinoKeys } from './keys';

/** Jackpots are refreshed every 30 s so the amounts visibly climb. */
const JACKPOT_REFRESH_MS = 30_000;

/** A jackpot feed: one of the three GET calls without a body, refreshed every 30 s. */
const feed = <T,>(name: string, contract: Contract<undefined, undefined, T>) =>
  queryOptions({
    queryKey: casinoKeys.jackpots(name),
    queryFn: ({ signal }) => api(contract, undefined, { signal }),
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS,
  });

/** GET casino/egtjackpot → [{instanceName, levelStats: [{level, value (lira)}]}] (docs/product.md §7, §9). */
export const egtJackpotQuery = () => feed('egtjackpot', casinoEgtjackpot);
/** GET casino/jackpotcards → [{name, currentLevelI..IV (lira)}] (docs/product.md §7, §9). */
export const jackpotCardsQuery = () => feed('jackpotcards', casinoJackpotcards);
/** GET casino/eqyptquest (path as docs/product.md §7 spells it) → {instanceName, levels (lira)}. */
export const egyptQuestQuery = () => feed('eqyptquest', casinoEqyptquest);

export const useEgtJackpot = () => useQuery(egtJackpotQuery());
export const useJackpotCards = () => useQuery(jackpotCardsQuery());
export const useEgyptQuest = () => useQuery(egyptQuestQuery());
