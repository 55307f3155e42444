import { createHash } from 'node:crypto';

/**
 * The fields of a withdrawal's stored detail that name where the money goes (docs/wallet.md "Cooling hold"):
 * the IBAN, the card (its stored form, '**** 1234', and expiry: the full number is never stored), the e-wallet
 * (provider and account id) and the crypto wallet (network and address). The amount and the account holder's
 * name do not change the destination.
 */
const DESTINATION_KEYS = ['iban', 'cardNumber', 'expiry', 'provider', 'accountId', 'network', 'walletAddress'] as const;

/**
 * The fingerprint of the destination of a withdrawal of method kind `kind` with stored detail `stored` (sha256 hex
 * of the kind and the destination fields, each without spaces; IBAN and card upper case; a crypto address keeps
 * its case, which is significant), or null when the detail names no destination field.
 */
export function destinationFingerprint(kind: string, stored: Readonly<Record<string, unknown>>): string | null {
  const parts: string[] = [];
  for (const key of DESTINATION_KEYS) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const text = String(value).replace(/\s+/g, '');
    parts.push(`${key}=${key === 'walletAddress' ? text : text.toUpperCase()}`);
  }
  return parts.length === 0 ? null : createHash('sha256').update(`${kind}|${parts.join('|')}`).digest('hex');
}
