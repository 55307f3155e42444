import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell';

/** OWASP CSV injection rule, one function for every exported cell. */
describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1+1', `'+1+1`],
    ["-1+1+cmd|' /C calc'!A0", `'-1+1+cmd|' /C calc'!A0`],
    ['-12.50', `'-12.50`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('prefixes the text cell %j', (text, escaped) => {
    expect(csvCell(text)).toBe(escaped);
  });

  it('leaves other text alone', () => {
    expect(csvCell('Mozilla/5.0 (X11)')).toBe('Mozilla/5.0 (X11)');
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell('')).toBe('');
  });

  it('writes real numbers as numbers, never prefixed', () => {
    expect(csvCell(-12.5, 2)).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1234.5, 2)).toBe('1234.50');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });
});
