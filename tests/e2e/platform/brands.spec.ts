import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '@scripts/chromium-args';
import { startInLanguage } from '@tests/e2e/support/session';

/*
 * One server process, one build, two brands picked by host name. Chromium resolves both brand hosts
 * to the e2e server (127.0.0.1), so each page is served exactly as a player's browser would get it: its own name,
 * logo, colours from the first paint, licence text, texts with the brand's overrides, and not a single request for
 * the other brand's files.
 */
const port = Number(process.env.E2E_PORT ?? 8123);
const HOSTS = ['altinbet.example', 'marmarabet.example'];
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=${HOSTS.map((h) => `MAP ${h} 127.0.0.1`).join(',')}`],
  },
});

interface BrandCase {
  host: string;
  folder: string;
  other: string;
  name: string;
  background: string;
  welcome: { tr: string; en: string };
  company: string;
  licenceEn: RegExp;
  /** Provider logos in the footer: MarmaraBet's footer.json override lists fewer. */
  providers: number;
}

const BRANDS: BrandCase[] = [
  {
    host: 'altinbet.example',
    folder: 'default',
    other: 'marmara',
    name: 'AltınBet',
    background: 'rgb(10, 14, 23)',
    welcome: { tr: "AltınBet'e hoş geldiniz", en: 'Welcome to AltınBet' },
    company: 'Altin Digital Entertainment Ltd',
    licenceEn: /^AltınBet is operated by Altin Digital Entertainment Ltd, .*\(EGL-2024-0173\)/,
    providers: 16,
  },
  {
    host: 'marmarabet.example',
    folder: 'marmara',
    other: 'default',
    name: 'MarmaraBet',
    background: 'rgb(243, 241, 236)',
    welcome: { tr: 'MarmaraBet ailesine hoş geldiniz', en: 'Welcome to the MarmaraBet family' },
    company: 'Marmara Interactive Ltd',
    licenceEn: /^MarmaraBet is operated by Marmara Interactive Ltd, .*\(EGL-2025-0419\)/,
    providers: 10,
  },
];

/** Opens the brand's home page, recording every URL the page requests. */
async function openBrand(page: Page, brand: BrandCase): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`http://${brand.host}:${port}/`);
  return requested;
}

for (const brand of BRANDS) {
  test(`${brand.name} at ${brand.host}: its name, logo, colours, licence and texts, nothing of the other brand`, { tag: '@both' }, async ({ page }) => {
    const requested = await openBrand(page, brand);
    // The home page's title, "<page> | <brand>" (WCAG 2.4.2, src/lib/page-title.ts).
    await expect(page).toHaveTitle(`Ana Sayfa | ${brand.name}`);
    await expect(page.getByRole('heading', { level: 1, name: brand.welcome.tr })).toBeVisible();
    // The first paint's colours come from the inline style the server wrote, then the theme keeps them.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(brand.background);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(brand.background);
    const logo = page.getByRole('banner').getByRole('img', { name: brand.name });
    await expect(logo).toHaveAttribute('src', new RegExp(`^/brand-assets/${brand.folder}/logo\\.svg\\?v=`));
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const licence = page.getByTestId('footer-licence');
    await licence.scrollIntoViewIfNeeded();
    await expect(licence).toContainText(brand.company);
    await expect(page.getByRole('contentinfo').locator('li[title]')).toHaveCount(brand.providers);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes(`/brand-assets/${brand.other}/`))).toEqual([]);
    expect(requested.some((url) => url.includes(`/brand-assets/${brand.folder}/`))).toBe(true);
    expect(requested.some((url) => new URL(url).pathname === '/locales/tr.json')).toBe(true);
  });
}

test('in English each brand shows its own welcome override and its brand.json licence text verbatim', async ({ page }) => {
  await startInLanguage(page, 'en');
  for (const brand of BRANDS) {
    await openBrand(page, brand);
    await expect(page.getByRole('heading', { level: 1, name: brand.welcome.en })).toBeVisible();
    await expect(page.getByTestId('footer-licence')).toHaveText(brand.licenceEn);
  }
});
