/**
 * docs/operators.md: the hand-written guide of scripts/operators-docs.template.md, whose
 * `<!-- reference -->` line is replaced by a reference of every key of every config file, generated from
 * schemas/config: what the key changes (its description), the values it takes (type, enum, bounds, default,
 * required), the value shipped in the real config file, and the file that reads it (the description's
 * `Read by …`, scripts/config-readers.ts). `npx tsx scripts/operators-docs.ts` rewrites the file;
 * scripts/operators-docs.test.ts fails when the committed file differs, so the document cannot drift from the schemas.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { container, definitionOf, PENDING_READERS, READ_BY, readersOf, resolved, type ConfigSchema } from './config-readers';

const root = join(import.meta.dirname, '..');

/** The config files documented, in order: schema file, the real file its example values come from, heading (markdown). */
export const DOCUMENTED: readonly { schema: string; example: string; title: string }[] = [
  { schema: 'site.json', example: 'config/site.json', title: '`config/site.json`' },
  { schema: 'menu.json', example: 'config/menu.json', title: '`config/menu.json`' },
  { schema: 'footer.json', example: 'config/footer.json', title: '`config/footer.json`' },
  { schema: 'routes.json', example: 'config/routes.json', title: '`config/routes.json`' },
  { schema: 'brand.json', example: 'config/brands/default/brand.json', title: '`brand.json` of a brand folder' },
];

/** What an operator calls the shared definitions' values. */
const DEFINITION_NAMES: Record<string, string> = {
  localeKey: 'locale key',
  appUrl: 'in-app path',
  appKey: 'site option key',
  asset: 'file name',
  color: 'CSS colour',
  length: 'CSS length',
  icon: 'icon name',
};

/** Text for a table cell: pipes escaped, one line, and `<name>` kept visible (not taken for an HTML tag). */
const cell = (text: string): string =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/<(?=[a-z])/g, '&lt;')
    .trim();
const code = (value: unknown): string => `\`${typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value)}\``;
const plural = (type: string): string => ({ integer: 'integers', number: 'numbers', string: 'strings', boolean: 'booleans' })[type] ?? type;

/** Bounds of a number or string schema in a few words: `≥ 500`, `1–20`, `1–40 chars`. */
function bounds(schema: ConfigSchema): string {
  const { minimum: min, maximum: max, minLength, maxLength } = schema as { minimum?: number; maximum?: number; minLength?: number; maxLength?: number };
  const parts: string[] = [];
  if (min !== undefined && max !== undefined) parts.push(`${min}–${max}`);
  else if (min !== undefined) parts.push(`≥ ${min}`);
  else if (max !== undefined) parts.push(`≤ ${max}`);
  if (minLength !== undefined && maxLength !== undefined) parts.push(`${minLength}–${maxLength} characters`);
  else if (maxLength !== undefined) parts.push(`≤ ${maxLength} characters`);
  else if (minLength !== undefined && minLength > 1) parts.push(`≥ ${minLength} characters`);
  return parts.join(', ');
}

/** The values a setting takes, in words: `integer ≥ 500`, `"dark" / "light"`, `list of "day", "week", "month"`. */
export function valueText(rootSchema: ConfigSchema, property: ConfigSchema): string {
  const definition = definitionOf(rootSchema, property.$ref);
  const schema = resolved(rootSchema, property);
  const named = definition ? DEFINITION_NAMES[definition.name] : undefined;
  if (schema.enum) {
    const values = schema.enum.map((v) => code(v)).join(' / ');
    return named ? `${named}: ${values}` : values;
  }
  if (named) return schema.pattern && definition?.name === 'color' ? `${named} (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba())` : named;
  const types = [schema.type ?? 'any'].flat();
  const nullable = types.includes('null');
  const main = types.filter((t) => t !== 'null');
  let text: string;
  if (main[0] === 'array' && schema.items) {
    const items = resolved(rootSchema, schema.items);
    const itemText = items.enum
      ? items.enum.map((v) => code(v)).join(', ')
      : items.format === 'hostname'
        ? 'host names'
        : `${plural(String(items.type ?? 'value'))}${bounds(items) ? ` ${bounds(items)}` : ''}`;
    const extra = [
      typeof schema.minItems === 'number' && schema.minItems > 0 ? `at least ${String(schema.minItems)}` : '',
      typeof schema.maxItems === 'number' ? `at most ${String(schema.maxItems)}` : '',
      schema.uniqueItems ? 'no repeats' : '',
    ].filter(Boolean);
    text = `list of ${itemText}${extra.length ? ` (${extra.join(', ')})` : ''}`;
  } else if (main[0] === 'object') {
    const values = typeof schema.additionalProperties === 'object' ? [schema.additionalProperties.type ?? 'value'].flat().join(', ') : 'values';
    text = `object of names to ${values}`;
  } else if (main[0] === 'boolean') {
    text = '`true` / `false`';
  } else if (main[0] === 'string') {
    const format = schema.format === 'hostname' ? 'host name' : schema.format === 'uri' ? 'URL' : '';
    const https = schema.pattern === '^https://' ? 'https ' : '';
    text = [`${https}${format || 'text'}`, bounds(schema), schema.pattern && !https ? `pattern \`${String(schema.pattern)}\`` : ''].filter(Boolean).join(', ');
  } else {
    text = [main.join(' or '), bounds(schema)].filter(Boolean).join(' ');
  }
  if (nullable) text += ' or `null`';
  if ('default' in schema) text += `, default ${code(schema.default)}`;
  return text;
}

/** The first value at `path` (`sections[].items[].badge`) in `data`, looking through lists and groups' children. */
export function exampleAt(data: unknown, path: string): unknown {
  const segments = path.split('.');
  let values: unknown[] = [data];
  for (const segment of segments) {
    const key = segment.replace(/\[\]$/, '');
    const next: unknown[] = [];
    for (const value of values) {
      if (value && typeof value === 'object' && key in value) next.push((value as Record<string, unknown>)[key]);
    }
    values = segment.endsWith('[]') ? next.flatMap((v) => (Array.isArray(v) ? flattenChildren(v) : [])) : next;
  }
  return values.find((v) => v !== undefined);
}

/** A list's items followed by their `children` (menu groups, route branches), depth first. */
function flattenChildren(items: unknown[]): unknown[] {
  return items.flatMap((item) => {
    const children = item && typeof item === 'object' ? (item as { children?: unknown }).children : undefined;
    return [item, ...(Array.isArray(children) ? flattenChildren(children) : [])];
  });
}

function exampleText(value: unknown): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return `\`${text.length > 70 ? `${text.slice(0, 67)}…` : text}\``;
}

/** The `Read by` files as links from docs/ (a reader a separate change brings is named, not linked). */
function readersText(schemaFile: string, path: string, description: string | undefined): string {
  const pending = PENDING_READERS[`${schemaFile} ${path}`];
  return (readersOf(description) ?? [])
    .map((reader) =>
      pending?.reader === reader || !existsSync(join(root, reader)) ? `\`${reader}\` (${pending?.why ?? 'not in this tree'})` : `[\`${reader}\`](../${reader})`,
    )
    .join('<br>');
}

/** One heading's worth: the settings directly inside one object (`toast`, `languages[]`, or the file's top level). */
interface Group {
  path: string;
  description?: string;
  rows: string[];
}

/** The reference of one config file: its description, then a table per object holding settings. */
function fileSection(schemaFile: string, exampleFile: string, title: string): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', 'config', schemaFile), 'utf8')) as ConfigSchema;
  const data = JSON.parse(readFileSync(join(root, exampleFile), 'utf8')) as unknown;
  const groups: Group[] = [];
  const seen = new Set<ConfigSchema>();
  const walk = (object: ConfigSchema, prefix: string, description: string | undefined) => {
    seen.add(object);
    const group: Group = { path: prefix.replace(/\.$/, ''), description, rows: [] };
    groups.push(group);
    const required = new Set(object.required ?? []);
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      if (key === '$schema') continue;
      const path = `${prefix}${key}`;
      const own = resolved(schema, property);
      const inner = container(schema, property);
      const need = required.has(key) ? 'required' : 'optional';
      if (inner && !seen.has(inner)) {
        walk(inner, `${path}${own.items ? '[]' : ''}.`, property.description ?? own.description ?? inner.description);
        continue;
      }
      const words = (property.description ?? own.description ?? '').replace(READ_BY, '').trim();
      const value = inner ? `list of entries like \`${group.path}\` itself` : valueText(schema, property);
      group.rows.push(
        `| \`${key}\` | ${cell(words)} | ${cell(value)}; ${need} | ${cell(inner ? '—' : exampleText(exampleAt(data, path)))} | ${inner ? '—' : readersText(schemaFile, path, property.description)} |`,
      );
    }
  };
  walk(schema, '', undefined);
  const out = [`### ${title}`, '', cell(schema.description ?? ''), '', `Example values are the ones shipped in [\`${exampleFile}\`](../${exampleFile}).`, ''];
  for (const group of groups.filter((g) => g.rows.length > 0)) {
    if (group.path) out.push(`#### \`${group.path}\``, '', ...(group.description ? [cell(group.description), ''] : []));
    out.push('| Key | What it changes | Values | Shipped | Read by |', '|---|---|---|---|---|', ...group.rows, '');
  }
  return out;
}

/** The generated reference that replaces the template's `<!-- reference -->` line. */
export function reference(): string {
  const out = [
    '## Every key',
    '',
    'One section per file, one table per object in it. A key under `a[]` is a key of every entry of the list `a`. "Read',
    'by" names the code that uses the value; scripts/config-readers.test.ts fails when a key has none, so nothing here',
    'is a setting that does nothing.',
    '',
  ];
  for (const { schema, example, title } of DOCUMENTED) out.push(...fileSection(schema, example, title));
  return out.join('\n');
}

export const TEMPLATE_FILE = join(root, 'scripts', 'operators-docs.template.md');
export const OPERATORS_DOCS_FILE = join(root, 'docs', 'operators.md');

/** The whole document: the template with the reference in place, and a note that it is generated. */
export function operatorsDocs(template: string = readFileSync(TEMPLATE_FILE, 'utf8')): string {
  if (!template.includes('<!-- reference -->')) throw new Error(`${TEMPLATE_FILE}: the <!-- reference --> line is missing`);
  const note =
    '<!-- Generated by scripts/operators-docs.ts from scripts/operators-docs.template.md and schemas/config. Do not edit by hand: edit those and run `npx tsx scripts/operators-docs.ts`. -->';
  const [title, ...rest] = template.split('\n');
  return `${[title, '', note, ...rest].join('\n').replace('<!-- reference -->', () => reference()).replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OPERATORS_DOCS_FILE, operatorsDocs());
  console.log(`wrote ${OPERATORS_DOCS_FILE}`);
}
