/**
 * Who reads each config setting (docs/operators.md: every key in config/ is read by the code its schema names, or it is
 * removed). Every leaf property of every schema in `schemas/config` ends its description with
 * `Read by <repo path>[, <repo path>].`; `readerProblems` lists each leaf whose annotation is missing, names a file that
 * does not exist, or names a file whose text never mentions the key. scripts/config-readers.test.ts runs it on the real
 * schemas (and on broken copies, to show it fails); scripts/operators-docs.ts shows the readers in docs/operators.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a JSON Schema the walker and the docs read. */
export type ConfigSchema = Record<string, unknown> & {
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, ConfigSchema>;
  required?: string[];
  items?: ConfigSchema;
  $ref?: string;
  definitions?: Record<string, ConfigSchema>;
  enum?: unknown[];
  additionalProperties?: boolean | ConfigSchema;
};

/** One setting: a property whose value is not itself a set of named settings. */
export interface ConfigLeaf {
  /** Schema file name in schemas/config, e.g. `site.json`. */
  schemaFile: string;
  /** Where it sits in a config file: `toast.durationMs`, `languages[].code`, `sections[].items[].kind`. */
  path: string;
  /** The property name, e.g. `durationMs`: what a reader's text must mention. */
  key: string;
  /** The property's schema, $ref resolved one level (own keywords win over the definition's). */
  schema: ConfigSchema;
  /** Whether the parent object requires it. */
  required: boolean;
  /** Files named by `Read by …`, or null when the description has no such ending. */
  readers: string[] | null;
}

/** The annotation every leaf's description ends with. */
export const READ_BY = /Read by ([^\s,]+(?:, [^\s,]+)*)\.$/;

/** Repository paths named by a description's `Read by a, b.` ending; null without one. */
export function readersOf(description: string | undefined): string[] | null {
  const match = description?.trim().match(READ_BY);
  return match ? match[1].split(', ') : null;
}

/** The definition a local `$ref` (`#/definitions/<name>`) names, else undefined. */
export function definitionOf(
  root: ConfigSchema,
  ref: string | undefined,
): { name: string; schema: ConfigSchema } | undefined {
  const name = ref?.match(/^#\/definitions\/([A-Za-z0-9_-]+)$/)?.[1];
  const schema = name ? root.definitions?.[name] : undefined;
  return name && schema ? { name, schema } : undefined;
}

/** A property with its $ref resolved: the definition's keywords, overridden by the property's own (description…). */
export function resolved(root: ConfigSchema, schema: ConfigSchema): ConfigSchema {
  const target = definitionOf(root, schema.$ref);
  return target ? { ...target.schema, ...schema } : schema;
}

/** The object schema whose properties are settings below `schema` (an object, or an array of objects), else null. */
export function container(root: ConfigSchema, schema: ConfigSchema): ConfigSchema | null {
  // The definition itself (not a merged copy), so a recursive one is recognised when met again.
  const target = (s: ConfigSchema) => definitionOf(root, s.$ref)?.schema ?? s;
  const own = target(schema);
  if (own.properties) return own;
  const items = own.items ?? schema.items;
  if (items && target(items).properties) return target(items);
  return null;
}

/** Every leaf of one schema, depth first, in the schema's order; a recursive definition is walked once. */
export function schemaLeaves(schemaFile: string, root: ConfigSchema): ConfigLeaf[] {
  const out: ConfigLeaf[] = [];
  const seen = new Set<ConfigSchema>();
  const walk = (object: ConfigSchema, prefix: string) => {
    if (seen.has(object)) return;
    seen.add(object);
    const required = new Set(object.required ?? []);
    for (const [key, property] of Object.entries(object.properties ?? {})) {
      if (key === '$schema') continue;
      const path = `${prefix}${key}`;
      const inner = container(root, property);
      if (inner) {
        const own = resolved(root, property);
        walk(inner, `${path}${own.items ? '[]' : ''}.`);
        continue;
      }
      const schema = resolved(root, property);
      out.push({
        schemaFile,
        path,
        key,
        schema,
        required: required.has(key),
        readers: readersOf(property.description),
      });
    }
  };
  walk(root, '');
  return out;
}

const readSchema = (file: string): ConfigSchema => JSON.parse(readFileSync(file, 'utf8')) as ConfigSchema;

/** The config schemas of `schemaDir` (schemas/config), by file name, sorted. */
export function configSchemas(schemaDir: string): { file: string; schema: ConfigSchema }[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, schema: readSchema(join(schemaDir, file)) }));
}

/** Every leaf of every schema in `schemaDir`. */
export function configLeaves(schemaDir: string): ConfigLeaf[] {
  return configSchemas(schemaDir).flatMap(({ file, schema }) => schemaLeaves(file, schema));
}

/** Whether `text` mentions `key` as a whole word (`balanceMs`, `.balanceMs`, `'balanceMs'`, `{ balanceMs }`). */
export function mentions(text: string, key: string): boolean {
  return new RegExp(`(^|[^A-Za-z0-9_$])${key.replace(/[$]/g, '\\$')}([^A-Za-z0-9_$]|$)`).test(text);
}

/** A setting whose reader lands in a separate change: the file it names, and why it is not read yet. */
export interface PendingReader {
  reader: string;
  why: string;
}

/**
 * Settings whose reader lands in a separate change (merged separately): their annotation must name that
 * reader, which is not yet required to exist or to mention the key. Remove an entry when its part is merged —
 * `stalePending` reports an entry whose reader already reads the key, so this list cannot outlive its reason.
 */
export const PENDING_READERS: Record<string, PendingReader> = {};

const readerText = (repoRoot: string, reader: string): string | null => {
  const file = join(repoRoot, reader);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Problems of `schemaDir`'s annotations, one line each (`site.json poll.balanceMs: …`); [] when every leaf is read. */
export function readerProblems(
  schemaDir: string,
  repoRoot: string,
  pending: Record<string, PendingReader> = PENDING_READERS,
): string[] {
  const problems: string[] = [];
  for (const leaf of configLeaves(schemaDir)) {
    const where = `${leaf.schemaFile} ${leaf.path}`;
    if (!leaf.readers) {
      problems.push(
        `${where}: the description does not end with "Read by <repo path>." (who reads it? else remove the key)`,
      );
      continue;
    }
    const waiting = pending[where];
    if (waiting) {
      if (!leaf.readers.includes(waiting.reader))
        problems.push(`${where}: pending on ${waiting.reader}, which "Read by" does not name`);
      continue;
    }
    for (const reader of leaf.readers) {
      const text = readerText(repoRoot, reader);
      if (text === null) problems.push(`${where}: reader ${reader} does not exist`);
      else if (!mentions(text, leaf.key)) problems.push(`${where}: reader ${reader} never mentions "${leaf.key}"`);
    }
  }
  return problems;
}

/** Pending entries that are no longer needed (their reader exists and mentions the key) or name no setting. */
export function stalePending(
  schemaDir: string,
  repoRoot: string,
  pending: Record<string, PendingReader> = PENDING_READERS,
): string[] {
  const leaves = new Map(configLeaves(schemaDir).map((leaf) => [`${leaf.schemaFile} ${leaf.path}`, leaf]));
  const stale: string[] = [];
  for (const [where, { reader }] of Object.entries(pending)) {
    const leaf = leaves.get(where);
    if (!leaf) stale.push(`${where}: no such setting`);
    else if (mentions(readerText(repoRoot, reader) ?? '', leaf.key))
      stale.push(`${where}: ${reader} reads it now; remove the PENDING_READERS entry`);
  }
  return stale;
}
