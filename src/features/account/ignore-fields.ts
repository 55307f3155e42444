import type { ErrorSchema, ValidatorType } from '@rjsf/utils';

/**
 * The same validator, but blind to `fields` (top-level names): their errors are dropped from validateFormData.
 * The SMS verify dialog uses it at step 1, where the code field is disabled and not asked for yet (docs/product.md §4).
 */
export function ignoringFields<T>(validator: ValidatorType<T>, fields: readonly string[]): ValidatorType<T> {
  const ignored = (property: string | undefined) => fields.includes((property ?? '').replace(/^\./, '').split('.')[0]);
  return new Proxy(validator, {
    get(target, prop, receiver) {
      if (prop === 'validateFormData') {
        return (...args: Parameters<ValidatorType<T>['validateFormData']>) => {
          const result = target.validateFormData(...args);
          const errorSchema = { ...result.errorSchema } as Record<string, unknown>;
          for (const field of fields) delete errorSchema[field];
          return {
            errors: result.errors.filter((e) => !ignored(e.property)),
            errorSchema: errorSchema as ErrorSchema<T>,
          };
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
