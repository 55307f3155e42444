/** The one table `npm run bench` prints, from the results it also writes to .tmp/bench/results.json. */
import type { HubResult } from './hub-bench.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { PageWeight } from './page-weight.ts';
import type { LoadResult } from './server-load.ts';

export interface BenchResults {
  date: string;
  machine: Record<string, string>;
  options: Record<string, unknown>;
  pages: { weight: PageWeight; lighthouse?: LighthouseResult }[];
  server: LoadResult[];
  hub: HubResult[];
  /** Parts that failed, with the reason. */
  errors: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Markdown tables (pages, server, hub), ready to paste into docs/performance.md. */
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
  if (results.server.length > 0) {
    parts.push(
      table(
        ['Server (autocannon, 50 connections, loopback)', 'req/s', 'p50', 'p99', 'requests', 'failed', 'vs hello-world'],
        results.server.map((r) => [r.name, int(r.rps), ms(r.p50), ms(r.p99), int(r.requests), int(r.failed), `${(r.ratio * 100).toFixed(r.ratio < 0.1 ? 1 : 0)} %`]),
      ),
    );
  }
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
