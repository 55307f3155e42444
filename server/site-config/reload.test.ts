import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@server/index';
import { operatorAuth } from '@server/test/operator-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { bootOfPage, tempConfigRoot, tempDist } from './test-support';

/**
 * Config reloads into the running server (operator call or SIGHUP) only when the files on disk pass
 * the full check; a broken edit is refused with its problems and the old config keeps serving.
 */
const dist = tempDist();
const config = tempConfigRoot();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ distDir: dist.dir, configRoot: config.root });
});
afterAll(async () => {
  await t.close();
  dist.remove();
  config.remove();
});

const page = async (host: string) => bootOfPage((await t.app.inject({ method: 'GET', url: '/', headers: { host } })).body);
const texts = async (host: string, code = 'tr') => (await t.app.inject({ method: 'GET', url: `/locales/${code}.json`, headers: { host } })).json() as Record<string, Record<string, Record<string, string>>>;
const reload = () => call(t.app, 'POST', '/api/operator/config/reload', { body: {}, operator: 'deniz.ops', locale: 'en' });

describe('config reload', () => {
  it('serves an edited config after the operator call: brand, colours, settings, texts, a new brand host; audited', async () => {
    const before = await page('marmarabet.example');
    // Nothing edited yet: the reload succeeds and the version stays (it is a hash of the files).
    const unchanged = await reload();
    expect(unchanged.status).toBe(200);
    expect((unchanged.body.data as { configVersion: string }).configVersion).toBe(before.configVersion);
    config.edit('config/brands/marmara/brand.json', (brand) => {
      brand.brandName = 'MarmaraBet Plus';
      (brand.colors as Record<string, string>).background = '#f5f0e6';
      brand.hosts = [...(brand.hosts as string[]), 'marmara.example'];
    });
    config.edit('config/brands/marmara/site.json', (site) => {
      site.toast = { position: 'top-right' };
    });
    config.edit('config/brands/marmara/locales/tr.json', (tr) => {
      (tr.pages as Record<string, Record<string, string>>).home.title = '{{brand}} ile kazanın';
    });
    // Server messages in a locale file stay on the server (the `server` subtree is never sent).
    for (const code of ['tr', 'en']) config.edit(`config/locales/${code}.json`, (json) => void (json.server = { hello: 'secret' }));

    const reply = await reload();
    expect(reply.status).toBe(200);
    const data = reply.body.data as { configVersion: string; brands: string[]; restartNeeded: string[] };
    expect(data.brands).toEqual(['default', 'marmara']);
    expect(data.configVersion).not.toBe(before.configVersion);
    expect(data.restartNeeded).toEqual([]);

    const after = await page('marmara.example');
    expect(after.brand).toBe('marmara');
    expect(after.theme.brandName).toBe('MarmaraBet Plus');
    expect(after.theme.colors.background).toBe('#f5f0e6');
    expect((after.site as { toast: { position: string } }).toast.position).toBe('top-right');
    expect(after.configVersion).toBe(data.configVersion);
    const html = (await t.app.inject({ method: 'GET', url: '/', headers: { host: 'marmarabet.example' } })).body;
    expect(html).toContain('<title>MarmaraBet Plus</title>');
    expect(html).toContain('<meta name="theme-color" content="#f5f0e6" />');
    const tr = await texts('marmarabet.example');
    expect(tr.pages.home.title).toBe('{{brand}} ile kazanın');
    expect(tr).not.toHaveProperty('server');

    const rows = await t.db.query<{ operator: string; action: string; status: number }>(
      "SELECT actor AS operator, action, status FROM audit_trail WHERE action LIKE '%config/reload' ORDER BY id",
    );
    expect(rows.at(-1)).toEqual({ operator: 'deniz.ops', action: 'POST /api/operator/config/reload', status: 200 });
  });

  it('refuses a broken edit with its problems (422) and keeps serving the old config', async () => {
    const served = await page('marmarabet.example');
    config.edit('config/brands/marmara/brand.json', (brand) => {
      brand.brandName = 'Should Not Show';
      (brand.colors as Record<string, string>).primary = 'orange-ish';
    });
    config.edit('config/brands/marmara/site.json', (site) => {
      site.compliance = {};
    });
    const refused = await reload();
    expect(refused.status).toBe(422);
    const { problems, configVersion } = refused.body.data as { problems: string[]; configVersion: string };
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^config\/brands\/marmara\/brand\.json: \/colors\/primary: /)]));
    expect(configVersion).toBe(served.configVersion);
    const still = await page('marmarabet.example');
    expect(still.theme.brandName).toBe('MarmaraBet Plus');
    expect(still.configVersion).toBe(served.configVersion);

    // Fix the colour, keep the forbidden compliance override: still refused, by the brand-override rule.
    config.edit('config/brands/marmara/brand.json', (brand) => void ((brand.colors as Record<string, string>).primary = '#bf4420'));
    const override = await reload();
    expect(override.status).toBe(422);
    expect((override.body.data as { problems: string[] }).problems).toEqual(expect.arrayContaining([expect.stringMatching(/^config\/brands\/marmara\/site\.json: \/compliance/)]));

    // A JSON syntax error in a brand's texts: refused, nothing half-loaded.
    config.write('config/brands/marmara/site.json', '{ "toast": { "position": "top-right" } }');
    config.write('config/brands/marmara/locales/tr.json', '{ "pages": ');
    const syntax = await reload();
    expect(syntax.status).toBe(422);
    expect((await page('marmarabet.example')).theme.brandName).toBe('MarmaraBet Plus');
    expect((await texts('marmarabet.example')).pages.home.title).toBe('{{brand}} ile kazanın');
    config.write('config/brands/marmara/locales/tr.json', '{}');
  });

  it('SIGHUP reloads too and logs the outcome; compliance edits wait for a restart', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      config.edit('config/site.json', (site) => void ((site.compliance as { limits: { warnAtPercent: number } }).limits.warnAtPercent = 90));
      await reloadConfig(t.app);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^SIGHUP: config reloaded, version [0-9a-f]{12}, brands default, marmara$/));
      expect(warn).toHaveBeenCalledWith('WARNING: config/site.json: /compliance: applies at the next restart');
      const boot = await page('altinbet.example');
      expect((boot.site as { compliance: { limits: { warnAtPercent: number } } }).compliance.limits.warnAtPercent).toBe(80);

      config.write('config/menu.json', '[');
      await reloadConfig(t.app);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^SIGHUP: config reload refused, still serving version [0-9a-f]{12}:\nconfig\/menu\.json:1:2: /));
    } finally {
      log.mockRestore();
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('is for signed-in admins on the operator listener only, and is rate-limited', async () => {
    const anonymous = await call(t.app, 'POST', '/api/operator/config/reload', { body: {}, locale: 'en' });
    expect(anonymous.status).toBe(401);
    expect((await call(t.app, 'POST', '/api/operator/config/reload', { body: {}, operator: 'reader.ops', role: 'support' })).status).toBe(403);
    const remote = await t.app.inject({ method: 'POST', url: '/api/operator/config/reload', payload: {}, headers: { ...(await operatorAuth(t.db, 'deniz.ops')), 'x-forwarded-for': '203.0.113.9' } });
    expect(remote.statusCode).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await reload()).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
