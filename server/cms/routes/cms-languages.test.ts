import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/**
 * CMS content per language and per brand. The slides' and popup's copy is in the image, so English
 * visitors get the English art; texts a language lacks come in the default language; rows of another brand are
 * never served (NULL brand = every brand).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Slide = { images: string[]; url: string };
const slides = async (slug: string, locale?: string) =>
  (await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug }, locale })).body.data as Slide[];

describe('CMS per language', () => {
  it('English visitors get the English banners, Turkish visitors the Turkish ones, in the same order and links', async () => {
    const tr = await slides('home', 'tr');
    const en = await slides('home', 'en');
    expect(tr[0].images[0]).toBe('/demo/cms/banners/1-640.svg');
    expect(en[0].images[0]).toBe('/demo/cms/banners/1en-640.svg');
    expect(en.map((s) => s.url)).toEqual(tr.map((s) => s.url));
    expect(en.every((s) => s.images.every((url) => /\/\d+en-\d+\.svg$/.test(url)))).toBe(true);
    // The English art is English (its copy), the Turkish art Turkish.
    const art = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await art(en[0].images[2])).toContain('100% welcome bonus');
    expect(await art(tr[0].images[2])).toContain('Hoş geldin bonusu');
  });

  it('a language with no slides of its own gets the default language’s; a slide for every language shows to all', async () => {
    await t.db.query(
      `INSERT INTO cms_slides (id, slider_slug, sort_order, image_default, image_992, image_1200, url, language)
       VALUES (9001, 'langtest', 1, '/a.svg', '/a.svg', '/a.svg', '/x', 'tr'), (9002, 'langtest', 2, '/all.svg', '/all.svg', '/all.svg', '/y', NULL)`,
    );
    expect((await slides('langtest', 'en')).map((s) => s.url)).toEqual(['/x', '/y']);
    await t.db.query(
      `INSERT INTO cms_slides (id, slider_slug, sort_order, image_default, image_992, image_1200, url, language)
       VALUES (9003, 'langtest', 1, '/b.svg', '/b.svg', '/b.svg', '/x-en', 'en')`,
    );
    expect((await slides('langtest', 'en')).map((s) => s.url)).toEqual(['/x-en', '/y']);
    expect((await slides('langtest', 'tr')).map((s) => s.url)).toEqual(['/x', '/y']);
  });

  it('the popup is the one of the visitor’s language', async () => {
    const popup = async (locale: string) =>
      (await call(t.app, 'GET', '/api/cms/popup', { locale, headers: { cookie: 'e2e-popup=1' } })).body.data as { images: { url: string }[] };
    expect((await popup('tr')).images[0].url).toBe('/demo/cms/banners/popup-640.svg');
    expect((await popup('en')).images[0].url).toBe('/demo/cms/banners/popupen-640.svg');
  });

  it('a page or promotion without a text in the visitor’s language shows the default language’s text', async () => {
    await t.db.query(`INSERT INTO cms_contents (id, category_id, sort_order, status) VALUES (9101, 2, 99, true)`);
    await t.db.query(`INSERT INTO cms_content_texts (content_id, language, title, html) VALUES (9101, 'tr', 'Yalnız Türkçe', '<p>Türkçe</p>')`);
    const page = await call(t.app, 'POST', '/api/cms/content', { body: { id: 9101 }, locale: 'en' });
    expect(page.body.data).toMatchObject({ id: 9101, title: 'Yalnız Türkçe', html: '<p>Türkçe</p>' });
    const own = await call(t.app, 'POST', '/api/cms/content', { body: { id: 3 }, locale: 'en' });
    expect(own.body.data).toMatchObject({ id: 3, title: 'About Us' });
    const titles = (await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { categoryId: 2 }, locale: 'en' })).body.data as { title: string }[];
    expect(titles.map((x) => x.title)).toEqual(expect.arrayContaining(['About Us', 'Yalnız Türkçe']));
    const promotions = (await call(t.app, 'POST', '/api/cms/promotionlist', { locale: 'en' })).body.data as { title: string }[];
    expect(promotions[0].title).toBe('100% welcome bonus');
  });
});

describe('CMS per brand (docs/brands.md)', () => {
  it('rows of another brand are not served; rows of the request’s brand and of every brand are', async () => {
    await t.db.query(`INSERT INTO cms_promotions (id, sort_order, status, image, brand) VALUES (9201, 0, true, '/m.svg', 'marmara'), (9202, 0, true, '/d.svg', 'default')`);
    await t.db.query(
      `INSERT INTO cms_promotion_texts (promotion_id, language, title, description_html) VALUES (9201, 'tr', 'Marmara özel', ''), (9202, 'tr', 'AltınBet özel', '')`,
    );
    const titles = ((await call(t.app, 'POST', '/api/cms/promotionlist', { locale: 'tr' })).body.data as { title: string }[]).map((p) => p.title);
    expect(titles).toContain('AltınBet özel');
    expect(titles).not.toContain('Marmara özel');
    expect(titles).toContain('Hoş geldin bonusu %100');
    expect((await call(t.app, 'POST', '/api/cms/promotion', { body: { id: 9201 } })).status).toBe(404);

    await t.db.query(
      `INSERT INTO cms_slides (id, slider_slug, sort_order, image_default, image_992, image_1200, url, brand)
       VALUES (9301, 'brandtest', 1, '/m.svg', '/m.svg', '/m.svg', '/marmara', 'marmara'), (9302, 'brandtest', 2, '/a.svg', '/a.svg', '/a.svg', '/all', NULL)`,
    );
    expect((await slides('brandtest')).map((s) => s.url)).toEqual(['/all']);
  });
});

describe('GET /api/cms/languagelist', () => {
  it('answers from config/site.json languages, the default first', async () => {
    const r = await call(t.app, 'GET', '/api/cms/languagelist');
    expect(r.body.data).toEqual([
      { locale: 'tr', name: 'Türkçe', isDefault: true },
      { locale: 'en', name: 'English', isDefault: false },
    ]);
  });
});
