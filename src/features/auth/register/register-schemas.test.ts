import { describe, expect, it } from 'vitest';
import {
  registerDefaultSchema,
  registerDefaultValidator,
  registerFastSchema,
  registerFastValidator,
} from './components/register-form-definitions';

const validFast = {
  name: 'Çağrı',
  surname: 'Öztürk',
  username: 'cagri1990',
  email: 'cagri.ozturk@example.com.tr',
  phone: '905321234567',
  country: 1,
  password: 'secret1',
  password2: 'secret1',
  trialBonus: 0,
};
const validDefault = { ...validFast, PersonalNo: '12345678901', birthDate: { day: '01', month: '01', year: '1970' } };

/** Field paths ('.name', 'birthDate.day' → 'name', 'birthDate.day') with errors from the precompiled validators. */
function failing(data: object, variant: 'fast' | 'default' = 'fast'): string[] {
  const [validator, schema] =
    variant === 'fast'
      ? [registerFastValidator, registerFastSchema]
      : [registerDefaultValidator, registerDefaultSchema];
  return validator.validateFormData(data as never, schema).errors.map((e) => (e.property ?? '').replace(/^\./, ''));
}

describe('register schemas through the precompiled validators (docs/product.md §5)', () => {
  it('accepts complete valid samples of both variants', () => {
    expect(failing(validFast)).toEqual([]);
    expect(failing(validDefault, 'default')).toEqual([]);
  });

  it.each(['Çağrı Öztürk', 'İlknur Şahin', 'Ayşe Gül Işık', 'José', 'Ğü', 'Zoë Müller'])(
    'accepts the name %s',
    (name) => {
      expect(failing({ ...validFast, name, surname: name })).toEqual([]);
    },
  );

  it.each([
    ['double space', 'Çağrı  Öztürk'],
    ['digit', 'Ali2'],
    ['leading space', ' Ali'],
    ['trailing space', 'Ali '],
    ['hyphen', 'Ayşe-Nur'],
    ['one letter', 'A'],
    ['101 letters', 'a'.repeat(101)],
  ])('rejects a name with a %s', (_case, name) => {
    expect(failing({ ...validFast, name })).toContain('name');
  });

  it.each([
    ['abcde', true],
    ['Player2024', true],
    ['a'.repeat(30), true],
    ['abcd', false],
    ['a'.repeat(31), false],
    ['ali_veli', false],
    ['çağrı1', false],
    ['ali veli', false],
  ])('username %s valid: %s', (username, ok) => {
    expect(failing({ ...validFast, username }).includes('username')).toBe(!ok);
  });

  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['ali@example', false],
    ['ali@@example.com', false],
    ['ali example@x.com', false],
    ['ali..veli@example.com', false],
    ['@example.com', false],
    [`${'a'.repeat(95)}@x.com`, false],
  ])('e-mail %s valid: %s', (email, ok) => {
    expect(failing({ ...validFast, email }).includes('email')).toBe(!ok);
  });

  it('phone: 5-20 digits only', () => {
    expect(failing({ ...validFast, phone: '90532' })).toEqual([]);
    expect(failing({ ...validFast, phone: '9053' })).toContain('phone');
    expect(failing({ ...validFast, phone: '9'.repeat(21) })).toContain('phone');
    expect(failing({ ...validFast, phone: '90 532 123' })).toContain('phone');
  });

  it('passwords need at least 5 characters; required fields are reported when missing', () => {
    expect(failing({ ...validFast, password: '1234', password2: '1234' })).toEqual(['password', 'password2']);
    const { country: _country, password2: _p2, ...rest } = validFast;
    expect(failing(rest)).toEqual(expect.arrayContaining(['country', 'password2']));
  });

  it('trialBonus is 0 or 1', () => {
    expect(failing({ ...validFast, trialBonus: 1 })).toEqual([]);
    expect(failing({ ...validFast, trialBonus: 2 })).toContain('trialBonus');
  });

  it.each([
    ['12345678901', true],
    ['1234567890', false],
    ['123456789012', false],
    ['1234567890a', false],
  ])('PersonalNo %s valid: %s', (PersonalNo, ok) => {
    expect(failing({ ...validDefault, PersonalNo }, 'default').includes('PersonalNo')).toBe(!ok);
  });

  it('birth date parts: day and month 2 digits, year 4 digits', () => {
    const date = (day: string, month: string, year: string) =>
      failing({ ...validDefault, birthDate: { day, month, year } }, 'default');
    expect(date('31', '12', '2001')).toEqual([]);
    expect(date('1', '01', '1970')).toEqual(['birthDate.day']);
    expect(date('32', '01', '1970')).toEqual(['birthDate.day']);
    expect(date('01', '13', '1970')).toEqual(['birthDate.month']);
    expect(date('01', '01', '70')).toEqual(['birthDate.year']);
  });

  it('the default variant requires PersonalNo and birthDate, the fast one rejects them', () => {
    expect(failing(validFast, 'default')).toEqual(expect.arrayContaining(['PersonalNo', 'birthDate']));
    expect(failing(validDefault)).not.toEqual([]);
  });
});
