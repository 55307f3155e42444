import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/** A test file that starts processes of its own (servers, CLIs, a load run): it waits in real time for them. */
function startsProcesses(file: string): boolean {
  return /\b(spawn|spawnSync|execFile|startServerProcesses|runRollingRestart|operatorCli)\(/.test(readFileSync(file, 'utf8'));
}

/**
 * Vitest's own order (a project at a time; larger files first on a clean checkout, longer ones first once timed), with
 * the files that start processes moved to the front of their project: most of their time is spent waiting for their
 * children, and started last (a load run of 40 s is a small file) they leave the other worker idle at the end.
 */
class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = new Set(sorted.filter((spec) => startsProcesses(spec.moduleId)));
    const project = (spec: TestSpecification) => spec.project.name;
    const projects = [...new Set(sorted.map(project))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => project(spec) === name);
      return [...own.filter((spec) => first.has(spec)), ...own.filter((spec) => !first.has(spec))];
    });
  }
}

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
    sequence: { sequencer: ProcessesFirstSequencer },
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
