import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from './config-check';
import { FIXTURES, type Fixture } from './config-check/fixtures';

const root = join(import.meta.dirname, '..');
let dir: string;

/** One temp copy of what checkConfig reads (config/, schemas/config, schemas/forms, the route page files) per file. */
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'config-check-'));
  await cp(join(root, 'config'), join(dir, 'config'), { recursive: true });
  await cp(join(root, 'schemas', 'config'), join(dir, 'schemas', 'config'), { recursive: true });
  await cp(join(root, 'schemas', 'forms'), join(dir, 'schemas', 'forms'), { recursive: true });
  // Route page modules live in src/app/pages and src/features/<f>/pages: copy those folders' files, nothing else.
  const isFolder = (path: string) => !/\.[a-z]+$/i.test(basename(path));
  await cp(join(root, 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (path) => !path.includes(`${sep}generated`) && (isFolder(path) || path.includes(`${sep}pages${sep}`)),
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Sets (or with `undefined`, deletes) the value at a JSON pointer; missing objects on the way are created. */
function setPointer(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointer.split('/').slice(1).map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = parts.pop() as string;
  let node = doc as Record<string, unknown>;
  for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
}

/** Applies a fixture to the temp copy, runs the check, puts every file back; returns the reported lines. */
async function run(fixture: Fixture): Promise<string[]> {
  const originals = new Map<string, string | null>();
  const read = async (rel: string) => readFile(join(dir, rel), 'utf8').catch(() => null);
  const write = async (rel: string, text: string) => {
    if (!originals.has(rel)) originals.set(rel, await read(rel));
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  };
  try {
    for (const [rel, change] of Object.entries(fixture.raw ?? {})) {
      const old = (await read(rel)) ?? '';
      await write(rel, typeof change === 'string' ? change : change(old, (base) => readFileSync(join(dir, base), 'utf8')));
    }
    for (const [rel, changes] of Object.entries(fixture.patch ?? {})) {
      const doc = JSON.parse((await read(rel)) ?? '{}') as Record<string, unknown>;
      for (const [pointer, value] of Object.entries(changes)) setPointer(doc, pointer, value);
      await write(rel, JSON.stringify(doc, null, 2));
    }
    return await checkConfig(dir).then(
      () => [],
      (error: unknown) => (error as Error).message.split('\n').slice(1),
    );
  } finally {
    for (const [rel, text] of originals) {
      if (text === null) await rm(join(dir, rel), { force: true });
      else await writeFile(join(dir, rel), text);
    }
    await rm(join(dir, 'config', 'brands', 'marmara', 'locales'), { recursive: true, force: true });
  }
}

describe('checkConfig', () => {
  it('accepts the shipped config (and a brand folder with valid overrides)', async () => {
    expect(await run({ rule: 'none', expect: [] })).toEqual([]);
    const overrides = await run({
      rule: 'valid overrides',
      patch: {
        'config/brands/marmara/site.json': { '/header': { hideAfterScrollPx: 40 }, '/languages': [{ code: 'tr', name: 'Türkçe' }] },
        'config/brands/marmara/locales/tr.json': { '/menu': { home: 'Anasayfa' } },
      },
      expect: [],
    });
    expect(overrides).toEqual([]);
  });

  it(`holds at least 20 broken fixtures (${FIXTURES.length})`, () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FIXTURES.map((f) => [f.rule, f] as const))('refuses: %s', async (_rule, fixture) => {
    const lines = await run(fixture);
    expect(lines).toEqual(expect.arrayContaining(fixture.expect));
  });

  it('lists every problem at once, one line each, across files', async () => {
    const lines = await run({
      rule: 'several',
      patch: { 'config/menu.json': { '/sections/1/id': 'main', '/quickLinks/0/url': '/nope' }, 'config/site.json': { '/defaultLanguage': 'de' } },
      expect: [],
    });
    expect(lines).toEqual([
      'config/site.json: /defaultLanguage: "de" is not one of languages[].code (tr, en)',
      'config/menu.json: /sections/1/id: duplicate id "main" (also at /sections/0/id)',
      'config/menu.json: /quickLinks/0/url: link "/nope" matches no route of config/routes.json',
    ]);
  });

  it('a schema error in site.json hides neither the locale keys of the forms nor a duplicate route (reported once)', async () => {
    const lines = await run({
      rule: 'site invalid',
      patch: {
        'config/site.json': { '/poll/balanceMs': 10 },
        'schemas/forms/login.ui.json': { '/password/ui:placeholder': 'auth.passwordPlaceholderr' },
        'config/routes.json': { '/routes/0/children/1/id': 'home' },
      },
      expect: [],
    });
    expect(lines).toEqual([
      'config/site.json: /poll/balanceMs: must be >= 1000',
      'config/routes.json: /routes/0/children/1/id: duplicate route id "home" (also at /routes/0/children/0/id)',
      'schemas/forms/login.ui.json: /password/ui:placeholder: locale key "auth.passwordPlaceholderr" is missing in config/locales/tr.json',
      'schemas/forms/login.ui.json: /password/ui:placeholder: locale key "auth.passwordPlaceholderr" is missing in config/locales/en.json',
    ]);
  });

  it('names file, JSON path and rule for a schema violation (unknown property, enum)', async () => {
    const lines = await run({
      rule: 'schema',
      patch: { 'config/site.json': { '/toast/position': 'middle', '/colour': 'red', '/compliance/limits/periods': ['day', 'year'] } },
      expect: [],
    });
    expect(lines).toContain('config/site.json: /compliance/limits/periods/1: must be equal to one of the allowed values (day, week, month)');
    expect(lines).toContain('config/site.json: /toast/position: must be equal to one of the allowed values (top-left, top-center, top-right, bottom-left, bottom-center, bottom-right)');
    expect(lines).toContain('config/site.json: /: must NOT have additional properties (colour)');
  });

  it('refuses a reality-check default interval that is not offered, a bad protection switch', async () => {
    expect(await run({ rule: 'rc', patch: { 'config/site.json': { '/compliance/realityCheck/defaultMinutes': 45 } }, expect: [] })).toEqual([
      'config/site.json: /compliance/realityCheck/defaultMinutes: must be null or one of intervalsMinutes (15, 30, 60)',
    ]);
    expect(await run({ rule: 'gc', patch: { 'config/site.json': { '/compliance/gameCycle/minMs': -1, '/compliance/selfExclusion/withdrawOnly': undefined } }, expect: [] })).toEqual([
      "config/site.json: /compliance/selfExclusion: must have required property 'withdrawOnly'",
      'config/site.json: /compliance/gameCycle/minMs: must be >= 0',
    ]);
  });
});
