import { describe, expect, it } from 'vitest';
import { formatRtp } from './game-info';

describe('formatRtp', () => {
  it('writes the RTP in the language: tr %96,48, en 96.48%; trailing zeros dropped', () => {
    expect(formatRtp(96.48, 'tr')).toBe('%96,48');
    expect(formatRtp(96.5, 'tr')).toBe('%96,5');
    expect(formatRtp(96.48, 'en')).toBe('96.48%');
    expect(formatRtp(97, 'en-GB')).toBe('97%');
  });
});
