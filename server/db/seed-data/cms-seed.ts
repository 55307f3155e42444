import type { Queryable } from '../db.ts';
import { bannerImages } from './cms-banners.ts';
import { OLD_RESPONSIBLE_GAMING_EN, RESPONSIBLE_GAMING_HTML } from './responsible-gaming-content.ts';
import { CONTENTS, COVERY_OPTIONS, DOMAINS, POPUP, PROMOTIONS, SLIDES } from './cms-content.ts';

/** Seeds sliders, content pages, promotions, the popup, domains and Covery options; existing rows are kept. */
export async function seedCmsContent(tx: Queryable): Promise<void> {
  for (const [id, slug, order, art, url] of SLIDES) {
    await tx.query(
      `INSERT INTO cms_slides (id, slider_slug, sort_order, image_default, image_992, image_1200, url)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [id, slug, order, ...bannerImages(art), url],
    );
  }
  for (const c of CONTENTS) {
    await tx.query(
      `INSERT INTO cms_contents (id, category_id, sort_order, status, title_tr, title_en, html_tr, html_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [c.id, c.categoryId, c.order, c.status, c.title.tr, c.title.en, c.html.tr, c.html.en],
    );
  }
  // Issue 17 item 15: a database seeded before still shows "contact live support"; an operator's own text stays.
  await tx.query('UPDATE cms_contents SET html_tr = $1, html_en = $2, updated_at = now() WHERE id = 4 AND html_en = $3', [
    RESPONSIBLE_GAMING_HTML.tr,
    RESPONSIBLE_GAMING_HTML.en,
    OLD_RESPONSIBLE_GAMING_EN,
  ]);
  for (const x of PROMOTIONS) {
    await tx.query(
      `INSERT INTO cms_promotions (id, sort_order, status, title_tr, title_en, image, description_tr, description_en, claim_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [x.id, x.order, x.status, x.title.tr, x.title.en, bannerImages(x.art)[1], x.description.tr, x.description.en, x.claimUrl],
    );
  }
  await tx.query(
    `INSERT INTO cms_popups (id, image_default, image_992, image_1200, url) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [POPUP.id, ...POPUP.images, POPUP.url],
  );
  for (const row of DOMAINS) {
    await tx.query('INSERT INTO cms_domains (name, current_value, next_value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', row);
  }
  for (const row of COVERY_OPTIONS) {
    await tx.query('INSERT INTO site_options (key, value, status, is_public) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', row);
  }
}
