/**
 * Size budgets, checked after `vite build` (part of `npm test` and `npm run build`). Reads dist/.vite (or DIST_DIR):
 * - prints the gzip size of the JavaScript and CSS the home page downloads before it renders (entry chunk, home page
 *   chunk, default language texts, each with their static imports) and fails (exit 1) above HOME_JS_BUDGET;
 * - fails when any route page of config/routes.json has a heavy library (@rjsf, swiper, imask, canvas-confetti,
 *   @microsoft/signalr) in its first load, naming page, chunk and library: they load with the dialog, banner or
 *   connection that needs them (docs/architecture.md: heavy code loads on demand). The home banner's swiper is fine lazily;
 * - fails when a first-load chunk over 1 KB has no prebuilt .br and .gz beside it (served compressed, docs/performance.md);
 * - fails when the start-up script of server-rendered pages (src/ssr/page-start.ts) is missing or imports anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoad, librariesIn, readBundleGraph, routePages } from './bundle-graph';
import { PAGE_START_ENTRY } from '@contracts/site-boot';

/** Home page first-load JavaScript, gzip, bytes (docs/performance.md: 180 KB). */
export const HOME_JS_BUDGET = 180 * 1024;
const HOME_PAGE = 'app/pages/home';

const root = join(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const graph = readBundleGraph(dist);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const failures: string[] = [];

const home = firstLoad(graph, HOME_PAGE);
let jsTotal = 0;
console.log('\nHome page first load (gzip):');
for (const file of home.js) {
  const size = gz(file);
  jsTotal += size;
  console.log(`  ${file.padEnd(48)} ${kb(size)}`);
}
const cssTotal = home.css.reduce((sum, file) => sum + gz(file), 0);
console.log(`  JavaScript total: ${kb(jsTotal)} in ${home.js.length} chunk(s); CSS: ${kb(cssTotal)} (budget: JS under ${kb(HOME_JS_BUDGET)})`);
if (jsTotal >= HOME_JS_BUDGET) failures.push(`home page first-load JavaScript is ${kb(jsTotal)} gzip, budget ${kb(HOME_JS_BUDGET)}`);

// The server sends the prebuilt .br/.gz files (scripts/vite-plugins.ts precompress); without them it sends raw bytes.
const uncompressed = home.js.filter((file) => gz(file) >= 1024 && !(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`))));
if (uncompressed.length > 0) failures.push(`no prebuilt .br/.gz beside ${uncompressed.join(', ')} (is the precompress plugin on?)`);

const pages = routePages(join(root, 'config', 'routes.json'));
for (const { id, page } of pages) {
  let files: string[];
  try {
    files = firstLoad(graph, page).js;
  } catch (error) {
    failures.push(`route ${id}: ${error instanceof Error ? error.message : String(error)} (or the build is older than config/routes.json)`);
    continue;
  }
  for (const file of files) {
    for (const library of librariesIn(graph, file)) failures.push(`${library} is in the first load of route ${id} (${page}): ${file}`);
  }
}

// The start-up script of server-rendered pages (src/ssr/page-start.ts) must stay alone: one import would pull the app's chunk
// in before the LCP picture is painted, the very thing it is there to prevent (docs/performance.md).
const pageStart = graph.manifest[PAGE_START_ENTRY];
if (!pageStart) failures.push(`${PAGE_START_ENTRY} is not an entry of the build (vite.config.ts input)`);
else if ((pageStart.imports ?? []).length > 0) failures.push(`${PAGE_START_ENTRY} (${pageStart.file}) imports ${pageStart.imports?.join(', ')}: it must import nothing`);

if (failures.length > 0) {
  console.error(`\n✖ Size budgets:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`  Heavy libraries: none in the first load of any of ${pages.length} route pages ✔`);
