/**
 * Checksums and mask matching for payment detail values (server side of docs/product.md §5 "Dynamic forms"):
 * the client's checks are a courtesy, these are the rules. The IBAN and card checksums are the site's own module,
 * imported here so that both sides apply the very same rule.
 */

// IBAN (mod-97, Turkish IBANs only) and Luhn are shared with the site: one module, contracts/domain/checksums.ts.
export { isValidIban, isValidLuhn, normaliseTrIban, readTrIban } from '@contracts/domain/checksums';
import { isMaskFilled } from '@contracts/domain/mask-rule';

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
 * True when `value` fills an IMask pattern mask: as the unmasked value, what the site's form sends and checks
 * (contracts/domain/mask-rule.ts, the one rule of both; docs/architecture.md "Forms"), or as the fully masked text an API client
 * may send ('0' digit, 'a' letter, '*' any, other characters fixed).
 */
export function fillsMask(mask: string, value: string): boolean {
  const full = [...mask].map((c) => SLOT[c] ?? escape(c)).join('');
  return isMaskFilled(mask, value) || new RegExp(`^${full}$`).test(value);
}

/** Wallet address shape per crypto network: TRC20 'T' + 33 base58; ERC20/BEP20 '0x' + 40 hex. */
export function isValidWalletAddress(network: string, address: string): boolean {
  if (network === 'TRC20') return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address);
  if (network === 'ERC20' || network === 'BEP20') return /^0x[0-9a-fA-F]{40}$/.test(address);
  return /^[A-Za-z0-9]{26,64}$/.test(address);
}
