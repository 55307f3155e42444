/**
 * After `vite build`: prints the gzip size of the JavaScript and CSS a visitor downloads for the home page — the
 * entry chunk, its static imports (recursively), the home route's lazy page chunk and the default language's
 * texts (each with their static imports) —
 * read from dist/.vite/manifest.json. Fails (exit 1) when @rjsf (the form renderer) is inside that set, naming the
 * chunk: forms must load with their dialogs, not with the first page (design: heavy code loads on demand).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HOME_PAGE = 'src/app/pages/home.tsx';
// main.tsx awaits the visitor's language bundle before the first render; tr is the default (spec §1).
const DEFAULT_TEXTS = 'config/locales/tr.json';
const FORBIDDEN = '/node_modules/@rjsf/';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Record<string, string[]>;

/** Manifest keys reachable from `key` through static imports. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('report-size: no entry chunk in the manifest (is build.manifest on?)');
if (!manifest[HOME_PAGE]) throw new Error(`report-size: ${HOME_PAGE} is not a chunk of its own; the home route must stay lazy`);
const keys = new Set([...staticClosure(entry), ...staticClosure(HOME_PAGE), ...staticClosure(DEFAULT_TEXTS)]);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const js = [...keys].map((key) => manifest[key].file);
const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];

let jsTotal = 0;
console.log('\nHome page download (gzip):');
for (const file of js) {
  const size = gz(file);
  jsTotal += size;
  console.log(`  ${file.padEnd(48)} ${kb(size)}`);
}
const cssTotal = css.reduce((sum, file) => sum + gz(file), 0);
console.log(`  JavaScript total: ${kb(jsTotal)} in ${js.length} chunk(s)${css.length ? `; CSS: ${kb(cssTotal)}` : ''}`);

const offenders = js.filter((file) => (modules[file] ?? []).some((id) => id.includes(FORBIDDEN)));
if (offenders.length > 0) {
  console.error(`\n✖ The form renderer (@rjsf) is in the home page download: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log('  @rjsf: not in the home page download ✔');
