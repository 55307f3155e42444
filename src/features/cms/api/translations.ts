import { api } from '@site/lib/api-client';
import type { TranslationList } from '@contracts/types/cms/translation-list';
import { cmsTranslationList } from '@contracts/api/cms/translation-list';

/**
 * GET cms/translationlist (docs/product.md §7): server texts `{ key, value }[]` for the request's x-locale, which override the
 * bundled ones. Gives up after `timeoutMs` so a slow server cannot hold the first render.
 */
export function fetchTranslations(timeoutMs: number): Promise<TranslationList> {
  return api(cmsTranslationList, undefined, { signal: AbortSignal.timeout(timeoutMs) });
}
