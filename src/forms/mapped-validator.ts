import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { checkFieldValue, validateFlat as validateRules, type FieldRule } from '@contracts/domain/payment-field-rules';

/** The keywords this validator understands; a schema using others is refused (see `assertSupported`). */
const PROPERTY_KEYWORDS = new Set([
  'type', 'title', 'description', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'default',
  // Marks a field the payment mapper could not understand: it always fails with keyword 'unsupported'.
  'x-unsupported',
  // A checksum over a complete value: 'iban' (mod-97) or 'luhn'; fails with its own name as the keyword.
  'x-check',
]);

/**
 * Throws when `schema` is not the flat subset this validator implements: an object whose properties use only
 * type (string, number, integer, boolean), pattern, minLength, maxLength, minimum, maximum, enum, plus required.
 */
export function assertSupported(schema: RJSFSchema): void {
  if (schema.type !== 'object') throw new Error('mapped validator: the root schema must be an object');
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object' || property === null) throw new Error(`mapped validator: property ${key} is not a schema`);
    for (const keyword of Object.keys(property)) {
      if (!PROPERTY_KEYWORDS.has(keyword)) throw new Error(`mapped validator: property ${key} uses unsupported keyword ${keyword}`);
    }
  }
}

/** Raw errors of `data` against a flat object schema (the server's check too: contracts/domain/payment-field-rules.ts). */
export function validateFlat(schema: RJSFSchema, data: unknown): RJSFValidationError[] {
  return validateRules(schema, data);
}

/**
 * An RJSF validator for the flat schemas the payment-field mapper builds at run time (docs/architecture.md: Forms — "validate
 * those without eval as well"). Plain code, no Ajv compile and no `new Function`, so it runs under CSP
 * script-src 'self'. Error names and params follow Ajv's (`required`, `minLength` {limit}, …) so the site's
 * error-message lookup works unchanged. Throws at construction for a schema outside the subset.
 */
export function createMappedValidator<T = Record<string, unknown>>(schema: RJSFSchema): ValidatorType<T> {
  assertSupported(schema);
  const validator: ValidatorType<T> = {
    validateFormData(
      formData: T | undefined,
      formSchema: RJSFSchema,
      customValidate?: CustomValidator<T>,
      transformErrors?: ErrorTransformer<T>,
      uiSchema?: UiSchema<T>,
    ): ValidationData<T> {
      let errors = validateFlat(formSchema, formData);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema<T>(errors);
      if (!customValidate) return { errors, errorSchema };
      const data = getDefaultFormState<T>(validator, formSchema, formData, formSchema, true) as T;
      const handler = customValidate(data, createErrorHandler<T>(data), uiSchema, errorSchema);
      return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(handler));
    },
    isValid(subSchema: RJSFSchema, formData: T | undefined): boolean {
      if (subSchema.type === 'object') return validateFlat(subSchema, formData).length === 0;
      return checkFieldValue('value', subSchema as FieldRule, formData) === null;
    },
    rawValidation<Result = unknown>(subSchema: RJSFSchema, formData?: T) {
      return { errors: validateFlat(subSchema, formData) as unknown as Result[] };
    },
  };
  return validator;
}
