import type { DehydratedState } from '@tanstack/react-query';
import type { TranslationEntry } from '../lib/i18n';
import { SSR_STATE_ID } from '../../contracts/site-boot';

/**
 * What a server-rendered page hands the browser in `<script type="application/json" id="ssr-state">` (issue 21 item 1;
 * written by server/site-config/ssr.ts, never an executable script): the language it rendered in, the server texts
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
