/** Small Vite plugins used by vite.config.ts. */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Fills %BRAND_NAME%, %BRAND_BACKGROUND% and %BRAND_SCHEME% in index.html from config/brands/<brand>/brand.json,
 * so the title and the first paint match the brand before any script runs.
 */
export function brandHtml(brand: string): Plugin {
  return {
    name: 'brand-html',
    transformIndexHtml(html) {
      const file = new URL(`../config/brands/${brand}/brand.json`, import.meta.url);
      const config = JSON.parse(readFileSync(file, 'utf8')) as { brandName: string; colorScheme: string; colors: { background: string } };
      const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return html
        .replaceAll('%BRAND_NAME%', escape(config.brandName))
        .replaceAll('%BRAND_BACKGROUND%', escape(config.colors.background))
        .replaceAll('%BRAND_SCHEME%', escape(config.colorScheme));
    },
  };
}

/**
 * Writes `.vite/modules.json` beside the manifest: output chunk file → the source modules bundled into it.
 * scripts/report-size.ts uses it to tell which chunk carries a library (e.g. @rjsf), which the manifest cannot.
 */
export function moduleMap(): Plugin {
  return {
    name: 'module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') map[fileName] = output.moduleIds.map((id) => id.replace(/\\/g, '/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
    },
  };
}
