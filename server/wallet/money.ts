/**
 * Money conversion (docs/architecture.md "Money is integer kuruş in the database, lira in the API"). 1 TRY = 100 kuruş.
 */

/** Kuruş (integer) -> lira (number with at most two decimals), e.g. 100050 -> 1000.5. */
export function kurusToLira(kurus: number): number {
  return kurus / 100;
}

/**
 * Lira from the API -> kuruş. Throws RangeError for a value with more than two decimals, non-finite, or
 * beyond the safe integer range, so a client can never ask for a fraction of a kuruş.
 */
export function liraToKurus(lira: number): number {
  const kurus = Math.round(lira * 100);
  if (!Number.isFinite(lira) || !Number.isSafeInteger(kurus) || Math.abs(lira * 100 - kurus) > 1e-6) {
    throw new RangeError(`${lira} is not an amount in lira with at most two decimals`);
  }
  return kurus;
}
