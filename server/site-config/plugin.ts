/**
 * app.siteConfig: the brands a server serves, picked per request by host name, and what it serves of them (docs/brands.md;
 * docs/brands.md):
 * - index.html per brand (rendered once per brand per snapshot by ./render.ts; used by server/http/static-site.ts),
 * - GET /brand-assets/<brand>/<file>  a brand folder's image files (public, 1 h, ETag),
 * - GET /config-assets/<path>         config/assets/** images named by footer.json (public, 1 h, ETag),
 * - GET /locales/<code>.json          the request brand's merged texts of a language it offers, without the `server`
 *                                      subtree (no-cache + ETag: revalidated on each load, 304 when unchanged),
 * - reload(): the full config check on the files now on disk, then an atomic swap; a refused reload keeps serving.
 * Everything is served from the in-memory snapshot: no disk read per request, and a reload swaps all of it at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadLanguageConfig, applyLanguageConfig } from '@server/i18n/languages';
import fp from 'fastify-plugin';
import type { SiteConfig } from '@contracts/types/config/site';
import { siteFile, type SiteFile } from './files';
import { ConfigProblems, brandForHost, loadSiteConfig, type BrandBundle, type SiteSnapshot } from './load';
import { Payload } from './payload';
import { renderIndexHtml } from './render';
import { createPageRenderer, pageStartScript, type PageRenderOptions, type PageRenderStats, type RenderedPage } from './ssr';

/** What a reload did: `ok` false = refused, the old config keeps serving and `problems` says why. */
export interface ReloadResult {
  ok: boolean;
  /** The version now served (the old one when refused). */
  configVersion: string;
  /** Brand folder names now served. */
  brands: string[];
  /** `file: /json/path: rule` lines when refused; empty otherwise. */
  problems: string[];
  /** Changes on disk the reload did not apply because they take a restart (config/site.json /compliance). */
  restartNeeded: string[];
}

export interface SiteConfigService {
  /** The snapshot served now. */
  current(): SiteSnapshot;
  /**
   * The brand of `request` by its host name (Fastify's request.hostname: X-Forwarded-Host only under TRUST_PROXY); a
   * server render's own API call is its page's brand (./ssr.ts RENDER_BRAND_HEADER).
   */
  forRequest(request: FastifyRequest): BrandBundle;
  /** Re-reads config/ (see ReloadResult); concurrent calls run one after the other. */
  reload(): Promise<ReloadResult>;
  /** The rendered index.html of the request's brand, or null when the server has no built site. */
  indexPage(request: FastifyRequest): Payload | null;
  /**
   * The server-rendered page of `request` (./ssr.ts; docs/architecture.md "Server-rendered pages"), kept or rendered now, and how it came about;
   * `page` is null when it is not one the server renders, the server has no SSR build, or the render was refused, slow
   * or failed (logged): the caller then sends indexPage.
   */
  renderedPage(request: FastifyRequest): Promise<RenderedPage>;
  /** Counters of the server render and its cache since start (./ssr.ts PageRenderStats). */
  renderStats(): PageRenderStats;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteConfig: SiteConfigService;
  }
}

export interface SiteConfigOptions {
  /** The folder holding config/ and schemas/ (and src/ for the route page check); default the repository. */
  root: string;
  /** The built site; its index.html is the template. */
  distDir: string;
  /** The server render's bundle (src/entry-server.tsx built); default dist-ssr/entry-server.js beside distDir. */
  ssrFile?: string;
  /** Bounds of the server render and its cache (./ssr.ts PAGE_RENDER_DEFAULTS for what is not given). */
  pageRender?: Partial<PageRenderOptions>;
  /** The compliance profile the server enforces (config/site.json's when not given); reloads keep it. */
  compliance?: SiteConfig['compliance'];
}

const started = new Map<string, Promise<SiteSnapshot>>();
/** The first, checked snapshot of `root` (shared by the apps of one process that start from the same files). */
function initialSnapshot(root: string, compliance: SiteConfig['compliance'] | undefined): Promise<SiteSnapshot> {
  const key = `${root}\0${JSON.stringify(compliance ?? null)}`;
  let snapshot = started.get(key);
  if (!snapshot) {
    snapshot = loadSiteConfig(root, { compliance });
    started.set(key, snapshot);
    snapshot.catch(() => started.delete(key));
  }
  return snapshot;
}

/** One snapshot and what is rendered from it, made lazily and kept until the next reload. */
class Served {
  private pages = new Map<string, Payload>();
  private files = new Map<string, { payload: Payload; kind: SiteFile['kind'] }>();

  constructor(
    readonly snapshot: SiteSnapshot,
    private readonly template: string | null,
  ) {}

  index(bundle: BrandBundle): Payload | null {
    const html = this.indexHtml(bundle);
    if (html === null) return null;
    let page = this.pages.get(bundle.name);
    if (!page) {
      page = new Payload(Buffer.from(html), 'text/html; charset=utf-8');
      this.pages.set(bundle.name, page);
    }
    return page;
  }

  private htmls = new Map<string, string>();
  /** The brand's index.html as text (the client shell, and the frame of a server-rendered page). */
  indexHtml(bundle: BrandBundle): string | null {
    if (this.template === null) return null;
    let html = this.htmls.get(bundle.name);
    if (html === undefined) {
      html = renderIndexHtml(this.template, bundle, this.snapshot.configVersion);
      this.htmls.set(bundle.name, html);
    }
    return html;
  }

  /** The payload of a brand file or texts URL (./files.ts) for `bundle`, made once per snapshot. */
  file(bundle: BrandBundle, pathname: string): { payload: Payload; kind: SiteFile['kind'] } | null {
    const key = `${bundle.name}\0${pathname}`;
    const kept = this.files.get(key);
    if (kept) return kept;
    const file = siteFile(this.snapshot, bundle, pathname);
    if (!file) return null;
    // Misses are not kept: the keys are what clients send, and remembering every wrong URL would grow without bound.
    const made = { payload: new Payload(file.bytes, file.type), kind: file.kind };
    this.files.set(key, made);
    return made;
  }
}

function readTemplate(distDir: string): string | null {
  const file = join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Sends `payload` with its ETag (304 when If-None-Match has it), compressed as the client allows, `vary: host, accept-encoding`. */
export function sendPayload(request: FastifyRequest, reply: FastifyReply, payload: Payload, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('vary', 'host, accept-encoding');
  const { body, encoding } = payload.encoded(request.headers['accept-encoding']);
  const etag = encoding ? `${payload.etag.slice(0, -1)}-${encoding}"` : payload.etag;
  reply.header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(payload.type).send(body);
}

const ASSET_CACHE = 'public, max-age=3600';

async function siteConfigPlugin(app: FastifyInstance, options: SiteConfigOptions): Promise<void> {
  const first = await initialSnapshot(options.root, options.compliance);
  const startCompliance = options.compliance ?? first.brands.get(first.defaultBrand)?.site.compliance;
  let served = new Served(first, readTemplate(options.distDir));
  let queue: Promise<unknown> = Promise.resolve();

  const doReload = async (): Promise<ReloadResult> => {
    const result = (ok: boolean, problems: string[], restartNeeded: string[] = []): ReloadResult => ({
      ok,
      configVersion: served.snapshot.configVersion,
      brands: [...served.snapshot.brands.keys()],
      problems,
      restartNeeded,
    });
    try {
      const snapshot = await loadSiteConfig(options.root, { compliance: startCompliance });
      served = new Served(snapshot, readTemplate(options.distDir));
      // Pages rendered with the old config go (their keys hold the old version, so they would only take room).
      renderer.clear();
      // The server's own texts and language list (x-locale, messages) follow the reloaded locale files too.
      applyLanguageConfig(loadLanguageConfig(join(options.root, 'config')));
      const onDisk = (JSON.parse(readFileSync(join(options.root, 'config', 'site.json'), 'utf8')) as SiteConfig).compliance;
      const changed = !options.compliance && JSON.stringify(onDisk) !== JSON.stringify(startCompliance);
      return result(true, [], changed ? ['config/site.json: /compliance: applies at the next restart'] : []);
    } catch (error) {
      return result(false, error instanceof ConfigProblems ? error.problems : [`config: /: ${error instanceof Error ? error.message : String(error)}`]);
    }
  };

  const service: SiteConfigService = {
    current: () => served.snapshot,
    forRequest: (request) => renderer.callBrand(request) ?? brandForHost(served.snapshot, request.hostname),
    reload() {
      const next = queue.then(doReload, doReload);
      queue = next;
      return next;
    },
    indexPage: (request) => served.index(service.forRequest(request)),
    async renderedPage(request) {
      const now = served;
      // One decision for the page, its render's API calls and its cache key (./ssr.ts).
      const bundle = brandForHost(now.snapshot, request.hostname);
      const shell = now.indexHtml(bundle);
      if (shell === null || !renderer.available) return { page: null, outcome: 'none' };
      return renderer.page(request, bundle, now.snapshot.configVersion, shell);
    },
    renderStats: () => renderer.stats(),
  };
  const renderer = createPageRenderer(
    app,
    options.ssrFile ?? join(options.distDir, '..', 'dist-ssr', 'entry-server.js'),
    options.pageRender,
    pageStartScript(options.distDir),
  );
  // Rendered lobby and home pages show the catalogue: they go when its lists go (a change announced by any process).
  if (app.hasDecorator('casino')) {
    const unsubscribe = app.casino.catalogue.cache.onInvalidate(() => renderer.clear());
    app.addHook('onClose', async () => unsubscribe());
  }
  app.decorate('siteConfig', service);

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const made = served.file(service.forRequest(request), request.url.split('?')[0]);
    if (!made) return reply.callNotFound();
    return sendPayload(request, reply, made.payload, made.kind === 'texts' ? 'no-cache' : ASSET_CACHE);
  };
  app.get('/brand-assets/:brand/:file', answer);
  app.get('/config-assets/*', answer);
  app.get('/locales/:file', answer);
}

/** Registers app.siteConfig and its routes on the root (not encapsulated). */
export const siteConfigFastifyPlugin = fp(siteConfigPlugin, { name: 'site-config' });
