import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configLeaves } from './config-readers';
import { exampleAt, OPERATORS_DOCS_FILE, operatorsDocs, TEMPLATE_FILE } from './operators-docs';

const ROOT = join(import.meta.dirname, '..');

describe('docs/operators.md', () => {
  it('is what the template and schemas/config say (run `npx tsx scripts/operators-docs.ts` after changing either)', () => {
    expect(readFileSync(OPERATORS_DOCS_FILE, 'utf8')).toBe(operatorsDocs());
  });

  it('drifts when the template changes without regenerating', () => {
    const template = readFileSync(TEMPLATE_FILE, 'utf8');
    expect(operatorsDocs(template.replace('## Brands', '## Brand folders'))).not.toBe(readFileSync(OPERATORS_DOCS_FILE, 'utf8'));
  });

  it('documents every key of every config file, with its reader', () => {
    const docs = operatorsDocs();
    for (const leaf of configLeaves(join(ROOT, 'schemas', 'config'))) {
      expect(docs, `${leaf.schemaFile} ${leaf.path}`).toContain(`| \`${leaf.key}\` |`);
    }
    expect(docs).toContain('| `balanceMs` | How often, in ms, the balance in the header');
    expect(docs).toContain('[`src/lib/balance.ts`](../src/lib/balance.ts)');
    for (const file of ['`config/site.json`', '`config/menu.json`', '`config/footer.json`', '`config/routes.json`', '`brand.json` of a brand folder']) {
      expect(docs).toContain(`### ${file}`);
    }
  });

  it('keeps the hand-written sections other changes fill in', () => {
    const docs = operatorsDocs();
    for (const slot of ['check', 'brands', 'languages', 'reload']) expect(docs).toContain(`<!-- section: ${slot} -->`);
    expect(docs).toContain('npm run check:config');
    expect(() => operatorsDocs('# Title\n\nNo reference line.\n')).toThrow('<!-- reference --> line is missing');
  });

  it('takes examples from the real files, through lists and menu groups', () => {
    const menu = JSON.parse(readFileSync(join(ROOT, 'config', 'menu.json'), 'utf8')) as unknown;
    // The only badge is on a child of a group.
    expect(exampleAt(menu, 'sections[].items[].badge')).toBe('menu.badges.highRate');
    expect(exampleAt(menu, 'followMe.title')).toBe('menu.followMe');
    expect(exampleAt(menu, 'quickLinks[].nothing')).toBeUndefined();
  });
});
