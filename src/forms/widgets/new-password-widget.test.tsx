// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createMappedValidator } from '@site/forms/mapped-validator';
import { SchemaForm } from '@site/forms/schema-form';
import { renderWithProviders } from '@site/forms/test-utils';

// The shape of schemas/forms/recovery-password.json and its uiSchema: a new password with the common-password check.
const schema: RJSFSchema = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', title: 'register.password', minLength: 5, maxLength: 100 } },
};
const uiSchema: UiSchema = { password: { 'ui:widget': 'newPassword', 'ui:options': { check: 'commonPassword' } } };
const validator = createMappedValidator(schema);

function renderForm(lng: 'tr' | 'en') {
  const onSubmit = vi.fn();
  renderWithProviders(<SchemaForm schema={schema} uiSchema={uiSchema} validator={validator} onSubmit={onSubmit} submitLabel="Send" />, { lng });
  return { onSubmit, user: userEvent.setup() };
}

afterEach(cleanup);

describe('NewPasswordWidget: strength hint and the common-password refusal (docs/security.md "Common passwords")', () => {
  it('names a common password weak with the reason, refuses it before submit, and rates a strong one', async () => {
    const { onSubmit, user } = renderForm('en');
    const input = screen.getByLabelText('Password');
    await user.type(input, 'qwerty');
    const hint = await screen.findByRole('status');
    await expect.poll(() => hint.textContent).toBe('Password strength: weak. This is one of the most used passwords. Add more words that are less common.');
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This password is one of the most common passwords. Choose one that is harder to guess.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Ayva.Sepeti.83');
    expect(hint.textContent).toBe('Password strength: strong.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Ayva.Sepeti.83' });
  });

  it('speaks Turkish', async () => {
    const { user } = renderForm('tr');
    await user.type(screen.getByLabelText('Şifre'), 'password1');
    const hint = await screen.findByRole('status');
    await expect.poll(() => hint.textContent).toBe('Şifre gücü: zayıf. Bu, yaygın kullanılan bir şifre. Daha az yaygın kelimeler ekleyin.');
    await user.tab();
    expect(await screen.findByText('Bu şifre en sık kullanılan şifrelerden biri. Tahmin edilmesi daha zor bir şifre seçin.')).toBeTruthy();
  });
});
