/**
 * Server-rendered public pages (docs/architecture.md "Server-rendered pages").
 *
 * `npm run build` writes dist-ssr/entry-server.js (src/entry-server.tsx, every dependency inside). This module imports
 * one copy of it per brand and config version (`?boot=<brand>@<version>`, boot data handed over through the slot
 * of contracts/site-boot.ts), so each copy's config, theme, routes and i18next are that brand's, exactly as in the
 * browser. A reload's new version is a new copy; old copies are dropped from the map (their memory goes when unused).
 *
 * A page = the brand's index.html (./render.ts) with the rendered markup in #root, Emotion's style tags, a preload of
 * the LCP image (the first `<img fetchpriority="high">` of the markup) and the render's state as
 * `<script type="application/json" id="ssr-state">` (data, not a script: CSP script-src 'self' holds). API calls of
 * the render go to this Fastify app in-process (`app.inject`) with the page's brand (RENDER_BRAND_HEADER) and language and nothing else:
 * no cookie, no Authorization. Every page is therefore rendered as a visitor sees it, for visitors and players alike
 * (the session lives in the browser's storage and joins after hydration), and the same HTML can serve anyone.
 *
 * Cost and bounds (docs/architecture.md "Server-rendered pages"):
 * - rendered pages are kept (an LRU bounded by count and bytes) by brand, config version, language, audience and URL
 *   (path and query), fresh for `ttlMs` (30 s: the CMS changes banners and promotions without telling the server);
 *   a page past it is still served while one new render runs in the background, and dropped at twice its TTL; a
 *   catalogue change (the notification the lobby lists drop on), a config reload and `clear()` drop them all at once;
 * - a miss renders under a guard: at most `maxInFlight` renders at once, renders take at most `renderShare` of the
 *   process's time (a budget in ms that refills with the clock), and a render not done within `budgetMs` leaves its
 *   waiting request to the shell (it goes on and fills the cache, and is given up after `hardLimitMs`). Refused or
 *   slow, the caller sends the client shell at once (logged, counted): never a 500, never a queue.
 * Concurrent requests for one key share one render. Without dist-ssr, for pages the server does not render, and when
 * a render fails (logged), the caller sends the client shell too.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchLanguage } from '@contracts/domain/language';
import { CLIENT_RENDER_COOKIE, IN_FORCE_COOKIE, LANG_COOKIE, PAGE_START_ENTRY, SSR_BOOT_REGISTRY, SSR_STATE_ID, type SiteBoot } from '@contracts/site-boot';
import { siteTexts } from './files';
import type { BrandBundle } from './load';
import { createPageCache, type PageCacheOptions } from './page-cache';
import { Payload } from './payload';
import { bootOf, escapeHtml, jsonForHtml } from './render';
import { createRenderGuard, type RenderGuardLimits } from './render-guard';

/** The part of src/entry-server.tsx this module uses (the bundle is untyped JavaScript at run time). */
interface SsrModule {
  /** Whether the server renders `url` (a public page of the config routes); no render, no cost when not. */
  rendersOnServer(url: string): boolean;
  render(request: {
    url: string;
    language: string | undefined;
    locales: Record<string, Record<string, unknown>>;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
    signal?: AbortSignal;
  }): Promise<{ html: string; head: string; state: { language: string }; missed?: string[] } | null>;
}

let loading: Promise<unknown> = Promise.resolve();
/** Imports a copy of the bundle at `url` for `boot`: one at a time, with `boot` handed over while it loads. */
function importCopy(url: string, boot: SiteBoot): Promise<SsrModule> {
  const holder = globalThis as Record<symbol, { boot?: SiteBoot } | undefined>;
  const next = loading.then(async () => {
    holder[Symbol.for(SSR_BOOT_REGISTRY)] = { boot };
    try {
      return (await import(url)) as SsrModule;
    } finally {
      holder[Symbol.for(SSR_BOOT_REGISTRY)] = undefined;
    }
  });
  loading = next.catch(() => undefined);
  return next;
}

/**
 * The header the render's own API calls carry instead of the visitor's host: a key made per render, valid while that
 * render runs, that names the brand the page request was decided as (createPageRenderer's `callBrand`). A client
 * cannot guess a live key, and an unknown one counts for nothing.
 */
export const RENDER_BRAND_HEADER = 'x-render-brand';

/** The pattern of one cookie in a Cookie header: its value is group 1. Made once per name (read on every page request). */
const cookiePattern = (name: string): RegExp => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`);
const LANG_COOKIE_PATTERN = cookiePattern(LANG_COOKIE);
const CLIENT_RENDER_COOKIE_PATTERN = cookiePattern(CLIENT_RENDER_COOKIE);
const IN_FORCE_COOKIE_PATTERN = cookiePattern(IN_FORCE_COOKIE);

/** The value of the cookie matched by `pattern` (cookiePattern) in `request`, or undefined. */
function cookieOf(request: FastifyRequest, pattern: RegExp): string | undefined {
  const match = pattern.exec(request.headers.cookie ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The language cookie (LANG_COOKIE) of `request`, or undefined. */
export function languageCookie(request: FastifyRequest): string | undefined {
  return cookieOf(request, LANG_COOKIE_PATTERN);
}

/** The first `<img ... fetchpriority="high" ...>` src of `html` (the page's LCP image), HTML-escaped as it appears. */
function lcpImage(html: string): string | null {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

/**
 * `shell` (a brand's rendered index.html) with a rendered page: `<html lang>` = the render's language, head parts
 * before </head>, the markup inside #root, and the site's module scripts at `fetchpriority="low"`: the page is painted
 * from its HTML, so its pictures (the LCP image first) go before the scripts that hydrate it, and the first paint
 * does not wait for them. Throws when the shell lacks `<div id="root"></div>` or `</head>`.
 */
export function composePage(shell: string, page: { html: string; head: string; state: { language: string } }, pageStart: string | null = null): string {
  if (!shell.includes('<div id="root"></div>') || !shell.includes('</head>'))
    throw new Error('index.html lacks <div id="root"></div> or </head>');
  const image = lcpImage(page.html);
  const head = [
    image ? `<link rel="preload" as="image" href="${image}" fetchpriority="high" />` : '',
    page.head,
    `<script type="application/json" id="${SSR_STATE_ID}">${jsonForHtml(page.state)}</script>`,
  ].join('');
  return startScripts(shell, pageStart)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.state.language)}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/** The site's module scripts in index.html (`<script type="module" … src="…"></script>`). */
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;

/**
 * `shell`'s scripts for a server-rendered page. With `pageStart` (the URL of src/ssr/page-start.ts's built file): the
 * app's module scripts are taken out and that script is put where the first was, naming them in `data-app`; it holds
 * early input and imports them once the LCP picture is painted (docs/architecture.md "Server-rendered pages"). Without it (a build without that
 * file): the app's scripts stay, at fetchpriority="low", so the page's pictures go first.
 */
function startScripts(shell: string, pageStart: string | null): string {
  if (pageStart === null) return shell.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
  const app = [...shell.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (app.length === 0) return shell;
  let first = true;
  return shell.replace(MODULE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script type="module" crossorigin src="${escapeHtml(pageStart)}" data-app="${escapeHtml(app.join(' '))}"></script>`;
  });
}

/**
 * The URL of the built start-up script of server-rendered pages (src/ssr/page-start.ts), from `distDir`'s
 * .vite/manifest.json; null when the build has no manifest or no such file (pages then keep the app's own scripts).
 */
export function pageStartScript(distDir: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: unknown } | undefined>;
    const file = manifest[PAGE_START_ENTRY]?.file;
    return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) ? `/${file}` : null;
  } catch {
    return null;
  }
}

/**
 * The bounds of server rendering in one process (defaults: PAGE_RENDER_DEFAULTS; docs/architecture.md): the render
 * guard's (./render-guard.ts) and the page cache's (./page-cache.ts).
 */
export interface PageRenderOptions extends RenderGuardLimits, PageCacheOptions {}

export const PAGE_RENDER_DEFAULTS: PageRenderOptions = {
  maxInFlight: 2,
  budgetMs: 250,
  hardLimitMs: 5_000,
  renderShare: 0.3,
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
};

/**
 * No time bounds (SSR_GUARD=off, never in production: server/config.ts): for the browser journeys, whose server starts
 * cold on a loaded runner, where a first render can take seconds and every journey expects a rendered page.
 */
export const PAGE_RENDER_UNBOUNDED: Partial<PageRenderOptions> = { maxInFlight: 8, budgetMs: 30_000, hardLimitMs: 60_000, renderShare: 1 };

/** Counters of one process's server rendering since start (tests; figures in docs/performance.md). */
export interface PageRenderStats {
  /** Pages served from the cache (fresh or stale). */
  hits: number;
  /** Of the hits, pages past their TTL (each such hit starts a render in the background when none runs). */
  stale: number;
  /** Requests for a page the server renders that found no kept page. */
  misses: number;
  /** Renders started (for misses and for stale pages). */
  renders: number;
  /** Renders that threw (logged; the shell was sent). */
  failed: number;
  /** Renders refused because `maxInFlight` renders were running (a miss got the shell). */
  busy: number;
  /** Renders refused because renders had spent their share of time (a miss got the shell). */
  overShare: number;
  /** Requests sent the shell because their render took longer than `budgetMs`. */
  slow: number;
  /** Renders given up at `hardLimitMs`. */
  abandoned: number;
  /** Finished renders not kept because the cache was dropped while they ran. */
  discarded: number;
  /**
   * Renders that needed a second pass: the page asked for a query no route loader named (src/lib/page-data.ts; logged
   * at warn with the query keys). Zero when every page's loaders name what it renders with.
   */
  missedQueries: number;
  /** Pages kept now, and their size as counted against maxBytes. */
  entries: number;
  bytes: number;
}

/**
 * Who a render is for, part of the cache key. Always 'visitor': the render's API calls carry no credentials and no
 * cookie (see renderNow), so nothing in its HTML or state belongs to one player. Should the server ever render a
 * player's page, that render needs its own audience (or no cache at all).
 */
const AUDIENCE = 'visitor';

interface Flight {
  promise: Promise<Payload | null>;
  started: number;
}

/**
 * What the server did for a page request, sent as `Server-Timing: ssr;desc="<outcome>"` (with `dur`, the render's ms,
 * for 'rendered'): 'hit' / 'stale' a kept page; 'rendered' a render of this request; 'joined' a render another request
 * started; the shell for 'busy' / 'share' (refused), 'slow' (over budgetMs), 'failed'; 'none' for a page the server
 * does not render (no header).
 */
export type RenderOutcome = 'hit' | 'stale' | 'rendered' | 'joined' | 'busy' | 'share' | 'slow' | 'failed' | 'none';

/** A page request's answer from the renderer: the page (null: send the client shell) and how it came about. */
export interface RenderedPage {
  page: Payload | null;
  outcome: RenderOutcome;
  /** The render's duration, ms, for 'rendered'. */
  renderMs?: number;
}

/** The Server-Timing header value of `rendered`, or null for 'none'. */
export function serverTiming(rendered: RenderedPage): string | null {
  if (rendered.outcome === 'none') return null;
  return `ssr;desc="${rendered.outcome}"${rendered.renderMs === undefined ? '' : `;dur=${rendered.renderMs.toFixed(1)}`}`;
}

const NONE: RenderedPage = { page: null, outcome: 'none' };

/** Renders and keeps pages of `app` with the bundle at `file` (module comment). */
export function createPageRenderer(app: FastifyInstance, file: string, options: Partial<PageRenderOptions> = {}, pageStart: string | null = null) {
  const limits: PageRenderOptions = { ...PAGE_RENDER_DEFAULTS, ...options };
  const copies = new Map<string, Promise<SsrModule>>();
  const available = existsSync(file);
  const pages = createPageCache(limits);
  const guard = createRenderGuard(limits);
  /** Renders under way by key (shared by concurrent requests). */
  const inFlight = new Map<string, Flight>();
  /** The brand of each render under way, by its RENDER_BRAND_HEADER key. */
  const renderBrands = new Map<string, BrandBundle>();
  /** Bumped by clear(): a render started before keeps nothing. */
  let generation = 0;
  const counts = {
    hits: 0, stale: 0, misses: 0, renders: 0, failed: 0, busy: 0, overShare: 0, slow: 0, abandoned: 0, discarded: 0, missedQueries: 0,
  };

  const copyFor = (bundle: BrandBundle, configVersion: string): Promise<SsrModule> => {
    const key = `${bundle.name}@${configVersion}`;
    let copy = copies.get(key);
    if (!copy) {
      for (const old of copies.keys()) if (old.startsWith(`${bundle.name}@`)) copies.delete(old);
      copy = importCopy(`${pathToFileURL(file).href}?boot=${encodeURIComponent(key)}`, bootOf(bundle, configVersion));
      copies.set(key, copy);
      copy.catch(() => copies.delete(key));
    }
    return copy;
  };

  /** Why a render may not start now (slots, share of time; counted and logged at debug), or null when it may. */
  const refusal = (request: FastifyRequest): 'busy' | 'share' | null => {
    const refused = guard.refusal();
    if (refused === 'busy') {
      counts.busy += 1;
      request.log.debug({ url: request.url, running: guard.running, busy: counts.busy }, 'server renders busy: no render');
    } else if (refused === 'share') {
      counts.overShare += 1;
      request.log.debug({ url: request.url, overShare: counts.overShare }, 'server renders over their share of time: no render');
    }
    return refused;
  };

  /** `flight`'s page, or the shell ('slow') when it is not done within what is left of budgetMs (counted, logged). */
  const withinBudget = async (request: FastifyRequest, flight: Flight, own: boolean): Promise<RenderedPage> => {
    const page = await guard.withinBudget(flight.promise, flight.started);
    if (page === null) return { page: null, outcome: 'failed' };
    if (page !== 'late') return own ? { page, outcome: 'rendered', renderMs: performance.now() - flight.started } : { page, outcome: 'joined' };
    counts.slow += 1;
    request.log.info({ url: request.url, budgetMs: limits.budgetMs, slow: counts.slow }, 'server render over its time budget: sent the client shell');
    return { page: null, outcome: 'slow' };
  };

  /** Starts the render of `key` (slot taken, share spent when done); its page is kept when nothing was dropped meanwhile. */
  const start = (request: FastifyRequest, ssr: SsrModule, bundle: BrandBundle, key: string, language: string, shell: string): Flight => {
    const startedIn = generation;
    const abort = new AbortController();
    counts.renders += 1;
    const leave = () => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    };
    const slot = guard.begin(() => {
      counts.abandoned += 1;
      request.log.warn({ url: request.url, hardLimitMs: limits.hardLimitMs }, 'server render given up at its time limit');
      abort.abort(new Error(`server render over ${limits.hardLimitMs} ms`));
      leave();
    });
    const promise = renderNow(request, ssr, bundle, language, shell, abort.signal)
      .then((html) => {
        if (html === null || abort.signal.aborted) return null;
        const page = new Payload(Buffer.from(html), 'text/html; charset=utf-8', true);
        if (startedIn === generation) pages.set(key, page);
        else counts.discarded += 1;
        return page;
      })
      .catch(() => null)
      .finally(() => {
        slot.release();
        leave();
      });
    const flight: Flight = { promise, started: slot.started };
    inFlight.set(key, flight);
    return flight;
  };

  /** A stale page's new render, in the background when admitted (the stale page is served meanwhile). */
  const refresh = async (request: FastifyRequest, bundle: BrandBundle, configVersion: string, key: string, language: string, shell: string) => {
    try {
      const ssr = await copyFor(bundle, configVersion);
      if (!inFlight.has(key) && refusal(request) === null) start(request, ssr, bundle, key, language, shell);
    } catch {
      // The copy did not load: the next miss logs it; the stale page is served until it goes.
    }
  };

  return {
    available,
    /**
     * The rendered page of `request` (kept, or rendered now within the guard), or null when the caller should send the
     * client shell: no dist-ssr, a page the server does not render (private, unknown), a refused, slow or failed render.
     */
    async page(request: FastifyRequest, bundle: BrandBundle, configVersion: string, shell: string): Promise<RenderedPage> {
      // A withdraw-only session's browser (CLIENT_RENDER_COOKIE) and a browser whose player confirmed a time-out or
      // self-exclusion (IN_FORCE_COOKIE) get the shell: never a visitor's page of offers, not even for a frame.
      if (!available || cookieOf(request, CLIENT_RENDER_COOKIE_PATTERN) === '1' || cookieOf(request, IN_FORCE_COOKIE_PATTERN) === '1') return NONE;
      const offered = bundle.site.languages.map((entry) => entry.code);
      const language = matchLanguage(languageCookie(request), offered, bundle.site.defaultLanguage);
      const key = [bundle.name, configVersion, language, AUDIENCE, request.url].join('\0');
      const kept = pages.get(key);
      if (kept) {
        counts.hits += 1;
        if (kept.fresh) return { page: kept.page, outcome: 'hit' };
        counts.stale += 1;
        if (!inFlight.has(key)) void refresh(request, bundle, configVersion, key, language, shell);
        return { page: kept.page, outcome: 'stale' };
      }
      let ssr: SsrModule;
      try {
        ssr = await copyFor(bundle, configVersion);
      } catch (error) {
        counts.failed += 1;
        request.log.error({ err: error, url: request.url }, 'server render bundle did not load; sent the client shell');
        return { page: null, outcome: 'failed' };
      }
      if (!ssr.rendersOnServer(request.url)) return NONE;
      counts.misses += 1;
      const shared = inFlight.get(key);
      if (shared) return withinBudget(request, shared, false);
      const refused = refusal(request);
      if (refused) return { page: null, outcome: refused };
      return withinBudget(request, start(request, ssr, bundle, key, language, shell), true);
    },
    /** Drops every kept page; renders under way keep nothing (a catalogue change, a config reload). */
    clear(): void {
      generation += 1;
      pages.clear();
      inFlight.clear();
    },
    stats(): PageRenderStats {
      return { ...counts, entries: pages.size, bytes: pages.bytes };
    },
    /**
     * The brand of a render's own API call (its RENDER_BRAND_HEADER key names a render under way), or undefined for
     * every other request: the call is answered as the brand its page was decided as, whatever its Host says.
     */
    callBrand(request: FastifyRequest): BrandBundle | undefined {
      const key = request.headers[RENDER_BRAND_HEADER];
      return typeof key === 'string' ? renderBrands.get(key) : undefined;
    },
  };

  /** The page's HTML, or null when the render declined it; a render that throws is logged and null (counted). */
  async function renderNow(
    request: FastifyRequest,
    ssr: SsrModule,
    bundle: BrandBundle,
    language: string,
    shell: string,
    signal: AbortSignal,
  ): Promise<string | null> {
    const brandKey = randomUUID();
    renderBrands.set(brandKey, bundle);
    try {
      const locales = Object.fromEntries(Object.keys(bundle.locales).map((code) => [code, siteTexts(bundle, code) ?? {}]));
      const page = await ssr.render({
        url: request.url,
        language,
        locales,
        signal,
        fetchApi: async (path, init) => {
          signal.throwIfAborted();
          // The site's own headers (x-locale, content-type) and the page's brand decision, not a host the call would
          // decide anew (a proxy may send one brand's name in X-Forwarded-Host and its own in Host): no cookie, no
          // Authorization (AUDIENCE).
          const headers = new Headers(init.headers);
          headers.delete('authorization');
          headers.delete('cookie');
          headers.set(RENDER_BRAND_HEADER, brandKey);
          const reply = await app.inject({
            method: (init.method ?? 'GET') as 'GET' | 'POST',
            url: path,
            headers: Object.fromEntries(headers.entries()),
            payload: typeof init.body === 'string' ? init.body : undefined,
          });
          return new Response(reply.payload, {
            status: reply.statusCode,
            headers: { 'content-type': String(reply.headers['content-type'] ?? '') },
          });
        },
      });
      if (page?.missed?.length) {
        // A query the page's loaders did not name: it cost the render a second pass (src/entry-server.tsx).
        counts.missedQueries += 1;
        request.log.warn({ url: request.url, queries: page.missed }, 'server render asked for queries its route loaders did not name');
      }
      return page ? composePage(shell, page, pageStart) : null;
    } catch (error) {
      counts.failed += 1;
      request.log.error({ err: error, url: request.url }, 'server render failed; sent the client shell');
      return null;
    } finally {
      renderBrands.delete(brandKey);
    }
  }
}
