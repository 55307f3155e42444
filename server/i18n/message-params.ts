import type { Locale } from './locale';
import { formatMoney, formatOdds } from '@contracts/domain/money';
import { fieldLabel } from './field-labels';

/**
 * A lira amount (or a list of them, written comma-separated), in the reader's money format when the message is
 * rendered (tr ₺1.234,50, en ₺1,234.50; contracts/domain/money.ts, the site's format too).
 */
export interface MoneyParam {
  readonly money: number | readonly number[];
}
/** An input field ('username', 'detail.iban'), named in words in the reader's language (field-labels.ts). */
export interface FieldParam {
  readonly field: string;
}
/** Decimal odds, written with the reader's decimal mark (tr 2,24, en 2.24). */
export interface OddsParam {
  readonly odds: number;
}
/** A message parameter: plain text or number, or a value rendered per language. */
export type MessageParam = string | number | MoneyParam | FieldParam | OddsParam;
export type MessageParams = Record<string, MessageParam>;

/** Kuruş as a money parameter: money(123450) is written ₺1.234,50 / ₺1,234.50. */
export const money = (kurus: number): MoneyParam => ({ money: kurus / 100 });
/** Lira as a money parameter. */
export const moneyLira = (lira: number): MoneyParam => ({ money: lira });
/** Decimal odds as a parameter: odds(2.24) is written 2,24 / 2.24. */
export const odds = (value: number): OddsParam => ({ odds: value });
/** A field name as a parameter, written as its label. */
export const field = (name: string): FieldParam => ({ field: name });

function moneyText(lira: number | readonly number[], locale: Locale): string {
  return [lira].flat().map((one) => formatMoney(one, locale)).join(', ');
}

/** `params` with money and field parameters written in `locale`. */
export function renderParams(locale: Locale, params: MessageParams = {}): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : 'money' in value
          ? moneyText(value.money, locale)
          : 'odds' in value
            ? formatOdds(value.odds, locale)
            : fieldLabel(value.field, locale),
    ]),
  );
}

