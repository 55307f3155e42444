/** The day `months` calendar months after a YYYY-MM-DD day, minus one day: the last day a range may end on. */
function lastAllowedDay(from: string, months: number): string {
  const [y, m, d] = from.split('-').map(Number);
  const end = new Date(Date.UTC(y, m - 1 + months, d - 1));
  return end.toISOString().slice(0, 10);
}

/**
 * Checks an export range of YYYY-MM-DD days, inclusive (docs/player-protection-operator.md "CSV exports": at most `months` months, the server's rule:
 * to + 1 day ≤ from + months). 'invalid' for a missing day or a start after the end, 'tooLong' over the limit.
 */
export function exportRangeError(from: string, to: string, months: number): 'invalid' | 'tooLong' | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to) || from > to) return 'invalid';
  return to > lastAllowedDay(from, months) ? 'tooLong' : null;
}
