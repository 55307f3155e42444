import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { API_SCHEMAS_DIR } from '@server/http/api-schemas';
import { TEXT_KEYWORD } from '@server/http/schema-rules';
import { PAYMENT_METHODS } from '@server/db/seed-data/payments';
import { FIELD_LABEL_KEYS, LOCALES_DIR, fieldLabelKey } from './field-labels';
import { languageConfig } from './languages';
import { defaultLocale, locales } from './locale';
import { field, money, type MessageParams } from './message-params';
import { templates, translate, type MessageKey } from './messages';
import { formatMoney } from '@contracts/domain/money';
import { describeValidationError } from './validation-messages';

/**
 * Every server message, in every offered language (config/site.json `languages`;
 * docs/operators.md "Adding a language"), is a sentence a player can read — no field key in front, no schema property name, no unfilled placeholder,
 * never empty — and every amount in it is written the way the language writes money (the site's format,
 * contracts/domain/money.ts).
 */
/** Placeholders that carry money (a MoneyParam from the callers). */
const MONEY_NAMES = new Set(['amount', 'balance', 'withdrawable', 'bonus', 'min', 'max', 'limit', 'left', 'stake', 'win', 'stakes']);

function schemaPropertyNames(): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const properties = (node as { properties?: unknown }).properties;
    if (properties && typeof properties === 'object') for (const name of Object.keys(properties)) names.add(name);
    for (const child of Object.values(node)) walk(child);
  };
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  // A provider's wallet calls (schemas/api/casino/hub88-*.request.json) are answered to the provider's server with a
  // protocol status (docs/providers.md), never to a player with a sentence: their fields need no label.
  const requests = files(API_SCHEMAS_DIR).filter((f) => f.endsWith('.request.json') && !/[\\/]hub88-[^\\/]+$/.test(f));
  for (const file of requests) walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...names];
}
const SCHEMA_FIELDS = schemaPropertyNames();
const PAYMENT_FIELDS = [...new Set(PAYMENT_METHODS.flatMap((m) => m.fields.map((f) => f.key)))];
const ALL_FIELDS = [...SCHEMA_FIELDS, ...PAYMENT_FIELDS, 'detail.iban', 'depositLimit.amount'];

/** Why `text` is not a sentence for a player, or null. */
function problem(text: string): string | null {
  if (text.trim() === '') return 'empty';
  if (/^[\w.[\]-]+: /.test(text)) return 'starts with a field key';
  if (/\{\{?\w+\}\}?/.test(text)) return 'unfilled placeholder';
  const identifier = /\b[a-z]+[A-Z]\w*\b|\b[a-z]+_[a-z0-9_]+\b/.exec(text);
  if (identifier) return `raw identifier "${identifier[0]}"`;
  for (const name of ALL_FIELDS) {
    if (new RegExp(`(^|[.!?;(]\\s*)${name.replace(/\./g, '\\.')}:`).test(text)) return `field key "${name}:"`;
  }
  return null;
}

function sampleParams(template: string): MessageParams {
  const params: MessageParams = {};
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    if (MONEY_NAMES.has(name)) params[name] = money(5_000_000);
    else if (name === 'field') params[name] = field('walletAddress');
    else params[name] = name === 'odds' ? '1.85' : 7;
  }
  return params;
}

/** The dotted paths of the string leaves of `node`. */
function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('server messages read as sentences in every language (docs/operators.md "Adding a language")', () => {
  it('every offered language holds every server text of the default language, and no other', () => {
    const { bundles } = languageConfig();
    const expected = leaves(bundles[defaultLocale()].server).sort();
    expect(expected.length).toBeGreaterThan(150);
    for (const locale of locales()) expect(leaves(bundles[locale].server).sort(), locale).toEqual(expected);
  });

  for (const locale of locales()) {
    it(`every catalogue message in ${locale}: no keys, no placeholders, amounts in the ${locale} money format`, () => {
      const bad: string[] = [];
      for (const [key, template] of Object.entries(templates(locale)) as [MessageKey, string][]) {
        if (template.includes('₺')) bad.push(`${key}: writes "₺" itself instead of a money parameter`);
        const text = translate(locale, key, sampleParams(template));
        const why = problem(text);
        if (why) bad.push(`${key}: ${why} — ${text}`);
        const written = formatMoney(50_000, locale);
        if (text.split(written).join('').includes('₺')) bad.push(`${key}: an amount not in the ${locale} format (${written}) — ${text}`);
        if ([...template.matchAll(/\{(\w+)\}/g)].some(([, n]) => MONEY_NAMES.has(n))) {
          if (!text.includes(written)) bad.push(`${key}: amount not written — ${text}`);
        }
      }
      expect(bad).toEqual([]);
    });

    it(`every validation rule for every API field in ${locale} names the field in words`, () => {
      const rules: Omit<ErrorObject, 'instancePath' | 'schemaPath'>[] = [
        { keyword: 'required', params: { missingProperty: 'x' } },
        { keyword: 'minLength', params: { limit: 5 } },
        { keyword: 'maxLength', params: { limit: 30 } },
        { keyword: 'minimum', params: { limit: 1 } },
        { keyword: 'maximum', params: { limit: 10 } },
        { keyword: 'type', params: { type: 'string' } },
        { keyword: 'type', params: { type: 'integer' } },
        { keyword: 'enum', params: { allowedValues: ['day', 'week'] } },
        { keyword: 'const', params: { allowedValue: 'pay' } },
        { keyword: 'format', params: { format: 'email' } },
        { keyword: 'pattern', params: {}, parentSchema: { 'x-rule': 'letters' } },
        { keyword: 'pattern', params: {} },
        { keyword: TEXT_KEYWORD, params: {} },
        { keyword: 'if', params: {} },
      ];
      const bad: string[] = [];
      for (const name of ALL_FIELDS) {
        if (!fieldLabelKey(name)) bad.push(`${name}: no label`);
        for (const rule of rules) {
          const error =
            rule.keyword === 'required'
              ? { ...rule, instancePath: '', schemaPath: '', params: { missingProperty: name } }
              : { ...rule, instancePath: `/${name.replace(/\./g, '/')}`, schemaPath: '' };
          const text = describeValidationError([error as ErrorObject], 'body', locale);
          const why = problem(text);
          if (why) bad.push(`${name} ${rule.keyword}: ${why} — ${text}`);
        }
      }
      for (const part of ['body', 'query', 'params']) {
        const text = describeValidationError([{ keyword: 'type', instancePath: '', schemaPath: '', params: { type: 'object' } }], part, locale);
        if (problem(text)) bad.push(`${part}: ${problem(text)} — ${text}`);
      }
      expect(bad).toEqual([]);
    });
  }

  it('every field label exists in every locale file, so a label lives once, with the forms', () => {
    for (const locale of locales()) {
      const bundle = JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, unknown>;
      const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
      const missing = [...Object.values(FIELD_LABEL_KEYS), 'fieldLabels.unknown'].filter((key) => typeof at(key) !== 'string');
      expect(missing, locale).toEqual([]);
    }
  });

  it('the messages players reported read as sentences', () => {
    expect(translate('tr', 'auth.usernameTaken')).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    expect(translate('tr', 'account.codeWrong')).toBe('Kod doğru değil.');
    expect(translate('en', 'payment.aboveWithdrawable', { withdrawable: money(1_234_50), bonus: money(5_000_000) })).toBe(
      'The amount is above your withdrawable balance (₺1,234.50); bonus money (₺50,000.00) cannot be withdrawn.',
    );
    expect(translate('tr', 'payment.fieldRequired', { field: field('walletAddress') })).toBe('Cüzdan adresi zorunludur.');
    const tooShort: ErrorObject = { keyword: 'minLength', instancePath: '/username', schemaPath: '', params: { limit: 5 } };
    expect(describeValidationError([tooShort], 'body', 'en')).toBe('Username must be at least 5 characters.');
    expect(describeValidationError([tooShort], 'body', 'tr')).toBe('Kullanıcı Adı en az 5 karakter olmalıdır.');
  });
});
