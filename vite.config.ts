import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  define: {
    // The brand is chosen at build time (spec: brand teams reskin by editing a brand folder).
    __BRAND__: JSON.stringify(process.env.BRAND ?? 'default'),
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
    // Every brand's assets are globbed (src/lib/brand.ts); emitting them as files keeps the other brands' logos
    // out of the JS bundle. Other small assets keep Vite's default inlining.
    assetsInlineLimit: (file: string) => (file.replaceAll('\\', '/').includes('/config/brands/') ? false : undefined),
  },
});
