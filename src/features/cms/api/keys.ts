/*
 * The cms feature's TanStack Query keys (issue 18 item 4: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/** Every cms query (site content, options, promotions, popups): ['cms', …]. */
export const CMS_KEY = ['cms'] as const;

export const cmsKeys = {
  content: (id: number) => [...CMS_KEY, 'content', id] as const,
  contentList: () => [...CMS_KEY, 'contentlist'] as const,
  contentTitles: (categoryId: number) => [...CMS_KEY, 'contenttitlelist', categoryId] as const,
  domainStatus: () => [...CMS_KEY, 'domainstatus'] as const,
  popup: () => [...CMS_KEY, 'popup'] as const,
  promotion: (id: number) => [...CMS_KEY, 'promotion', id] as const,
  promotionList: () => [...CMS_KEY, 'promotionlist'] as const,
  siteOptions: () => [...CMS_KEY, 'siteoptionlist'] as const,
  sliderList: (slug: string) => [...CMS_KEY, 'sliderlist', slug] as const,
};
