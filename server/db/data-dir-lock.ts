import fs from 'node:fs';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded data folder. PGlite gives no protection of its own: two processes on one
 * folder both start, hand out the same ids, and one's acknowledged writes are lost. So every opener of a PGlite
 * folder (server, operator CLI, tests) takes this lock first.
 *
 * The lock is proper-lockfile's: the directory `<dataDir>.lock` beside the folder (made with an atomic mkdir),
 * its mtime refreshed every UPDATE_MS while held. proper-lockfile records no owner, so the holder writes
 * `<dataDir>.lock/holder.json` {pid, host, startedAt (ISO)} right after taking it; a refused opener reads it to name
 * the holder. On this host the holder's pid decides: alive = refused (even if its event loop was blocked long
 * enough for the mtime to age, as PGlite's in-process queries can), dead = taken over at once (`kill -9` then an
 * immediate restart). A holder on another host (a shared folder) is taken over only once the mtime is older than
 * STALE_MS. A lock without a holder file is being taken right now: refused.
 */
export const STALE_MS = 30_000;
const UPDATE_MS = 5_000;
const HOLDER_FILE = 'holder.json';

/** Who holds a data folder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock, ISO 8601. */
  startedAt: string;
}

/** Thrown when another live process holds the folder; `message` names the folder and the holder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}` : 'another process (it is starting)';
    super(
      `The data folder ${dataDir} is in use by ${who}. Only one process may open an embedded data folder: stop that process first, ` +
        `or use PostgreSQL (DATABASE_URL) to run several. (Only if that process is surely gone: remove ${dataDir}.lock.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  /** Releases the lock (removes `<dataDir>.lock`); safe to call twice. */
  release(): Promise<void>;
}

const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

async function readHolder(lockPath: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(join(lockPath, HOLDER_FILE), 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt) };
  } catch {
    return null;
  }
}

/** Whether `pid` is a running process on this host (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * node:fs for proper-lockfile, except that removing the lock directory first removes the holder file in it: so its
 * release, its exit hook (on process.exit) and its own stale take-over all leave no lock behind.
 */
const lockFs = {
  ...fs,
  rmdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.rm(join(path, HOLDER_FILE), { force: true }, () => fs.rmdir(path, callback));
  },
  rmdirSync(path: string) {
    fs.rmSync(join(path, HOLDER_FILE), { force: true });
    fs.rmdirSync(path);
  },
};

const sameHolder = (a: LockHolder | null, b: LockHolder) => a !== null && a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;

async function tryLock(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, { stale: STALE_MS, update: UPDATE_MS, retries: 0, realpath: false, lockfilePath: lockPathOf(dataDir), fs: lockFs, onCompromised });
}

/**
 * Takes the lock of `dataDir` (an existing folder) at once, or throws DataDirLockedError (no waiting). A lock left by
 * a dead process on this host is removed and taken. `onCompromised` runs if the lock is lost while held (its mtime
 * could not be refreshed within STALE_MS, or someone removed it): the caller must stop writing (the server exits).
 * The lock is also removed when the process exits normally (proper-lockfile's exit hook).
 */
export async function acquireDataDirLock(dataDir: string, onCompromised: (error: Error) => void): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  const lockPath = lockPathOf(folder);
  const current = await readHolder(lockPath);
  if (current && current.host === hostname() && (current.pid === process.pid || alive(current.pid))) throw new DataDirLockedError(folder, current);
  let unlock: () => Promise<void>;
  try {
    unlock = await tryLock(folder, onCompromised);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readHolder(lockPath);
    if (!holder || holder.host !== hostname() || holder.pid === process.pid || alive(holder.pid)) throw new DataDirLockedError(folder, holder);
    // The holder died without releasing (kill -9). Re-read right before removing, so a lock a third process took
    // in the meantime is left alone.
    if (!sameHolder(await readHolder(lockPath), holder)) throw new DataDirLockedError(folder, await readHolder(lockPath));
    await new Promise<void>((done) => lockFs.rmdir(lockPath, () => done()));
    try {
      unlock = await tryLock(folder, onCompromised);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirLockedError(folder, await readHolder(lockPath));
    }
  }
  const holder: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // proper-lockfile checks the lock directory's mtime is still the one it set; writing a file in it moves that
  // mtime, so put it back.
  const { atime, mtime } = await stat(lockPath);
  await writeFile(join(lockPath, HOLDER_FILE), JSON.stringify(holder));
  await utimes(lockPath, atime, mtime);
  let released = false;
  return {
    lockPath,
    async release() {
      if (released) return;
      released = true;
      await unlock().catch(() => undefined);
    },
  };
}
