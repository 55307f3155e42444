/** The tables `npm run bench` prints, from the results it also writes to .tmp/bench/results.json. */
import type { DbResults } from './db-parts.ts';
import type { HubResult } from './hub-bench.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { PageRenderResult } from './page-render.ts';
import type { PageWeight } from './page-weight.ts';
import { renderDbTables } from './report-db.ts';
import { int, kb, mb, ms, table } from './report-format.ts';

export interface BenchResults {
  date: string;
  machine: Record<string, string>;
  options: Record<string, unknown>;
  pages: { weight: PageWeight; lighthouse?: LighthouseResult }[];
  /** The server's HTML per page under 50 connections, the client shell last (issue 21 item 3). */
  renders: PageRenderResult[];
  /** Server, per-process and load figures, one entry per database measured. */
  dbs: DbResults[];
  hub: HubResult[];
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
  if (results.renders.length > 0) {
    parts.push(
      table(
        ['Page HTML (autocannon, 50 connections, loopback)', 'served as', 'HTML (br)', 'req/s', 'p50', 'p99', 'failed'],
        results.renders.map((r) => [
          r.path,
          r.rendered ? 'server-rendered' : 'client shell (index.html)',
          kb(r.bytes),
          int(r.rps),
          ms(r.p50),
          ms(r.p99),
          int(r.failed),
        ]),
      ),
    );
  }
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
  return parts.join('\n\n');
}
