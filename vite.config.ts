import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { moduleMap, precompress, siteHtml } from './scripts/vite-plugins.ts';
import { PAGE_START_ENTRY } from './contracts/site-boot.ts';

const serverPort = Number(process.env.PORT ?? 8080);

/**
 * The server render's stand-ins for the browser's storage (docs/architecture.md "Server-rendered pages"): empty and write-ignoring, so a page renders as for
 * a visitor with nothing stored, the state the browser's first (hydrating) render shows too. Module-scoped in the SSR
 * bundle (its banner), so no global of the server process changes.
 */
const SSR_STORAGE_BANNER =
  'const emptyStorage = { length: 0, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined };\n' +
  'const localStorage = emptyStorage, sessionStorage = emptyStorage;';

export default defineConfig(({ isSsrBuild }) => ({
  // One build serves every brand: the server picks the brand by host name and sends its theme, texts and settings at
  // run time (server/site-config; docs/architecture.md "Brands at run time"). siteHtml does the same for `npm run dev`.
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    ...(isSsrBuild ? [] : [siteHtml(fileURLToPath(new URL('.', import.meta.url))), moduleMap(), precompress()]),
  ],
  // Path aliases (@site/…, @contracts/…, @server/…) come from tsconfig.json's `paths`, their one definition
  // (docs/architecture.md "Folders and aliases").
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/hub': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      '/demo': `http://127.0.0.1:${serverPort}`,
    },
  },
  // The server render (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`; docs/architecture.md "Server-rendered pages") is one file with
  // every dependency inside: server/site-config/ssr.ts imports a copy per brand, and each copy must have its own
  // i18next, config and routes (docs/architecture.md "Server-rendered pages").
  ssr: { noExternal: true, target: 'node' },
  // React's production build in the server render, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        sourcemap: false,
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js', banner: SSR_STORAGE_BANNER } },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        // scripts/report-size.ts reads the manifest to measure what the home page downloads.
        manifest: true,
        // Every browser the site supports has modulepreload; the polyfill would only add bytes to the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { index: 'index.html', 'page-start': PAGE_START_ENTRY },
          output: {
            // What the entry shares with lazy chunks goes into one first-load chunk ('app') instead of many small ones:
            // the home page's first load drops from 34 requests to a handful and ~10 KB gzip (docs/performance.md).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !id.endsWith(`/${PAGE_START_ENTRY}`) }] },
          },
        },
      },
}));
