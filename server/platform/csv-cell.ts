/**
 * The one escaping rule of every CSV the server writes (docs/player-protection-operator.md; OWASP "CSV Injection"): a TEXT cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text
 * instead of running it as a formula. There is no exemption for text that looks numeric (`-1+1+cmd|' /C calc'!A0`
 * starts with a minus and a digit and is still a formula). Real numbers are not text: pass them as numbers and
 * they are written as numbers (`decimals` fixed when given, e.g. money with 2), never prefixed. Quoting of commas,
 * quotes and line breaks is left to the CSV writer (csv-stringify).
 *
 * Returns the cell's text; a number that is not finite, null and undefined become an empty cell.
 */
export function csvCell(value: string | number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return decimals === undefined ? String(value) : value.toFixed(decimals);
  }
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
