import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig } from './config-check.ts';

const root = join(import.meta.dirname, '..');
let dir: string;

/** A temp copy of everything checkConfig reads, so each test can corrupt it freely. */
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'config-check-'));
  await cp(join(root, 'config'), join(dir, 'config'), { recursive: true });
  await cp(join(root, 'schemas', 'config'), join(dir, 'schemas', 'config'), { recursive: true });
  // Route page modules live in src/app/pages and src/features/<f>/pages: copy every pages folder (and the
  // folders leading to them), nothing else.
  const isFolder = (path: string) => !/\.[a-z]+$/i.test(basename(path));
  await cp(join(root, 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (path) => isFolder(path) || path.includes(`${sep}pages${sep}`),
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Sets (or with `undefined`, deletes) the value at JSON pointers in a config file of the temp copy. */
async function edit(rel: string, changes: Record<string, unknown>): Promise<void> {
  const file = join(dir, rel);
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  for (const [pointer, value] of Object.entries(changes)) {
    const parts = pointer.split('/').slice(1);
    const last = parts.pop() as string;
    const parent = parts.reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, json);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  await writeFile(file, JSON.stringify(json));
}

describe('checkConfig', () => {
  it('accepts the shipped config', async () => {
    await expect(checkConfig(dir)).resolves.toBeUndefined();
  });

  it('names file, JSON path and broken rule for a schema violation', async () => {
    await edit('config/menu.json', { '/sections/0/items/2/title': 42 });
    await expect(checkConfig(dir)).rejects.toThrow('config/menu.json: /sections/0/items/2/title: must be string');
  });

  it('reports unknown properties and enum violations with the offending value', async () => {
    await edit('config/site.json', { '/toast/position': 'middle', '/colour': 'red' });
    const error = await checkConfig(dir).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('config/site.json: /toast/position: must be equal to one of the allowed values');
    expect((error as Error).message).toContain('config/site.json: /: must NOT have additional properties (colour)');
  });

  it('refuses a reality-check default interval that is not offered (compliance cross-field rule)', async () => {
    await edit('config/site.json', { '/compliance/realityCheck/defaultMinutes': 45 });
    await expect(checkConfig(dir)).rejects.toThrow(
      'config/site.json: /compliance/realityCheck/defaultMinutes: must be null or one of intervalsMinutes (15, 30, 60)',
    );
    await edit('config/site.json', { '/compliance/realityCheck/defaultMinutes': 30 });
    await expect(checkConfig(dir)).resolves.toBeUndefined();
  });

  it('refuses a bad issue 17 switch: a negative game cycle, a session-time rule that is not a boolean', async () => {
    await edit('config/site.json', { '/compliance/gameCycle/minMs': -1 });
    await expect(checkConfig(dir)).rejects.toThrow('config/site.json: /compliance/gameCycle/minMs: must be >= 0');
    await edit('config/site.json', { '/compliance/gameCycle/minMs': 2500, '/compliance/sessionTime/endAtLimit': 'yes' });
    await expect(checkConfig(dir)).rejects.toThrow('config/site.json: /compliance/sessionTime/endAtLimit: must be boolean');
    await edit('config/site.json', { '/compliance/sessionTime/endAtLimit': true, '/compliance/realityCheck/enforced': undefined });
    await expect(checkConfig(dir)).rejects.toThrow("config/site.json: /compliance/realityCheck: must have required property 'enforced'");
  });

  it('refuses an unknown limit period in the compliance profile', async () => {
    await edit('config/site.json', { '/compliance/limits/periods': ['day', 'year'] });
    await expect(checkConfig(dir)).rejects.toThrow('config/site.json: /compliance/limits/periods/1: must be equal to one of the allowed values (day, week, month)');
  });

  it('refuses lists that would render empty cards, and the new issue 17 switches when missing or wrong', async () => {
    await edit('config/site.json', {
      '/compliance/limits/periods': [],
      '/compliance/selfExclusion/returnCoolingOffHours': -1,
      '/compliance/selfExclusion/withdrawOnly': undefined,
    });
    const error = await checkConfig(dir).then(() => null, (e: Error) => e.message);
    expect(error).toContain('config/site.json: /compliance/limits/periods: must NOT have fewer than 1 items');
    expect(error).toContain('config/site.json: /compliance/selfExclusion/returnCoolingOffHours: must be >= 0');
    expect(error).toContain("config/site.json: /compliance/selfExclusion: must have required property 'withdrawOnly'");
  });

  it('reports a locale key missing in one language', async () => {
    await edit('config/locales/en.json', { '/menu/badges/highRate': undefined });
    const message = await checkConfig(dir).then(
      () => '',
      (e: unknown) => (e as Error).message,
    );
    expect(message).toContain('locale key "menu.badges.highRate" is missing in config/locales/en.json');
    expect(message).toMatch(/config\/menu\.json: \/sections\/0\/items\/3\/children\/0\/badge: /);
    expect(message).toContain('config/locales/en.json: /menu/badges/highRate: missing (present in tr.json)');
  });

  it('checks every brand folder and its asset files', async () => {
    await cp(join(dir, 'config', 'brands', 'default'), join(dir, 'config', 'brands', 'broken'), { recursive: true });
    await edit('config/brands/broken/brand.json', { '/logos/header': 'missing-logo.svg', '/colors/primary': 'gold' });
    const message = await checkConfig(dir).then(
      () => '',
      (e: unknown) => (e as Error).message,
    );
    expect(message).toContain('config/brands/broken/brand.json: /colors/primary: must match pattern');
    await edit('config/brands/broken/brand.json', { '/colors/primary': '#ffcc00' });
    await expect(checkConfig(dir)).rejects.toThrow(
      'config/brands/broken/brand.json: /logos/header: file config/brands/broken/missing-logo.svg does not exist',
    );
  });

  it('reports a route whose page module does not exist', async () => {
    await edit('config/routes.json', { '/routes/0/children/1/page': 'app/pages/nope' });
    await expect(checkConfig(dir)).rejects.toThrow('config/routes.json: /routes/0/children/1/page: module src/app/pages/nope.tsx does not exist');
  });
});
