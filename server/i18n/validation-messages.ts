import type { ErrorObject } from 'ajv';
import type { Locale } from './locale';
import { ONCE_KEYWORD, TEXT_KEYWORD } from '@server/http/schema-rules';
import { format } from './messages';
import { fieldLabel, fieldLabelKey } from './field-labels';
import { localeText } from './languages';

/**
 * Words for each JSON-Schema rule live in the locale files, `config/locales/<code>.json` under `server.validation`
 * (docs/operators.md "Adding a language"; docs/product.md §5 bounds live in schemas/api). A `pattern` is explained through the schema's
 * `x-rule` annotation (e.g. "letters" -> `server.validation.rule.letters`), since a regular expression means nothing
 * to a player.
 */
function word(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = localeText(locale, `server.validation.${key}`) ?? localeText(locale, 'server.validation.invalid') ?? key;
  return format(text, params);
}

/** Dotted field name of an error: '/detail/iban' -> 'detail.iban'; the whole body/query -> `part`. */
function fieldOf(error: ErrorObject, part: string): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.length ? path.join('.') : part;
}

function ruleOf(error: ErrorObject, locale: Locale): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'additionalProperties':
    case 'minLength':
    case 'maxLength':
      return word(locale, error.keyword, { limit: Number(p.limit) });
    case 'minimum':
    case 'maximum':
      return word(locale, error.keyword, { limit: Number(p.limit) });
    case 'type':
      return word(locale, `type.${String(p.type).split(',')[0]}`);
    case 'enum':
      return word(locale, 'enum', { values: (p.allowedValues as unknown[]).map(String).join(', ') });
    case 'const':
      return word(locale, 'enum', { values: String(p.allowedValue) });
    case 'format':
      return word(locale, `format.${String(p.format)}`);
    case TEXT_KEYWORD:
      return word(locale, 'text');
    case ONCE_KEYWORD:
      return word(locale, 'once');
    case 'pattern': {
      const rule = (error.parentSchema as Record<string, unknown> | undefined)?.['x-rule'];
      return word(locale, `rule.${typeof rule === 'string' ? rule : 'default'}`);
    }
    default:
      return word(locale, 'invalid');
  }
}

/**
 * One player-readable sentence for the first schema violation: the field named in words in `locale` (its form
 * label, field-labels.ts), then the rule in words (docs/product.md §5: never a key), e.g.
 * 'Username must be at least 5 characters.' / 'Kullanıcı Adı en az 5 karakter olmalıdır.'
 * `part` names the whole input when the error is about it (e.g. 'body' when the body is not an object: "The request
 * must be an object.").
 */
export function describeValidationError(errors: readonly ErrorObject[], part: string, locale: Locale): string {
  const error = errors[0];
  const rule = error ? ruleOf(error, locale) : word(locale, 'invalid');
  const field = error ? fieldOf(error, part) : part;
  // A query or path parameter may share its name with a body field of another meaning ('provider'): '<part>.<name>' first.
  const named = fieldLabelKey(`${part}.${field}`) ? `${part}.${field}` : field;
  return `${fieldLabel(named, locale)} ${rule}.`;
}
