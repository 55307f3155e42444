import { createHash } from 'node:crypto';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { defaultLocale } from '@server/i18n/locale';
import type { Locale } from '@server/i18n/locale';
import type { ContentPage } from '@contracts/types/cms/content';
import type { ContentList } from '@contracts/types/cms/content-list';
import type { ContentTitleList } from '@contracts/types/cms/content-title-list';
import type { CoveryJs } from '@contracts/types/cms/covery-js';
import type { DomainStatus } from '@contracts/types/cms/domain-status';
import type { Popup } from '@contracts/types/cms/popup';
import type { Promotion } from '@contracts/types/cms/promotion-list';
import type { SliderList } from '@contracts/types/cms/slider-list';

/**
 * Whom content is for: the request's language (x-locale, an offered code) and brand (config/brands/<name>).
 * Rows with a NULL brand are for every brand; slides and popups with a NULL language for every language.
 */
export interface CmsAudience {
  language: Locale;
  brand: string;
}

/**
 * Site content of the cms/* calls (docs/product.md §3, §7): banner sliders, content pages, promotions, the popup, the
 * domain settings and the Covery script config, per brand and per language (docs/brands.md). Texts come in the
 * audience's language, else in the default language (config/site.json `defaultLanguage`). HTML is returned as the
 * operator wrote it; the site sanitises it before rendering (docs/architecture.md "Third-party content").
 */
export class CmsContentService {
  constructor(private readonly db: Db) {}

  /**
   * Active slides of slider `slug` for the audience's brand, in display order; [] for an unknown slug. Slides for every
   * language always show; language-specific ones show in the audience's language, or — when the slider has none in
   * that language — in the default language.
   */
  async slides(slug: string, audience: CmsAudience): Promise<SliderList> {
    const fallback = defaultLocale();
    const rows = await typed(this.db)
      .selectFrom('cms_slides')
      .select(['image_default as d', 'image_992 as m', 'image_1200 as l', 'url', 'language'])
      .where('slider_slug', '=', slug)
      .where('status', '=', true)
      .where((eb) => eb.or([eb('brand', 'is', null), eb('brand', '=', audience.brand)]))
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', 'in', [audience.language, fallback])]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const shown = rows.some((r) => r.language === audience.language) ? audience.language : fallback;
    return rows.filter((r) => r.language === null || r.language === shown).map((r) => ({ images: [r.d, r.m, r.l], url: r.url }));
  }

  /** Published-or-not pages of the audience's brand with their title in its language (else the default language's). */
  private pages(audience: CmsAudience) {
    return typed(this.db)
      .selectFrom('cms_contents as c')
      .leftJoin('cms_content_texts as t', (join) => join.onRef('t.content_id', '=', 'c.id').on('t.language', '=', audience.language))
      .leftJoin('cms_content_texts as f', (join) => join.onRef('f.content_id', '=', 'c.id').on('f.language', '=', defaultLocale()))
      .where((eb) => eb.or([eb('c.brand', 'is', null), eb('c.brand', '=', audience.brand)]))
      .where((eb) => eb.or([eb('t.title', 'is not', null), eb('f.title', 'is not', null)]));
  }

  /** [{id, title}] of category `categoryId` with the given status (docs/product.md §7 contenttitlelist), in display order. */
  async contentTitles(categoryId: number, status: boolean, audience: CmsAudience): Promise<ContentTitleList> {
    const rows = await this.pages(audience)
      .select(['c.id', 't.title as title', 'f.title as fallback'])
      .where('c.category_id', '=', categoryId)
      .where('c.status', '=', status)
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title ?? r.fallback ?? '' }));
  }

  /** Every published page (the /pages list). */
  async contents(audience: CmsAudience): Promise<ContentList> {
    const rows = await this.pages(audience)
      .select(['c.id', 't.title as title', 'f.title as fallback', 'c.category_id as categoryId'])
      .where('c.status', '=', true)
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title ?? r.fallback ?? '', categoryId: r.categoryId }));
  }

  /** One published page, or null when unknown, unpublished or of another brand. */
  async content(id: number, audience: CmsAudience): Promise<ContentPage | null> {
    const row = await this.pages(audience)
      .select(['c.id', 't.title as title', 't.html as html', 'f.title as fallbackTitle', 'f.html as fallbackHtml', 'c.updated_at as updatedAt'])
      .where('c.id', '=', id)
      .where('c.status', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    const own = row.title !== null;
    return { id: row.id, title: (own ? row.title : row.fallbackTitle) ?? '', html: (own ? row.html : row.fallbackHtml) ?? '', updatedAt: row.updatedAt.toISOString() };
  }

  /** Active promotions of the audience's brand in display order, texts in its language (else the default's); with `id`, only that one. */
  async promotions(audience: CmsAudience, id?: number): Promise<Promotion[]> {
    const rows = await typed(this.db)
      .selectFrom('cms_promotions as p')
      .leftJoin('cms_promotion_texts as t', (join) => join.onRef('t.promotion_id', '=', 'p.id').on('t.language', '=', audience.language))
      .leftJoin('cms_promotion_texts as f', (join) => join.onRef('f.promotion_id', '=', 'p.id').on('f.language', '=', defaultLocale()))
      .select(['p.id', 't.title as title', 't.description_html as html', 'f.title as fallbackTitle', 'f.description_html as fallbackHtml', 'p.image', 'p.claim_url as claimUrl'])
      .where('p.status', '=', true)
      .where((eb) => eb.or([eb('p.brand', 'is', null), eb('p.brand', '=', audience.brand)]))
      .where((eb) => eb.or([eb('t.title', 'is not', null), eb('f.title', 'is not', null)]))
      .$if(id !== undefined, (query) => query.where('p.id', '=', id ?? 0))
      .orderBy('p.sort_order')
      .orderBy('p.id')
      .execute();
    return rows.map((r) => {
      const own = r.title !== null;
      return {
        id: r.id,
        title: (own ? r.title : r.fallbackTitle) ?? '',
        image: r.image,
        descriptionHtml: (own ? r.html : r.fallbackHtml) ?? '',
        claimUrl: r.claimUrl,
      };
    });
  }

  /**
   * The newest active popup of the audience's brand for its language (or for every language) with a hash of its
   * content (docs/product.md §4: shown once per content hash); when there is none, the default language's; or null.
   */
  async popup(audience: CmsAudience): Promise<Popup> {
    const newest = (language: Locale) =>
      typed(this.db)
        .selectFrom('cms_popups')
        .select(['id', 'image_default as d', 'image_992 as m', 'image_1200 as l', 'url', 'updated_at as updatedAt'])
        .where('status', '=', true)
        .where((eb) => eb.or([eb('brand', 'is', null), eb('brand', '=', audience.brand)]))
        .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    const row = (await newest(audience.language)) ?? (audience.language === defaultLocale() ? undefined : await newest(defaultLocale()));
    if (!row) return null;
    const hash = createHash('sha256')
      .update(JSON.stringify([row.id, row.d, row.m, row.l, row.url, row.updatedAt.toISOString()]))
      .digest('hex')
      .slice(0, 16);
    return { hash, images: [{ url: row.d }, { url: row.m }, { url: row.l }], url: row.url };
  }

  /**
   * docs/product.md §3 Settings: the main domain of `brand` now and next (cms_domains, one row set per brand;
   * docs/brands.md). A brand without a 'main' row answers `configDomain` (its merged config/site.json defaultDomain) as the
   * current domain, else the site option defaultDomain.
   */
  async domainStatus(brand: string, configDomain?: string): Promise<DomainStatus> {
    const row = await typed(this.db)
      .selectFrom('cms_domains')
      .select(['current_value as current', 'next_value as next'])
      .where('brand', '=', brand)
      .where('name', '=', 'main')
      .executeTakeFirst();
    if (row) return { domains: row };
    if (configDomain) return { domains: { current: configDomain, next: null } };
    const option = await typed(this.db).selectFrom('site_options').select('value').where('key', '=', 'defaultDomain').executeTakeFirst();
    return { domains: { current: option?.value ?? '', next: null } };
  }

  /** Covery script config from the operator-only site options coveryEnabled / coveryScriptUrl / coveryProjectKey. */
  async coveryJs(): Promise<CoveryJs> {
    const rows = await typed(this.db)
      .selectFrom('site_options')
      .select(['key', 'value', 'status'])
      .where('key', 'in', ['coveryEnabled', 'coveryScriptUrl', 'coveryProjectKey'])
      .execute();
    const get = (key: string) => rows.find((r) => r.key === key && r.status)?.value || null;
    const scriptUrl = get('coveryScriptUrl');
    return { enabled: get('coveryEnabled') === 'true' && scriptUrl !== null, scriptUrl, projectKey: get('coveryProjectKey') };
  }
}
