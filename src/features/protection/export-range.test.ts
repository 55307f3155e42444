import { describe, expect, it } from 'vitest';
import { exportRangeError } from './export-range';

describe('exportRangeError', () => {
  it('accepts up to the day before the same date `months` later', () => {
    expect(exportRangeError('2026-01-01', '2026-12-31', 12)).toBeNull();
    expect(exportRangeError('2026-01-01', '2027-01-01', 12)).toBe('tooLong');
    expect(exportRangeError('2026-03-15', '2027-03-14', 12)).toBeNull();
    expect(exportRangeError('2026-03-15', '2027-03-15', 12)).toBe('tooLong');
    expect(exportRangeError('2026-05-05', '2026-05-05', 1)).toBeNull();
  });
  it('refuses a start after the end and missing days', () => {
    expect(exportRangeError('2026-02-02', '2026-02-01', 12)).toBe('invalid');
    expect(exportRangeError('', '2026-02-01', 12)).toBe('invalid');
  });
});
