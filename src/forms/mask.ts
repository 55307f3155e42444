import IMask from 'imask';

/**
 * Helpers for IMask pattern masks given in `ui:options.mask` (docs/product.md §2: phone `+{9\0} (000) 000 00 00`,
 * codes `000-000` / `00-00-00`; IMask syntax: `0` a digit, `{…}` fixed text kept in the unmasked value, `\\0` a literal 0).
 * The form value of a masked field is always the unmasked value, e.g. '905321234567' for the phone.
 */

// A character no mask uses, so the first slot can be found in the fully expanded mask.
const SLOT = '\u2007';

const leadingCache = new Map<string, string>();

/** The fixed text a mask shows before its first input slot, e.g. '+90 (' for the phone mask, '' for '000-000'. */
export function leadingFixedText(mask: string): string {
  let cached = leadingCache.get(mask);
  if (cached === undefined) {
    const masked = IMask.createMask({ mask, lazy: false, placeholderChar: SLOT });
    masked.resolve('');
    const slot = masked.value.indexOf(SLOT);
    cached = slot < 0 ? masked.value : masked.value.slice(0, slot);
    leadingCache.set(mask, cached);
  }
  return cached;
}

/**
 * True when the user typed nothing of their own: the shown text is empty or only the mask's fixed lead
 * (e.g. '+90' after deleting every digit). Such a field counts as empty, so "required" applies.
 */
export function isOnlyFixedText(mask: string, shown: string): boolean {
  return shown === '' || leadingFixedText(mask).startsWith(shown);
}

/** True when `unmasked` fills every slot of `mask` (e.g. '90' + 10 digits for the phone). */
export function isMaskComplete(mask: string, unmasked: string): boolean {
  const masked = IMask.createMask({ mask });
  masked.unmaskedValue = unmasked;
  return masked.isComplete && masked.unmaskedValue === unmasked;
}

/** The display form of an unmasked value, e.g. '905321234567' → '+90 (532) 123 45 67'. */
export function formatMasked(mask: string, unmasked: string): string {
  const masked = IMask.createMask({ mask });
  masked.unmaskedValue = unmasked;
  return masked.value;
}
