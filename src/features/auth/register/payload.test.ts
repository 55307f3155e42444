import { describe, expect, it } from 'vitest';
import { assembleBirthDate, buildDefaultPayload, buildFastPayload, readReferral } from './payload';
import { REGISTERED_FOLLOW_UP_DIALOG, registeredStep } from './on-registered';
import { defaultCountryId } from './api/register-form';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

const form = {
  name: 'İlknur',
  surname: 'Şahin',
  username: 'ilknur5',
  email: 'ilknur@example.com',
  phone: '905321234567',
  country: 90,
  password: 'secret1',
  password2: 'secret1',
  trialBonus: 1 as const,
};

describe('readReferral (docs/product.md §3: local storage first, otherwise the URL query)', () => {
  it('prefers local storage over the query, key by key', () => {
    expect(readReferral(storage({ partner: 'p-store' }), '?partner=p-url&subid=s-url')).toEqual({
      partner: 'p-store',
      subid: 's-url',
    });
  });
  it('sends a numeric refId alone, as a number', () => {
    expect(readReferral(storage({ refId: '42' }), '?refId=7&partner=x')).toEqual({ refId: 42 });
    expect(readReferral(storage({}), '?refId=7&source=ads')).toEqual({ refId: 7 });
  });
  it('ignores a non-numeric refId and blank values', () => {
    expect(readReferral(storage({ refId: 'abc', source: '  ' }), '?source=mail')).toEqual({ source: 'mail' });
    expect(readReferral(null, '')).toEqual({});
  });
  it('falls back to the query when storage throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readReferral(blocked, '?subid=9')).toEqual({ subid: '9' });
  });
});

describe('payload builders (docs/product.md §3)', () => {
  it('assembles the birth date as YYYY-MM-DD', () => {
    expect(assembleBirthDate({ day: '01', month: '01', year: '1970' })).toBe('1970-01-01');
    expect(assembleBirthDate({ day: '9', month: '12', year: '2001' })).toBe('2001-12-09');
  });
  it('fast payload: form fields, currencyId 1, referral, isFast true', () => {
    expect(buildFastPayload(form, { refId: 5 })).toEqual({
      ...form,
      currencyId: 1,
      refId: 5,
      isFast: true,
    });
  });
  it('default payload: adds PersonalNo and birthDate, isFast false, no birth parts', () => {
    const payload = buildDefaultPayload(
      { ...form, trialBonus: 0, PersonalNo: '12345678901', birthDate: { day: '05', month: '11', year: '1988' } },
      { partner: 'aff' },
    );
    expect(payload).toMatchObject({
      isFast: false,
      PersonalNo: '12345678901',
      birthDate: '1988-11-05',
      partner: 'aff',
      trialBonus: 0,
      currencyId: 1,
    });
    expect(Object.keys(payload)).not.toContain('day');
  });
});

describe('after registration (docs/product.md §4)', () => {
  it('moves the phone step to 1; trial bonus → phone verification, none → reset amount and celebrate', () => {
    expect(registeredStep(1)).toEqual({ phoneStep: 1, resetTrialBonusAmount: false, next: 'phone-verification' });
    expect(registeredStep(0)).toEqual({ phoneStep: 1, resetTrialBonusAmount: true, next: 'celebration' });
  });
  it("defaults the country to 'Türkiye' when present", () => {
    expect(
      defaultCountryId([
        { id: 3, name: 'Germany' },
        { id: 90, name: 'Türkiye' },
      ]),
    ).toBe(90);
    expect(defaultCountryId([{ id: 3, name: 'Germany' }])).toBeUndefined();
  });
});

describe('registration follow-up dialogs (docs/product.md §4)', () => {
  it('opens the SMS verify dialog (then the celebration) with a trial bonus, else the celebration at once', () => {
    expect(REGISTERED_FOLLOW_UP_DIALOG['phone-verification']).toEqual({
      name: 'sms-verify',
      data: { next: 'congratulations' },
    });
    expect(REGISTERED_FOLLOW_UP_DIALOG.celebration).toEqual({ name: 'congratulations' });
  });
});
