/* global document, Node */
/** Creates an element with attributes (strings; on* are listeners) and children (nodes or text, never HTML). */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

// The site's money format for the page language (data-money-tag/-options from page.ts, contracts/domain/money.ts).
const money = new Intl.NumberFormat(document.body.dataset.moneyTag || 'tr-TR', JSON.parse(document.body.dataset.moneyOptions || '{"style":"currency","currency":"TRY"}'));
/** Lira in the site's format for the page language: ₺1.234,50 (tr), ₺1,234.50 (en). */
export const formatLira = (lira) => money.format(lira);
// Decimal odds with the language's decimal mark (2,24 / 2.24; contracts/domain/money.ts formatOdds, via data-odds-options).
const odds = new Intl.NumberFormat(document.body.dataset.moneyTag || 'tr-TR', JSON.parse(document.body.dataset.oddsOptions || '{"minimumFractionDigits":2,"maximumFractionDigits":2}'));
/** Decimal odds with two decimals in the page language. */
export const formatOdds = (value) => odds.format(value);
/** Match clock mm:ss from seconds. */
export function formatClock(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
