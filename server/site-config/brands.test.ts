import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { bootOfPage, tempConfigRoot, tempDist } from './test-support';

/**
 * One server serves every brand, picked by the Host header: its title, first-paint colours, boot data,
 * licence text, logo files and texts with the brand folder's overrides. Unknown or hostile hosts get the default brand.
 */
const dist = tempDist();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ distDir: dist.dir });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('brands by host name', () => {
  it('serves AltınBet and MarmaraBet from one app: title, theme colour, lang, first-paint style, boot brand, licence text', async () => {
    const altin = await get('/', 'altinbet.example');
    const marmara = await get('/casino/slot', 'www.MarmaraBet.example:8443');
    for (const page of [altin, marmara]) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toBe('host, accept-encoding');
      expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(altin.body).toContain('<title>AltınBet</title>');
    expect(altin.body).toContain('<meta name="theme-color" content="#0a0e17" />');
    expect(altin.body).toContain('<html lang="tr">');
    expect(altin.body).toMatch(/<style id="brand-first-paint">:root\{--color-background:#0a0e17;.*color-scheme:dark\}<\/style>/);
    expect(marmara.body).toContain('<title>MarmaraBet</title>');
    expect(marmara.body).toContain('<meta name="theme-color" content="#f3f1ec" />');
    expect(marmara.body).toMatch(/--color-primary:#bf4420;.*color-scheme:light/);
    expect(marmara.body).toContain('<link rel="icon" type="image/svg+xml" href="/brand-assets/marmara/icon.svg?v=');
    expect(marmara.headers.etag).not.toBe(altin.headers.etag);

    const altinBoot = bootOfPage(altin.body);
    const marmaraBoot = bootOfPage(marmara.body);
    expect(altinBoot.brand).toBe('default');
    expect(marmaraBoot.brand).toBe('marmara');
    expect(marmaraBoot.theme.licenceText).toMatch(/^MarmaraBet is operated by Marmara Interactive Ltd/);
    expect(marmaraBoot.theme.logos.header).toMatch(/^\/brand-assets\/marmara\/logo\.svg\?v=[0-9a-f]{12}$/);
    expect(marmaraBoot.theme).not.toHaveProperty('hosts');
    // The brand's site.json override (toast position) and footer.json (its own provider list); the rest is shared.
    expect((marmaraBoot.site as { toast: { position: string } }).toast.position).toBe('bottom-center');
    expect((altinBoot.site as { toast: { position: string } }).toast.position).toBe('top-center');
    expect((marmaraBoot.footer as { providers: unknown[] }).providers.length).toBeLessThan((altinBoot.footer as { providers: unknown[] }).providers.length);
    expect(marmaraBoot.routes).toEqual(altinBoot.routes);
  });

  it('serves each brand\'s logo with a 1 h public cache and an ETag (304 when unchanged); nothing outside the brand folder', async () => {
    const logo = await get('/brand-assets/marmara/logo.svg', 'marmarabet.example');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/brand-assets/marmara/logo.svg', 'marmarabet.example', { 'if-none-match': String(logo.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/brand-assets/default/logo.svg', 'altinbet.example')).body).not.toBe(logo.body);
    for (const url of [
      '/brand-assets/marmara/brand.json',
      '/brand-assets/marmara/..%2Fdefault%2Flogo.svg',
      '/brand-assets/marmara/%2e%2e%2f%2e%2e%2fsite.json',
      '/brand-assets/../config/site.json',
      '/brand-assets/nobrand/logo.svg',
      '/brand-assets/marmara/locales/tr.json',
      '/config-assets/../site.json',
      '/config-assets/providers/../../site.json',
      '/config-assets/providers/missing.svg',
    ]) {
      const res = await get(url, 'marmarabet.example');
      // A path that normalises outside /brand-assets is a client route: the brand's page, never a config file.
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      else expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"$schema"');
    }
    const provider = await get('/config-assets/providers/egt.svg', 'altinbet.example');
    expect(provider.statusCode).toBe(200);
    expect(provider.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers each brand\'s merged texts of a language it offers, no-cache with an ETag; 404 for a language it does not offer', async () => {
    const marmara = await get('/locales/tr.json', 'marmarabet.example');
    const altin = await get('/locales/tr.json', 'altinbet.example');
    expect(marmara.statusCode).toBe(200);
    expect(marmara.headers['content-type']).toMatch(/^application\/json/);
    expect(marmara.headers['cache-control']).toBe('no-cache');
    expect(marmara.headers.vary).toBe('host, accept-encoding');
    const title = (res: typeof marmara) => (res.json() as { pages: { home: { title: string } } }).pages.home.title;
    expect(title(marmara)).toBe('{{brand}} ailesine hoş geldiniz');
    expect(title(altin)).toBe("{{brand}}'e hoş geldiniz");
    expect((await get('/locales/en.json', 'marmarabet.example')).json()).toMatchObject({ pages: { home: { title: 'Welcome to the {{brand}} family' } } });
    const revalidated = await get('/locales/tr.json', 'marmarabet.example', { 'if-none-match': String(marmara.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const compressed = await get('/locales/tr.json', 'marmarabet.example', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    for (const url of ['/locales/de.json', '/locales/xx.json', '/locales/tr', '/locales/..%2Fsite.json', '/locales/constructor.json']) {
      expect((await get(url, 'marmarabet.example')).statusCode, url).toBe(404);
    }
  });

  it('gives an unknown, empty or hostile Host the default brand and never echoes it', async () => {
    for (const host of ['evil.example', '', '127.0.0.1:4613', '[::1]:80', 'marmarabet.example.evil.example', '"><script>alert(1)</script>', 'x'.repeat(300)]) {
      const page = await get('/', host);
      expect(page.statusCode, host).toBe(200);
      expect(bootOfPage(page.body).brand, host).toBe('default');
      if (host.length > 3) expect(page.body, host).not.toContain(host);
    }
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const forwarded = { 'x-forwarded-host': 'marmarabet.example' };
    expect(bootOfPage((await get('/', 'altinbet.example', forwarded)).body).brand).toBe('default');
    const proxied = await createTestApp({ distDir: dist.dir, trustProxy: true });
    try {
      const page = await proxied.app.inject({ method: 'GET', url: '/', headers: { host: 'altinbet.example', ...forwarded } });
      expect(bootOfPage(page.body).brand).toBe('marmara');
    } finally {
      await proxied.close();
    }
  });
});

describe('boot data escaping', () => {
  it('keeps </script>, <!-- and U+2028 in a config text inside the JSON block, and escapes the title', async () => {
    const config = tempConfigRoot();
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & "quoted"';
    config.edit('config/brands/marmara/brand.json', (brand) => {
      brand.licenceText = hostile;
      brand.brandName = 'Marmara</title><script>alert(2)</script>';
    });
    const app = await createTestApp({ distDir: dist.dir, configRoot: config.root });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/', headers: { host: 'marmarabet.example' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).toContain('<title>Marmara&#60;/title&#62;&#60;script&#62;alert(2)&#60;/script&#62;</title>');
      // Exactly the template's script tags plus the boot block: nothing a config text could have opened.
      expect(page.body.match(/<script\b/g)).toHaveLength(2);
      const boot = bootOfPage(page.body);
      expect(boot.theme.licenceText).toBe(hostile);
    } finally {
      await app.close();
      config.remove();
    }
  });

  it('answers each brand its own domains (cms/domainstatus): its cms_domains row, else its config defaultDomain', async () => {
    const domains = async (host: string) => ((await get('/api/cms/domainstatus', host)).json() as { data: { domains: unknown } }).data.domains;
    expect(await domains('altinbet.example')).toEqual({ current: 'altinbet.example', next: 'altinbet2.example' });
    expect(await domains('marmarabet.example')).toEqual({ current: 'marmarabet.example', next: null });
    await t.app.db.query("DELETE FROM cms_domains WHERE brand = 'marmara'");
    expect(await domains('www.marmarabet.example')).toEqual({ current: 'marmarabet.example', next: null });
    expect(await domains('127.0.0.1')).toEqual({ current: 'altinbet.example', next: 'altinbet2.example' });
  });
});
