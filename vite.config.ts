import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { moduleMap, precompress, siteHtml } from './scripts/vite-plugins.ts';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  // One build serves every brand: the server picks the brand by host name and sends its theme, texts and settings at
  // run time (server/site-config; docs/architecture.md "Brands at run time"). siteHtml does the same for `npm run dev`.
  plugins: [react({ jsxImportSource: '@emotion/react' }), siteHtml(fileURLToPath(new URL('.', import.meta.url))), moduleMap(), precompress()],
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
    // Every browser the site supports has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry shares with lazy chunks goes into one first-load chunk ('app') instead of many small ones: the
        // home page's first load drops from 34 requests to a handful and ~10 KB gzip (issue 21 item 4).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
