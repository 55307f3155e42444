/**
 * `npm test`: every check the project has, in order, stopping at the first failure.
 * config check → codegen → typecheck and lint side by side → import cycles and dead code (knip) side by side → build (site and server render) →
 * Prometheus present (installed from Debian when missing) → unit and
 * integration tests (Vitest) → server tests again on a throw-away PostgreSQL server (scripts/with-postgres.sh) → size budgets →
 * Chromium present (installed from Debian when missing) → browser journeys (Playwright, real server, real database).
 * Set TEST_SKIP_E2E=1 to stop before the browser journeys.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
}

/** Steps that run side by side (each single-threaded, and the machine has at least two cores); their output is printed whole, one step after the other. */
interface Together {
  together: Step[];
}

const steps: (Step | Together)[] = [
  // The config check first, as in the build: a broken config or form file is named (file, JSON path, rule) before
  // codegen compiles the form schemas (docs/operators.md "Checking a change").
  { name: 'config check', cmd: 'npx', args: ['tsx', 'scripts/check-config.ts'] },
  { name: 'codegen', cmd: 'npx', args: ['tsx', 'scripts/codegen.ts'] },
  {
    together: [
      { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
      // Lint includes the import boundaries (scripts/lint/import-zones.js, docs/boundaries.md).
      { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    ],
  },
  {
    together: [
      // No file can reach itself through static value imports (scripts/check-cycles.ts).
      { name: 'import cycles', cmd: 'npx', args: ['tsx', 'scripts/check-cycles.ts'] },
      // No unused files, exports or dependencies (knip.json).
      { name: 'dead code', cmd: 'npx', args: ['knip', '--no-progress'] },
    ],
  },
  { name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  // The server render's bundle, dist-ssr/entry-server.js (docs/architecture.md "Server-rendered pages"): server/site-config/ssr.test.ts and the journeys
  // render pages with it, so it is built before them.
  { name: 'server render build', cmd: 'npx', args: ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'] },
  // Debian's prometheus, installed when missing: promtool checks the shipped alert rules (a unit test) and a journey
  // scrapes a running server with it (docs/operations.md "Metrics").
  { name: 'prometheus', cmd: 'bash', args: ['scripts/ensure-prometheus.sh'] },
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

/** Runs one step; `buffer` collects its output to print at the end instead of passing it through. */
function run(step: Step, buffer: boolean): Promise<{ status: number; seconds: string; output: string }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ status: code ?? 1, seconds: ((Date.now() - t0) / 1000).toFixed(1), output }));
  });
}

const skipE2e = process.env.TEST_SKIP_E2E === '1';
const started = Date.now();
for (const entry of steps) {
  const group = 'together' in entry ? entry.together : [entry];
  const chosen = group.filter((step) => !(skipE2e && (step.name === 'chromium' || step.name.includes('journeys'))));
  if (chosen.length === 0) continue;
  if (chosen.length > 1) console.log(`\n▶ ${chosen.map((step) => step.name).join(' + ')} (side by side)`);
  const results = await Promise.all(chosen.map((step) => {
    if (chosen.length === 1) console.log(`\n▶ ${step.name}`);
    return run(step, chosen.length > 1);
  }));
  let failed: number | null = null;
  for (const [i, result] of results.entries()) {
    const { name } = chosen[i];
    if (chosen.length > 1) process.stdout.write(result.output.length > 0 ? `\n── ${name}\n${result.output}` : '');
    if (result.status !== 0) {
      console.error(`\n✖ ${name} failed after ${result.seconds} s`);
      failed ??= result.status;
    } else console.log(`✔ ${name} (${result.seconds} s)`);
  }
  if (failed !== null) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
