import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeywordDefinition } from 'ajv';
import { isMaskFilled } from '@contracts/domain/mask-rule';

/**
 * Every form rule lives once, in `schemas/forms`. An API request schema states a field that a form
 * also has as a reference to the form's property, e.g.
 * `"password": { "$ref": "../../forms/register-default.json#/properties/password" }`; this module puts a copy of that
 * property in place of the reference, so the server's Ajv (api-schemas.ts), the generated contract types
 * (scripts/codegen.ts) and docs/api.md (scripts/api-docs.ts) all read the rule the site's form reads.
 *
 * - The copy drops the form's `title` (a locale key of the label) and `default` (the form's initial value): neither
 *   is a rule, and a title would give the generated type a name of its own.
 * - Keywords next to the `$ref` are kept and may only ADD what the form does not state: annotations (`description`,
 *   `x-rule`, which names a pattern for the error message) or a bound the API needs and the form lacks (a country id's
 *   `maximum`). A keyword the form already states is refused (FormRuleError naming the file): it would be the rule
 *   written twice.
 * - The copy carries `x-form` (`<form file>#<pointer>`), an annotation that says where the rule came from.
 * - A field whose uiSchema (`<form>.ui.json`) says `ui:options.maskComplete` with a `mask` gets `x-mask: <mask>`: the
 *   server then wants the value to fill the mask, as the form does (contracts/domain/mask-rule.ts).
 *
 * Rules a JSON Schema cannot state stay in code: the confirmation fields (`ui:options.matches`, shared by site and
 * server in contracts/domain/form-matches.ts) and the TC-number check digits (contracts/domain/identity.ts).
 */

type Schema = Record<string, unknown>;

/** schemas/ of the repository: `api/` (request and reply contracts) and `forms/` (the form rules). */
export const SCHEMAS_DIR = join(import.meta.dirname, '..', '..', 'schemas');

/** The annotation keyword on an inlined form property: `register-default.json#/properties/password`. */
export const FORM_KEYWORD = 'x-form';

/** The keyword of a value that must fill an IMask pattern (MASK_KEYWORD, maskKeyword). */
export const MASK_KEYWORD = 'x-mask';

/** Keywords next to a form `$ref` that never conflict with the form: they describe, they do not restrict. */
const ANNOTATIONS = new Set(['description', 'x-rule', '$comment', 'examples']);
/** Form keywords that are not rules of the API: the label's locale key and the form's initial value. */
const FORM_ONLY = new Set(['title', 'default', '$id']);

// A reference into schemas/forms from anywhere below schemas/: '../../forms/login.json#/properties/username'.
const FORM_REF = /^(?:\.\.\/)+forms\/([a-z0-9-]+)\.json#(\/.*)$/;

/** A form rule reference that cannot be resolved or that restates a form rule; the message names the file. */
export class FormRuleError extends Error {}

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Value at a JSON pointer (`/properties/birthDate/properties/day`) or undefined. */
function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchema(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Reads the files of `formsDir` once each: `reader('login')` is login.json, `reader('login.ui')` login.ui.json (an
 * empty uiSchema when there is none).
 */
export function formReader(formsDir: string): (name: string) => Schema {
  const cache = new Map<string, Schema>();
  return (name) => {
    let form = cache.get(name);
    if (!form) {
      try {
        form = JSON.parse(readFileSync(join(formsDir, `${name}.json`), 'utf8')) as Schema;
      } catch (error) {
        const missingUi = name.endsWith('.ui') && (error as NodeJS.ErrnoException).code === 'ENOENT';
        if (!missingUi) throw new FormRuleError(`schemas/forms/${name}.json: ${(error as Error).message}`);
        form = {};
      }
      cache.set(name, form);
    }
    return form;
  };
}

/** The uiSchema node of the form property at `pointer` ('/properties/a/properties/b' → ui.a.b). */
function uiNodeAt(ui: Schema, pointer: string): Schema | undefined {
  let node: unknown = ui;
  const parts = pointer.split('/').slice(1);
  for (let i = 0; i < parts.length; i += 2) {
    if (parts[i] !== 'properties' || !isSchema(node)) return undefined;
    node = node[parts[i + 1]];
  }
  return isSchema(node) ? node : undefined;
}

/** A deep copy of a form property without its form-only keywords (at every level; property names are kept). */
function ruleCopy(node: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (FORM_ONLY.has(key)) continue;
    if (key === 'properties' && isSchema(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, isSchema(sub) ? ruleCopy(sub) : sub]));
    } else if (Array.isArray(value)) {
      out[key] = value.map((item: unknown) => (isSchema(item) ? ruleCopy(item) : item));
    } else {
      out[key] = isSchema(value) ? ruleCopy(value) : value;
    }
  }
  return out;
}

/**
 * A copy of `schema` (the schema of file `file`, for messages, e.g. 'schemas/api/auth/login.request.json') whose
 * references into schemas/forms are replaced by the form properties they name (read by `readForm`). Never mutates.
 * Throws FormRuleError naming `file` and the JSON path when a reference does not resolve or restates a form rule.
 */
export function inlineFormRefs(schema: Schema, readForm: (name: string) => Schema, file: string): Schema {
  const visit = (node: unknown, path: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, `${path}/${i}`));
    if (!isSchema(node)) return node;
    const match = typeof node.$ref === 'string' ? FORM_REF.exec(node.$ref) : null;
    if (!match) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, `${path}/${key}`)]));
    const [, form, pointer] = match;
    const target = atPointer(readForm(form), pointer);
    if (!isSchema(target)) throw new FormRuleError(`${file}: ${path || '/'}: $ref ${String(node.$ref)} names nothing in schemas/forms/${form}.json`);
    const copy = ruleCopy(target);
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') continue;
      if (!ANNOTATIONS.has(key) && key in copy) {
        throw new FormRuleError(`${file}: ${path}/${key}: schemas/forms/${form}.json${pointer.replace(/^\//, '#/')} already states "${key}"; a form rule is written once, in the form`);
      }
      copy[key] = value;
    }
    const options = uiNodeAt(readForm(`${form}.ui`), pointer)?.['ui:options'];
    if (isSchema(options) && options.maskComplete === true && typeof options.mask === 'string') copy[MASK_KEYWORD] = options.mask;
    copy[FORM_KEYWORD] = `${form}.json#${pointer}`;
    return copy;
  };
  return visit(schema, '') as Schema;
}

/**
 * `"x-date-parts": <schema of {day, month, year}>` on a 'YYYY-MM-DD' string: the form asks for the parts of a date
 * (register-default.json birthDate: day, month and year with their own patterns) while the API carries the assembled
 * text; the keyword checks the text's parts with the form's schema (referenced, so inlined by inlineFormRefs). A text
 * that is not YYYY-MM-DD or whose parts break the form's rule fails (message: "<field> is not valid.").
 */
export const DATE_PARTS_KEYWORD = 'x-date-parts';

const DATE_TEXT = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** The Ajv definition of DATE_PARTS_KEYWORD (api-schemas.ts registers it with each Ajv instance). */
export const datePartsKeyword: KeywordDefinition = {
  keyword: DATE_PARTS_KEYWORD,
  type: 'string',
  schemaType: 'object',
  errors: false,
  compile(parts: Schema, _parent, it) {
    const validate = it.self.compile(parts);
    return (data: string) => {
      const match = DATE_TEXT.exec(data);
      return match !== null && validate({ year: match[1], month: match[2], day: match[3] }) === true;
    };
  },
};

/** The Ajv definition of MASK_KEYWORD: the text must fill the mask (message: "<field> is not valid."). */
export const maskKeyword: KeywordDefinition = {
  keyword: MASK_KEYWORD,
  type: 'string',
  schemaType: 'string',
  errors: false,
  validate: (mask: string, data: string) => isMaskFilled(mask, data),
};
