import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { Locale } from '../i18n/locale.ts';
import type { ContentPage } from '../../contracts/types/cms/content.ts';
import type { ContentList } from '../../contracts/types/cms/content-list.ts';
import type { ContentTitleList } from '../../contracts/types/cms/content-title-list.ts';
import type { CoveryJs } from '../../contracts/types/cms/covery-js.ts';
import type { DomainStatus } from '../../contracts/types/cms/domain-status.ts';
import type { Popup } from '../../contracts/types/cms/popup.ts';
import type { Promotion } from '../../contracts/types/cms/promotion-list.ts';
import type { SliderList } from '../../contracts/types/cms/slider-list.ts';

// Column names come only from this map, never from input, so the interpolation below is safe.
const COLUMN: Record<Locale, { title: string; html: string; description: string }> = {
  tr: { title: 'title_tr', html: 'html_tr', description: 'description_tr' },
  en: { title: 'title_en', html: 'html_en', description: 'description_en' },
};

/**
 * Site content of the cms/* calls (spec §3, §7): banner sliders, content pages, promotions, the popup, the
 * domain settings and the Covery script config. Texts come in the request's locale. HTML is returned as the
 * operator wrote it; the site sanitises it before rendering (design: "Third-party content").
 */
export class CmsContentService {
  constructor(private readonly db: Db) {}

  /** Active slides of slider `slug` in display order; [] for an unknown slug. */
  async slides(slug: string): Promise<SliderList> {
    const rows = await this.db.query<{ d: string; m: string; l: string; url: string }>(
      `SELECT image_default AS d, image_992 AS m, image_1200 AS l, url FROM cms_slides
       WHERE slider_slug = $1 AND status ORDER BY sort_order, id`,
      [slug],
    );
    return rows.map((r) => ({ images: [r.d, r.m, r.l], url: r.url }));
  }

  /** [{id, title}] of category `categoryId` with the given status (spec §7 contenttitlelist), in display order. */
  contentTitles(categoryId: number, status: boolean, locale: Locale): Promise<ContentTitleList> {
    return this.db.query(
      `SELECT id, ${COLUMN[locale].title} AS title FROM cms_contents WHERE category_id = $1 AND status = $2 ORDER BY sort_order, id`,
      [categoryId, status],
    );
  }

  /** Every published page (the /pages list). */
  contents(locale: Locale): Promise<ContentList> {
    return this.db.query(
      `SELECT id, ${COLUMN[locale].title} AS title, category_id AS "categoryId" FROM cms_contents WHERE status ORDER BY sort_order, id`,
    );
  }

  /** One published page, or null when unknown or unpublished. */
  async content(id: number, locale: Locale): Promise<ContentPage | null> {
    const c = COLUMN[locale];
    const [row] = await this.db.query<{ id: number; title: string; html: string; updatedAt: Date }>(
      `SELECT id, ${c.title} AS title, ${c.html} AS html, updated_at AS "updatedAt" FROM cms_contents WHERE id = $1 AND status`,
      [id],
    );
    return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
  }

  /** Active promotions in display order; with `id`, only that one. */
  promotions(locale: Locale, id?: number): Promise<Promotion[]> {
    const c = COLUMN[locale];
    return this.db.query(
      `SELECT id, ${c.title} AS title, image, ${c.description} AS "descriptionHtml", claim_url AS "claimUrl"
       FROM cms_promotions WHERE status AND ($1::int IS NULL OR id = $1) ORDER BY sort_order, id`,
      [id ?? null],
    );
  }

  /** The newest active popup with a hash of its content (spec §4: shown once per content hash), or null. */
  async popup(): Promise<Popup> {
    const [row] = await this.db.query<{ id: number; d: string; m: string; l: string; url: string; updatedAt: Date }>(
      `SELECT id, image_default AS d, image_992 AS m, image_1200 AS l, url, updated_at AS "updatedAt"
       FROM cms_popups WHERE status ORDER BY updated_at DESC, id DESC LIMIT 1`,
    );
    if (!row) return null;
    const hash = createHash('sha256')
      .update(JSON.stringify([row.id, row.d, row.m, row.l, row.url, row.updatedAt.toISOString()]))
      .digest('hex')
      .slice(0, 16);
    return { hash, images: [{ url: row.d }, { url: row.m }, { url: row.l }], url: row.url };
  }

  /** spec §3 Settings: the main domain now and next. Falls back to the site option defaultDomain. */
  async domainStatus(): Promise<DomainStatus> {
    const [row] = await this.db.query<{ current: string; next: string | null }>(
      `SELECT current_value AS current, next_value AS next FROM cms_domains WHERE name = 'main'`,
    );
    if (row) return { domains: row };
    const [option] = await this.db.query<{ value: string }>(`SELECT value FROM site_options WHERE key = 'defaultDomain'`);
    return { domains: { current: option?.value ?? '', next: null } };
  }

  /** Covery script config from the operator-only site options coveryEnabled / coveryScriptUrl / coveryProjectKey. */
  async coveryJs(): Promise<CoveryJs> {
    const rows = await this.db.query<{ key: string; value: string; status: boolean }>(
      `SELECT key, value, status FROM site_options WHERE key IN ('coveryEnabled', 'coveryScriptUrl', 'coveryProjectKey')`,
    );
    const get = (key: string) => rows.find((r) => r.key === key && r.status)?.value || null;
    const scriptUrl = get('coveryScriptUrl');
    return { enabled: get('coveryEnabled') === 'true' && scriptUrl !== null, scriptUrl, projectKey: get('coveryProjectKey') };
  }
}
