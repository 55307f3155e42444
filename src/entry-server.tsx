/**
 * The server render of the public pages (docs/architecture.md "Server-rendered pages"). Built by
 * `vite build --ssr` into dist-ssr/entry-server.js as one self-contained file; server/site-config/ssr.ts imports one
 * copy per brand and config version (`?boot=<key>`), so every module-level value (config, theme, routes, i18next)
 * is that brand's exactly as in the browser.
 *
 * A render: match the URL against the config routes (only the pages of SSR_PAGES that are not protected render here;
 * everything else gets the client shell) → react-router's static handler loads the matched lazy pages and runs their
 * loaders: the Layout's and the page's data functions (src/lib/page-data.ts), which load the page's TanStack queries
 * through the API in-process into the render's QueryClient → React's streaming renderer, used once everything is
 * ready (onAllReady) → the HTML, Emotion's styles and the state the client hydrates from. Should the render still ask
 * for a query no loader named, it is fetched and the page rendered once more (counted in `missed`).
 * The copy's one i18next instance takes the request's language for the render, and renders of one copy take turns
 * (`inTurn`), so no other request's language can slip in; API calls carry the request's language through
 * AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createStore } from 'jotai';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { fetchTranslations } from './features/cms/api/translations';
import { applyTranslations, initI18n, type LocaleBundle } from './lib/i18n';
import { defaultLanguage, offeredLanguage } from './lib/locale';
import { siteBoot } from './lib/boot';
import { isRouteHandle } from './lib/route-handle';
import { ssrHooks } from './lib/ssr-hooks';
import type { SsrState } from './ssr/state';

/** Page modules (config/routes.json `page`) rendered on the server when their route is public (docs/architecture.md "Server-rendered pages"). */
const SSR_PAGES: ReadonlySet<string> = new Set([
  'app/pages/home',
  'features/casino/pages/lobby',
  'features/cms/pages/promotions',
  'features/cms/pages/contents',
  'features/cms/pages/content',
]);


/** What the server gives one render. */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/casino/slot?provider=egt`. */
  url: string;
  /** The language asked for (the `lang` cookie); not offered or absent → the brand's default. */
  language: string | undefined;
  /** The brand's merged texts by language code (what GET /locales/<code>.json serves). */
  locales: Record<string, LocaleBundle>;
  /** Sends an API call (`/api/...` path and init) to the platform server in-process, with the request's host. */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** Aborted when the server gives the render up (its time limit): loaders and render stop (the stream is aborted) and it rejects. */
  signal?: AbortSignal;
}

/**
 * A rendered page: `html` goes into #root, `head` (styles) before </head>, `state` into the JSON block. `missed`: the
 * keys (JSON) of queries the render asked for that no loader had named (each cost the page a second render; the
 * server logs and counts them, and a test requires none).
 */
export interface RenderResult {
  html: string;
  head: string;
  state: SsrState;
  missed: string[];
}

// This copy's brand: read now, while the server hands it over (contracts/site-boot.ts SSR_BOOT_REGISTRY).
siteBoot();

interface Scope {
  language: string;
  fetchApi: RenderRequest['fetchApi'];
}
const scope = new AsyncLocalStorage<Scope>();
ssrHooks.language = () => scope.getStore()?.language;
ssrHooks.fetch = (url, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('API call outside a server render'));
  return current.fetchApi(url.pathname + url.search, init);
};

let i18nReady: Promise<unknown> | null = null;
/** i18next of this copy, with every offered language's texts (loaded once; the server reloads = a new copy). */
function ensureI18n(locales: RenderRequest['locales']): Promise<unknown> {
  i18nReady ??= initI18n(
    defaultLanguage(),
    Object.fromEntries(Object.entries(locales).map(([code, texts]) => [code, { translation: structuredClone(texts) }])),
  );
  return i18nReady;
}

/** The route tree for matching only (built once per copy: this copy's config never changes). */
let matchingRoutes: ReturnType<typeof appRoutes> | null = null;
/** Answers of rendersOnServer by path; paths come from clients, so it is emptied when it reaches PATH_MEMO_MAX. */
const pathMemo = new Map<string, boolean>();
const PATH_MEMO_MAX = 1_000;

/**
 * True when the deepest matched route of `url` is a public page of SSR_PAGES. Asked for every page request the server
 * might render (private pages and refused misses included), so it is kept cheap: one route tree, answers by path.
 */
export function rendersOnServer(url: string): boolean {
  const path = url.split('?')[0];
  const known = pathMemo.get(path);
  if (known !== undefined) return known;
  matchingRoutes ??= appRoutes();
  const handle = matchRoutes(matchingRoutes, path)?.at(-1)?.route.handle;
  const answer = isRouteHandle(handle) && !handle.protected && handle.page !== undefined && SSR_PAGES.has(handle.page);
  if (pathMemo.size >= PATH_MEMO_MAX) pathMemo.clear();
  pathMemo.set(path, answer);
  return answer;
}

const enabled = (query: Query): boolean => {
  const flag = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof flag === 'function' ? flag(query) : flag !== false;
};

/** The Emotion styles a render inserted, as the style tags the browser's default cache (key `css`) adopts. */
function styleTags(cache: EmotionCache, html: string): string {
  const regular: string[] = [];
  let regularCss = '';
  let globals = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (html.includes(`${cache.key}-${name}`)) {
      regular.push(name);
      regularCss += rules;
    } else {
      globals += `<style data-emotion="${cache.key}-global ${name}">${rules}</style>`;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${regular.join(' ')}">${regularCss}</style>`;
}

/** The end of the renders of this copy so far: each render's synchronous part waits for the one before (see inTurn). */
let turn: Promise<unknown> = Promise.resolve();
/**
 * Runs `work` after every render of this copy started before it has finished: a render sets the copy's one i18next
 * to its language, and React's renderer may resume a render in a later task (a lazy component it waits for), so two
 * renders of one copy must not overlap. The renders themselves take milliseconds; their API calls run outside.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work);
  turn = mine.catch(() => undefined);
  return mine;
}

/**
 * The HTML of `element` by React's streaming renderer, once all of it is ready (onAllReady), never before: Emotion's
 * styles are read from its cache after the render, and a Suspense boundary finished before the first write is
 * written in place — no `<template>`, no inline `<script>` that moves it (the CSP is `script-src 'self'`).
 * `progressiveChunkSize` is unbounded for that too: React otherwise "outlines" a finished boundary of over 500 bytes
 * once the HTML written before it passes 12.8 kB, and moves it in with an inline script (`$RC`). Today's pages have
 * no such boundary (their Suspense boundaries hold lazy parts that render nothing on the server); this keeps it so. Rejects on any render error (the
 * server then sends the client shell) and when `signal` aborts (the render is stopped: React's `abort`).
 */
function renderHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: fail,
      onError: fail,
      onAllReady() {
        signal?.removeEventListener('abort', stop);
        if (failed) return;
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', fail);
        stream.pipe(sink);
      },
    });
    const stop = () => stream.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** The query-cache entries a render asked for that are still pending (enabled, never fetched here). */
const pendingQueries = (queryClient: QueryClient): Query[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));

/**
 * Renders `request.url`, or resolves null when the page is not one the server renders (protected, private, a
 * redirect or unknown); rejects when rendering fails (the caller sends the client shell).
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  if (!rendersOnServer(request.url)) return null;
  const language = offeredLanguage(request.language);
  await ensureI18n(request.locales);
  return scope.run({ language, fetchApi: request.fetchApi }, async () => {
    const queryClient: QueryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    // Every query the loaders start, failed or not: the render's safety net below fetches only what none of them named.
    const loaded = new Set<string>();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added') loaded.add(event.query.queryHash);
    });
    const handler = createStaticHandler(appRoutes({ queryClient }));
    const [context, translations] = await Promise.all([
      handler.query(new Request(new URL(request.url, 'http://localhost/'), { signal: request.signal })),
      fetchTranslations(5_000).catch(() => []),
    ]).finally(unsubscribe);
    if (context instanceof Response) return null;
    dropFailed(queryClient);
    const store = createStore();
    const router = createStaticRouter(handler.dataRoutes, context);

    const pass = () =>
      inTurn(async () => {
        // The copy's i18next takes the request's language and texts for this render (renders of a copy take turns).
        void i18next.changeLanguage(language);
        if (i18next.language !== language) throw new Error(`i18next did not switch to "${language}" synchronously`);
        applyTranslations(translations, language);
        const cache = createCache({ key: 'css' });
        cache.compat = true;
        const html = await renderHtml(
          <StrictMode>
            <CacheProvider value={cache}>
              <AppProviders queryClient={queryClient} store={store}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </CacheProvider>
          </StrictMode>,
          request.signal,
        );
        return { html, cache };
      });

    let result = await pass();
    // The safety net: a query the render asked for that no loader named is fetched, and the page rendered once more.
    const missed = pendingQueries(queryClient).filter((q) => !loaded.has(q.queryHash));
    if (missed.length > 0) {
      await Promise.all(missed.map((query) => query.fetch().catch(() => undefined)));
      dropFailed(queryClient);
      request.signal?.throwIfAborted();
      result = await pass();
    }
    // React puts the resources it hoists (image preloads) before the markup; they belong in the head, not in #root.
    const hoisted = /^(?:<link\b[^>]*\/>)*/.exec(result.html)?.[0] ?? '';
    const html = result.html.slice(hoisted.length);
    return {
      html,
      head: hoisted + styleTags(result.cache, html),
      state: { language, translations, queries: dehydrate(queryClient) },
      missed: missed.map((query) => JSON.stringify(query.queryKey)),
    };
  });
}

/** Drops the queries that failed, so the page renders them loading, as the browser will before it asks again. */
function dropFailed(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) if (query.state.status === 'error') cache.remove(query);
}
