/**
 * The checksums a payment form field may name (payment-field-mapper.ts): the very functions the server enforces
 * (contracts/domain/payment-field-rules.ts over contracts/domain/checksums.ts).
 */
export { CHECKSUMS, type ChecksumName } from '@contracts/domain/payment-field-rules';
