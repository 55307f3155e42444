import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillsMask, isValidExpiry, isValidIban, isValidLuhn, isValidWalletAddress, normaliseTrIban } from './methods-checks';
import { isValidIbanText as clientIban, isValidLuhn as clientLuhn } from '@contracts/domain/checksums';
import { dayRange } from '@server/platform/history-range';

describe('payment detail checks', () => {
  it('IBAN: mod-97 over the TR form the mask sends', () => {
    expect(normaliseTrIban('330006100519786457841326')).toBe('TR330006100519786457841326');
    expect(normaliseTrIban('TR33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(normaliseTrIban('33000610051978645784132')).toBeNull();
    expect(isValidIban('TR330006100519786457841326')).toBe(true);
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('Luhn and expiry', () => {
    expect(isValidLuhn('4111 1111 1111 1111')).toBe(true);
    expect(isValidLuhn('4111111111111112')).toBe(false);
    expect(isValidExpiry('12/30', new Date('2026-11-21'))).toBe(true);
    expect(isValidExpiry('1026', new Date('2026-11-21'))).toBe(false);
    expect(isValidExpiry('1126', new Date('2026-11-21'))).toBe(true);
    expect(isValidExpiry('13/30', new Date('2026-11-21'))).toBe(false);
  });

  it('masks accept the unmasked or the masked text only', () => {
    expect(fillsMask('0000 0000 0000 0000', '4111111111111111')).toBe(true);
    expect(fillsMask('0000 0000 0000 0000', '4111 1111 1111 1111')).toBe(true);
    expect(fillsMask('0000 0000 0000 0000', '411111111111111')).toBe(false);
    expect(fillsMask('00/00', '12/30')).toBe(true);
    expect(fillsMask('00/00', '12-30')).toBe(false);
  });

  it('wallet addresses fit their network', () => {
    expect(isValidWalletAddress('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(isValidWalletAddress('ERC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
    expect(isValidWalletAddress('BEP20', `0x${'a'.repeat(40)}`)).toBe(true);
  });

  it('client and server agree on IBAN and Luhn for any digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{24}$/), (digits) => {
        expect(clientIban(digits)).toBe(isValidIban(`TR${digits}`));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        expect(clientLuhn(digits)).toBe(isValidLuhn(digits));
      }),
    );
  });

  it('day ranges are Türkiye days, and impossible dates are refused', () => {
    expect(dayRange('2026-11-01', '2026-11-20')).toEqual({
      start: new Date('2026-10-31T21:00:00Z'),
      end: new Date('2026-11-20T21:00:00Z'),
    });
    expect(dayRange()).toEqual({ start: null, end: null });
    expect(() => dayRange('2026-02-30')).toThrow(RangeError);
  });
});
