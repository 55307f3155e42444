import type { EgtJackpotData, EgtJackpotInstance } from '@contracts/types/casino/egt-jackpot';
import type { JackpotCard, JackpotCardsData } from '@contracts/types/casino/jackpot-cards';

/** First-provider instances the site shows, in this order (docs/product.md §9). */
export const SHOWN_EGT_INSTANCES = ['Clover Chance', 'High Cash'] as const;
/** Levels an instance must have to be shown (docs/product.md §9). */
export const EGT_LEVELS = 4;
/** Second-provider placeholder value: a card whose currentLevelI equals it is ignored (docs/product.md §9). */
export const CARD_PLACEHOLDER = 14000;

/** Clover Chance then High Cash, each only with at least 4 levels (the first 4 are kept); others are dropped. */
export function selectEgtJackpots(data: EgtJackpotData | undefined): EgtJackpotInstance[] {
  if (!Array.isArray(data)) return [];
  return SHOWN_EGT_INSTANCES.flatMap((name) => {
    const instance = data.find((j) => j.instanceName === name);
    return instance && Array.isArray(instance.levelStats) && instance.levelStats.length >= EGT_LEVELS
      ? [{ ...instance, levelStats: instance.levelStats.slice(0, EGT_LEVELS) }]
      : [];
  });
}

/** Cards without the 14000 placeholder (docs/product.md §9). */
export function selectJackpotCards(data: JackpotCardsData | undefined): JackpotCard[] {
  return Array.isArray(data) ? data.filter((card) => card.currentLevelI !== CARD_PLACEHOLDER) : [];
}

/** Egypt Quest as the widget shows it: its name and exactly 4 level amounts in lira. */
export interface EgyptQuestJackpot {
  instanceName: string;
  levels: number[];
  /** Games that feed it; absent when the feed does not say. */
  gameCount?: number;
}

/**
 * The third feed, or null when the reply is not `{instanceName: string, levels: 4 numbers}` — a malformed
 * server reply hides the widget instead of breaking the page (e.g. `[]` or a missing `levels`).
 */
export function selectEgyptQuest(data: unknown): EgyptQuestJackpot | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { instanceName, levels, gameCount } = data as Partial<Record<'instanceName' | 'levels' | 'gameCount', unknown>>;
  if (typeof instanceName !== 'string' || !Array.isArray(levels) || levels.length !== EGT_LEVELS) return null;
  if (!levels.every((l) => typeof l === 'number' && Number.isFinite(l))) return null;
  return { instanceName, levels: levels as number[], ...(Number.isInteger(gameCount) ? { gameCount: gameCount as number } : {}) };
}
