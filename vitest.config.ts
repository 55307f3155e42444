import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Path aliases from tsconfig.json's `paths` (docs/architecture.md "Folders and aliases").
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is availableParallelism() - 1 workers: one on a 2-core machine. Test files are independent
    // (own in-memory PGlite or own PostgreSQL database, ports from 0, own temp folders), so both cores run files.
    maxWorkers: 2,
    // Two projects: the site's tests get the DOM matchers, Testing Library's cleanup and the boot data (src/test-setup.ts);
    // the server's, the scripts' and the contracts' tests never render, so their files skip loading React and the
    // config snapshot.
    projects: [
      {
        extends: true,
        test: { name: 'site', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The files of a worker share its module registry: each file's imports (the whole server, for most) and the
          // app's compiled schemas are loaded once per worker instead of once per file, which halves the time of the
          // server suites. A file keeps its state to itself: its own app and database, env stubs undone after each
          // test (unstubEnvs), the language config put back after each file (server/test/node-setup.ts), spies and
          // fake timers restored by the file (docs/testing.md).
          isolate: false,
          unstubEnvs: true,
          setupFiles: ['./server/test/node-setup.ts'],
        },
      },
    ],
  },
});
