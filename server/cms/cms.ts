import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Locale } from '@server/i18n/locale';
import { CmsContentService } from './content';

export interface Country {
  id: number;
  name: string;
}
export interface Translation {
  key: string;
  value: string;
}
export interface SiteOption {
  key: string;
  value: string;
  status: boolean;
}

/** Reference data and site content read by the cms/* and auth/form calls (docs/product.md §3, §7). */
export class CmsService {
  /** Sliders, content pages, promotions, popup, domains (server/cms/content.ts). */
  readonly content: CmsContentService;

  constructor(private readonly db: Db) {
    this.content = new CmsContentService(db);
  }

  /** Countries of the registration form in display order (Türkiye first, docs/product.md §5 default country). */
  countries(): Promise<Country[]> {
    return typed(this.db).selectFrom('countries').select(['id', 'name']).orderBy('sort_order').orderBy('name').execute();
  }

  /** Server-side texts of `locale` (override the client's bundled texts), sorted by key. */
  translations(locale: Locale): Promise<Translation[]> {
    return typed(this.db).selectFrom('translations').select(['key', 'value']).where('locale', '=', locale).orderBy('key').execute();
  }

  /** Public site options, all or only `keys`, sorted by key. Operator-only options are never listed. */
  siteOptions(keys?: readonly string[]): Promise<SiteOption[]> {
    return typed(this.db)
      .selectFrom('site_options')
      .select(['key', 'value', 'status'])
      .where('is_public', '=', true)
      .$if(keys !== undefined && keys.length > 0, (query) => query.where('key', 'in', keys ?? []))
      .orderBy('key')
      .execute();
  }
}
