import { expect, test } from '@playwright/test';
import { librariesIn, readBundleGraph } from '@scripts/bundle-graph';
import { distDir, routeUrls } from './budgets-support';

/**
 * The budgets of docs/performance.md in a real browser: an anonymous visitor loading any route downloads none of the heavy libraries
 * (@rjsf, swiper, imask, canvas-confetti, @microsoft/signalr). Chunks are mapped to their modules through the build's
 * .vite/modules.json. The home page may fetch swiper, lazily, for its banner carousel. A protected URL loaded
 * anonymously shows home with the login dialog open (docs/product.md §2), so it may also fetch the form renderer and imask.
 */
const graph = readBundleGraph(distDir());
const HOME = ['swiper'];
const LOGIN_OVER_HOME = [...HOME, '@rjsf (form renderer)', 'imask / react-imask'];

for (const { id, url, protected: isProtected } of routeUrls()) {
  const allowed = isProtected ? LOGIN_OVER_HOME : id === 'home' ? HOME : [];
  test(`route ${id} (${url}) loads no heavy library it does not use`, { tag: '@both' }, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && path.startsWith('/assets/')) scripts.push(path.slice(1));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    expect(scripts.length, 'the journey saw the site load').toBeGreaterThan(0);
    if (isProtected) await expect(page.getByRole('dialog')).toBeVisible();
    const offending = scripts.flatMap((file) =>
      librariesIn(graph, file)
        .filter((library) => !allowed.includes(library))
        .map((library) => `${library} in ${file}`),
    );
    expect(offending).toEqual([]);
  });
}
