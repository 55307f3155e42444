import { getUiOptions, type ErrorTransformer, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import type { MessageRef, Translate } from './i18n-text';

/** Default i18n key per validation keyword (docs/product.md §5; texts in config/locales under `validation`). */
const KEYWORD_KEYS: Record<string, string> = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  pattern: 'validation.pattern',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  mismatch: 'validation.mismatch',
  incomplete: 'validation.incomplete',
  commonPassword: 'validation.commonPassword',
};

/** The uiSchema node of a field, given its RJSF property path ('.birthDate.day' or 'username'). */
export function uiNodeAt(uiSchema: UiSchema | undefined, property: string): UiSchema | undefined {
  let node: UiSchema | undefined = uiSchema;
  for (const part of property.split('.').filter(Boolean)) {
    node = node?.[part] as UiSchema | undefined;
  }
  return node;
}

/**
 * The translated message for one failed rule of one field: the field's `ui:errorMessages[keyword]` override
 * (a key or `{ key, values }`) if the uiSchema has one, else `validation.<keyword>`; falls back to
 * `validation.invalid`. Interpolation values are the validator's params (e.g. `{ limit: 5 }`) plus the override's.
 */
export function messageFor(
  t: Translate,
  uiNode: UiSchema | undefined,
  keyword: string,
  params: Record<string, unknown> = {},
): string {
  const overrides = (uiNode?.['ui:errorMessages'] ?? getUiOptions(uiNode).errorMessages) as
    Record<string, MessageRef> | undefined;
  const override = overrides?.[keyword];
  if (typeof override === 'string') return t(override, params);
  if (override) return t(override.key, { ...params, ...override.values });
  return t(KEYWORD_KEYS[keyword] ?? 'validation.invalid', params);
}

/**
 * RJSF `transformErrors` that replaces Ajv's English messages with i18next texts, and orders each field's
 * errors so "required" comes first (a field shows only its first error).
 */
export function createErrorTransformer(t: Translate): ErrorTransformer {
  return (errors: RJSFValidationError[], uiSchema?: UiSchema) =>
    errors
      .map((error) => {
        const property = error.property ?? '';
        const message = messageFor(
          t,
          uiNodeAt(uiSchema, property),
          error.name ?? '',
          error.params as Record<string, unknown>,
        );
        return { ...error, message, stack: `${property} ${message}`.trim() };
      })
      .sort((a, b) => Number(b.name === 'required') - Number(a.name === 'required'));
}
