/** The tables `npm run bench` prints, from the results it also writes to .tmp/bench/results.json. */
import type { DbResults } from './db-parts';
import { FIRST_INTERACTION_TARGET_MS, type InteractionResult } from './first-interaction';
import type { HubResult } from './hub-bench';
import type { LighthouseResult } from './lighthouse-run';
import { KEY_DELAY_MS, SEARCH_TEXT, type SearchResult } from './lobby-search';
import { SHELL_PATH, type PageRenderResults } from './page-render';
import type { PageWeight } from './page-weight';
import { renderDbTables } from './report-db';
import type { SprayResult } from './spray';
import { int, kb, mb, ms, table } from './report-format';

export interface BenchResults {
  date: string;
  machine: Record<string, string>;
  options: Record<string, unknown>;
  pages: { weight: PageWeight; lighthouse?: LighthouseResult }[];
  /** The server's HTML per page: render cost, kept and cold under 50 connections beside the shell, the balance poll beside misses (docs/architecture.md "Server-rendered pages"). */
  renders: PageRenderResults | null;
  /** Server, per-process and load figures, one entry per database measured. */
  dbs: DbResults[];
  hub: HubResult[];
  /** Lobby search on a phone with 5,000 games, per CPU rate. */
  search: SearchResult[];
  /** The first interactions on `/` at 4× CPU, per size and control. */
  interactions: InteractionResult[];
  /** The password spray (spray.ts), or null when not run. */
  spray: SprayResult | null;
  /** Parts that failed, with the reason. */
  errors: string[];
}

/** Markdown tables (pages, then per database server/rate/processes/load, then hub), ready to paste into docs/performance.md. */
export function renderTables(results: BenchResults): string {
  const parts: string[] = [];
  if (results.pages.length > 0) {
    parts.push(
      table(
        ['Page (phone 390x844, anonymous)', 'JS on wire', 'JS gzip', 'CSS on wire', 'CSS gzip', 'Score', 'LCP', 'TBT', 'CLS'],
        results.pages.map(({ weight: w, lighthouse: l }) => [
          `${w.path} (${w.js.files} JS, ${w.css.files} CSS; ${w.encodings.join('/')})`,
          kb(w.js.wire),
          kb(w.js.gzip),
          kb(w.css.wire),
          kb(w.css.gzip),
          l ? String(l.score) : '-',
          l ? ms(l.lcp) : '-',
          l ? ms(l.tbt) : '-',
          l ? l.cls.toFixed(3) : '-',
        ]),
      ),
    );
  }
  if (results.renders) parts.push(...renderPageTables(results.renders));
  parts.push(...renderDbTables(results.dbs));
  if (results.hub.length > 0) {
    parts.push(
      table(
        ['Hub: one push to N SignalR clients', 'received', 'p50', 'p99', 'max', 'server RSS at N', 'per connection'],
        results.hub.map((h) => [
          `N = ${int(h.n)} (${int(h.connected)} connected)`,
          int(h.received),
          ms(h.p50),
          ms(h.p99),
          ms(h.max),
          `${mb(h.rssAtN)} (${mb(h.rssBefore)} idle)`,
          h.perConnection === null ? '— (N too small)' : kb(h.perConnection),
        ]),
      ),
    );
  }
  if (results.search.length > 0) parts.push(renderSearchTable(results.search));
  if (results.interactions.length > 0) parts.push(renderInteractionTable(results.interactions));
  return parts.join('\n\n');
}

/** The first-interaction table: per size and control, the click's Event Timing duration, median and worst, and the target. */
function renderInteractionTable(interactions: InteractionResult[]): string {
  const shown = (value: number) => (value === 0 ? '< 16 ms' : ms(value));
  return table(
    ['First interaction on / at 4× CPU (Event Timing)', 'runs', 'median', 'max', `target < ${FIRST_INTERACTION_TARGET_MS} ms (median)`],
    interactions.map(({ size, label, durations }) => {
      const mid = median(durations);
      return [`${label}, ${size}`, int(durations.length), shown(mid), shown(Math.max(...durations)), mid < FIRST_INTERACTION_TARGET_MS ? 'ok' : 'FAIL'];
    }),
  );
}

/** Median of a list of numbers (the upper one of the middle two for an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The lobby search table: per CPU rate, last key → only matching tiles and → the server's answer, median and worst. */
function renderSearchTable(search: SearchResult[]): string {
  return table(
    [`Lobby search, 5,000 games, phone 390x844: "${SEARCH_TEXT}" typed ${KEY_DELAY_MS} ms a key`, 'runs', 'only matching tiles (median / max)', 'server answer on screen (median / max)', 'slowest key → its matches (median / max)', 'flashes', 'worst interaction'],
    search.map(({ cpuRate, runs }) => {
      const of = (pick: (run: SearchResult['runs'][number]) => number) => runs.map(pick);
      const pair = (values: number[]) => `${ms(median(values))} / ${ms(Math.max(...values))}`;
      return [
        cpuRate === 1 ? 'full CPU' : `CPU slowed ${cpuRate}×`,
        int(runs.length),
        pair(of((r) => r.shown)),
        pair(of((r) => r.settled)),
        pair(of((r) => r.slowestKey)),
        int(of((r) => r.flashes).reduce((a, b) => a + b, 0)),
        ms(Math.max(...of((r) => r.worstInteraction))),
      ];
    }),
  );
}

/** "rendered 12 · busy 300 · share 40" from outcome counts, most frequent first. */
function outcomeList(outcomes: Record<string, number>): string {
  const entries = Object.entries(outcomes).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? '-' : entries.map(([outcome, count]) => `${outcome === 'none' ? 'shell' : outcome} ${int(count)}`).join(' · ');
}

/** The page-render tables: one render's cost, 50 connections (kept, cold, shell), the balance poll beside cold `/`. */
function renderPageTables(renders: PageRenderResults): string[] {
  const at = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  const tables = [
    table(
      ['Server render of one page (a new URL, one request at a time)', 'rendered', 'p50', 'max', 'replies'],
      renders.costs.map((c) => [
        c.path,
        int(c.durations.length),
        c.durations.length ? ms(at(c.durations, 0.5)) : '-',
        c.durations.length ? ms(c.durations[c.durations.length - 1]) : '-',
        outcomeList(c.outcomes),
      ]),
    ),
    table(
      ['Page HTML (autocannon, 50 connections, loopback)', 'HTML (br)', 'req/s', 'p50', 'p99', 'server CPU per request', 'failed', 'replies'],
      renders.floods.map((f) => [
        `${f.path} ${f.kind === 'kept' ? '(kept)' : f.kind === 'cold' ? '(cold: a new URL each)' : '(client shell)'}`,
        kb(f.bytes),
        int(f.rps),
        ms(f.p50),
        ms(f.p99),
        f.cpuUsPerRequest === null || f.cpuUsPerRequest === undefined ? '-' : `${int(f.cpuUsPerRequest)} µs`,
        int(f.failed),
        outcomeList(f.outcomes),
      ]),
    ),
  ];
  if (renders.balance) {
    const { alone, besideShell, besideColdHome, homeOutcomes } = renders.balance;
    tables.push(
      table(
        ['GET api/user/balance (50 connections)', 'req/s', 'p50', 'p99', 'failed'],
        [
          ['alone', int(alone.rps), ms(alone.p50), ms(alone.p99), int(alone.failed)],
          [`beside 50 connections on the client shell (${SHELL_PATH})`, int(besideShell.rps), ms(besideShell.p50), ms(besideShell.p99), int(besideShell.failed)],
          [`beside 50 connections on / at a new URL each (${outcomeList(homeOutcomes)})`, int(besideColdHome.rps), ms(besideColdHome.p50), ms(besideColdHome.p99), int(besideColdHome.failed)],
        ],
      ),
    );
  }
  return tables;
}
