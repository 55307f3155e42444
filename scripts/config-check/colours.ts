/**
 * CSS colours (docs/architecture.md "What the config check refuses"): every value of a `colors` object and of any field whose name says colour
 * (`color`, `colour`, `backgroundColor`…; not `colorScheme`) must be a colour a browser draws. Parsed by culori (the CSS Color 4
 * grammar: hex of 3, 4, 6 or 8 digits, rgb()/rgba(), hsl(), named colours…), not by a home-made regex:
 * `#12345` is refused, `rgba(3, 6, 12, 0.72)` accepted.
 */
import { createRequire } from 'node:module';
import type { parse as parseColour } from 'culori';
import { type CheckContext, type Json, childPointer } from './context';

// culori's one-file CommonJS bundle loads in ~20 ms; its ESM entry (a hundred modules) takes ~200 ms at server start.
const { parse } = createRequire(import.meta.url)('culori/require') as { parse: typeof parseColour };

/** `color`, `colour`, `backgroundColor`…; not `colorScheme` (dark/light). */
const COLOUR_FIELD = /colou?r$/i;

/** True when `value` is a CSS colour. */
export function isCssColour(value: string): boolean {
  return parse(value.trim()) !== undefined;
}

/** Reports every colour-valued string of `doc` that is not a CSS colour. */
export function checkColours(ctx: CheckContext, rel: string, doc: Json): void {
  const visit = (value: Json, at: string, field: string | number | null, inColours: boolean) => {
    if (typeof value === 'string') {
      if ((inColours || (typeof field === 'string' && COLOUR_FIELD.test(field))) && !isCssColour(value)) {
        ctx.report(rel, at, `not a valid CSS colour ("${value}")`);
      }
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const colours = typeof field === 'string' && /^colou?rs$/i.test(field);
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      visit(child, childPointer(at, key), colours ? null : key, colours || inColours);
    }
  };
  visit(doc, '/', null, false);
}
