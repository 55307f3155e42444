import { SITE_BOOT_ID, SSR_BOOT_REGISTRY, type SiteBoot } from '@contracts/site-boot';

/*
 * The boot data the server wrote into index.html for this host's brand (docs/brands.md; contracts/site-boot.ts,
 * server/site-config/render.ts), parsed once when the first module needs it. Everything brand- or config-dependent
 * (src/lib/config.ts, src/lib/brand.ts) reads it from here; nothing of config/ is bundled.
 */

/** Shown when the page has no usable boot data (a proxy or cache that stripped it, a template the server did not fill). */
const BOOT_ERROR = {
  title: 'Site yüklenemedi / The site could not load',
  body: 'Lütfen sayfayı yenileyin. Sorun sürerse daha sonra tekrar deneyin. / Please reload the page. If it keeps happening, try again later.',
};

function isBoot(value: unknown): value is SiteBoot {
  const boot = value as Partial<SiteBoot> | null;
  return (
    typeof boot === 'object' &&
    boot !== null &&
    typeof boot.brand === 'string' &&
    typeof boot.configVersion === 'string' &&
    [boot.theme, boot.site, boot.menu, boot.footer, boot.routes].every((part) => typeof part === 'object' && part !== null)
  );
}

/**
 * Reads `#site-boot` from `doc`. Throws an Error naming what is wrong when the element is missing or its JSON is
 * broken or incomplete.
 */
export function readBoot(doc: Document): SiteBoot {
  const element = doc.getElementById(SITE_BOOT_ID);
  if (!element) throw new Error(`boot data #${SITE_BOOT_ID} is missing from the page`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new Error(`boot data #${SITE_BOOT_ID} is not valid JSON (${(error as Error).message})`);
  }
  if (!isBoot(parsed)) throw new Error(`boot data #${SITE_BOOT_ID} lacks brand, theme, site, menu, footer, routes or configVersion`);
  return parsed;
}

/** Replaces the page with a plain, readable error (no React, no theme: neither can start without boot data). */
export function showBootError(doc: Document, detail: string): void {
  const root = doc.getElementById('root') ?? doc.body;
  if (!root) return;
  const box = doc.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:32rem;margin:20vh auto;padding:1.5rem;font:16px/1.5 system-ui,sans-serif;text-align:center';
  const title = doc.createElement('h1');
  title.style.fontSize = '1.25rem';
  title.textContent = BOOT_ERROR.title;
  const body = doc.createElement('p');
  body.textContent = BOOT_ERROR.body;
  box.append(title, body);
  root.replaceChildren(box);
  console.error(`Site boot failed: ${detail}`);
}

let cached: SiteBoot | undefined;

/**
 * Uses `boot` as this page's boot data instead of reading `#site-boot`: for the unit tests (src/test-setup.ts installs
 * the default brand's, computed by the server's loader) and previews that render without a server.
 */
export function installBoot(boot: SiteBoot): void {
  cached = boot;
}

/** The boot data of this page. On a broken page it shows the error screen and throws (nothing else can start). */
export function siteBoot(): SiteBoot {
  if (cached) return cached;
  if (import.meta.env.SSR) {
    // The server render's copy of the bundle for one brand, while it loads (contracts/site-boot.ts SSR_BOOT_REGISTRY).
    const boot = (globalThis as Record<symbol, { boot?: SiteBoot } | undefined>)[Symbol.for(SSR_BOOT_REGISTRY)]?.boot;
    if (!boot) throw new Error('no boot data handed to the server render while it loads');
    cached = boot;
    return cached;
  }
  try {
    cached = readBoot(document);
  } catch (error) {
    showBootError(document, (error as Error).message);
    throw error;
  }
  return cached;
}
