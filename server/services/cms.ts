import type { Db } from '../db/db.ts';
import type { Locale } from '../i18n/locale.ts';
import { CmsContentService } from './cms-content.ts';

export interface Country {
  id: number;
  name: string;
}
export interface Language {
  locale: string;
  name: string;
  isDefault: boolean;
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

/** Reference data and site content read by the cms/* and auth/form calls (spec §3, §7). */
export class CmsService {
  /** Sliders, content pages, promotions, popup, domains (cms-content.ts). */
  readonly content: CmsContentService;

  constructor(private readonly db: Db) {
    this.content = new CmsContentService(db);
  }

  /** Countries of the registration form in display order (Türkiye first, spec §5 default country). */
  countries(): Promise<Country[]> {
    return this.db.query<Country>('SELECT id, name FROM countries ORDER BY sort_order, name');
  }

  /** Supported languages, default first. */
  languages(): Promise<Language[]> {
    return this.db.query<Language>(
      'SELECT locale, name, is_default AS "isDefault" FROM languages ORDER BY is_default DESC, sort_order, locale',
    );
  }

  /** Server-side texts of `locale` (override the client's bundled texts), sorted by key. */
  translations(locale: Locale): Promise<Translation[]> {
    return this.db.query<Translation>('SELECT key, value FROM translations WHERE locale = $1 ORDER BY key', [locale]);
  }

  /** Public site options, all or only `keys`, sorted by key. Operator-only options are never listed. */
  siteOptions(keys?: readonly string[]): Promise<SiteOption[]> {
    return keys && keys.length > 0
      ? this.db.query<SiteOption>('SELECT key, value, status FROM site_options WHERE is_public AND key = ANY($1) ORDER BY key', [keys])
      : this.db.query<SiteOption>('SELECT key, value, status FROM site_options WHERE is_public ORDER BY key');
  }
}
