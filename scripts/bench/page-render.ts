/**
 * The server's HTML render time per public page (issue 21 item 3): GET of each page under autocannon (50 connections,
 * loopback, the browser's accept-encoding), p50/p99 latency and req/s, beside the client shell (index.html, what a
 * private page still gets and what the rendered pages replace). Each page is checked to really come rendered (the
 * #ssr-state block), and the shell to come without it, before it is measured.
 */
import { measure, type Measured } from './server-load.ts';

export interface PageRenderResult extends Measured {
  path: string;
  /** True for a server-rendered page, false for the client shell. */
  rendered: boolean;
  /** The HTML's size as sent with Brotli, bytes. */
  bytes: number;
}

/** The client shell's path: a private page, which the server answers with the brand's index.html. */
export const SHELL_PATH = '/dashboard';
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/** Measures `paths` (rendered) and SHELL_PATH (the shell) for `seconds` each. Throws when a page is not as expected. */
export async function measurePageRenders(base: string, paths: readonly string[], seconds: number): Promise<PageRenderResult[]> {
  const results: PageRenderResult[] = [];
  for (const path of [...paths, SHELL_PATH]) {
    const rendered = path !== SHELL_PATH;
    const reply = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    const html = await reply.text();
    if (reply.status !== 200 || html.includes('id="ssr-state"') !== rendered) {
      throw new Error(`bench: ${path} answered ${reply.status} ${rendered ? 'without' : 'with'} the server render's state`);
    }
    const bytes = Number((await fetch(`${base}${path}`, { headers: HEADERS })).headers.get('content-length') ?? 0);
    const figure = await measure({ name: path, url: `${base}${path}`, method: 'GET', headers: HEADERS }, seconds);
    results.push({ ...figure, path, rendered, bytes });
  }
  return results;
}
