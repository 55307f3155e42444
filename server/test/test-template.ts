import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh PGlite costs seconds (initdb); loading a dump of an already migrated and seeded database costs
 * about half a second. The dump is cached in the OS temp folder under a hash of everything that shapes it
 * (the server's source: migrations, seed and the domains' services; the PGlite version), so a change to any of them
 * builds a new one.
 */
const SERVER = join(import.meta.dirname, '..');
const SOURCES = [SERVER];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let cachedKey: Promise<string> | null = null;

/**
 * 16 hex digits that change with everything that shapes a migrated, seeded test database: the PGlite template dump
 * and the PostgreSQL template database (server/test/postgres.ts) are both named by it.
 */
export function templateKey(): Promise<string> {
  cachedKey ??= (async () => {
    const hash = createHash('sha256');
    const pkg = JSON.parse(await readFile(join(SERVER, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
    hash.update(pkg.version);
    for (const dir of SOURCES) {
      for (const file of await sourceFiles(dir)) hash.update(file).update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return cachedKey;
}

async function templatePath(): Promise<string> {
  return join(tmpdir(), `casino-test-db-${await templateKey()}.tar`);
}

/** The cached template dump, or null when there is none yet. */
export async function readTemplate(): Promise<Blob | null> {
  try {
    return new Blob([await readFile(await templatePath())]);
  } catch {
    return null;
  }
}

/** Stores a template dump; written aside and renamed so parallel test files never read half a file. */
export async function writeTemplate(dump: Blob): Promise<void> {
  const path = await templatePath();
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
}
