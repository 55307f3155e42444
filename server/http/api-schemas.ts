import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Ajv } from 'ajv';
import type { AnySchema, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { JsonText, envelopeJson } from './envelope';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { FORM_KEYWORD, SCHEMAS_DIR, datePartsKeyword, formReader, inlineFormRefs, maskKeyword } from './form-rules';
import { TEXT_KEYWORD, isBrokenText, markTextFields, unboundedFields } from './schema-rules';

/** schemas/api in the repository: the request and response contracts of docs/product.md §7. */
export const API_SCHEMAS_DIR = join(SCHEMAS_DIR, 'api');

type JsonSchema = Record<string, unknown> & { $id?: string };

// ajv-formats is CommonJS; under ESM its default export is the plugin function itself.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function newAjv(coerceTypes: boolean, input = true): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    // Input: unknown extra fields are dropped rather than refused, so an older or newer client still works.
    // Replies are checked as they are: nothing removed or filled in.
    removeAdditional: input,
    useDefaults: input,
    // Bodies are JSON and must carry the right types; query strings are text and need coercion.
    coerceTypes,
    verbose: true,
    strict: true,
    // if/then may require properties declared only at the top level (register: isFast=false needs PersonalNo).
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // Annotation that names a pattern's rule for the validation message (see validation-messages.ts).
  ajv.addKeyword({ keyword: 'x-rule', schemaType: 'string' });
  // Annotation of a property copied from a form schema: where its rule lives (form-rules.ts).
  ajv.addKeyword({ keyword: FORM_KEYWORD, schemaType: 'string' });
  // A 'YYYY-MM-DD' text whose parts follow a form's {day, month, year} schema (register-default birthDate).
  ajv.addKeyword(datePartsKeyword);
  // A text that must fill its form's mask (ui:options.maskComplete: the phone is 90 + 10 digits).
  ajv.addKeyword(maskKeyword);
  // Added to every string schema by markTextFields: no NUL, no lone surrogate (schema-rules.ts).
  ajv.addKeyword({ keyword: TEXT_KEYWORD, type: 'string', schemaType: 'boolean', errors: false, validate: (on: boolean, data: string) => !on || !isBrokenText(data) });
  return ajv;
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listJson(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.json') ? [join(dir, e.name)] : []))),
  );
  return nested.flat().sort();
}

/**
 * Points the file references between schemas (`"$ref": "bet-view.json"`, `"../customer/x.json#/properties/a"`, as
 * codegen reads them) at the registered ids, which have no `.json` (`api/sportsbook/bet-view`). In place.
 */
function refsToIds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) refsToIds(item);
  } else if (typeof node === 'object' && node !== null) {
    const object = node as Record<string, unknown>;
    if (typeof object.$ref === 'string' && !object.$ref.startsWith('#')) object.$ref = object.$ref.replace(/\.json(?=#|$)/, '');
    for (const value of Object.values(object)) refsToIds(value);
  }
}

/** The registry of the repository's schemas/, once read (ApiSchemas.load). */
let repositorySchemas: Promise<ApiSchemas> | null = null;

/**
 * Every schema under schemas/api, keyed by its path without `.json` (e.g. 'auth/register.request'), compiled
 * into two Ajv instances: strict types for bodies, coercing for query strings, params and headers.
 */
export class ApiSchemas {
  private readonly byName = new Map<string, JsonSchema>();
  private readonly bodyAjv = newAjv(false);
  private readonly queryAjv = newAjv(true);
  private readonly replyAjv = newAjv(false, false);
  /** The uiSchemas of schemas/forms by form name ('register-fast'): rules a JSON Schema cannot state (ui:options.matches). */
  private readonly formUis = new Map<string, unknown>();

  /**
   * Loads and registers every schema of `<schemasDir>/api`, with the form rules they reference read from
   * `<schemasDir>/forms` (form-rules.ts; docs/architecture.md "Forms"). Default: the repository's `schemas/`; tests pass an edited
   * copy. Throws naming the file when one is not valid JSON or JSON Schema, or restates a form rule.
   */
  static load(schemasDir = SCHEMAS_DIR): Promise<ApiSchemas> {
    // The repository's schemas do not change while a process runs, so every app of the process (tests build hundreds)
    // shares one registry and its compiled validators; an edited copy elsewhere is read afresh on every call.
    if (schemasDir === SCHEMAS_DIR) {
      repositorySchemas ??= ApiSchemas.read(SCHEMAS_DIR);
      repositorySchemas.catch(() => (repositorySchemas = null));
      return repositorySchemas;
    }
    return ApiSchemas.read(schemasDir);
  }

  private static async read(schemasDir: string): Promise<ApiSchemas> {
    const registry = new ApiSchemas();
    const dir = join(schemasDir, 'api');
    const readForm = formReader(join(schemasDir, 'forms'));
    for (const file of await listJson(dir)) {
      const name = relative(dir, file).split(sep).join('/').replace(/\.json$/, '');
      let schema: JsonSchema;
      try {
        schema = JSON.parse(await readFile(file, 'utf8')) as JsonSchema;
      } catch (error) {
        throw new Error(`schemas/api/${name}.json: not valid JSON (${(error as Error).message})`);
      }
      schema = inlineFormRefs(schema, readForm, `schemas/api/${name}.json`);
      schema.$id ??= `api/${name}`;
      refsToIds(schema);
      markTextFields(schema);
      registry.byName.set(name, schema);
    }
    for (const file of await listJson(join(schemasDir, 'forms'))) {
      if (!file.endsWith('.ui.json')) continue;
      const name = relative(join(schemasDir, 'forms'), file).replace(/\.ui\.json$/, '');
      try {
        registry.formUis.set(name, JSON.parse(await readFile(file, 'utf8')));
      } catch (error) {
        throw new Error(`schemas/forms/${name}.ui.json: not valid JSON (${(error as Error).message})`);
      }
    }
    for (const [name, schema] of registry.byName) {
      try {
        registry.bodyAjv.addSchema(schema);
        registry.queryAjv.addSchema(schema);
        registry.replyAjv.addSchema(schema);
      } catch (error) {
        throw new Error(`schemas/api/${name}.json: ${(error as Error).message}`);
      }
    }
    return registry;
  }

  /**
   * The uiSchema of form `name` (schemas/forms/<name>.ui.json, read at start) for the rules a JSON Schema cannot state,
   * checked with the site's own code (contracts/domain/form-matches.ts); throws when there is none.
   */
  formUi(name: string): unknown {
    if (!this.formUis.has(name)) throw new Error(`schemas/forms/${name}.ui.json does not exist`);
    return this.formUis.get(name);
  }

  /** The schema object of `name` for a route's `schema.body` / `schema.querystring`; throws when unknown. */
  get(name: string): JsonSchema {
    const schema = this.byName.get(name);
    if (!schema) throw new Error(`schemas/api/${name}.json does not exist`);
    return schema;
  }

  /**
   * The JSON Schema of a successful reply envelope whose `data` is schemas/api/`reply` (null: data is null), for a
   * route's `response: {200: …}` (server/http/route.ts). Registered once per reply name under the id `reply.<name with dots>`.
   */
  replyEnvelope(reply: string | null): JsonSchema {
    // A flat id, so the data $ref `api/<name>` resolves against the root like the registered schemas' ids.
    const id = `reply.${(reply ?? 'null').replace(/\//g, '.')}`;
    if (reply !== null) this.get(reply);
    if (!this.replyAjv.getSchema(id)) {
      this.replyAjv.addSchema({
        $id: id,
        type: 'object',
        required: ['success', 'message', 'data'],
        properties: { success: { const: true }, message: { type: 'string' }, data: reply === null ? { type: 'null' } : { $ref: `api/${reply}` } },
        additionalProperties: false,
      });
    }
    return { $id: id };
  }

  /**
   * Fastify serializer compiler for the reply schemas of replyEnvelope: serialises with JSON.stringify and checks the
   * JSON against the contract's reply schema. `onMismatch` decides what a reply that breaks its contract becomes
   * (server/http/route.ts: a 500 in test mode, a logged warning in demo mode); null skips the check (production).
   */
  replySerializer(onMismatch: ((route: string, problem: string) => void) | null): FastifySerializerCompiler<AnySchema> {
    return ({ schema, method, url }) => {
      const id = typeof schema === 'object' && schema !== null && '$id' in schema ? String(schema.$id) : '';
      const validate = this.replyAjv.getSchema(id);
      if (!validate) throw new Error(`${method} ${url}: reply schema ${id || '(inline)'} is not a registered reply envelope`);
      return (data: unknown) => {
        const spliced = splicedEnvelope(data);
        if (spliced !== null) return spliced;
        const json = JSON.stringify(data);
        if (onMismatch && !validate(JSON.parse(json))) {
          onMismatch(`${method} ${url}`, this.replyAjv.errorsText(validate.errors, { dataVar: 'reply' }));
        }
        return json;
      };
    };
  }

  /**
   * A check of one value against schemas/api/`name` (e.g. 'casino/game', an item of a list reply): returns the
   * problem as text, or null when the value fits. For the parts of a JsonText reply, checked as they are made.
   */
  partCheck(name: string): (value: unknown) => string | null {
    this.get(name);
    const validate = this.replyAjv.getSchema(`api/${name}`);
    if (!validate) throw new Error(`schemas/api/${name}.json is not registered for replies`);
    return (value) => (validate(JSON.parse(JSON.stringify(value))) ? null : this.replyAjv.errorsText(validate.errors, { dataVar: name }));
  }

  /**
   * Fastify validator compiler: registered schemas are compiled once, inline ones on first use. Every input
   * schema (body, query, params, headers) must be bounded (schema-rules.ts unboundedFields): an unbounded one
   * throws here, naming the route and the field, so the server does not start with it.
   */
  readonly compiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart, method, url }) => {
    const ajv = httpPart === 'body' ? this.bodyAjv : this.queryAjv;
    const id = typeof schema === 'object' && schema !== null && '$id' in schema ? String(schema.$id) : undefined;
    if (typeof schema === 'object' && schema !== null) {
      const problems = unboundedFields(schema as JsonSchema);
      if (problems.length > 0) throw new Error(`${method} ${url} ${httpPart} schema ${id ?? '(inline)'} is not bounded: ${problems.join('; ')}`);
      if (!id) markTextFields(schema as JsonSchema);
    }
    const validate: ValidateFunction | undefined = id ? ajv.getSchema(id) : undefined;
    return validate ?? ajv.compile(schema);
  };
}

/**
 * The JSON of an envelope whose data is JsonText (server/http/envelope.ts): success and message serialised, the text
 * spliced in as it is. Null for any other reply.
 */
function splicedEnvelope(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !((data as { data?: unknown }).data instanceof JsonText)) return null;
  const envelope = data as { success: unknown; message: unknown; data: JsonText<unknown> };
  if (envelope.success !== true || typeof envelope.message !== 'string') throw new Error('a JsonText reply is a successful envelope (okText)');
  return envelopeJson(envelope.message, envelope.data.text);
}
