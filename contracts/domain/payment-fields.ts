/**
 * The payment vocabulary both the site and the server use (docs/product.md §3): one definition each.
 */

/** Field types of a payment detail field's `objectType`: String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7. */
export const FieldType = { String: 1, Int: 2, Long: 3, Decimal: 4, Bool: 5, DateTime: 6, Dropdown: 7 } as const;

/** Transaction type of a payment method or request: 1 deposit, 2 withdrawal. */
export const TransactionKind = { Deposit: 1, Withdraw: 2 } as const;
export type TransactionType = (typeof TransactionKind)[keyof typeof TransactionKind];
