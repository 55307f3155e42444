import { formatMasked } from '../../forms/mask';

/** The phone mask of docs/product.md §2/§9: the fixed prefix 90 and 10 digits. */
export const PHONE_MASK = '+{9\\0} (000) 000 00 00';

/** A stored phone ('905321234567') for display ('+90 (532) 123 45 67'); other shapes are shown as they are. */
export function formatPhone(phone: string): string {
  return /^90\d{10}$/.test(phone) ? formatMasked(PHONE_MASK, phone) : phone;
}
