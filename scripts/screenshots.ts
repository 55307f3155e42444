/**
 * Screenshots of the shell for a visual check: phone (390x844) and desktop (1440x900), logged out and logged in
 * (demo player), plus the open side menu and login dialog. Needs a running server with a built site.
 *
 *   npx tsx scripts/screenshots.ts [baseUrl=http://localhost:8080] [outDir=.tmp/screenshots] [label=default]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const [base = 'http://localhost:8080', outDir = '.tmp/screenshots', label = 'default'] = process.argv.slice(2);
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const FINGERPRINT = 'screenshot0000000000000000000000';

async function logIn(page: Page): Promise<void> {
  const response = await page.request.post(`${base}/api/auth/login`, {
    data: { username: 'demouser', password: 'Demo12345' },
    headers: { 'x-fingerprint': FINGERPRINT, 'x-locale': 'en' },
  });
  const body = (await response.json()) as { success: boolean; data: Record<string, unknown>; message: string };
  if (!body.success) throw new Error(`demo login failed: ${body.message}`);
  await page.evaluate(
    ([auth, fp]) => {
      localStorage.setItem('fingerprint', fp);
      localStorage.setItem('auth', JSON.stringify({ ...auth, fingerprint: fp }));
    },
    [body.data, FINGERPRINT] as const,
  );
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const [size, viewport] of Object.entries(sizes)) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (error) => console.error(`[${size}] page error: ${error.message}`));
      // Each picture is taken once what it shows is on screen; animations (a dialog sliding in) are run to their end.
      const shot = async (name: string, fullPage = false) => {
        const file = join(outDir, `${label}-${size}-${name}.png`);
        await page.screenshot({ path: file, fullPage, animations: 'disabled' });
        console.log(file);
      };
      await page.goto(base);
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
      await page.getByRole('main').waitFor();
      await page.locator('[data-testid="banner-carousel"][data-state="loaded"]').waitFor();
      await shot('home', true);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: /menu/i }).waitFor();
      await shot('menu');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Login' }).first().click();
      await page.getByRole('dialog').waitFor();
      await shot('login');
      await page.keyboard.press('Escape');
      await logIn(page);
      await page.goto(`${base}/casino/slot`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await page.getByTestId('game-tile').first().waitFor();
      await shot('logged-in');
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
