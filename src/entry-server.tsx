/**
 * The server render of the public pages (issue 21 item 1; docs/architecture.md "Server-rendered pages"). Built by
 * `vite build --ssr` into dist-ssr/entry-server.js as one self-contained file; server/site-config/ssr.ts imports one
 * copy per brand and config version (`?boot=<key>`), so every module-level value (config, theme, routes, i18next)
 * is that brand's exactly as in the browser.
 *
 * A render: match the URL against the config routes (only the pages of SSR_PAGES that are not protected render here;
 * everything else gets the client shell) → load the matched lazy pages (react-router's static handler) → render,
 * run the TanStack queries the render asked for through the API in-process, render again (until no new query asks,
 * at most MAX_PASSES) → the final HTML, Emotion's styles and the state the client hydrates from.
 * Each render pass is synchronous (renderToString), so the shared i18next language of this copy is the request's for
 * the whole pass; API calls carry the request's language through AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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

/** Page modules (config/routes.json `page`) rendered on the server when their route is public (issue 21 item 1). */
const SSR_PAGES: ReadonlySet<string> = new Set([
  'app/pages/home',
  'features/casino/pages/lobby',
  'features/cms/pages/promotions',
  'features/cms/pages/contents',
  'features/cms/pages/content',
]);

/** Render passes at most: the first asks for the page's queries, the next ones for queries that depend on their data. */
const MAX_PASSES = 4;

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
  /** Aborted when the server gives the render up (its time limit): the render stops at its next pass and rejects. */
  signal?: AbortSignal;
}

/** A rendered page: `html` goes into #root, `head` (styles) before </head>, `state` into the JSON block. */
export interface RenderResult {
  html: string;
  head: string;
  state: SsrState;
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

/**
 * Renders `request.url`, or resolves null when the page is not one the server renders (protected, private, a
 * redirect or unknown); rejects when rendering fails (the caller sends the client shell).
 */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  if (!rendersOnServer(request.url)) return null;
  const language = offeredLanguage(request.language);
  await ensureI18n(request.locales);
  return scope.run({ language, fetchApi: request.fetchApi }, async () => {
    const routes = appRoutes();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(request.url, 'http://localhost/')));
    if (context instanceof Response) return null;
    const translations = await fetchTranslations(5_000).catch(() => []);
    const queryClient: QueryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const store = createStore();
    const router = createStaticRouter(handler.dataRoutes, context);

    const pass = (): { html: string; cache: EmotionCache } => {
      // The shared i18next of this copy takes the request's language and texts; the render that follows is synchronous.
      void i18next.changeLanguage(language);
      if (i18next.language !== language) throw new Error(`i18next did not switch to "${language}" synchronously`);
      applyTranslations(translations, language);
      const cache = createCache({ key: 'css' });
      cache.compat = true;
      const html = renderToString(
        <StrictMode>
          <CacheProvider value={cache}>
            <AppProviders queryClient={queryClient} store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </CacheProvider>
        </StrictMode>,
      );
      return { html, cache };
    };

    const asked = new Set<string>();
    request.signal?.throwIfAborted();
    let result = pass();
    for (let round = 1; round < MAX_PASSES; round++) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && enabled(q));
      if (waiting.length === 0) break;
      await Promise.all(
        waiting.map(async (query) => {
          asked.add(query.queryHash);
          await query.fetch().catch(() => undefined);
          // A failed query is dropped, so the page renders it loading as the browser will before it asks again.
          if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
        }),
      );
      request.signal?.throwIfAborted();
      result = pass();
    }
    // React puts the resources it hoists (image preloads) before the markup; they belong in the head, not in #root.
    const hoisted = /^(?:<link\b[^>]*\/>)*/.exec(result.html)?.[0] ?? '';
    const html = result.html.slice(hoisted.length);
    return {
      html,
      head: hoisted + styleTags(result.cache, html),
      state: { language, translations, queries: dehydrate(queryClient) },
    };
  });
}
