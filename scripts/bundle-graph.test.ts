import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoad, librariesIn, readBundleGraph, routePages } from './bundle-graph';
import type { BundleGraph } from './bundle-graph';

let dir: string;
let graph: BundleGraph;

// A small build: the entry imports react; home imports a shared chunk and lazily the banner (swiper); the lobby
// statically imports a chunk that carries @rjsf.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bundle-graph-'));
  await mkdir(join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    '_forms.js': { file: 'assets/forms.js' },
    'src/app/pages/home.tsx': { file: 'assets/home.js', imports: ['_shared.js'], dynamicImports: ['src/banner.tsx'] },
    'src/banner.tsx': { file: 'assets/banner.js' },
    'src/features/casino/pages/lobby.tsx': { file: 'assets/lobby.js', imports: ['_forms.js'] },
    'config/locales/tr.json': { file: 'assets/tr.js' },
  };
  const modules = {
    'assets/index.js': ['/app/src/main.tsx'],
    'assets/react.js': ['/app/node_modules/react/index.js'],
    'assets/shared.js': ['/app/src/lib/format.ts'],
    'assets/banner.js': ['/app/node_modules/swiper/swiper.mjs'],
    'assets/forms.js': ['/app/node_modules/@rjsf/core/lib/index.js', '/app/node_modules/react-imask/esm/index.js'],
  };
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dir, '.vite', 'modules.json'), JSON.stringify(modules));
  graph = readBundleGraph(dir);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bundle graph', () => {
  it('a first load is the entry, the page and the default texts with their static imports, not lazy ones', () => {
    expect(firstLoad(graph, 'app/pages/home').js.sort()).toEqual(
      ['assets/home.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js', 'assets/tr.js'].sort(),
    );
    expect(firstLoad(graph, 'app/pages/home').css).toEqual(['assets/index.css']);
  });

  it('names the heavy libraries inside a chunk', () => {
    expect(librariesIn(graph, 'assets/forms.js')).toEqual(['@rjsf (form renderer)', 'imask / react-imask']);
    expect(librariesIn(graph, 'assets/banner.js')).toEqual(['swiper']);
    expect(librariesIn(graph, 'assets/shared.js')).toEqual([]);
    const lobby = firstLoad(graph, 'features/casino/pages/lobby').js.flatMap((file) => librariesIn(graph, file));
    expect(lobby).toEqual(['@rjsf (form renderer)', 'imask / react-imask']);
  });

  it("counts every entry the site starts with (index.html's and the server-rendered pages' start-up script)", () => {
    const withStart: BundleGraph = {
      ...graph,
      manifest: { ...graph.manifest, 'src/ssr/page-start.ts': { file: 'assets/page-start.js', isEntry: true } },
    };
    expect(firstLoad(withStart, 'app/pages/home').js).toEqual(expect.arrayContaining(['assets/index.js', 'assets/page-start.js']));
  });

  it('refuses a page that is not a chunk of its own', () => {
    expect(() => firstLoad(graph, 'features/missing/pages/page')).toThrow(/not a chunk of its own/);
  });

  it('lists every distinct page of config/routes.json once', () => {
    const pages = routePages(join(import.meta.dirname, '..', 'config', 'routes.json'));
    expect(pages.find((p) => p.page === 'app/pages/home')?.id).toBe('home');
    expect(pages.filter((p) => p.page === 'features/casino/pages/lobby')).toHaveLength(1);
  });
});
