/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the platform
 * server (server/index.ts) in this process, so `npm ci && npm start` works on a fresh clone.
 * Sources: src/, config/, schemas/ and index.html (src/generated is codegen output written by the build
 * itself, so it does not count). Environment as for server/index.ts (PORT, HOST, DATA_DIR, DATABASE_URL,
 * SERVER_MODE, WORKERS). With WORKERS=N the cluster's workers run this file again (node:cluster forks the entry
 * script): they skip the build and codegen, which the primary did before forking them.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteIsStale } from './site-freshness';

const root = join(import.meta.dirname, '..');

if (cluster.isPrimary && siteIsStale()) {
  console.log('Building the site (dist/ is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
}

// The server imports the generated contracts (contracts/api): a fresh checkout with a built site still needs them.
if (cluster.isPrimary && !existsSync(join(root, 'contracts', 'api', 'index.ts'))) {
  const result = spawnSync('npm', ['run', 'codegen'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Imported only now: the server's modules need what the build and codegen above write.
const { main } = await import('@server/index');
main().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
