import type { ErrorSchema } from '@rjsf/utils';

/** RJSF's default id scheme: 'root' + '_' + path parts, e.g. root_birthDate_day. */
export const fieldId = (path: readonly string[]): string => ['root', ...path].join('_');

/**
 * The part of `errorSchema` the player may see (docs/product.md §5: error text appears on blur or on submit, never before):
 * everything after a submit attempt, otherwise only fields whose id is in `touched` (blurred at least once).
 * Returns a new ErrorSchema; the input is not changed.
 */
export function visibleErrors<T>(
  errorSchema: ErrorSchema<T>,
  touched: ReadonlySet<string>,
  submitted: boolean,
): ErrorSchema<T> {
  if (submitted) return errorSchema;
  return pick(errorSchema as ErrorNode, [], touched) as ErrorSchema<T>;
}

type ErrorNode = { __errors?: string[] } & { [key: string]: ErrorNode | string[] | undefined };

function pick(node: ErrorNode, path: string[], touched: ReadonlySet<string>): ErrorNode {
  const out: ErrorNode = {};
  if (node.__errors?.length && touched.has(fieldId(path))) out.__errors = node.__errors;
  for (const [key, child] of Object.entries(node)) {
    if (key === '__errors' || !child || Array.isArray(child)) continue;
    const picked = pick(child, [...path, key], touched);
    if (Object.keys(picked).length > 0) out[key] = picked;
  }
  return out;
}
