import { describe, expect, it } from 'vitest';
import { breaksMatch, matchTarget, mismatchedField } from './form-matches';

const ui = {
  'ui:order': ['password', 'password2'],
  password: { 'ui:widget': 'password' },
  password2: { 'ui:widget': 'password', 'ui:options': { matches: 'password', width: 'half' } },
};

describe('form-matches (docs/product.md §5)', () => {
  it('reads ui:options.matches and the short ui:matches', () => {
    expect(matchTarget(ui.password2)).toBe('password');
    expect(matchTarget({ 'ui:matches': 'email' })).toBe('email');
    expect(matchTarget(ui.password)).toBeNull();
    expect(matchTarget(undefined)).toBeNull();
  });

  it('a filled value must equal its target; an empty one is left to required', () => {
    expect(breaksMatch('password', 'abc12', { password: 'abc12' })).toBe(false);
    expect(breaksMatch('password', 'abc13', { password: 'abc12' })).toBe(true);
    expect(breaksMatch('password', '', { password: 'abc12' })).toBe(false);
    expect(breaksMatch(null, 'x', {})).toBe(false);
  });

  it('names the first field of a body that breaks its rule', () => {
    expect(mismatchedField(ui, { password: 'secret123', password2: 'secret123' })).toBeNull();
    expect(mismatchedField(ui, { password: 'secret123', password2: 'secret124' })).toBe('password2');
    expect(mismatchedField(null, { password2: 'x' })).toBeNull();
  });
});
