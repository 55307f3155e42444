import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EgtJackpotData } from '../../../../contracts/types/casino/egt-jackpot';
import type { EgyptQuestData } from '../../../../contracts/types/casino/egypt-quest';
import type { JackpotCardsData } from '../../../../contracts/types/casino/jackpot-cards';
import { casinoKeys } from './keys';

/** Jackpots are refreshed every 30 s so the amounts visibly climb. */
const JACKPOT_REFRESH_MS = 30_000;

const feed = <T,>(path: string) =>
  queryOptions({
    queryKey: casinoKeys.jackpots(path),
    queryFn: ({ signal }) => api<T>('GET', `casino/${path}`, undefined, { signal }),
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS,
  });

/** GET casino/egtjackpot → [{instanceName, levelStats: [{level, value (lira)}]}] (spec §7, §9). */
export const egtJackpotQuery = () => feed<EgtJackpotData>('egtjackpot');
/** GET casino/jackpotcards → [{name, currentLevelI..IV (lira)}] (spec §7, §9). */
export const jackpotCardsQuery = () => feed<JackpotCardsData>('jackpotcards');
/** GET casino/eqyptquest (path as spec §7 spells it) → {instanceName, levels (lira)}. */
export const egyptQuestQuery = () => feed<EgyptQuestData>('eqyptquest');

export const useEgtJackpot = () => useQuery(egtJackpotQuery());
export const useJackpotCards = () => useQuery(jackpotCardsQuery());
export const useEgyptQuest = () => useQuery(egyptQuestQuery());
