/**
 * The confirmation rule of the forms (docs/product.md §5: "password2 must equal password"), written once for the site's
 * forms (src/forms/cross-field.ts) and the platform server (auth/register, auth/changepasswordwithcode,
 * customer/changepassword; docs/architecture.md "Forms"). A JSON Schema cannot compare two fields, so the rule is declared in the
 * form's uiSchema (`schemas/forms/<form>.ui.json`): `"password2": { "ui:options": { "matches": "password" } }`.
 * Pure code, no imports.
 */

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The field a uiSchema node's value must equal (`ui:options.matches`, or the older `ui:matches`), or null. */
export function matchTarget(uiNode: unknown): string | null {
  if (!isNode(uiNode)) return null;
  const options = uiNode['ui:options'];
  const target = (isNode(options) ? options.matches : undefined) ?? uiNode['ui:matches'];
  return typeof target === 'string' ? target : null;
}

/** True when a filled `value` differs from the sibling `data[target]` it must match; empty values are left to `required`. */
export function breaksMatch(target: string | null, value: unknown, data: Node | undefined): boolean {
  const filled = value !== undefined && value !== null && value !== '';
  return filled && target !== null && value !== data?.[target];
}

/**
 * The first top-level field of `data` whose value breaks its `matches` rule in `uiSchema` (e.g. 'password2'), or null.
 * Fields the data does not have are skipped.
 */
export function mismatchedField(uiSchema: unknown, body: object): string | null {
  if (!isNode(uiSchema)) return null;
  const data = body as Node;
  for (const [field, uiNode] of Object.entries(uiSchema)) {
    if (field.startsWith('ui:')) continue;
    if (breaksMatch(matchTarget(uiNode), data[field], data)) return field;
  }
  return null;
}
