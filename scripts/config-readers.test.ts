import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configLeaves, mentions, PENDING_READERS, readerProblems, readersOf, stalePending } from './config-readers';

const ROOT = join(import.meta.dirname, '..');
const SCHEMAS = join(ROOT, 'schemas', 'config');

/** A scratch copy of schemas/config to break. */
let scratch: string | null = null;
function schemaCopy(): string {
  scratch = mkdtempSync(join(tmpdir(), 'config-readers-'));
  cpSync(SCHEMAS, scratch, { recursive: true });
  return scratch;
}
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});
/** A schema object whose properties the tests reach into (they exist in the real files). */
interface Node {
  description?: string;
  properties: Record<string, Node>;
  [keyword: string]: unknown;
}
const edit = (dir: string, file: string, change: (schema: Node) => void) => {
  const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Node;
  change(schema);
  writeFileSync(join(dir, file), JSON.stringify(schema, null, 2));
};

describe('every config setting is read by the code its schema names', () => {
  it('holds for schemas/config: each leaf ends with "Read by <file>." and that file mentions the key', () => {
    expect(readerProblems(SCHEMAS, ROOT)).toEqual([]);
  });

  it('walks every leaf of every config file, through arrays and shared definitions', () => {
    const paths = configLeaves(SCHEMAS).map((leaf) => `${leaf.schemaFile} ${leaf.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'site.json poll.balanceMs',
        'site.json delays.logoutReloadMs',
        'site.json delays.externalLinkSettingsMs',
        'site.json delays.fadeInMs',
        'site.json languages[].code',
        'site.json compliance.gameCycle.minMs',
        'menu.json sections[].items[].kind',
        'menu.json followMe.links[].appKey',
        'footer.json contentLinks.fallback[].title',
        'routes.json routes[].breadcrumb',
        'brand.json colors.primary',
        'brand.json operator.licenceNumber',
      ]),
    );
    expect(paths.length).toBeGreaterThan(120);
    // A recursive definition (menu children, route children) is walked once, not forever.
    expect(paths.filter((p) => p === 'routes.json routes[].id')).toHaveLength(1);
  });

  it('fails for a key nothing reads (a dummy setting added to a copy of the schemas)', () => {
    const dir = schemaCopy();
    edit(dir, 'site.json', (schema) => {
      schema.properties.delays.properties.spinCelebrationMs = {
        type: 'integer',
        minimum: 0,
        description: 'Confetti after a big win. Read by src/lib/balance.ts.',
      } as unknown as Node;
    });
    expect(readerProblems(dir, ROOT)).toEqual([
      'site.json delays.spinCelebrationMs: reader src/lib/balance.ts never mentions "spinCelebrationMs"',
    ]);
  });

  it('fails for a missing annotation and for a reader file that does not exist', () => {
    const dir = schemaCopy();
    edit(dir, 'menu.json', (schema) => {
      schema.properties.followMe.properties.title.description = 'Locale key of the heading.';
    });
    edit(dir, 'brand.json', (schema) => {
      schema.properties.colorScheme.description = 'Dark or light. Read by src/app/no-such-file.tsx.';
    });
    expect(readerProblems(dir, ROOT)).toEqual([
      'brand.json colorScheme: reader src/app/no-such-file.tsx does not exist',
      'menu.json followMe.title: the description does not end with "Read by <repo path>." (who reads it? else remove the key)',
    ]);
  });

  it('keeps the pending list honest: each entry names a setting its reader does not read yet', () => {
    expect(stalePending(SCHEMAS, ROOT)).toEqual([]);
    // Once the reader mentions the key, the entry must go.
    expect(
      stalePending(SCHEMAS, ROOT, { 'site.json poll.balanceMs': { reader: 'src/lib/balance.ts', why: 'test' } }),
    ).toEqual(['site.json poll.balanceMs: src/lib/balance.ts reads it now; remove the PENDING_READERS entry']);
    for (const [where, { reader }] of Object.entries(PENDING_READERS)) {
      const leaf = configLeaves(SCHEMAS).find((l) => `${l.schemaFile} ${l.path}` === where);
      expect(leaf?.readers, where).toContain(reader);
    }
  });

  it('reads the annotation and matches whole words only', () => {
    expect(readersOf('Poll interval. Read by src/lib/balance.ts, src/app/startup.ts.')).toEqual([
      'src/lib/balance.ts',
      'src/app/startup.ts',
    ]);
    expect(readersOf('Read by src/lib/balance.ts. More words after it.')).toBeNull();
    expect(readersOf(undefined)).toBeNull();
    expect(mentions('siteConfig.poll.balanceMs', 'balanceMs')).toBe(true);
    expect(mentions("config['balanceMs']", 'balanceMs')).toBe(true);
    expect(mentions('const { balanceMs } = poll', 'balanceMs')).toBe(true);
    expect(mentions('balanceMsMax', 'balanceMs')).toBe(false);
    expect(mentions('BALANCE_POLL_MS', 'balanceMs')).toBe(false);
  });
});
