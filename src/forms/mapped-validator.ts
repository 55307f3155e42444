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
import { CHECKSUMS, type ChecksumName } from './checksums';

type Json = unknown;

/** The keywords this validator understands; a schema using others is refused (see `assertSupported`). */
const PROPERTY_KEYWORDS = new Set([
  'type', 'title', 'description', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum', 'default',
  // Marks a field the payment mapper could not understand: it always fails with keyword 'unsupported'.
  'x-unsupported',
  // A checksum over a complete value: 'iban' (mod-97) or 'luhn'; fails with its own name as the keyword.
  'x-check',
]);

function typeOk(type: unknown, value: Json): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

const patternCache = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    // RegExp is not eval: it is allowed under CSP script-src 'self'.
    compiled = new RegExp(pattern, 'u');
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

function error(key: string, name: string, params: Record<string, unknown>, message: string): RJSFValidationError {
  return { name, property: `.${key}`, params, message, stack: `.${key} ${message}`, schemaPath: `#/properties/${key}/${name}` };
}

/** Checks one property value; returns its first failing rule (the site shows one error per field). */
function checkProperty(key: string, schema: RJSFSchema, value: Json): RJSFValidationError | null {
  if (schema['x-unsupported']) return error(key, 'unsupported', {}, 'unsupported field');
  if (value === undefined) return null;
  if (!typeOk(schema.type, value)) return error(key, 'type', { type: schema.type }, `must be ${String(schema.type)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) {
    return error(key, 'enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
      return error(key, 'minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
    }
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
      return error(key, 'maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    }
    if (typeof schema.pattern === 'string' && !regex(schema.pattern).test(value)) {
      return error(key, 'pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
    }
    const check = schema['x-check'] as ChecksumName | undefined;
    if (check && CHECKSUMS[check] && !CHECKSUMS[check](value)) return error(key, check, {}, `must pass the ${check} check`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) {
      return error(key, 'minimum', { limit: schema.minimum, comparison: '>=' }, `must be >= ${schema.minimum}`);
    }
    if (typeof schema.maximum === 'number' && value > schema.maximum) {
      return error(key, 'maximum', { limit: schema.maximum, comparison: '<=' }, `must be <= ${schema.maximum}`);
    }
  }
  return null;
}

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

/** Raw errors of `data` against a flat object schema, in property order ('required' for missing values). */
export function validateFlat(schema: RJSFSchema, data: Json): RJSFValidationError[] {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, Json>;
  const required = new Set(schema.required ?? []);
  const errors: RJSFValidationError[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    const sub = property as RJSFSchema;
    if ((value === undefined || value === null || value === '') && required.has(key) && !sub['x-unsupported']) {
      errors.push({ ...error(key, 'required', { missingProperty: key }, `must have required property '${key}'`), property: `.${key}` });
      continue;
    }
    const failed = checkProperty(key, sub, value === null || value === '' ? undefined : value);
    if (failed) errors.push(failed);
  }
  return errors;
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
      return checkProperty('value', subSchema, formData) === null;
    },
    rawValidation<Result = unknown>(subSchema: RJSFSchema, formData?: T) {
      return { errors: validateFlat(subSchema, formData) as unknown as Result[] };
    },
  };
  return validator;
}
