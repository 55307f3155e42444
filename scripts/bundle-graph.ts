/**
 * Reads a Vite build's dist/.vite/manifest.json and dist/.vite/modules.json (written by the moduleMap plugin in
 * scripts/vite-plugins.ts) to answer: which chunks does a page download before it renders (its first load), and
 * which libraries are inside a chunk. Used by the size budgets (scripts/report-size.ts), the budgets journey
 * (tests/e2e/platform/every-page.spec.ts) and the bench (scripts/bench).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Libraries that must load on demand only, by the path of their modules (docs/architecture.md: heavy code loads on demand). */
export const HEAVY_LIBRARIES: Readonly<Record<string, string[]>> = {
  '@rjsf (form renderer)': ['/node_modules/@rjsf/'],
  swiper: ['/node_modules/swiper/'],
  'imask / react-imask': ['/node_modules/imask/', '/node_modules/react-imask/'],
  'canvas-confetti': ['/node_modules/canvas-confetti/'],
  '@microsoft/signalr': ['/node_modules/@microsoft/signalr/'],
};

// main.tsx awaits the visitor's language bundle before the first render; tr is the default (docs/product.md §1).
const DEFAULT_TEXTS = 'config/locales/tr.json';

export interface BundleGraph {
  manifest: Manifest;
  /** Output chunk file (e.g. assets/home-abc.js) → source module ids bundled into it. */
  modules: Record<string, string[]>;
  distDir: string;
}

export function readBundleGraph(distDir: string): BundleGraph {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(distDir, '.vite', name), 'utf8'));
  return { manifest: read('manifest.json') as Manifest, modules: read('modules.json') as Record<string, string[]>, distDir };
}

/**
 * The manifest keys of the chunks the site starts with: its entries, index.html's and the server-rendered pages'
 * start-up script (src/ssr/page-start.ts). Throws when the manifest marks none.
 */
function entryKeys(graph: BundleGraph): string[] {
  const marked = Object.keys(graph.manifest).filter((key) => graph.manifest[key].isEntry);
  if (marked.length === 0) throw new Error('bundle-graph: no entry chunk in the manifest (is build.manifest on?)');
  return marked;
}

/** Manifest keys reachable from `key` through static imports (what the browser fetches along with it). */
export function staticClosure(graph: BundleGraph, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !graph.manifest[key]) return seen;
  seen.add(key);
  for (const dep of graph.manifest[key].imports ?? []) staticClosure(graph, dep, seen);
  return seen;
}

/** The manifest key of a route's lazy page module, e.g. 'app/pages/home' → 'src/app/pages/home.tsx'. */
export function pageKey(graph: BundleGraph, page: string): string {
  const key = [`src/${page}.tsx`, `src/${page}.ts`].find((candidate) => graph.manifest[candidate]);
  if (!key) throw new Error(`bundle-graph: page ${page} is not a chunk of its own; route pages must stay lazy`);
  return key;
}

/** JS and CSS files of a page's first load: the entries, the page chunk and the default texts, with static imports. */
export function firstLoad(graph: BundleGraph, page: string): { js: string[]; css: string[] } {
  const keys = new Set([...entryKeys(graph).flatMap((entry) => [...staticClosure(graph, entry)]), ...staticClosure(graph, pageKey(graph, page)), ...staticClosure(graph, DEFAULT_TEXTS)]);
  const js = [...keys].map((key) => graph.manifest[key].file);
  const css = [...new Set([...keys].flatMap((key) => graph.manifest[key].css ?? []))];
  return { js, css };
}

/** The heavy libraries (names of HEAVY_LIBRARIES) bundled into a chunk file. */
export function librariesIn(graph: BundleGraph, file: string): string[] {
  const ids = graph.modules[file] ?? [];
  return Object.entries(HEAVY_LIBRARIES)
    .filter(([, paths]) => ids.some((id) => paths.some((path) => id.includes(path))))
    .map(([name]) => name);
}

interface RouteNode {
  id: string;
  page?: string;
  children?: RouteNode[];
}

/** Every distinct page module of config/routes.json, with the id of the first route using it. */
export function routePages(routesFile: string): { id: string; page: string }[] {
  const config = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: RouteNode[] };
  const pages = new Map<string, string>();
  const walk = (nodes: RouteNode[]): void => {
    for (const node of nodes) {
      if (node.page && !pages.has(node.page)) pages.set(node.page, node.id);
      walk(node.children ?? []);
    }
  };
  walk(config.routes);
  return [...pages].map(([page, id]) => ({ id, page }));
}
