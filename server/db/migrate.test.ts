import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate, migrationChecksum, type Migration } from './migrate';
import { WHOLE_FILE_CHECKSUMS } from './migration-checksums-whole-file';
import { migrationStatements } from './migration-sql';
import { createTestDb } from '@server/test/test-app';

/**
 * Migration checksums cover a migration's statements, not its comments (docs/architecture.md "Migrations"). The
 * migrate() cases run on PGlite and, with TEST_DATABASE_URL (bash scripts/with-postgres.sh npx vitest run server/db),
 * on PostgreSQL.
 */
describe('migrationStatements', () => {
  it('drops line and block comments (nested too) and collapses whitespace', () => {
    const sql = "-- heading, the player's table\nCREATE  TABLE t (\n  id int, -- it's the key\n  /* a /* nested */ block */ n\ttext\n);\n\n";
    expect(migrationStatements(sql)).toBe('CREATE TABLE t ( id int, n text );');
    expect(migrationStatements('SELECT 1/*x*/+2')).toBe('SELECT 1 +2');
  });

  it('keeps `--`, `/*` and whitespace inside string literals, quoted identifiers and dollar-quoted bodies', () => {
    expect(migrationStatements("SELECT '-- not  a comment', 'it''s /* here */' -- gone")).toBe("SELECT '-- not  a comment', 'it''s /* here */'");
    expect(migrationStatements(`SELECT 1 AS "odd -- name"`)).toBe(`SELECT 1 AS "odd -- name"`);
    expect(migrationStatements("SELECT E'it\\'s -- kept' -- gone")).toBe("SELECT E'it\\'s -- kept'");
    const body = "$$\nBEGIN\n  -- inside the body\n  RETURN '$'; /* kept */\nEND\n$$";
    expect(migrationStatements(`CREATE FUNCTION f() RETURNS text LANGUAGE plpgsql AS ${body}; -- gone`)).toBe(
      `CREATE FUNCTION f() RETURNS text LANGUAGE plpgsql AS ${body};`,
    );
    const tagged = '$fn$ SELECT $$ -- x $$ $fn$';
    expect(migrationStatements(`SELECT ${tagged}, $1 -- gone`)).toBe(`SELECT ${tagged}, $1`);
  });

  it('gives one checksum whatever the comments and layout, and another when a statement or a literal changes', () => {
    const base = "CREATE TABLE t (id int, s text DEFAULT '--a');";
    expect(migrationChecksum(`-- why t exists\n${base.replaceAll(' ', '\n  ')}\n/* more */\n`)).toBe(migrationChecksum(base));
    expect(migrationChecksum(base.replace('id int', 'id bigint'))).not.toBe(migrationChecksum(base));
    expect(migrationChecksum(base.replace("'--a'", "'--b'"))).not.toBe(migrationChecksum(base));
    expect(migrationChecksum('SELECT $$ a  b $$')).not.toBe(migrationChecksum('SELECT $$ a b $$'));
  });
});

describe('migrate() and the checksums of applied migrations', () => {
  let db: Db;
  let all: Migration[];
  beforeEach(async () => {
    db = await createTestDb();
    all = await loadMigrations();
  });
  afterEach(() => db.close());

  const edit = (version: number, change: (sql: string) => string): Migration[] => all.map((m) => (m.version === version ? { ...m, sql: change(m.sql) } : m));
  const recorded = async (): Promise<Map<number, string | null>> =>
    new Map((await db.query<{ version: number; checksum: string | null }>('SELECT version, checksum FROM schema_migrations')).map((r) => [r.version, r.checksum]));

  it('refuses to start when an applied migration statement changed, naming it', async () => {
    const edited = edit(1, (sql) => sql.replace('CREATE TABLE', 'CREATE UNLOGGED TABLE'));
    await expect(migrate(db, edited)).rejects.toThrow('migration 001_core.sql was changed after it was applied');
    const literal = edit(1, (sql) => sql.replace("'active'", "'activ'"));
    await expect(migrate(db, literal)).rejects.toThrow('migration 001_core.sql was changed after it was applied');
    expect(await migrate(db, all)).toEqual([]);
  });

  it('accepts an applied migration whose comments changed, and keeps its checksum', async () => {
    const before = await recorded();
    const edited = edit(1, (sql) => `-- a new heading\n${sql.replaceAll('\n', '\n  ')}\n/* and a block */\n-- edited`);
    expect(await migrate(db, edited)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });

  it('fills in the checksum of a migration applied before checksums were kept', async () => {
    await db.query('UPDATE schema_migrations SET checksum = NULL');
    expect(await migrate(db, all)).toEqual([]);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NULL');
    expect(rows[0].n).toBe(0);
  });

  it('starts a database that recorded whole-file checksums of the files as they were, and records statement checksums once', async () => {
    for (const [version, wholeFile] of WHOLE_FILE_CHECKSUMS) {
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [version, wholeFile]);
    }
    expect(await migrate(db, all)).toEqual([]);
    const now = await recorded();
    for (const m of all) expect(now.get(m.version), m.name).toBe(migrationChecksum(m.sql));
    expect(await migrate(db, all)).toEqual([]);
    expect(await recorded()).toEqual(now);
  });

  it('re-records the whole-file checksum of a file unchanged since, and refuses one whose statements changed since', async () => {
    const later: Migration = { version: 999, name: 'later', sql: '-- a probe\nCREATE TABLE later_probe (id int);\n' };
    expect(await migrate(db, [...all, later])).toEqual([999]);
    const wholeFile = createHash('sha256').update(later.sql).digest('hex');
    await db.query('UPDATE schema_migrations SET checksum = $1 WHERE version = 999', [wholeFile]);
    expect(await migrate(db, [...all, later])).toEqual([]);
    expect((await recorded()).get(999)).toBe(migrationChecksum(later.sql));

    const [version, oldWholeFile] = WHOLE_FILE_CHECKSUMS[0];
    await db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [version, oldWholeFile]);
    await expect(migrate(db, edit(version, (sql) => sql.replace('CREATE TABLE', 'CREATE UNLOGGED TABLE')))).rejects.toThrow(
      'migration 001_core.sql was changed after it was applied',
    );
    expect((await recorded()).get(version)).toBe(oldWholeFile);
  });
});

describe('the frozen whole-file checksums', () => {
  it('name every migration up to 177 once, each with the checksum of its statements today (only comments changed since)', async () => {
    const all = (await loadMigrations()).filter((m) => m.version <= 177);
    expect(WHOLE_FILE_CHECKSUMS.map(([version]) => version)).toEqual(all.map((m) => m.version));
    for (const m of all) {
      const [, , statements] = WHOLE_FILE_CHECKSUMS.find(([version]) => version === m.version) ?? [];
      expect(statements, m.name).toBe(migrationChecksum(m.sql));
    }
  });
});
