/**
 * `color` at `percent` opacity, for tints built from theme colours (works for any CSS colour the brand schema allows).
 * e.g. `alpha(theme.colors.primary, 20)` → `color-mix(in srgb, #f7b928 20%, transparent)`.
 */
export function alpha(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}
