import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, phoneDigits } from './phone';

describe('normalisePhone: one E.164 form per handset', () => {
  it.each([
    '+90 (532) 123 45 67',
    '+905321234567',
    '905321234567',
    '00905321234567',
    '00 90 532 123 45 67',
    '9005321234567',
    '05321234567',
    '0532 123 45 67',
    '5321234567',
    '(532) 123-45-67',
    ' +90 532 123 4567 ',
  ])('%j -> +905321234567', (raw) => {
    expect(normalisePhone(raw)).toEqual({ ok: true, e164: '+905321234567', country: 'TR' });
  });

  it('keeps a Türkiye landline and a foreign number of an allowed country', () => {
    expect(normalisePhone('0212 123 45 67')).toMatchObject({ ok: true, e164: '+902121234567' });
    expect(normalisePhone('+49 151 12345678', ['TR', 'DE'])).toEqual({ ok: true, e164: '+4915112345678', country: 'DE' });
    expect(normalisePhone('004915112345678', ['DE'])).toMatchObject({ ok: true, e164: '+4915112345678' });
  });

  it('refuses a number of a country the config does not allow (default Türkiye only)', () => {
    expect(normalisePhone('+4915112345678')).toEqual({ ok: false, reason: 'country', e164: '+4915112345678' });
    expect(normalisePhone('4915112345678')).toEqual({ ok: false, reason: 'country', e164: '+4915112345678' });
    expect(normalisePhone('+44 20 7946 0958')).toEqual({ ok: false, reason: 'country', e164: '+442079460958' });
    expect(normalisePhone('905321234567', ['DE'])).toEqual({ ok: false, reason: 'country', e164: '+905321234567' });
    expect(normalisePhone('905321234567', [])).toEqual({ ok: false, reason: 'country', e164: '+905321234567' });
  });

  it.each(['', '12345', '901234567890', '90532123456', '9053212345678', 'abc', '+', '0'.repeat(41), '+90 532 123 45 67 89'])(
    'refuses %j as invalid',
    (raw) => expect(normalisePhone(raw)).toEqual({ ok: false, reason: 'invalid' }),
  );
});

describe('phoneDigits and formatPhone', () => {
  it('gives the API and mask form of a stored number and shows it with the mask', () => {
    expect(phoneDigits('+905321234567')).toBe('905321234567');
    expect(phoneDigits('905321234567')).toBe('905321234567');
    expect(formatPhone('+905321234567')).toBe('+90 (532) 123 45 67');
    expect(formatPhone('905321234567')).toBe('+90 (532) 123 45 67');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
  });
});
