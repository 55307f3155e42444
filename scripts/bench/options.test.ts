import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseOptions, toArgv } from './options';

/** parseOptions exits 2 on a bad option: turn the exit into an error the test can see. */
function refused(argv: string[]): string {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    parseOptions(argv);
    return 'accepted';
  } catch (e) {
    return `${(e as Error).message}: ${String(error.mock.calls[0]?.[0]).split('\n')[0]}`;
  } finally {
    exit.mockRestore();
    error.mockRestore();
  }
}

describe('bench options', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs every part on both databases with one server process and a 60 s load by default', () => {
    const options = parseOptions([]);
    expect([...options.parts]).toEqual(['pages', 'server', 'hub', 'load', 'search', 'interaction', 'spray', 'propagation', 'hub88']);
    expect(options.searchRuns).toBe(5);
    expect(options.dbs).toEqual(['pglite', 'postgres']);
    expect(options.workers).toEqual([1]);
    expect(options.loadSeconds).toBe(60);
  });

  it('reads --only search and --search-runs', () => {
    const options = parseOptions(['--only', 'search', '--search-runs', '7']);
    expect([...options.parts]).toEqual(['search']);
    expect(options.searchRuns).toBe(7);
  });

  it('reads --only interaction and --interaction-runs', () => {
    const options = parseOptions(['--only', 'interaction', '--interaction-runs', '2']);
    expect([...options.parts]).toEqual(['interaction']);
    expect(options.interactionRuns).toBe(2);
    expect(parseOptions([]).interactionRuns).toBe(5);
  });

  it('reads --db, --workers, --only load and --load-seconds', () => {
    const options = parseOptions(['--db', 'postgres', '--workers', '1,2,4', '--only', 'load', '--load-seconds', '15']);
    expect(options.dbs).toEqual(['postgres']);
    expect(options.workers).toEqual([1, 2, 4]);
    expect([...options.parts]).toEqual(['load']);
    expect(options.loadSeconds).toBe(15);
  });

  it('gives the PostgreSQL child the same options back', () => {
    const options = parseOptions(['--duration', '3', '--port', '8750', '--only', 'server,load', '--workers', '2,4', '--load-seconds', '15', '--db', 'pglite,postgres']);
    const again = parseOptions(toArgv(options));
    expect({ ...again, parts: [...again.parts] }).toMatchObject({
      seconds: 3,
      basePort: 8750,
      parts: ['server', 'load'],
      dbs: ['pglite', 'postgres'],
      workers: [2, 4],
      loadSeconds: 15,
    });
  });

  it('refuses an unknown database, a bad process count, an unknown part and a port without room for six', () => {
    expect(refused(['--db', 'mysql'])).toBe('exit 2: --db takes pglite, postgres; got mysql');
    expect(refused(['--workers', '0,2'])).toBe('exit 2: --workers needs a positive whole number, got 0');
    expect(refused(['--workers', ''])).toBe('exit 2: --workers needs a positive whole number, got ');
    expect(refused(['--only', 'server,cpu'])).toBe('exit 2: --only takes pages, server, hub, load, search, interaction, spray, propagation, hub88; got server,cpu');
    expect(refused(['--load-seconds', '1.5'])).toBe('exit 2: --load-seconds needs a positive whole number, got 1.5');
    expect(refused(['--port', '65533'])).toBe('exit 2: --port 65533 leaves no room for the six ports the bench uses');
  });
});
