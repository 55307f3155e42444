import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.ts';

/** Port of the real platform server the journeys run against (fresh in-memory database per run). */
const port = Number(process.env.E2E_PORT ?? 8123);
/**
 * E2E_HOST=<a brand's host> (e.g. marmarabet.example) runs the journeys under that brand: Chromium resolves the host to
 * the e2e server, which picks the brand by host name (docs/brands.md). Default: 127.0.0.1, the default brand.
 */
const host = process.env.E2E_HOST ?? '127.0.0.1';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // None, here and in `npm test`: a journey that passes only on a second run is a defect (docs/testing.md).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://${host}:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: host === '127.0.0.1' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  },
  // Phones first: every journey runs at phone size; desktop runs only the journeys tagged for it, where the layout
  // differs by size (`@both`: at both sizes, `@desktop`: at desktop only). docs/testing.md "One size, or both".
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grep: /@both|@desktop/, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `http://127.0.0.1:${port}/api/auth/form`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The operator API's own listener (tests/e2e/support/operator.ts).
      OPERATOR_PORT: String(port + 1),
      DATA_DIR: ':memory:',
      SERVER_MODE: 'test',
      // A journey expects each public page rendered: no time bounds on the render of a cold server on a loaded runner
      // (server/site-config/ssr.ts PAGE_RENDER_UNBOUNDED; the bounds themselves are server/site-config/ssr.test.ts's).
      SSR_GUARD: 'off',
      // E2E_DIST_DIR lets parallel runs each serve their own build (vite build --outDir <dir>).
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
