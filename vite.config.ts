import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { brandHtml, moduleMap, precompress } from './scripts/vite-plugins.ts';

const serverPort = Number(process.env.PORT ?? 8080);
const site = JSON.parse(readFileSync(new URL('./config/site.json', import.meta.url), 'utf8')) as { defaultBrand: string };
const brand = process.env.BRAND ?? site.defaultBrand;

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), brandHtml(brand), moduleMap(), precompress()],
  define: {
    // The brand is chosen at build time (spec: brand teams reskin by editing a brand folder).
    __BRAND__: JSON.stringify(brand),
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/hub': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      '/demo': `http://127.0.0.1:${serverPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // scripts/report-size.ts reads the manifest to measure what the home page downloads.
    manifest: true,
    // Brand and footer assets are globbed (src/lib/brand.ts, src/lib/config.ts); emitting them as files keeps every
    // brand's logos and the provider logos out of the JS the home page downloads. Other assets keep Vite's default.
    assetsInlineLimit: (file: string) => (file.replaceAll('\\', '/').includes('/config/') ? false : undefined),
  },
});
