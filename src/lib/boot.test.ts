// @vitest-environment jsdom
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { brandForHost, buildSnapshot } from '@server/site-config/load';
import { jsonForHtml, bootOf } from '@server/site-config/render';
import { readBoot, showBootError } from './boot';

/** The site reads its brand and config from the page's boot data, and says so when it cannot. */
const page = (head: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`, 'text/html');

describe('readBoot', () => {
  it('reads the boot data the server writes, config texts with </script> included', () => {
    const { snapshot } = buildSnapshot(join(import.meta.dirname, '..', '..'));
    const boot = bootOf(brandForHost(snapshot, 'marmarabet.example'), snapshot.configVersion);
    boot.theme = { ...boot.theme, licenceText: '</script><!-- \u2028' };
    const parsed = readBoot(page(`<script type="application/json" id="site-boot">${jsonForHtml(boot)}</script>`));
    expect(parsed.brand).toBe('marmara');
    expect(parsed.theme.licenceText).toBe('</script><!-- \u2028');
    expect(parsed).toEqual(JSON.parse(JSON.stringify(boot)));
  });

  it.each([
    ['', /is missing/],
    ['<script type="application/json" id="site-boot">{"brand":</script>', /is not valid JSON/],
    ['<script type="application/json" id="site-boot">{"brand":"default"}</script>', /lacks brand, theme/],
  ])('refuses a page without usable boot data: %s', (head, message) => {
    expect(() => readBoot(page(head))).toThrow(message);
  });
});

describe('showBootError', () => {
  it('replaces the page with a readable alert in both languages instead of a blank page', () => {
    const doc = page('');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    showBootError(doc, 'boot data #site-boot is missing from the page');
    log.mockRestore();
    const alert = doc.querySelector('[role="alert"]');
    expect(alert?.textContent).toMatch(/Site yüklenemedi.*The site could not load/);
    expect(alert?.textContent).toMatch(/Lütfen sayfayı yenileyin.*Please reload the page/);
  });
});
