/** Command-line options of `npm run bench` (scripts/bench/run.ts). */
export interface BenchOptions {
  /** Lighthouse runs per page; the median run is reported. */
  runs: number;
  /** autocannon duration per target, seconds. */
  seconds: number;
  /** Hub sizes to measure (connected clients). */
  hubSizes: number[];
  /** First port of the bench's servers (range 8300-8399). */
  basePort: number;
  /** Parts to run; all by default. */
  parts: Set<'pages' | 'server' | 'hub'>;
}

const USAGE = `npm run bench [-- options]
  --quick          N = 1,000 only, 3 s autocannon, one Lighthouse run per page
  --runs N         Lighthouse runs per page, median reported (default 1)
  --duration S     autocannon seconds per target (default 10)
  --hub N,N        hub sizes (default 1000,10000)
  --only P,P       parts: pages, server, hub (default all)
  --port P         first port of the bench servers (default 8300)`;

/** Parses argv (after the script name); exits with the usage on a bad option. */
export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { runs: 1, seconds: 10, hubSizes: [1000, 10000], basePort: 8300, parts: new Set(['pages', 'server', 'hub']) };
  const fail = (message: string): never => {
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  };
  const positive = (value: string | undefined, name: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) fail(`${name} needs a positive whole number, got ${value ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') Object.assign(options, { runs: 1, seconds: 3, hubSizes: [1000] });
    else if (arg === '--runs') options.runs = positive(argv[++i], '--runs');
    else if (arg === '--duration') options.seconds = positive(argv[++i], '--duration');
    else if (arg === '--hub') options.hubSizes = (argv[++i] ?? '').split(',').map((n) => positive(n, '--hub'));
    else if (arg === '--port') options.basePort = positive(argv[++i], '--port');
    else if (arg === '--only') {
      const parts = (argv[++i] ?? '').split(',');
      if (parts.some((p) => !['pages', 'server', 'hub'].includes(p))) fail(`--only takes pages, server, hub; got ${parts.join(',')}`);
      options.parts = new Set(parts as ('pages' | 'server' | 'hub')[]);
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${arg}`);
  }
  return options;
}
