import type { ErrorObject } from 'ajv';
import type { Locale } from './locale.ts';
import { TEXT_KEYWORD } from '../http/schema-rules.ts';
import { format } from './messages.ts';
import { fieldLabel, fieldLabelKey } from './field-labels.ts';

/**
 * Words for each JSON-Schema rule (docs/product.md §5 bounds live in schemas/api). A `pattern` is explained through the
 * schema's `x-rule` annotation (e.g. "letters"), since a regular expression means nothing to a player.
 */
const words = {
  en: {
    required: 'is required',
    minLength: 'must be at least {limit} characters',
    maxLength: 'must be at most {limit} characters',
    minimum: 'must be at least {limit}',
    maximum: 'must be at most {limit}',
    enum: 'must be one of: {values}',
    additionalProperties: 'is not allowed',
    invalid: 'is not valid',
    text: 'must not contain NUL characters or broken Unicode (lone surrogates)',
    'type.string': 'must be text',
    'type.number': 'must be a number',
    'type.integer': 'must be a whole number',
    'type.boolean': 'must be true or false',
    'type.object': 'must be an object',
    'type.array': 'must be a list',
    'format.email': 'must be a valid e-mail address',
    'format.date': 'must be a date in the form YYYY-MM-DD',
    'rule.letters': 'must contain letters only, words separated by single spaces',
    'rule.alphanumeric': 'must contain letters and digits only',
    'rule.digits': 'must contain digits only',
    'rule.digits11': 'must be exactly 11 digits',
    'rule.date': 'must be a date in the form YYYY-MM-DD',
    'rule.email': 'must be a valid e-mail address',
    'rule.default': 'has an invalid format',
  },
  tr: {
    required: 'zorunludur',
    minLength: 'en az {limit} karakter olmalıdır',
    maxLength: 'en fazla {limit} karakter olmalıdır',
    minimum: 'en az {limit} olmalıdır',
    maximum: 'en fazla {limit} olmalıdır',
    enum: 'şunlardan biri olmalıdır: {values}',
    additionalProperties: 'izin verilmeyen bir alandır',
    invalid: 'geçerli değil',
    text: 'NUL karakteri veya bozuk Unicode (eşi olmayan vekil karakter) içermemelidir',
    'type.string': 'metin olmalıdır',
    'type.number': 'sayı olmalıdır',
    'type.integer': 'tam sayı olmalıdır',
    'type.boolean': 'true veya false olmalıdır',
    'type.object': 'nesne olmalıdır',
    'type.array': 'liste olmalıdır',
    'format.email': 'geçerli bir e-posta adresi olmalıdır',
    'format.date': 'YYYY-AA-GG biçiminde bir tarih olmalıdır',
    'rule.letters': 'yalnızca harflerden oluşmalı, kelimeler tek boşlukla ayrılmalıdır',
    'rule.alphanumeric': 'yalnızca harf ve rakam içermelidir',
    'rule.digits': 'yalnızca rakam içermelidir',
    'rule.digits11': 'tam olarak 11 rakam olmalıdır',
    'rule.date': 'YYYY-AA-GG biçiminde bir tarih olmalıdır',
    'rule.email': 'geçerli bir e-posta adresi olmalıdır',
    'rule.default': 'geçersiz biçimdedir',
  },
} as const;

type WordKey = keyof (typeof words)['en'];

function word(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const table: Record<string, string> = words[locale];
  return format(table[key] ?? table.invalid, params);
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
    case 'pattern': {
      const rule = (error.parentSchema as Record<string, unknown> | undefined)?.['x-rule'];
      return word(locale, `rule.${typeof rule === 'string' ? rule : 'default'}`);
    }
    default:
      return word(locale, 'invalid' satisfies WordKey);
  }
}

/**
 * One player-readable sentence for the first schema violation: the field named in words in `locale` (its form
 * label, field-labels.ts), then the rule in words (issue 16 item 4: never a key), e.g.
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
