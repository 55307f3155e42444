/**
 * Whether dist/ must be rebuilt: missing, or older than its sources (src/, contracts/, config/, schemas/, index.html;
 * src/generated, contracts/api and contracts/types are codegen output written by the build itself, so they do not count). Used by `npm start` and
 * `npm run bench`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const SKIP = new Set([join(root, 'src', 'generated'), join(root, 'contracts', 'api'), join(root, 'contracts', 'types')]);

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

/** True when `distDir` (default dist/) has no index.html, dist-ssr has no entry-server.js, or any source file is newer. */
export function siteIsStale(distDir = join(root, 'dist')): boolean {
  // The server render's bundle (dist-ssr beside dist; docs/architecture.md "Server-rendered pages") is part of the site: missing or older = stale too.
  const built = Math.min(newest(join(distDir, 'index.html')), newest(join(distDir, '..', 'dist-ssr', 'entry-server.js')));
  if (built === 0) return true;
  return ['src', 'contracts', 'config', 'schemas', 'index.html'].some((p) => newest(join(root, p)) > built);
}
