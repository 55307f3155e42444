import { describe, expect, it } from 'vitest';
import { loginSchema, loginValidator } from './login-form-definition';

const errorsOf = (data: object) =>
  loginValidator
    .validateFormData(data as never, loginSchema)
    .errors.map((e) => `${(e.property ?? '').replace(/^\./, '')}:${e.name}`);

describe('login schema through the precompiled validator (docs/product.md §5: username 3-35, password 5-100)', () => {
  it('accepts the bounds', () => {
    expect(errorsOf({ username: 'ali', password: '12345' })).toEqual([]);
    expect(errorsOf({ username: 'a'.repeat(35), password: 'p'.repeat(100) })).toEqual([]);
  });
  it('rejects values outside the bounds and missing fields', () => {
    expect(errorsOf({ username: 'al', password: '1234' })).toEqual(['username:minLength', 'password:minLength']);
    expect(errorsOf({ username: 'a'.repeat(36), password: 'p'.repeat(101) })).toEqual([
      'username:maxLength',
      'password:maxLength',
    ]);
    expect(errorsOf({})).toEqual(['username:required', 'password:required']);
  });
});
