/**
 * Server-rendered public pages (issue 21 items 1 and 2; docs/architecture.md "Server-rendered pages").
 *
 * `npm run build` writes dist-ssr/entry-server.js (src/entry-server.tsx, every dependency inside). This module imports
 * one copy of it per brand and config version (`?boot=<brand>@<version>`, boot data handed over through the slot
 * of contracts/site-boot.ts), so each copy's config, theme, routes and i18next are that brand's, exactly as in the
 * browser. A reload's new version is a new copy; old copies are dropped from the map (their memory goes when unused).
 *
 * A page = the brand's index.html (./render.ts) with the rendered markup in #root, Emotion's style tags, a preload of
 * the LCP image (the first `<img fetchpriority="high">` of the markup) and the render's state as
 * `<script type="application/json" id="ssr-state">` (data, not a script: CSP script-src 'self' holds). API calls of
 * the render go to this Fastify app in-process (`app.inject`) with the request's host, language and cookies, so they
 * get the same replies the browser's calls would (no session: the token lives in the browser's storage). Requests
 * for the same page (brand, config version, host, URL, cookies) while one renders share that render; nothing is kept
 * after it, so no page is older than its render. Without dist-ssr, for pages the server does not render, and when
 * a render fails (logged), the caller sends the client shell: never a 500 page.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE, SSR_BOOT_REGISTRY, SSR_STATE_ID, type SiteBoot } from '../../contracts/site-boot.ts';
import { siteTexts } from './files.ts';
import type { BrandBundle } from './load.ts';
import { bootOf, escapeHtml, jsonForHtml } from './render.ts';

/** The part of src/entry-server.tsx this module uses (the bundle is untyped JavaScript at run time). */
interface SsrModule {
  render(request: {
    url: string;
    language: string | undefined;
    locales: Record<string, Record<string, unknown>>;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; head: string; state: { language: string } } | null>;
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

/** The language cookie (LANG_COOKIE) of `request`, or undefined. */
export function languageCookie(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The first `<img ... fetchpriority="high" ...>` src of `html` (the page's LCP image), HTML-escaped as it appears. */
function lcpImage(html: string): string | null {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

/**
 * `shell` (a brand's rendered index.html) with a rendered page: `<html lang>` = the render's language, head parts
 * before </head>, the markup inside #root. Throws when the shell lacks `<div id="root"></div>` or `</head>`.
 */
export function composePage(shell: string, page: { html: string; head: string; state: { language: string } }): string {
  if (!shell.includes('<div id="root"></div>') || !shell.includes('</head>'))
    throw new Error('index.html lacks <div id="root"></div> or </head>');
  const image = lcpImage(page.html);
  const head = [
    image ? `<link rel="preload" as="image" href="${image}" fetchpriority="high" />` : '',
    page.head,
    `<script type="application/json" id="${SSR_STATE_ID}">${jsonForHtml(page.state)}</script>`,
  ].join('');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.state.language)}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

/** Renders pages of `app` with the bundle at `file`; `render` resolves null when the caller should send the shell. */
export function createPageRenderer(app: FastifyInstance, file: string) {
  const copies = new Map<string, Promise<SsrModule>>();
  const inFlight = new Map<string, Promise<string | null>>();
  const available = existsSync(file);

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

  return {
    available,
    /**
     * The rendered page of `request` in `shell`, or null when the server does not render it (no dist-ssr, a private
     * or unknown page). A failed render is logged and null too.
     */
    render(request: FastifyRequest, bundle: BrandBundle, configVersion: string, shell: string): Promise<string | null> {
      if (!available) return Promise.resolve(null);
      const key = [bundle.name, configVersion, request.headers.host ?? '', request.url, request.headers.cookie ?? ''].join('\0');
      let page = inFlight.get(key);
      if (!page) {
        page = renderNow(request, bundle, configVersion, shell).finally(() => inFlight.delete(key));
        inFlight.set(key, page);
      }
      return page;
    },
  };

  async function renderNow(
    request: FastifyRequest,
    bundle: BrandBundle,
    configVersion: string,
    shell: string,
  ): Promise<string | null> {
    try {
      const ssr = await copyFor(bundle, configVersion);
      const locales = Object.fromEntries(
        Object.keys(bundle.locales).map((code) => [code, siteTexts(bundle, code) ?? {}]),
      );
      const page = await ssr.render({
        url: request.url,
        language: languageCookie(request),
        locales,
        fetchApi: async (path, init) => {
          const headers = new Headers(init.headers);
          headers.set('host', request.headers.host ?? request.hostname);
          // What the browser's own call would carry besides the site's headers: its cookies.
          if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
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
      return page ? composePage(shell, page) : null;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sent the client shell');
      return null;
    }
  }
}
