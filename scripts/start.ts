/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the platform
 * server (server/index.ts) in this process, so `npm ci && npm start` works on a fresh clone.
 * Sources: src/, config/, schemas/ and index.html (src/generated is codegen output written by the build
 * itself, so it does not count). Environment as for server/index.ts (PORT, HOST, DATA_DIR, DATABASE_URL,
 * SERVER_MODE).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../server/index.ts';

const root = join(import.meta.dirname, '..');
const SKIP = new Set([join(root, 'src', 'generated')]);

/** Newest modification time (ms) of a file or of any file below a folder; 0 when it does not exist. */
function newest(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (SKIP.has(path)) return 0;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function siteIsStale(): boolean {
  const built = newest(join(root, 'dist', 'index.html'));
  if (built === 0) return true;
  return ['src', 'config', 'schemas', 'index.html'].some((p) => newest(join(root, p)) > built);
}

if (siteIsStale()) {
  console.log('Building the site (dist/ is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
}

main().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
