/**
 * Runs the per-database parts on PostgreSQL: re-executes db-child.ts under scripts/with-postgres.sh (which installs
 * Debian's postgresql when missing, starts a throw-away cluster, and removes it afterwards) and reads its JSON.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbResults } from './db-parts';
import { toArgv } from './options';
import type { BenchOptions } from './options';
import { ROOT } from './processes';

export async function runOnPostgres(options: BenchOptions): Promise<DbResults> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const file = join(dir, 'results.json');
  try {
    const child = spawn('bash', ['scripts/with-postgres.sh', 'node', '--import', 'tsx', 'scripts/bench/db-child.ts', ...toArgv(options)], {
      cwd: ROOT,
      env: { ...process.env, BENCH_RESULT_FILE: file },
      stdio: 'inherit',
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`the PostgreSQL part ended (exit code ${code}) without results`);
    }
    return JSON.parse(text) as DbResults;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
