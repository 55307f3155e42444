/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 * config check → codegen → typecheck → lint → import cycles → dead code (knip) → build (site and server render) → unit and
 * integration tests (Vitest) → server tests again on a throw-away PostgreSQL server (scripts/with-postgres.sh) → size budgets →
 * Chromium present (installed from Debian when missing) → browser journeys (Playwright, real server, real database).
 * Set TEST_SKIP_E2E=1 to stop before the browser journeys.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  // The config check first, as in the build: a broken config or form file is named (file, JSON path, rule) before
  // codegen compiles the form schemas (docs/operators.md "Checking a change").
  { name: 'config check', cmd: 'npx', args: ['tsx', 'scripts/check-config.ts'] },
  { name: 'codegen', cmd: 'npx', args: ['tsx', 'scripts/codegen.ts'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Lint includes the import boundaries (scripts/lint/import-zones.js, docs/boundaries.md).
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  // No file can reach itself through static value imports (scripts/check-cycles.ts).
  { name: 'import cycles', cmd: 'npx', args: ['tsx', 'scripts/check-cycles.ts'] },
  // No unused files, exports or dependencies (knip.json).
  { name: 'dead code', cmd: 'npx', args: ['knip', '--no-progress'] },
  { name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  // The server render's bundle, dist-ssr/entry-server.js (docs/architecture.md "Server-rendered pages"): server/site-config/ssr.test.ts and the journeys
  // render pages with it, so it is built before them.
  { name: 'server render build', cmd: 'npx', args: ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'] },
  { name: 'unit and integration tests', cmd: 'npx', args: ['vitest', 'run'] },
  // The server suites again on a throw-away PostgreSQL server (Debian's postgresql, installed when missing), except the
  // files that open PGlite themselves (`*.pglite.test.ts`, docs/testing.md).
  {
    name: 'server tests on PostgreSQL',
    cmd: 'bash',
    args: ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', 'server', '--project', 'node', '--exclude', '**/*.pglite.test.ts'],
  },
  // Home first-load JS under 180 KB gzip; no heavy library in any route's first load (scripts/report-size.ts).
  { name: 'size budgets', cmd: 'npx', args: ['tsx', 'scripts/report-size.ts'] },
  { name: 'chromium', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
  // No retries: a journey passes on its first run or the run stops (docs/testing.md "No retries, no sleeps"); speed
  // targets are figures of `npm run bench`, not journeys.
  { name: 'browser journeys', cmd: 'npx', args: ['playwright', 'test', '--retries=0'] },
];

const skipE2e = process.env.TEST_SKIP_E2E === '1';
const started = Date.now();
for (const step of steps) {
  if (skipE2e && (step.name === 'chromium' || step.name.includes('journeys'))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
