/**
 * docs/api.md, generated from the contracts: every call of schemas/calls/<area>.json with its method and path, and
 * the fields of its body, query string and reply data from the schemas in schemas/api (types, bounds, required,
 * descriptions). `npx tsx scripts/api-docs.ts` rewrites the file; scripts/api-docs.test.ts fails when the committed
 * file differs from what the schemas say, so the document cannot drift from the contracts.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_KEYWORD, formReader, inlineFormRefs } from '@server/http/form-rules';

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
  description?: string;
  title?: string;
};
interface Call {
  method: string;
  path: string;
  request?: string;
  query?: string;
  reply: string | null;
  description?: string;
}

const root = join(import.meta.dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const readForm = formReader(join(root, 'schemas', 'forms'));
/** schemas/api/<name>.json with the form rules it references in place (server/http/form-rules.ts), as the server reads it. */
const schemaOf = (name: string): Schema =>
  inlineFormRefs(readJson<Schema>(join(root, 'schemas', 'api', `${name}.json`)), readForm, `schemas/api/${name}.json`) as Schema;
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A schema's type in a few words: `integer 1–2147483647`, `string ≤ 200`, `'pay'`, `PaymentField[]`, `A \| null`. */
function typeText(schema: Schema): string {
  if (schema.$ref) return `see \`${schema.$ref.replace(/^(\.\.\/)*/, '').replace(/\.json$/, '')}\``;
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(' / ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeText).join(' | ');
  const types = [schema.type ?? 'any'].flat();
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? (schema.items.title ?? typeText(schema.items)) : 'any'}[]`;
      if (type === 'object') return schema.title ?? 'object';
      const bounds: string[] = [];
      if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number') bounds.push(`${schema.minimum ?? ''}–${schema.maximum ?? ''}`);
      if (typeof schema.maxLength === 'number') bounds.push(`≤ ${schema.maxLength} chars`);
      if (typeof schema.format === 'string') bounds.push(schema.format);
      if (typeof schema.pattern === 'string' && type === 'string') bounds.push('pattern');
      const form = schema[FORM_KEYWORD];
      // A form rule (server/http/form-rules.ts): its lower bound too, and the file an operator edits.
      if (typeof form === 'string' && typeof schema.minLength === 'number' && type === 'string') bounds.unshift(`≥ ${schema.minLength} chars`);
      if (typeof form === 'string') bounds.push(`(rule: [forms/${form.replace(/#.*/, '')}](../schemas/forms/${form.replace(/#.*/, '')}))`);
      return [type, ...bounds].join(' ');
    })
    .join(' | ');
}

/** The form rules an if/then/else applies to field `name` (auth/register: by isFast), as links; '' when none. */
function branchRules(schema: Schema, name: string): string {
  const forms = ['then', 'else']
    .map((key) => (schema[key] as Schema | undefined)?.properties?.[name]?.[FORM_KEYWORD])
    .filter((form): form is string => typeof form === 'string')
    .map((form) => form.replace(/#.*/, ''));
  if (forms.length === 0) return '';
  return `; rule by the condition (${(schema.if as Schema | undefined)?.properties ? Object.keys((schema.if as Schema).properties ?? {}).join(', ') : 'if'}): ${forms
    .map((form) => `[forms/${form}](../schemas/forms/${form})`)
    .join(' or ')}`;
}

/** The fields table of an object schema (or of an array's items), one level deep. */
function fieldsTable(schema: Schema): string[] {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const properties = target.properties;
  if (!properties) return [`${typeText(schema)}${schema.description ? ` — ${cell(schema.description)}` : ''}`, ''];
  const required = new Set(target.required ?? []);
  const lines = [schema.type === 'array' ? `An array of ${target.title ?? 'objects'}:` : '', '', '| field | type | required | meaning |', '|---|---|---|---|'];
  for (const [name, field] of Object.entries(properties)) {
    lines.push(`| \`${name}\` | ${cell(typeText(field) + branchRules(target, name))} | ${required.has(name) ? 'yes' : ''} | ${cell(field.description ?? '')} |`);
  }
  lines.push('');
  return lines.filter((line, i) => i > 0 || line !== '');
}

function section(title: string, name: string): string[] {
  const schema = schemaOf(name);
  return [`**${title}** ([\`schemas/api/${name}.json\`](../schemas/api/${name}.json))${schema.description ? `: ${cell(schema.description)}` : ''}`, '', ...fieldsTable(schema)];
}

/** The whole document. */
export function apiDocs(): string {
  const dir = join(root, 'schemas', 'calls');
  const out = [
    '# API reference',
    '',
    '<!-- Generated by scripts/api-docs.ts from schemas/calls and schemas/api. Do not edit by hand: edit the schemas and run `npx tsx scripts/api-docs.ts`. -->',
    '',
    'Every call of the platform API, by area. Each is one contract (`contracts/api/<area>/<call>.ts`, generated from',
    '[`schemas/calls`](../schemas/calls)): the server registers the route from it and the site calls it, so what is',
    'written here is what both sides check. Every reply is the envelope `{success, message, data}`',
    '([`schemas/api/common/envelope.json`](../schemas/api/common/envelope.json)); "Reply data" is its `data`. Failures',
    'answer `success: false` with a sentence in the `x-locale` language ([product.md §8](product.md#8-error-catalogue)).',
    'How a request travels is in [architecture.md](architecture.md#the-path-of-a-request).',
    '',
  ];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'calls.schema.json').sort()) {
    const area = file.replace(/\.json$/, '');
    out.push(`## ${area}`, '');
    const { calls } = readJson<{ calls: Record<string, Call> }>(join(dir, file));
    for (const [name, call] of Object.entries(calls)) {
      out.push(`### ${call.method} /api/${call.path}`, '', `Contract \`${area}/${name}\`.${call.description ? ` ${call.description}` : ''}`, '');
      if (call.request) out.push(...section('Body', call.request));
      if (call.query) out.push(...section('Query string', call.query));
      if (call.reply) out.push(...section('Reply data', call.reply));
      else out.push('**Reply data**: always `null`.', '');
    }
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

export const API_DOCS_FILE = join(root, 'docs', 'api.md');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(API_DOCS_FILE, apiDocs());
  console.log(`wrote ${API_DOCS_FILE}`);
}
