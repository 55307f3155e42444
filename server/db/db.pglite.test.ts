import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { seed } from './seed';

let db: Db;
beforeAll(async () => {
  db = await openPgliteDb(':memory:');
});
afterAll(() => db.close());

const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0].n;

describe('migrations and seed', () => {
  it('apply every migration once, in order, and record them', async () => {
    const all = await loadMigrations();
    expect(all[0]).toMatchObject({ version: 1, name: 'core' });
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(all.map((m) => m.version));
  });

  it('seeds once; a second run changes nothing and keeps operator edits', async () => {
    expect(await seed(db, 'demo')).toEqual({ demoPlayerCreated: true });
    const before = { countries: await count('countries'), options: await count('site_options'), ledger: await count('ledger') };
    await db.query("UPDATE site_options SET value = 'https://wa.me/900' WHERE key = 'whatsapp1'");
    expect(await seed(db, 'demo')).toEqual({ demoPlayerCreated: false });
    expect({ countries: await count('countries'), options: await count('site_options'), ledger: await count('ledger') }).toEqual(before);
    expect((await db.query<{ value: string }>("SELECT value FROM site_options WHERE key = 'whatsapp1'"))[0].value).toBe('https://wa.me/900');
    expect(before.countries).toBeGreaterThanOrEqual(30);
    expect(await count('cms_content_texts')).toBeGreaterThanOrEqual(14);
  });

  it('returns int8 columns as numbers', async () => {
    const [row] = await db.query<{ n: number }>('SELECT 9007199254740991::bigint AS n');
    expect(row.n).toBe(Number.MAX_SAFE_INTEGER);
    await expect(db.query('SELECT 9007199254740993::bigint AS n')).rejects.toThrow(RangeError);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO site_options (key, value) VALUES ('tmp', 'x')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.query("SELECT 1 FROM site_options WHERE key = 'tmp'")).toHaveLength(0);
  });

  it('refuses a badly named migration file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mig-'));
    try {
      await writeFile(join(dir, '1_bad.sql'), 'SELECT 1');
      await expect(loadMigrations(dir)).rejects.toThrow('1_bad.sql: name must be NNN_name.sql');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps data in DATA_DIR across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pgdata-'));
    try {
      const first = await openPgliteDb(dir);
      await migrate(first);
      await seed(first, 'production');
      await first.close();
      const second = await openPgliteDb(dir);
      expect(await migrate(second)).toEqual([]);
      expect((await second.query<{ n: number }>('SELECT count(*) AS n FROM countries'))[0].n).toBeGreaterThanOrEqual(30);
      // Production never gets the demo player.
      expect(await second.query("SELECT 1 FROM players WHERE username = 'demouser'")).toHaveLength(0);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two PGlite starts on a folder with every migration: over 30 s on a loaded 2-core machine.
  }, 120_000);
});
