import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { typed } from '../db/typed.ts';
import type { Locale } from '../i18n/locale.ts';
import type { ContentPage } from '../../contracts/types/cms/content.ts';
import type { ContentList } from '../../contracts/types/cms/content-list.ts';
import type { ContentTitleList } from '../../contracts/types/cms/content-title-list.ts';
import type { CoveryJs } from '../../contracts/types/cms/covery-js.ts';
import type { DomainStatus } from '../../contracts/types/cms/domain-status.ts';
import type { Popup } from '../../contracts/types/cms/popup.ts';
import type { Promotion } from '../../contracts/types/cms/promotion-list.ts';
import type { SliderList } from '../../contracts/types/cms/slider-list.ts';

/** The columns holding each locale's texts (cms_contents, cms_promotions). */
const COLUMN = {
  tr: { title: 'title_tr', html: 'html_tr', description: 'description_tr' },
  en: { title: 'title_en', html: 'html_en', description: 'description_en' },
} as const satisfies Record<Locale, { title: string; html: string; description: string }>;

/**
 * Site content of the cms/* calls (docs/product.md §3, §7): banner sliders, content pages, promotions, the popup, the
 * domain settings and the Covery script config. Texts come in the request's locale. HTML is returned as the
 * operator wrote it; the site sanitises it before rendering (docs/architecture.md "Third-party content").
 */
export class CmsContentService {
  constructor(private readonly db: Db) {}

  /** Active slides of slider `slug` in display order; [] for an unknown slug. */
  async slides(slug: string): Promise<SliderList> {
    const rows = await typed(this.db)
      .selectFrom('cms_slides')
      .select(['image_default as d', 'image_992 as m', 'image_1200 as l', 'url'])
      .where('slider_slug', '=', slug)
      .where('status', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ images: [r.d, r.m, r.l], url: r.url }));
  }

  /** [{id, title}] of category `categoryId` with the given status (docs/product.md §7 contenttitlelist), in display order. */
  contentTitles(categoryId: number, status: boolean, locale: Locale): Promise<ContentTitleList> {
    return typed(this.db)
      .selectFrom('cms_contents')
      .select((eb) => ['id', eb.ref(COLUMN[locale].title).as('title')])
      .where('category_id', '=', categoryId)
      .where('status', '=', status)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Every published page (the /pages list). */
  contents(locale: Locale): Promise<ContentList> {
    return typed(this.db)
      .selectFrom('cms_contents')
      .select((eb) => ['id', eb.ref(COLUMN[locale].title).as('title'), 'category_id as categoryId'])
      .where('status', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** One published page, or null when unknown or unpublished. */
  async content(id: number, locale: Locale): Promise<ContentPage | null> {
    const c = COLUMN[locale];
    const row = await typed(this.db)
      .selectFrom('cms_contents')
      .select((eb) => ['id', eb.ref(c.title).as('title'), eb.ref(c.html).as('html'), 'updated_at as updatedAt'])
      .where('id', '=', id)
      .where('status', '=', true)
      .executeTakeFirst();
    return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
  }

  /** Active promotions in display order; with `id`, only that one. */
  promotions(locale: Locale, id?: number): Promise<Promotion[]> {
    const c = COLUMN[locale];
    return typed(this.db)
      .selectFrom('cms_promotions')
      .select((eb) => ['id', eb.ref(c.title).as('title'), 'image', eb.ref(c.description).as('descriptionHtml'), 'claim_url as claimUrl'])
      .where('status', '=', true)
      .$if(id !== undefined, (query) => query.where('id', '=', id ?? 0))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The newest active popup with a hash of its content (docs/product.md §4: shown once per content hash), or null. */
  async popup(): Promise<Popup> {
    const row = await typed(this.db)
      .selectFrom('cms_popups')
      .select(['id', 'image_default as d', 'image_992 as m', 'image_1200 as l', 'url', 'updated_at as updatedAt'])
      .where('status', '=', true)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    const hash = createHash('sha256')
      .update(JSON.stringify([row.id, row.d, row.m, row.l, row.url, row.updatedAt.toISOString()]))
      .digest('hex')
      .slice(0, 16);
    return { hash, images: [{ url: row.d }, { url: row.m }, { url: row.l }], url: row.url };
  }

  /** docs/product.md §3 Settings: the main domain now and next. Falls back to the site option defaultDomain. */
  async domainStatus(): Promise<DomainStatus> {
    const row = await typed(this.db).selectFrom('cms_domains').select(['current_value as current', 'next_value as next']).where('name', '=', 'main').executeTakeFirst();
    if (row) return { domains: row };
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
