/**
 * The server's HTML per public page (docs/performance.md "Server-rendered public pages"), read from
 * each reply's `Server-Timing: ssr;desc=<outcome>[;dur=<ms>]` (server/site-config/ssr.ts):
 * - render cost: a URL not rendered before (a fresh `?bench-cost=` query), one request at a time, paced so the
 *   guard's share of time never refuses it: the render's own duration (`dur`), or "slow" when it took longer than the
 *   guard's budget (the request got the shell; the render went on);
 * - under 50 connections (autocannon, loopback, the browser's accept-encoding), beside the client shell (a private
 *   page, index.html): the same URL again and again ("kept": served from the cache) and a new URL per request ("cold":
 *   every request a miss, so the guard decides; the outcomes say how many were rendered and how many got the shell);
 * - the balance poll (GET api/user/balance, 50 connections) alone, beside a flood of the client shell (the baseline:
 *   any cheap page) and beside a cold flood of `/`, the slowest page: what a stream of misses leaves the rest of the process.
 * Each page is checked to come rendered (the #ssr-state block) and the shell without it, before it is measured.
 */
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, demoToken, discardBodies, hotPaths, measure, measured, readCpuMs, type Measured } from './server-load';

/** The client shell's path: a private page, which the server answers with the brand's index.html. */
export const SHELL_PATH = '/dashboard';
const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };
const CONNECTIONS = 50;
const COST_SAMPLES = 20;

/** One page under 50 connections. */
export interface PageFlood extends Measured {
  path: string;
  /** 'kept': one URL again and again; 'cold': a new URL per request; 'shell': the client shell. */
  kind: 'kept' | 'cold' | 'shell';
  /** One reply's HTML as sent (Brotli), bytes. */
  bytes: number;
  /** Replies by Server-Timing outcome ('none': no header, the shell of a page the server does not render). */
  outcomes: Record<string, number>;
}

/** Render durations of one page, one request at a time. */
export interface RenderCost {
  path: string;
  /** `dur` of the replies that were rendered for the request, ms, sorted. */
  durations: number[];
  /** Replies by outcome ('rendered', or 'slow' when over the guard's budget). */
  outcomes: Record<string, number>;
}

export interface PageRenderResults {
  costs: RenderCost[];
  floods: PageFlood[];
  /**
   * GET api/user/balance (50 connections) alone, while 50 more connections ask for the client shell (a flood the server
   * render has no part in: the baseline), and while they ask `/` at a new URL each (every request a miss).
   */
  balance: { alone: Measured; besideShell: Measured; besideColdHome: Measured; homeOutcomes: Record<string, number> } | null;
}

/** The outcome of a reply's Server-Timing header and its `dur`. */
function outcomeOf(header: string | string[] | null | undefined): { outcome: string; dur: number | null } {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const outcome = /\bssr;desc="([a-z]+)"/.exec(text)?.[1] ?? 'none';
  const dur = /\bssr;[^,]*\bdur=([0-9.]+)/.exec(text)?.[1];
  return { outcome, dur: dur === undefined ? null : Number(dur) };
}

const separator = (path: string) => (path.includes('?') ? '&' : '?');

async function renderCost(base: string, path: string): Promise<RenderCost> {
  const durations: number[] = [];
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < COST_SAMPLES; i += 1) {
    const started = performance.now();
    const reply = await fetch(`${base}${path}${separator(path)}bench-cost=${Date.now().toString(36)}${i}`, { headers: HEADERS });
    await reply.arrayBuffer();
    const { outcome, dur } = outcomeOf(reply.headers.get('server-timing'));
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome === 'rendered' && dur !== null) durations.push(dur);
    // Pace so the guard's share of time (30 %) has refilled what this render spent, slow ones included.
    const spent = dur ?? performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, Math.max(300, (outcome === 'slow' ? 5_000 : spent) * 3.5)));
  }
  return { path, durations: durations.sort((a, b) => a - b), outcomes };
}

/** 50 connections for `seconds` on `path`; `cold` puts a new query on every request. */
async function flood(base: string, path: string, kind: PageFlood['kind'], seconds: number, serverPid: number): Promise<PageFlood> {
  const outcomes: Record<string, number> = {};
  let n = 0;
  const onResponse = (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
    const { outcome } = outcomeOf(headers['server-timing']);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  const prefix = `${Date.now().toString(36)}-`;
  const requests = [
    kind === 'cold'
      ? { setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `${path}${separator(path)}bench-miss=${prefix}${(n += 1)}` }), onResponse }
      : { onResponse },
  ];
  // The warm-up (measure's own) runs the same requests; only the measured run's outcomes are kept.
  await autocannon({ url: `${base}${path}`, headers: HEADERS, connections: CONNECTIONS, duration: 1, requests: requests as never, setupClient: discardBodies });
  for (const key of Object.keys(outcomes)) delete outcomes[key];
  const figure = await measureWith(base, path, requests, seconds, serverPid);
  const bytes = Number((await fetch(`${base}${path}`, { headers: HEADERS })).headers.get('content-length') ?? 0);
  return { ...figure, path, kind, bytes, outcomes: { ...outcomes } };
}

/** measure() of server-load.ts with autocannon `requests` (setupRequest / onResponse), no warm-up of its own. */
async function measureWith(base: string, path: string, requests: unknown[], seconds: number, serverPid: number): Promise<Measured> {
  const before = readCpuMs(serverPid);
  const result = await autocannon({ url: `${base}${path}`, headers: HEADERS, connections: CONNECTIONS, duration: seconds, requests: requests as never, setupClient: discardBodies });
  return measured(path, result, before, readCpuMs(serverPid));
}

/** Checks `path` answers 200 rendered (or, for the shell, not); the first request of a page may render it. */
async function check(base: string, path: string, rendered: boolean): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const reply = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    const html = await reply.text();
    if (reply.status === 200 && html.includes('id="ssr-state"') === rendered) return;
    // A first render over the guard's budget sends the shell and goes on: ask again once it is kept.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench: ${path} answered ${rendered ? 'without' : 'with'} the server render's state`);
}

/** Measures `paths` (rendered) and SHELL_PATH (the shell) as the module comment says. Throws when a page is not as expected. */
export async function measurePageRenders(base: string, paths: readonly string[], seconds: number, serverPid: number): Promise<PageRenderResults> {
  for (const path of paths) await check(base, path, true);
  await check(base, SHELL_PATH, false);
  const costs: RenderCost[] = [];
  for (const path of paths) costs.push(await renderCost(base, path));
  const floods: PageFlood[] = [];
  for (const path of paths) {
    await check(base, path, true);
    floods.push(await flood(base, path, 'kept', seconds, serverPid));
    floods.push(await flood(base, path, 'cold', seconds, serverPid));
  }
  floods.push(await flood(base, SHELL_PATH, 'shell', seconds, serverPid));

  let balance: PageRenderResults['balance'] = null;
  try {
    const poll = { ...hotPaths(base, await demoToken(base)).balance, name: 'GET api/user/balance' };
    const alone = await measure(poll, seconds);
    /** The poll measured while `path` is flooded (the flood starts first and ends after it). */
    const beside = async (path: string, kind: PageFlood['kind']) => {
      const other = flood(base, path, kind, seconds + 2, serverPid);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const figure = await measure(poll, seconds);
      return { figure, outcomes: (await other).outcomes };
    };
    const shell = await beside(SHELL_PATH, 'shell');
    const home = await beside('/', 'cold');
    balance = { alone, besideShell: shell.figure, besideColdHome: home.figure, homeOutcomes: home.outcomes };
  } catch (error) {
    console.error(`bench: balance beside a cold flood: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { costs, floods, balance };
}
