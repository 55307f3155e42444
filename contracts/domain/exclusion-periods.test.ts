import { describe, expect, it } from 'vitest';
import { addCalendarMonths, exclusionEnd } from './exclusion-periods';

describe('exclusionEnd (one definition for site and server)', () => {
  const start = new Date('2026-08-31T10:00:00.000Z');

  it('clamps a calendar month to the target month: 31 Aug + 6 months is 28 Feb, not 3 Mar', () => {
    expect(exclusionEnd('selfExclusion', '6m', start)?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(exclusionEnd('selfExclusion', '1y', new Date('2028-02-29T10:00:00.000Z'))?.toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(exclusionEnd('selfExclusion', '5y', start)?.toISOString()).toBe('2031-08-31T10:00:00.000Z');
  });

  it('time-outs are exact durations; permanent is null; a period of the other kind is undefined', () => {
    expect(exclusionEnd('timeout', '24h', start)?.toISOString()).toBe('2026-09-01T10:00:00.000Z');
    expect(exclusionEnd('timeout', '30d', start)?.toISOString()).toBe('2026-09-30T10:00:00.000Z');
    expect(exclusionEnd('selfExclusion', 'permanent', start)).toBeNull();
    expect(exclusionEnd('timeout', '6m', start)).toBeUndefined();
    expect(exclusionEnd('selfExclusion', 'toString', start)).toBeUndefined();
  });

  it('goes backwards too (the month window of a limit)', () => {
    expect(addCalendarMonths(new Date('2026-03-31T23:30:00.000Z'), -1).toISOString()).toBe('2026-02-28T23:30:00.000Z');
  });
});
