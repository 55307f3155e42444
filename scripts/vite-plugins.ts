/** Small Vite plugins used by vite.config.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as SiteFiles from '../server/site-config/files';
import type * as SiteLoad from '../server/site-config/load';
import type { SiteSnapshot } from '../server/site-config/load';
import type * as SiteRender from '../server/site-config/render';

type SiteConfigModules = [typeof SiteFiles, typeof SiteLoad, typeof SiteRender];

/**
 * The server's site-config modules, loaded through tsx (the loader the server runs on) when the dev server first
 * needs them: they import by the tsconfig path aliases, which Vite's and knip's config loaders do not read.
 */
function siteConfigModules(): Promise<SiteConfigModules> {
  const load = (file: string) => tsImport(file, import.meta.url);
  return Promise.all([
    load('../server/site-config/files.ts'),
    load('../server/site-config/load.ts'),
    load('../server/site-config/render.ts'),
  ]) as Promise<SiteConfigModules>;
}

/**
 * `npm run dev` serves brands as the server does (docs/brands.md), from the same loader and renderer
 * (server/site-config): index.html rendered for the default brand (site.defaultBrand; the production server picks by
 * host name), and /brand-assets, /config-assets and /locales answered from the files now on disk (re-read per page
 * load, so edits show on reload). The build leaves index.html's placeholders for the server to fill.
 */
export function siteHtml(root: string): Plugin {
  let modules: SiteConfigModules | null = null;
  let current: SiteSnapshot | null = null;
  const snapshot = async () => {
    modules ??= await siteConfigModules();
    const { snapshot: built, problems } = modules[1].buildSnapshot(root);
    if (problems.length > 0) throw new Error(`config problems:\n${problems.join('\n')}`);
    return built;
  };
  return {
    name: 'site-html',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        current = await snapshot();
        const [, { brandForHost }, { renderIndexHtml }] = modules!;
        return renderIndexHtml(html, brandForHost(current, undefined), current.configVersion);
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0];
        void (async () => {
          const [{ SITE_FILE_PREFIXES, siteFile }, { brandForHost }] = (modules ??= await siteConfigModules());
          if (!SITE_FILE_PREFIXES.some((prefix) => pathname.startsWith(`/${prefix}/`))) return next();
          current ??= await snapshot();
          const file = siteFile(current, brandForHost(current, undefined), pathname);
          if (!file) {
            res.statusCode = 404;
            return res.end();
          }
          res.setHeader('content-type', file.type);
          res.setHeader('cache-control', 'no-cache');
          res.end(file.bytes);
        })().catch(next);
      });
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
