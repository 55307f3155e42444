import { describe, expect, it } from 'vitest';
import { cpuSince } from './processes';

describe('CPU between two readings of a process tree (bench load part)', () => {
  it('adds each process its own difference, a new process in full, and never subtracts one that ended', () => {
    const start = new Map([
      [10, 1000], // postmaster
      [11, 500], // backend still there
      [12, 900], // backend that ends before the second reading
    ]);
    const end = new Map([
      [10, 1100],
      [11, 800],
      [13, 250], // backend started in between
    ]);
    expect(cpuSince(start, end)).toBe(100 + 300 + 250);
  });
});
