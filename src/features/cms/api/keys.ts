import { getLanguage, type Language } from '@site/lib/locale';

/*
 * The cms feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/** Every cms query (site content, options, promotions, popups): ['cms', …]. */
export const CMS_KEY = ['cms'] as const;

/**
 * Content in a language (slides, pages, promotions, popup: the server answers in x-locale) is keyed
 * by the language too, so another language never reads a cached reply of the first; `language` defaults to the
 * player's (src/lib/locale.ts getLanguage, the x-locale the api client sends).
 */
export const cmsKeys = {
  content: (id: number, language: Language = getLanguage()) => [...CMS_KEY, 'content', language, id] as const,
  contentList: (language: Language = getLanguage()) => [...CMS_KEY, 'contentlist', language] as const,
  contentTitles: (categoryId: number, language: Language = getLanguage()) => [...CMS_KEY, 'contenttitlelist', language, categoryId] as const,
  domainStatus: () => [...CMS_KEY, 'domainstatus'] as const,
  popup: (language: Language = getLanguage()) => [...CMS_KEY, 'popup', language] as const,
  promotion: (id: number, language: Language = getLanguage()) => [...CMS_KEY, 'promotion', language, id] as const,
  promotionList: (language: Language = getLanguage()) => [...CMS_KEY, 'promotionlist', language] as const,
  siteOptions: () => [...CMS_KEY, 'siteoptionlist'] as const,
  sliderList: (slug: string, language: Language = getLanguage()) => [...CMS_KEY, 'sliderlist', language, slug] as const,
};
