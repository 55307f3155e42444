import { isValidIbanText, isValidLuhn } from '../../contracts/domain/checksums';

/**
 * The checksums a payment form field may name (payment-field-mapper.ts): the very functions the server enforces
 * (contracts/domain/checksums.ts, imported by server/services/payment-methods-checks.ts).
 */
export type ChecksumName = 'iban' | 'luhn';
export const CHECKSUMS: Record<ChecksumName, (value: string) => boolean> = { iban: isValidIbanText, luhn: isValidLuhn };
