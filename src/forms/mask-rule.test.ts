import { describe, expect, it } from 'vitest';
import { isMaskFilled } from '@contracts/domain/mask-rule';
import { isMaskComplete } from './mask';

// Every mask of schemas/forms/*.ui.json; the pure rule must agree with IMask, which the site types with.
const MASKS = ['+{9\\0} (000) 000 00 00', '000-000', '00-00-00', '00000000000', '00', '0000'];
const VALUES = ['', '9', '90', '905321234567', '90532123456', '9053212345678', '805321234567', '123456', '12345', '1234567', '12', '1', '1990', '12345678950', '1234567895', 'ab', '12a456'];

describe('isMaskFilled', () => {
  it.each(MASKS)('agrees with IMask for %s', (mask) => {
    for (const value of VALUES) expect([value, isMaskFilled(mask, value)]).toEqual([value, isMaskComplete(mask, value)]);
  });

  it('reads the phone mask as 90 + 10 digits', () => {
    expect(isMaskFilled('+{9\\0} (000) 000 00 00', '905321234567')).toBe(true);
    expect(isMaskFilled('+{9\\0} (000) 000 00 00', '5321234567')).toBe(false);
  });

  it('never calls a mask with optional parts complete', () => {
    expect(isMaskFilled('000[0]', '123')).toBe(false);
  });
});
