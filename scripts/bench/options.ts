/** Command-line options of `npm run bench` (scripts/bench/run.ts), also read by its PostgreSQL child (db-child.ts). */
export type BenchPart = 'pages' | 'server' | 'hub' | 'load' | 'search' | 'interaction' | 'spray' | 'propagation' | 'hub88';
export type BenchDb = 'pglite' | 'postgres';

export interface BenchOptions {
  /** Lighthouse runs per page; the median run is reported. */
  runs: number;
  /** autocannon duration per target, seconds (throughput, fixed rate and per-process figures); the hub88 part's too. */
  seconds: number;
  /** Hub sizes to measure (connected clients). */
  hubSizes: number[];
  /** First port of the bench's servers (the bench uses this port and the next five). */
  basePort: number;
  /** Parts to run; all by default. */
  parts: Set<BenchPart>;
  /** Databases the server, load and hub88 parts run on (pages and hub: PGlite only); both by default. */
  dbs: BenchDb[];
  /** Server process counts (WORKERS=N) for the per-process balance figure, PostgreSQL only; [1] by default. */
  workers: number[];
  /** How long the load part holds its pollers and hub clients, seconds. */
  loadSeconds: number;
  /** Lobby search runs per CPU rate (lobby-search.ts); median and worst reported. */
  searchRuns: number;
  /** Fresh page loads per first interaction and size (first-interaction.ts); median and worst reported. */
  interactionRuns: number;
}

export const USAGE = `npm run bench [-- options]
  --quick            N = 1,000 only, 3 s autocannon, one Lighthouse run per page, 20 s load, 3 search and interaction runs
  --runs N           Lighthouse runs per page, median reported (default 1)
  --duration S       autocannon seconds per target, also the hub88 wallet part's (default 10)
  --hub N,N          hub sizes (default 1000,10000)
  --only P,P         parts: pages, server, hub, load, search, interaction, spray, propagation, hub88 (default all)
  --db D,D           databases of the server, load and hub88 parts: pglite, postgres (default both)
  --workers N,N      server processes (WORKERS=N) measured on PostgreSQL (default 1)
  --load-seconds S   how long the load part holds 3,000 pollers + 1,000 hub clients (default 60)
  --search-runs N    lobby search runs (5,000 games, phone) per CPU rate, median and worst reported (default 5)
  --interaction-runs N  fresh loads per first interaction (menu, login) and size at 4× CPU, median and worst (default 5)
  --port P           first of six ports of the bench servers (default 8300)`;

const PARTS: readonly BenchPart[] = ['pages', 'server', 'hub', 'load', 'search', 'interaction', 'spray', 'propagation', 'hub88'];
const DBS: readonly BenchDb[] = ['pglite', 'postgres'];

/** A bad option: the message and the usage, exit 2 (the caller never sees a half-parsed result). */
function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function positive(value: string | undefined, name: string): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n) || n < 1) fail(`${name} needs a positive whole number, got ${value ?? 'nothing'}`);
  return n;
}

function list<T extends string>(value: string | undefined, name: string, allowed: readonly T[]): T[] {
  const items = (value ?? '').split(',');
  if (items.some((p) => !(allowed as readonly string[]).includes(p))) fail(`${name} takes ${allowed.join(', ')}; got ${value ?? 'nothing'}`);
  return [...new Set(items as T[])];
}

/** Parses argv (after the script name); exits with the usage on a bad option. */
export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 1,
    seconds: 10,
    hubSizes: [1000, 10000],
    basePort: 8300,
    parts: new Set(PARTS),
    dbs: [...DBS],
    workers: [1],
    loadSeconds: 60,
    searchRuns: 5,
    interactionRuns: 5,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') Object.assign(options, { runs: 1, seconds: 3, hubSizes: [1000], loadSeconds: 20, searchRuns: 3, interactionRuns: 3 });
    else if (arg === '--runs') options.runs = positive(argv[++i], '--runs');
    else if (arg === '--duration') options.seconds = positive(argv[++i], '--duration');
    else if (arg === '--hub') options.hubSizes = (argv[++i] ?? '').split(',').map((n) => positive(n, '--hub'));
    else if (arg === '--port') options.basePort = positive(argv[++i], '--port');
    else if (arg === '--only') options.parts = new Set(list(argv[++i], '--only', PARTS));
    else if (arg === '--db') options.dbs = list(argv[++i], '--db', DBS);
    else if (arg === '--workers') options.workers = [...new Set((argv[++i] ?? '').split(',').map((n) => positive(n, '--workers')))];
    else if (arg === '--load-seconds') options.loadSeconds = positive(argv[++i], '--load-seconds');
    else if (arg === '--search-runs') options.searchRuns = positive(argv[++i], '--search-runs');
    else if (arg === '--interaction-runs') options.interactionRuns = positive(argv[++i], '--interaction-runs');
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${arg}`);
  }
  if (options.basePort + 5 > 65535) fail(`--port ${options.basePort} leaves no room for the six ports the bench uses`);
  return options;
}

/** The options as argv again, for the PostgreSQL child (db-child.ts) that parses them the same way. */
export function toArgv(options: BenchOptions): string[] {
  return [
    '--duration', String(options.seconds),
    '--port', String(options.basePort),
    '--only', [...options.parts].join(','),
    '--db', options.dbs.join(','),
    '--workers', options.workers.join(','),
    '--load-seconds', String(options.loadSeconds),
  ];
}
