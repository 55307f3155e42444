import { describe, expect, it } from 'vitest';
import { FormRuleError, inlineFormRefs } from './form-rules';

const form = {
  $id: 'demo',
  title: 'DemoForm',
  type: 'object',
  properties: {
    password: { type: 'string', title: 'demo.password', minLength: 5, maxLength: 100 },
    birthDate: {
      type: 'object',
      title: 'demo.birthDate',
      default: { day: '01' },
      properties: { day: { type: 'string', title: 'demo.day', pattern: '^[0-9]{2}$' }, title: { type: 'string', maxLength: 5 } },
    },
  },
};
const ui = { password: { 'ui:options': { mask: '000000', maskComplete: true } } };
const readForm = (name: string) => {
  if (name === 'demo.ui') return ui;
  if (name !== 'demo') throw new FormRuleError(`schemas/forms/${name}.json: missing`);
  return form;
};
const ref = (pointer: string, extra: Record<string, unknown> = {}) => ({ $ref: `../../forms/demo.json#${pointer}`, ...extra });

describe('inlineFormRefs (docs/architecture.md "Forms")', () => {
  it('puts the form property in place of the reference, without the form-only title and default, with x-form', () => {
    const api = { type: 'object', properties: { password: ref('/properties/password', { description: 'New password.' }), other: { $ref: 'other.json' } } };
    const out = inlineFormRefs(api, readForm, 'schemas/api/x.request.json');
    expect(out.properties).toEqual({
      password: {
        type: 'string', minLength: 5, maxLength: 100, description: 'New password.', 'x-mask': '000000', 'x-form': 'demo.json#/properties/password',
      },
      other: { $ref: 'other.json' },
    });
    // Never mutates the input or the form.
    expect(api.properties.password).toEqual(ref('/properties/password', { description: 'New password.' }));
    expect(form.properties.password.title).toBe('demo.password');
  });

  it('drops title/default keywords at every level but keeps a property that happens to be named "title"', () => {
    const out = inlineFormRefs({ properties: { b: ref('/properties/birthDate') } }, readForm, 'x') as { properties: { b: Record<string, unknown> } };
    expect(out.properties.b).toEqual({
      type: 'object',
      properties: { day: { type: 'string', pattern: '^[0-9]{2}$' }, title: { type: 'string', maxLength: 5 } },
      'x-form': 'demo.json#/properties/birthDate',
    });
  });

  it('allows a bound the form does not state (maximum) and x-rule beside the reference', () => {
    const out = inlineFormRefs({ p: ref('/properties/password', { 'x-rule': 'digits', pattern: '^[0-9]+$' }) }, readForm, 'x') as Record<string, Record<string, unknown>>;
    expect(out.p).toMatchObject({ minLength: 5, pattern: '^[0-9]+$', 'x-rule': 'digits' });
  });

  it('refuses a keyword that restates the form rule, naming the API file, the path and the form', () => {
    const api = { properties: { password: ref('/properties/password', { minLength: 8 }) } };
    expect(() => inlineFormRefs(api, readForm, 'schemas/api/auth/x.request.json')).toThrow(
      'schemas/api/auth/x.request.json: /properties/password/minLength: schemas/forms/demo.json#/properties/password already states "minLength"',
    );
  });

  it('refuses a reference that names nothing, and a form file that does not exist', () => {
    expect(() => inlineFormRefs({ properties: { x: ref('/properties/nope') } }, readForm, 'schemas/api/a.json')).toThrow(
      'schemas/api/a.json: /properties/x: $ref ../../forms/demo.json#/properties/nope names nothing in schemas/forms/demo.json',
    );
    expect(() => inlineFormRefs({ x: { $ref: '../forms/gone.json#/properties/a' } }, readForm, 'a')).toThrow(FormRuleError);
  });
});
