/*
 * The register feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

export const registerKeys = {
  /** GET auth/form?refId (countries, currencies, the variant) for a referral id or none. */
  form: (refId: number | null | undefined) => ['auth', 'form', refId ?? null] as const,
  /** GET bonus/trialbonusamount. */
  trialBonusAmount: () => ['bonus', 'trialbonusamount'] as const,
};
