import type { Queryable } from '@server/db/db';
import { bannerImages } from './cms-banners';
import { OLD_RESPONSIBLE_GAMING_EN, RESPONSIBLE_GAMING_HTML } from './responsible-gaming-content';
import { CONTENTS, COVERY_OPTIONS, DOMAINS, POPUPS, PROMOTIONS, SLIDES } from './cms-content';

/**
 * Seeds sliders, content pages (a text row per language), promotions (likewise), the popups, domains and Covery
 * options; existing rows are kept. Demo rows are for every brand (brand NULL).
 */
export async function seedCmsContent(tx: Queryable): Promise<void> {
  for (const [id, slug, order, art, url, language] of SLIDES) {
    await tx.query(
      `INSERT INTO cms_slides (id, slider_slug, sort_order, image_default, image_992, image_1200, url, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [id, slug, order, ...bannerImages(art), url, language],
    );
  }
  // A database seeded before had the Turkish art for every language; those demo rows become Turkish.
  await tx.query(
    `UPDATE cms_slides SET language = 'tr' WHERE language IS NULL AND id < 100 AND image_default ~ '^/demo/cms/banners/[0-9]+-640[.]svg$'`,
  );
  await tx.query(`UPDATE cms_popups SET language = 'tr' WHERE language IS NULL AND id = 1 AND image_default = '/demo/cms/banners/popup-640.svg'`);
  for (const c of CONTENTS) {
    await tx.query(
      `INSERT INTO cms_contents (id, category_id, sort_order, status) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [c.id, c.categoryId, c.order, c.status],
    );
    for (const [language, title] of Object.entries(c.title)) {
      await tx.query(
        'INSERT INTO cms_content_texts (content_id, language, title, html) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [c.id, language, title, c.html[language] ?? ''],
      );
    }
  }
  // A database seeded before still shows "contact live support"; an operator's own text stays.
  const outdated = await tx.query(`SELECT 1 FROM cms_content_texts WHERE content_id = 4 AND language = 'en' AND html = $1`, [OLD_RESPONSIBLE_GAMING_EN]);
  if (outdated.length > 0) {
    for (const [language, html] of Object.entries(RESPONSIBLE_GAMING_HTML)) {
      await tx.query('UPDATE cms_content_texts SET html = $1 WHERE content_id = 4 AND language = $2', [html, language]);
    }
    await tx.query('UPDATE cms_contents SET updated_at = now() WHERE id = 4');
  }
  for (const x of PROMOTIONS) {
    await tx.query(
      `INSERT INTO cms_promotions (id, sort_order, status, image, claim_url) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [x.id, x.order, x.status, bannerImages(x.art)[1], x.claimUrl],
    );
    for (const [language, title] of Object.entries(x.title)) {
      await tx.query(
        'INSERT INTO cms_promotion_texts (promotion_id, language, title, description_html) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [x.id, language, title, x.description[language] ?? ''],
      );
    }
  }
  for (const popup of POPUPS) {
    await tx.query(
      `INSERT INTO cms_popups (id, image_default, image_992, image_1200, url, language) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [popup.id, ...popup.images, popup.url, popup.language],
    );
  }
  for (const row of DOMAINS) {
    await tx.query('INSERT INTO cms_domains (brand, name, current_value, next_value) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', row);
  }
  for (const row of COVERY_OPTIONS) {
    await tx.query('INSERT INTO site_options (key, value, status, is_public) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', row);
  }
}
