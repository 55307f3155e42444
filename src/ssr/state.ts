import type { DehydratedState } from '@tanstack/react-query';
import type { TranslationEntry } from '@site/lib/i18n';
import { SSR_STATE_ID } from '@contracts/site-boot';

/**
 * What a server-rendered page hands the browser in `<script type="application/json" id="ssr-state">`
 * (docs/architecture.md "Server-rendered pages"; written by server/site-config/ssr.ts, never an executable script): the language it rendered in, the server texts
 * (cms/translationlist) it applied, and the TanStack queries it ran, so the browser hydrates without asking again.
 */
export interface SsrState {
  language: string;
  translations: readonly TranslationEntry[];
  queries: DehydratedState;
}

/** The server render's state on this page, or null for the client shell (or a block that does not parse). */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState> | null;
    return state && typeof state.language === 'string' && Array.isArray(state.translations) && state.queries ? (state as SsrState) : null;
  } catch {
    return null;
  }
}

/** The oldest a server page's data may be for asOfArrival to count it as fetched on arrival, ms (its page cache keeps a page 60 s at most). */
export const ARRIVAL_SHIFT_MAX_MS = 120_000;

/**
 * `queries` as of their arrival: each query's dataUpdatedAt moved forward by the page's age (now − the newest
 * dataUpdatedAt), so the newest counts as fetched now and the others keep their distance from it. A server page may
 * come from its page cache up to a minute after it was rendered (server/site-config/page-cache.ts); without this, its
 * data would already be stale when the page hydrates (staleTime 30 s) and every query would be fetched again at once,
 * re-rendering the page right after hydration (docs/performance.md). Older than ARRIVAL_SHIFT_MAX_MS (a copy kept
 * elsewhere), or from the future (clocks apart): unchanged, and the queries refetch as usual. Returns a new state.
 */
export function asOfArrival(queries: DehydratedState, now: number): DehydratedState {
  const newest = Math.max(0, ...queries.queries.map((query) => query.state.dataUpdatedAt));
  const age = now - newest;
  if (newest === 0 || age <= 0 || age > ARRIVAL_SHIFT_MAX_MS) return queries;
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + age } } : query,
    ),
  };
}
