import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Slide = { images: string[]; url: string };

describe('POST /api/cms/sliderlist', () => {
  it('returns the home slides in order, three images each, mixing https and in-app urls', async () => {
    const r = await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 'home' } });
    expect(r.status).toBe(200);
    const slides = r.body.data as Slide[];
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides[0]).toEqual({
      images: ['/demo/cms/banners/1-640.svg', '/demo/cms/banners/1-992.svg', '/demo/cms/banners/1-1200.svg'],
      url: '/promotions',
    });
    expect(slides.some((s) => s.url.startsWith('https://'))).toBe(true);
    expect(slides.some((s) => s.url.startsWith('/'))).toBe(true);
  });

  it('has its own casino slides, and [] for an unknown slug', async () => {
    const casino = (await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 'casino' } })).body.data as Slide[];
    expect(casino.length).toBeGreaterThanOrEqual(4);
    expect(casino[0].images[0]).toBe('/demo/cms/banners/6-640.svg');
    expect((await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 'nope' } })).body.data).toEqual([]);
  });

  it('refuses a missing or malformed slug, naming the field', async () => {
    expect(await call(t.app, 'POST', '/api/cms/sliderlist', { body: {}, locale: 'en' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Page is required.' },
    });
    const r = await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 12 }, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^(Page|Sayfa) /);
  });
});

describe('banner art', () => {
  it('serves each slide image as SVG at the three widths, 404 otherwise', async () => {
    const slides = (await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 'home' } })).body.data as Slide[];
    for (const url of slides[0].images) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(r.body).toContain('<svg');
      expect(r.body).not.toContain('<script');
    }
    const phone = await t.app.inject({ method: 'GET', url: '/demo/cms/banners/1-640.svg' });
    expect(phone.body).toContain('width="640" height="533"');
    expect(phone.body).toContain('Hoş geldin');
    expect((await t.app.inject({ method: 'GET', url: '/demo/cms/banners/1-500.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/demo/cms/banners/zz-640.svg' })).statusCode).toBe(404);
  });
});

describe('POST /api/cms/contenttitlelist', () => {
  it('lists the footer pages (categoryId 2, status true) in x-locale', async () => {
    const en = await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { status: true, categoryId: 2 }, locale: 'en' });
    expect(en.body.data).toEqual([
      { id: 3, title: 'About Us' },
      { id: 1, title: 'Terms and Conditions' },
      { id: 2, title: 'Privacy Policy' },
      { id: 4, title: 'Responsible Gaming' },
      { id: 5, title: 'Bonus Rules' },
    ]);
    const tr = await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { status: true, categoryId: 2 } });
    expect((tr.body.data as { title: string }[])[0].title).toBe('Hakkımızda');
  });

  it('status false lists the unpublished ones; another category its own', async () => {
    const off = await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { status: false, categoryId: 2 }, locale: 'en' });
    expect(off.body.data).toEqual([{ id: 7, title: 'Old Campaign' }]);
    const faq = await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { categoryId: 1 }, locale: 'en' });
    expect(faq.body.data).toEqual([{ id: 6, title: 'Frequently Asked Questions' }]);
  });

  it('refuses a bad categoryId', async () => {
    const r = await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { status: true, categoryId: 'two' }, locale: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Category /);
    expect((await call(t.app, 'POST', '/api/cms/contenttitlelist', { body: { status: true }, locale: 'en' })).body.message).toBe(
      'Category is required.',
    );
  });
});

describe('content pages', () => {
  it('GET /api/cms/contentlist lists every published page', async () => {
    const r = await call(t.app, 'GET', '/api/cms/contentlist', { locale: 'en' });
    const list = r.body.data as { id: number; title: string; categoryId: number }[];
    expect(list.map((c) => c.id)).toEqual([3, 1, 2, 4, 5, 6]);
    expect(list[5]).toEqual({ id: 6, title: 'Frequently Asked Questions', categoryId: 1 });
  });

  it('POST /api/cms/content {id: 3} is About Us, in x-locale', async () => {
    const en = await call(t.app, 'POST', '/api/cms/content', { body: { id: 3 }, locale: 'en' });
    expect(en.body.data).toMatchObject({ id: 3, title: 'About Us' });
    expect((en.body.data as { html: string }).html).toContain('UK-registered company');
    const tr = await call(t.app, 'POST', '/api/cms/content', { body: { id: 3 }, locale: 'tr' });
    expect(tr.body.data).toMatchObject({ title: 'Hakkımızda' });
    expect(new Date((tr.body.data as { updatedAt: string }).updatedAt).getTime()).not.toBeNaN();
  });

  it('returns the operator HTML as stored (page 5 carries a script and an onerror, for the site to strip)', async () => {
    const html = ((await call(t.app, 'POST', '/api/cms/content', { body: { id: 5 } })).body.data as { html: string }).html;
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
  });

  it('404 for an unknown or unpublished page, 400 for a bad id', async () => {
    expect(await call(t.app, 'POST', '/api/cms/content', { body: { id: 999 }, locale: 'en' })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Not found' },
    });
    expect((await call(t.app, 'POST', '/api/cms/content', { body: { id: 7 } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/cms/content', { body: { id: 'x' }, locale: 'en' })).body.message).toMatch(/^Item number /);
    expect((await call(t.app, 'POST', '/api/cms/content', { body: { id: 0 } })).status).toBe(400);
  });
});

describe('promotions', () => {
  type Promo = { id: number; title: string; image: string; descriptionHtml: string; claimUrl: string | null };

  it('POST /api/cms/promotionlist lists the active promotions in order, in x-locale', async () => {
    const r = await call(t.app, 'POST', '/api/cms/promotionlist', { locale: 'en' });
    const list = r.body.data as Promo[];
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(list[0]).toMatchObject({ title: '100% welcome bonus', image: '/demo/cms/banners/1-992.svg', claimUrl: '/dashboard/deposit' });
    expect(list[2].claimUrl).toBeNull();
    expect(list[2].descriptionHtml).toContain('<script>');
    const tr = (await call(t.app, 'POST', '/api/cms/promotionlist')).body.data as Promo[];
    expect(tr[0].title).toBe('Hoş geldin bonusu %100');
  });

  it('POST /api/cms/promotion {id} returns one, 404 for an inactive or unknown one', async () => {
    const r = await call(t.app, 'POST', '/api/cms/promotion', { body: { id: 3 }, locale: 'en' });
    expect(r.body.data).toMatchObject({ id: 3, title: 'Freespin Friday' });
    expect((await call(t.app, 'POST', '/api/cms/promotion', { body: { id: 5 } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/cms/promotion', { body: {}, locale: 'en' })).body.message).toBe('Item number is required.');
  });
});

describe('GET /api/cms/popup', () => {
  const popupCall = () => call(t.app, 'GET', '/api/cms/popup', { headers: { cookie: 'lang=tr; e2e-popup=1' } });

  it('is null in test mode for a browser that did not opt in with the e2e-popup cookie', async () => {
    expect((await call(t.app, 'GET', '/api/cms/popup')).body.data).toBeNull();
  });

  it('returns the active popup with a stable hash, three images and a url', async () => {
    const a = (await popupCall()).body.data as { hash: string; images: { url: string }[]; url: string };
    expect(a.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(a.images.map((i) => i.url)).toEqual(['/demo/cms/banners/popup-640.svg', '/demo/cms/banners/popup-992.svg', '/demo/cms/banners/popup-1200.svg']);
    expect(a.url).toBe('/promotions');
    const b = (await popupCall()).body.data as { hash: string };
    expect(b.hash).toBe(a.hash);
  });

  it('changes the hash when the content changes, and is null when none is active', async () => {
    const before = ((await popupCall()).body.data as { hash: string }).hash;
    await t.db.query(`UPDATE cms_popups SET url = '/casino/slot', updated_at = now() WHERE id = 1`);
    const after = (await popupCall()).body.data as { hash: string; url: string };
    expect(after.url).toBe('/casino/slot');
    expect(after.hash).not.toBe(before);
    await t.db.query('UPDATE cms_popups SET status = false');
    expect((await popupCall()).body).toEqual({ success: true, message: '', data: null });
    await t.db.query(`UPDATE cms_popups SET status = true, url = '/promotions'`);
  });
});

describe('GET /api/cms/domainstatus', () => {
  it('returns the main domain now and next (docs/product.md §3 Settings)', async () => {
    const r = await call(t.app, 'GET', '/api/cms/domainstatus');
    expect(r.body).toEqual({ success: true, message: '', data: { domains: { current: 'altinbet.example', next: 'altinbet2.example' } } });
  });
});

describe('GET /api/cms/coveryjs', () => {
  it('is off in the seed, and never lists the operator options in siteoptionlist', async () => {
    expect((await call(t.app, 'GET', '/api/cms/coveryjs')).body.data).toEqual({ enabled: false, scriptUrl: null, projectKey: null });
    const options = (await call(t.app, 'POST', '/api/cms/siteoptionlist')).body.data as { key: string }[];
    expect(options.some((o) => o.key.startsWith('covery'))).toBe(false);
  });

  it('is on once the operator sets a script url and enables it', async () => {
    await t.db.query(`UPDATE site_options SET value = 'true' WHERE key = 'coveryEnabled'`);
    expect((await call(t.app, 'GET', '/api/cms/coveryjs')).body.data).toMatchObject({ enabled: false });
    await t.db.query(`UPDATE site_options SET value = '/covery.js' WHERE key = 'coveryScriptUrl'`);
    await t.db.query(`UPDATE site_options SET value = 'demo-key' WHERE key = 'coveryProjectKey'`);
    expect((await call(t.app, 'GET', '/api/cms/coveryjs')).body.data).toEqual({ enabled: true, scriptUrl: '/covery.js', projectKey: 'demo-key' });
  });
});
