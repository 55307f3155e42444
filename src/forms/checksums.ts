/**
 * Checksums the payment forms apply before sending (the server applies the same ones; see
 * server/services/payment-methods-checks.ts): IBAN mod-97 (ISO 13616) and Luhn for card numbers.
 */

/** Mod-97 check of a compact IBAN; a value of digits only is read as a Turkish IBAN without its 'TR' (IMask's unmasked IBAN). */
export function isValidIban(value: string): boolean {
  const raw = value.replace(/\s+/g, '').toUpperCase();
  const compact = /^\d+$/.test(raw) ? `TR${raw}` : raw;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  let remainder = 0;
  for (const ch of compact.slice(4) + compact.slice(0, 4)) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Luhn check of 12-19 digits (spaces ignored). */
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

export type ChecksumName = 'iban' | 'luhn';
export const CHECKSUMS: Record<ChecksumName, (value: string) => boolean> = { iban: isValidIban, luhn: isValidLuhn };
