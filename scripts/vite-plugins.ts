/** Small Vite plugins used by vite.config.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset over 1 KB, so the
 * server sends them with @fastify/static's `preCompressed` (server/http/static-site.ts) at no CPU cost per request.
 * Compressed only when it saves bytes.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // After every other plugin (index.html included) has written its output.
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const path = join(outDir, fileName);
        const raw = readFileSync(path);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
