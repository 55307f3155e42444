/**
 * Payment detail checksums, written once and imported by both the site (src/forms/checksums.ts, the IBAN paste
 * check) and the platform server (server/wallet/methods-checks.ts, which enforces them). Pure code, no
 * imports: the server loads this file directly.
 *
 * - IBAN: ISO 13616 (mod 97 == 1). The site takes Turkish IBANs only: 'TR', 2 check digits and 22 more digits
 *   (24 digits after 'TR', 26 characters in all; the server's IBAN mask is 'TR00 0000 0000 0000 0000 0000 00').
 * - Card numbers: Luhn over 12-19 digits (ISO/IEC 7812).
 */

/** Digits after 'TR' in a Turkish IBAN. */
export const TR_IBAN_DIGITS = 24;

/** ISO 13616 IBAN check (mod 97 == 1) of a compact IBAN such as 'TR330006100519786457841326' (any country). */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  let remainder = 0;
  for (const ch of compact.slice(4) + compact.slice(0, 4)) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/**
 * A Turkish IBAN from what the form sends: the 24 digits after 'TR' (IMask's unmasked value of
 * 'TR00 0000 …') or the whole IBAN, with or without spaces. Returns the compact 'TR' + 24 digits, or null.
 */
export function normaliseTrIban(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (new RegExp(`^\\d{${TR_IBAN_DIGITS}}$`).test(compact)) return `TR${compact}`;
  if (new RegExp(`^TR\\d{${TR_IBAN_DIGITS}}$`).test(compact)) return compact;
  return null;
}

/**
 * What a pasted or typed text is, read as a Turkish IBAN:
 * - `ok`: 'TR' + 24 digits passing mod-97; `digits` are the 24 digits (the IBAN field's value);
 * - `checksum`: 'TR' + 24 digits failing mod-97 (a typo somewhere);
 * - `foreign`: an IBAN of another country (`country` its 2 letters, e.g. 'DE');
 * - `length`: 'TR' (or bare digits) with another number of digits (`digits` how many);
 * - `notIban`: anything else.
 * Spaces, hyphens and a leading 'IBAN' / 'IBAN:' label (as bank apps copy it) are ignored.
 */
export type TrIbanReading =
  | { kind: 'ok' | 'checksum'; digits: string }
  | { kind: 'foreign'; country: string }
  | { kind: 'length'; digits: number }
  | { kind: 'notIban' };

/** Reads `text` as a Turkish IBAN (see TrIbanReading). */
export function readTrIban(text: string): TrIbanReading {
  const compact = text
    .toUpperCase()
    .replace(/^\s*IBAN\s*:?/, '')
    .replace(/[\s-]+/g, '');
  const country = /^([A-Z]{2})\d{2}[A-Z0-9]+$/.exec(compact)?.[1];
  if (country && country !== 'TR') return { kind: 'foreign', country };
  const digits = /^(?:TR)?(\d+)$/.exec(compact)?.[1];
  if (!digits) return { kind: 'notIban' };
  if (digits.length !== TR_IBAN_DIGITS) return { kind: 'length', digits: digits.length };
  return { kind: isValidIban(`TR${digits}`) ? 'ok' : 'checksum', digits };
}

/** Luhn check of a card number given as digits (spaces allowed); 12-19 digits. */
export function isValidLuhn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A Turkish IBAN passing mod-97 as a form field holds it: the 24 digits IMask reports for 'TR00 0000 …', or the
 * whole 'TR' IBAN with or without spaces. Another country's IBAN is refused, as the server refuses it.
 */
export function isValidIbanText(value: string): boolean {
  const compact = normaliseTrIban(value);
  return compact !== null && isValidIban(compact);
}
