/**
 * The PostgreSQL half of `npm run bench`, run by postgres-part.ts as
 * `bash scripts/with-postgres.sh node --import tsx scripts/bench/db-child.ts <options>`: reads the throw-away
 * cluster's TEST_DATABASE_URL, runs the per-database parts (db-parts.ts) on it and writes their DbResults as JSON to
 * BENCH_RESULT_FILE. Exits 0 when it wrote the file (failed parts are listed inside), 1 otherwise.
 */
import { writeFileSync } from 'node:fs';
import { runDatabaseParts } from './db-parts';
import { parseOptions } from './options';

const url = process.env.TEST_DATABASE_URL;
const out = process.env.BENCH_RESULT_FILE;
if (!url || !out) {
  console.error('bench: db-child.ts runs under scripts/with-postgres.sh (TEST_DATABASE_URL) with BENCH_RESULT_FILE set');
  process.exit(1);
}
const results = await runDatabaseParts('postgres', parseOptions(process.argv.slice(2)), url);
writeFileSync(out, JSON.stringify(results));
process.exit(0);
