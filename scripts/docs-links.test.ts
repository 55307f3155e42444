import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDocLinks, headingAnchor, headingAnchors, linkTargets } from './docs-links';

const root = join(import.meta.dirname, '..');

describe('README.md and docs/ (links only to files in the repository)', () => {
  it('has no link outside the repository, to a missing file or to a missing heading', () => {
    expect(checkDocLinks(root)).toEqual([]);
  });
});

describe('checkDocLinks', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-links-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Writes `files` (path relative to the temp root → content) and checks the temp root. */
  async function check(files: Record<string, string>) {
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    return checkDocLinks(dir).map(({ file, line, target, problem }) => `${file}:${line} ${target}: ${problem}`);
  }

  it('accepts relative links to files and folders of the repository, headings, images and https links', async () => {
    expect(
      await check({
        'README.md': '[a](docs/a.md) [b](docs/a.md#the-rules) ![pic](docs/pic.svg) [src](src/) [web](https://example.com/x)\n',
        'docs/a.md': '# A\n\n## The rules\n\n[back](../README.md) [self](#a) [sibling](b.md#why-not-x)\n',
        'docs/b.md': '## Why not `x`?\n',
        'docs/pic.svg': '<svg/>',
        'src/x.ts': '',
      }),
    ).toEqual([]);
  });

  it('refuses a link outside the repository (the shared spec, the design folder), absolute and file: links', async () => {
    expect(
      await check({
        'README.md': 'See [spec](../shared/spec.md) and [design](../design/).\n[abs](/work/shared/spec.md)\n[f](file:///etc/passwd) [h](http://example.com)\n',
      }),
    ).toEqual([
      'README.md:1 ../shared/spec.md: points outside the repository',
      'README.md:1 ../design/: points outside the repository',
      'README.md:2 /work/shared/spec.md: absolute path: link relative to the file',
      'README.md:3 file:///etc/passwd: only https web links or files of the repository',
      'README.md:3 http://example.com: only https web links or files of the repository',
    ]);
  });

  it('refuses a missing file and a missing heading, in README and in docs, with reference and HTML links too', async () => {
    expect(
      await check({
        'README.md': '[gone](docs/gone.md)\n\n[ref]: docs/a.md#nowhere\n',
        'docs/a.md': '# A\n<img src="missing.png" alt="">\n[top](#b)\n',
      }),
    ).toEqual([
      'README.md:1 docs/gone.md: no such file in the repository',
      'README.md:3 docs/a.md#nowhere: no heading with the anchor #nowhere in docs/a.md',
      'docs/a.md:2 missing.png: no such file in the repository',
      'docs/a.md:3 #b: no heading with the anchor #b in docs/a.md',
    ]);
  });

  it('skips code blocks and inline code', () => {
    expect(linkTargets('```md\n[x](../outside.md)\n```\n`[y](../z.md)` [real](a.md)\n')).toEqual([{ line: 4, target: 'a.md' }]);
  });
});

describe('headingAnchor (GitHub anchors)', () => {
  it.each([
    ['7. The calls', '7-the-calls'],
    ['TRUST_PROXY: which address is the client\'s', 'trust_proxy-which-address-is-the-clients'],
    ['The rules every input schema obeys (`server/http/schema-rules.ts`)', 'the-rules-every-input-schema-obeys-serverhttpschema-rulests'],
    ['Heavy code loads on demand', 'heavy-code-loads-on-demand'],
    ['Çağrılar ve kurallar', 'çağrılar-ve-kurallar'],
  ])('%s → #%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect([...headingAnchors('# Notes\n## Notes\n### Notes\n')]).toEqual(['notes', 'notes-1', 'notes-2']);
  });
});
