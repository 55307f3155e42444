import { mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, STALE_MS } from './data-dir-lock';
import { openPgliteDb } from './pglite-db';

/** The data folder lock inside one process (the multi-process cases: data-dir-lock.pglite.test.ts). */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-unit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(`${dir}.lock`, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('records the holder, refuses a second opener at once naming it, and is free again after release', async () => {
    const lock = await acquireDataDirLock(dir, () => undefined);
    const holder = JSON.parse(await readFile(join(`${dir}.lock`, 'holder.json'), 'utf8')) as { pid: number; host: string };
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    // Refused at once, without a retry wait: with the timers frozen, an opener that waited on one would never answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    let refused: unknown;
    try {
      refused = await acquireDataDirLock(dir, () => undefined).catch((error: unknown) => error);
    } finally {
      vi.useRealTimers();
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`${dir} is in use by pid ${process.pid}`);
    await lock.release();
    await (await acquireDataDirLock(dir, () => undefined)).release();
  });

  it('a live holder on this host keeps the folder although its mtime aged past the stale period (event loop blocked)', async () => {
    const lock = await acquireDataDirLock(dir, () => undefined);
    const old = new Date(Date.now() - 10 * STALE_MS);
    await utimes(`${dir}.lock`, old, old);
    await expect(acquireDataDirLock(dir, () => undefined)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it('calls onCompromised when the lock is taken away while held', async () => {
    let lost: Error | null = null;
    const lock = await acquireDataDirLock(dir, (error) => (lost = error));
    await rm(`${dir}.lock`, { recursive: true, force: true });
    await expect.poll(() => lost, { timeout: 8_000 }).not.toBeNull();
    await lock.release();
  });

  it('a second PGlite on a folder this process has open is refused; :memory: takes no lock', async () => {
    const db = await openPgliteDb(dir);
    await expect(openPgliteDb(dir)).rejects.toThrow(DataDirLockedError);
    await db.close();
    const reopened = await openPgliteDb(dir);
    await reopened.close();
    const a = await openPgliteDb(':memory:');
    const b = await openPgliteDb(':memory:');
    await Promise.all([a.close(), b.close()]);
    // Four PGlite starts, two of them migrating and seeding a folder: over 30 s on a loaded 2-core machine.
  }, 120_000);
});
