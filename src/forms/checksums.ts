import { isValidIban as isValidCompactIban, isValidLuhn, normaliseTrIban } from '../../contracts/domain/checksums';

/**
 * Checksums the payment forms apply before sending: the very functions the server enforces
 * (contracts/domain/checksums.ts, imported by server/services/payment-methods-checks.ts).
 */

/**
 * A Turkish IBAN passing mod-97: the field's value is the 24 digits IMask reports for 'TR00 0000 …', or the
 * whole 'TR' IBAN with or without spaces. Another country's IBAN is refused, as the server refuses it.
 */
export function isValidIban(value: string): boolean {
  const compact = normaliseTrIban(value);
  return compact !== null && isValidCompactIban(compact);
}

export { isValidLuhn };

export type ChecksumName = 'iban' | 'luhn';
export const CHECKSUMS: Record<ChecksumName, (value: string) => boolean> = { iban: isValidIban, luhn: isValidLuhn };
