import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Path aliases from tsconfig.json's `paths` (docs/architecture.md "Folders and aliases").
  resolve: { tsconfigPaths: true },
  test: {
    include: ['contracts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is availableParallelism() - 1 workers: one on a 2-core machine. Test files are independent
    // (own in-memory PGlite or own PostgreSQL schema, ports from 0, own temp folders), so both cores run files.
    maxWorkers: 2,
  },
});
