/**
 * When a masked value is complete (docs/product.md §5: the phone is '90' + 10 digits, the SMS code 6 digits), written
 * once for the site's forms (src/forms/cross-field.ts, `ui:options.maskComplete`) and the platform server (a form field
 * with maskComplete, server/http/form-rules.ts; docs/architecture.md "Forms"). Reads the IMask pattern syntax the forms use:
 * `0` a digit, `a` a letter, `*` any character, `\x` the fixed character x, `{…}` fixed characters that are part of the
 * value ('+{9\0} (000) …' → the value starts with '90'), any other character fixed and not part of the value.
 * Optional parts (`[…]`) are not supported: such a mask is never complete. Pure code, no imports.
 */

const SLOT: Record<string, string> = { '0': '\\d', a: '\\p{L}', '*': '.' };
const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const cache = new Map<string, RegExp | null>();

/** The regular expression a complete unmasked value of `mask` matches, or null for a mask this module cannot read. */
export function maskValuePattern(mask: string): RegExp | null {
  if (cache.has(mask)) return cache.get(mask)!;
  let source = '';
  let inValue = false;
  let ok = true;
  const chars = [...mask];
  for (let i = 0; i < chars.length && ok; i++) {
    const ch = chars[i];
    if (ch === '{') inValue = true;
    else if (ch === '}') inValue = false;
    else if (ch === '[' || ch === ']' || ch === '`') ok = false;
    else if (ch === '\\') {
      const fixed = chars[++i];
      if (fixed === undefined) ok = false;
      else if (inValue) source += escape(fixed);
    } else if (ch in SLOT) source += SLOT[ch];
    else if (inValue) source += escape(ch);
  }
  const pattern = ok ? new RegExp(`^${source}$`, 'u') : null;
  cache.set(mask, pattern);
  return pattern;
}

/** True when `unmasked` (the value without the mask's fixed characters) fills every slot of `mask`. */
export function isMaskFilled(mask: string, unmasked: string): boolean {
  return maskValuePattern(mask)?.test(unmasked) ?? false;
}
