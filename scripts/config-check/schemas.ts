/**
 * The schemas themselves (docs/architecture.md "What the config check refuses"): config schemas compile into the validators of config files; form
 * schemas (`schemas/forms/*.json`, what the site's forms and the server's request checks use) must be valid
 * draft-07 JSON Schema (the meta-schema) and compile with Ajv in strict mode; every `pattern` of either must compile
 * the way Ajv and the browser run it, `new RegExp(pattern, 'u')`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type CheckContext, type Json, walkJson } from './context';

export const CONFIG_SCHEMAS = ['site', 'routes', 'menu', 'footer', 'brand'] as const;
export type ConfigSchema = (typeof CONFIG_SCHEMAS)[number];

/** `file: /path: rule` text of one Ajv error (unknown properties and enum choices named). */
export function formatAjvError(error: ErrorObject): { at: string; rule: string } {
  let rule = error.message ?? error.keyword;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') rule += ` (${String(params.additionalProperty)})`;
  if (error.keyword === 'enum') rule += ` (${(params.allowedValues as unknown[]).map(String).join(', ')})`;
  return { at: error.instancePath || '/', rule };
}

/** Reason a regex source does not compile as the browser and Ajv (unicode mode) compile it, or null. */
export function regexProblem(source: string): string | null {
  try {
    new RegExp(source, 'u');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Reports every `pattern` (and `patternProperties` key) of a schema document that does not compile. */
function checkSchemaPatterns(ctx: CheckContext, rel: string, schema: Json): void {
  walkJson(schema, (value, at, field) => {
    if (field === 'pattern' && typeof value === 'string') {
      const problem = regexProblem(value);
      if (problem) ctx.report(rel, at, `regex does not compile: ${problem}`);
    }
    if (field === 'patternProperties' && value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const problem = regexProblem(key);
        if (problem) ctx.report(rel, at, `regex does not compile: ${problem}`);
      }
    }
  });
}

/** Meta-schema errors, minus the `format: regex` ones that checkSchemaPatterns words better. */
function metaProblems(ajv: Ajv, schema: Json): ErrorObject[] {
  if (ajv.validateSchema(schema as object)) return [];
  return (ajv.errors ?? []).filter((e) => !(e.keyword === 'format' && (e.params as { format?: string }).format === 'regex'));
}

// Compiled validators by schema text: a second run (tests, a config reload) does not compile again.
const compiled = new Map<string, ValidateFunction>();

function newAjv(strict: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, strict });
  addFormats(ajv);
  return ajv;
}

/**
 * Reads and compiles `schemas/config/<name>.json`; returns `validate(schema, file, data)`, which reports the data's
 * schema violations and says whether it passed (false too when the schema itself is unusable).
 */
export async function configValidators(ctx: CheckContext): Promise<(name: ConfigSchema, rel: string, data: Json) => boolean> {
  const validators = new Map<string, ValidateFunction>();
  const ajv = newAjv(false);
  for (const name of CONFIG_SCHEMAS) {
    const rel = `schemas/config/${name}.json`;
    const schema = await ctx.readJson(rel);
    if (!schema || typeof schema !== 'object') continue;
    checkSchemaPatterns(ctx, rel, schema);
    const meta = metaProblems(ajv, schema);
    for (const e of meta) ctx.report(rel, e.instancePath || '/', `not valid JSON Schema: ${e.message ?? e.keyword}`);
    if (meta.length > 0) continue;
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    try {
      fn ??= ajv.compile(schema);
    } catch (error) {
      const message = (error as Error).message;
      if (!regexCompileError(message)) ctx.report(rel, placeOf(message, schema), `schema does not compile: ${message.replace(/\s*at "#[^"]*"/, '')}`);
      continue;
    }
    compiled.set(key, fn);
    validators.set(name, fn);
  }
  return (name, rel, data) => {
    const fn = validators.get(name);
    if (!fn) return false;
    if (fn(data)) return true;
    for (const error of fn.errors ?? []) {
      const { at, rule } = formatAjvError(error);
      ctx.report(rel, at, rule);
    }
    return false;
  };
}

export interface FormFiles {
  /** Form name (file name without `.json`) → parsed schema, for schemas that read. */
  schemas: Map<string, Json>;
  /** Form name → parsed `<name>.ui.json`, for the ones that exist and read. */
  ui: Map<string, Json>;
}

/** Checks every form schema (meta-schema, strict compile, regexes) and returns the form and UI files that read. */
export async function checkFormSchemas(ctx: CheckContext): Promise<FormFiles> {
  const out: FormFiles = { schemas: new Map(), ui: new Map() };
  const names = (await readdir(join(ctx.root, 'schemas', 'forms')).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  // One strict instance per run: form schemas carry distinct `$id`s; a new run (a reload) starts a new one.
  const meta = newAjv(true);
  for (const file of names) {
    const rel = `schemas/forms/${file}`;
    const data = await ctx.readJson(rel);
    if (data === undefined) continue;
    if (file.endsWith('.ui.json')) {
      out.ui.set(file.slice(0, -'.ui.json'.length), data);
      continue;
    }
    out.schemas.set(file.slice(0, -'.json'.length), data);
    checkSchemaPatterns(ctx, rel, data);
    const errors = metaProblems(meta, data);
    for (const e of errors) ctx.report(rel, e.instancePath || '/', `not valid JSON Schema: ${e.message ?? e.keyword}`);
    if (errors.length > 0) continue;
    const key = `strict:${JSON.stringify(data)}`;
    if (compiled.has(key)) continue;
    try {
      compiled.set(key, meta.compile(data as object));
    } catch (error) {
      // Ajv names the place as `at "#/properties/x"`: turn it into the pointer of this report.
      const message = (error as Error).message;
      if (!regexCompileError(message)) ctx.report(rel, placeOf(message, data), `does not compile with Ajv strict: ${message.replace(/\s*at "#[^"]*"/, '')}`);
    }
  }
  return out;
}

/**
 * Pointer of an Ajv compile error: Ajv's `at "#/properties/x"` when it gives one, else for an unknown keyword the
 * first object of the schema that holds it, else the root.
 */
function placeOf(message: string, schema: Json): string {
  const at = /at "#([^"]*)"/.exec(message);
  if (at?.[1]) return at[1];
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  let found = '/';
  if (keyword) {
    walkJson(schema, (value, where) => {
      if (found === '/' && value && typeof value === 'object' && !Array.isArray(value) && keyword in value) found = where;
    });
  }
  return found;
}

/** Ajv's own complaint about a bad `pattern`, already reported by checkSchemaPatterns. */
function regexCompileError(message: string): boolean {
  return /Invalid regular expression/.test(message);
}

/** Regex-valued config fields (`pattern`, `regex`, `…Pattern`, `…Regex`) must compile like a schema `pattern`. */
export function checkConfigRegexes(ctx: CheckContext, rel: string, doc: Json): void {
  walkJson(doc, (value, at, field) => {
    if (typeof value !== 'string' || typeof field !== 'string' || !/^(pattern|regex)$|(Pattern|Regex)$/.test(field)) return;
    const problem = regexProblem(value);
    if (problem) ctx.report(rel, at, `regex does not compile: ${problem}`);
  });
}
