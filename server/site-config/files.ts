/**
 * The URLs of a brand's files and texts, answered from a snapshot (docs/brands.md "Brand files and texts"), written
 * once for the server (./plugin.ts) and `npm run dev` (scripts/vite-plugins.ts siteHtml):
 * - /brand-assets/<brand>/<file>  an image of that brand folder (any brand: a page only names its own),
 * - /config-assets/<path>         an image under config/assets,
 * - /locales/<code>.json          the request brand's merged texts of a language it offers, without `server`.
 * Names are matched against what the snapshot holds, never joined into a disk path, so nothing else is reachable.
 */
import { IMAGE_TYPES, SAFE_IMAGE_NAME, type BrandBundle, type SiteSnapshot } from './load';

/** What a site-file URL answers: bytes, content type, and whether it is per-host texts (no-cache) or an asset (1 h). */
export interface SiteFile {
  bytes: Buffer;
  type: string;
  kind: 'asset' | 'texts';
}

/** The URL prefixes this module answers (the history fallback never serves the page under them). */
export const SITE_FILE_PREFIXES = ['brand-assets', 'config-assets', 'locales'] as const;

const LOCALE_FILE = /^\/locales\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.json$/;
const BRAND_FILE = /^\/brand-assets\/([a-z0-9-]+)\/([^/]+)$/;

const imageType = (file: string): string => IMAGE_TYPES[file.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The site texts of `bundle` in `code` (the locale file merged with the brand's, without the server's messages), or null. */
export function siteTexts(bundle: BrandBundle, code: string): Record<string, unknown> | null {
  const texts = Object.prototype.hasOwnProperty.call(bundle.locales, code) ? bundle.locales[code] : undefined;
  if (!texts) return null;
  const { server: _server, ...site } = texts;
  return site;
}

/**
 * What `pathname` (decoded by the router or not: both are tried) answers for a request whose brand is `bundle`, or
 * null (404).
 */
export function siteFile(snapshot: SiteSnapshot, bundle: BrandBundle, pathname: string): SiteFile | null {
  const texts = LOCALE_FILE.exec(pathname);
  if (texts) {
    const site = siteTexts(bundle, texts[1]);
    return site ? { bytes: Buffer.from(JSON.stringify(site)), type: 'application/json; charset=utf-8', kind: 'texts' } : null;
  }
  const brandFile = BRAND_FILE.exec(pathname);
  if (brandFile) {
    const file = safeDecode(brandFile[2]);
    const bytes = file && SAFE_IMAGE_NAME.test(file) ? snapshot.brands.get(brandFile[1])?.assets.get(file) : undefined;
    return bytes ? { bytes, type: imageType(file ?? ''), kind: 'asset' } : null;
  }
  if (pathname.startsWith('/config-assets/')) {
    const path = safeDecode(pathname.slice('/config-assets/'.length));
    const bytes = path ? snapshot.configAssets.get(path) : undefined;
    return bytes && path ? { bytes, type: imageType(path), kind: 'asset' } : null;
  }
  return null;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
