import { describe, expect, it } from 'vitest';
import type { UiSchema, ValidatorType } from '@rjsf/utils';
import { createCustomValidate } from '@site/forms/cross-field';
import {
  changePasswordForm,
  phoneCodeForm,
  phoneNumberForm,
  recoveryCodeForm,
  recoveryPasswordForm,
  recoveryUsernameForm,
  smsCodeForm,
} from './form-definitions';

interface Definition {
  schema: object;
  uiSchema: UiSchema;
  validator: ValidatorType<never>;
}

/** Field names failing in `data`, schema rules plus the uiSchema's cross-field rules (matches, maskComplete). */
function failing(form: Definition, data: object): string[] {
  const t = (key: string) => key;
  const result = form.validator.validateFormData(
    data as never,
    form.schema,
    createCustomValidate(t),
    undefined,
    form.uiSchema as never,
  );
  return [...new Set(result.errors.map((e) => (e.property ?? '').replace(/^\./, '')))];
}
const asDefinition = (form: unknown) => form as Definition;

describe('recovery schemas (docs/product.md §5)', () => {
  const username = asDefinition(recoveryUsernameForm);
  const code = asDefinition(recoveryCodeForm);
  const password = asDefinition(recoveryPasswordForm);
  it.each([['demouser'], ['Çağrı1990'], ['a'.repeat(50)]])('accepts the username %s', (value) => {
    expect(failing(username, { username: value })).toEqual([]);
  });
  it.each([[{}], [{ username: 'abcd' }], [{ username: 'a'.repeat(51) }]])('refuses %j', (data) => {
    expect(failing(username, data)).toEqual(['username']);
  });
  it('accepts reset codes of 3-20 characters only', () => {
    expect(failing(code, { code: '042917' })).toEqual([]);
    expect(failing(code, { code: '12' })).toEqual(['code']);
    expect(failing(code, { code: '1'.repeat(21) })).toEqual(['code']);
  });
  it('needs matching new passwords of at least 5 characters', () => {
    expect(failing(password, { password: 'Şifre123', password2: 'Şifre123' })).toEqual([]);
    expect(failing(password, { password: 'Şifre123', password2: 'Şifre124' })).toEqual(['password2']);
    expect(failing(password, { password: '1234', password2: '1234' })).toEqual(['password', 'password2']);
  });
});

describe('phone schemas (docs/product.md §5, §9: prefix 90 + 10 digits, SMS code 6 digits)', () => {
  const phone = asDefinition(phoneNumberForm);
  const phoneCode = asDefinition(phoneCodeForm);
  const sms = asDefinition(smsCodeForm);
  it('accepts a complete number and refuses a short or non-digit one', () => {
    expect(failing(phone, { phone: '905321234567' })).toEqual([]);
    expect(failing(phone, { phone: '90532123' })).toEqual(['phone']);
    expect(failing(phone, { phone: '90532abc4567' })).toEqual(['phone']);
    expect(failing(phone, {})).toEqual(['phone']);
  });
  it('accepts a 6-digit code only', () => {
    expect(failing(phoneCode, { code: '123456' })).toEqual([]);
    expect(failing(phoneCode, { code: '12345' })).toEqual(['code']);
    expect(failing(phoneCode, { code: '1234567' })).toEqual(['code']);
    expect(failing(phoneCode, { code: '12a456' })).toEqual(['code']);
  });
  it('uses the masks of the spec: 000-000 in the phone dialog, 00-00-00 in the SMS verify dialog', () => {
    expect(phoneCode.uiSchema.code['ui:options'].mask).toBe('000-000');
    expect(sms.uiSchema.code['ui:options'].mask).toBe('00-00-00');
    expect(phone.uiSchema.phone['ui:options'].mask).toBe('+{9\\0} (000) 000 00 00');
  });
  it('needs phone and code in the SMS verify form', () => {
    expect(failing(sms, { phone: '905321234567', code: '654321' })).toEqual([]);
    expect(failing(sms, { phone: '905321234567' })).toEqual(['code']);
  });
});

describe('change password schema (docs/product.md §5)', () => {
  const form = asDefinition(changePasswordForm);
  it('needs all three, at least 5 characters, and a matching confirmation', () => {
    expect(
      failing(form, {
        oldPassword: 'eskiŞifre',
        password: 'yeniŞifre1',
        confirmPassword: 'yeniŞifre1',
      }),
    ).toEqual([]);
    expect(
      failing(form, {
        oldPassword: 'eskiŞifre',
        password: 'yeniŞifre1',
        confirmPassword: 'yeniŞifre2',
      }),
    ).toEqual(['confirmPassword']);
    expect(failing(form, { password: 'yeniŞifre1', confirmPassword: 'yeniŞifre1' })).toEqual(['oldPassword']);
    expect(
      failing(form, {
        oldPassword: '1234',
        password: '1234',
        confirmPassword: '1234',
      }),
    ).toEqual(['oldPassword', 'password', 'confirmPassword']);
  });
});
