/**
 * Checksums and mask matching for payment detail values (server side of spec §5 "Dynamic forms"):
 * the client's checks are a courtesy, these are the rules.
 */

/** ISO 13616 IBAN check (mod 97 == 1) of a compact IBAN such as 'TR330006100519786457841326'. */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
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
  if (/^\d{24}$/.test(compact)) return `TR${compact}`;
  if (/^TR\d{24}$/.test(compact)) return compact;
  return null;
}

/** Luhn check of a card number given as digits (spaces allowed); 12-19 digits. */
export function isValidLuhn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card expiry 'MMYY' or 'MM/YY' that is a real month not before `now`'s month. */
export function isValidExpiry(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const SLOT: Record<string, string> = { '0': '\\d', a: '[A-Za-z]', '*': '.' };
const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * True when `value` fills an IMask pattern mask ('0' digit, 'a' letter, '*' any, other characters fixed):
 * either as the unmasked value (slots only, what IMask reports) or as the fully masked text.
 */
export function fillsMask(mask: string, value: string): boolean {
  const chars = [...mask];
  const slotsOnly = chars.filter((c) => c in SLOT).map((c) => SLOT[c]).join('');
  const full = chars.map((c) => SLOT[c] ?? escape(c)).join('');
  return new RegExp(`^${slotsOnly}$`).test(value) || new RegExp(`^${full}$`).test(value);
}

/** Wallet address shape per crypto network: TRC20 'T' + 33 base58; ERC20/BEP20 '0x' + 40 hex. */
export function isValidWalletAddress(network: string, address: string): boolean {
  if (network === 'TRC20') return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address);
  if (network === 'ERC20' || network === 'BEP20') return /^0x[0-9a-fA-F]{40}$/.test(address);
  return /^[A-Za-z0-9]{26,64}$/.test(address);
}
