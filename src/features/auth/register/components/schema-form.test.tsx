// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UiSchema } from '@rjsf/utils';
import { SchemaForm } from '@site/forms/schema-form';
import { renderWithProviders } from '@site/forms/test-utils';
import {
  registerFastSchema,
  registerFastValidator,
  registerUiSchema,
} from './register-form-definitions';
import type { RegisterFastForm } from '@site/generated/forms/register-fast';

afterEach(cleanup);

const countries = [
  { value: 1, label: 'Germany' },
  { value: 90, label: 'Türkiye' },
];

function setup(overrides: { uiSchema?: UiSchema; disableSubmitWhileInvalid?: boolean } = {}) {
  const onSubmit = vi.fn<(data: RegisterFastForm) => Promise<void>>(async () => undefined);
  const user = userEvent.setup();
  renderWithProviders(
    <SchemaForm<RegisterFastForm>
      schema={registerFastSchema}
      uiSchema={overrides.uiSchema ?? registerUiSchema('fast', countries, null)}
      validator={registerFastValidator}
      onSubmit={onSubmit}
      submitLabel="Register"
      disableSubmitWhileInvalid={overrides.disableSubmitWhileInvalid}
    />,
  );
  return { user, onSubmit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Çağrı');
  await user.type(screen.getByLabelText('Surname'), 'Öztürk');
  await user.type(screen.getByLabelText('Username'), 'cagri1990');
  await user.type(screen.getByLabelText('E-mail'), 'cagri@example.com');
  await user.type(screen.getByLabelText('Phone'), '5321234567');
  await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
  await user.type(screen.getByLabelText('Password'), 'kestan7');
  await user.type(screen.getByLabelText('Confirm Password'), 'kestan7');
}

describe('SchemaForm (docs/product.md §5)', () => {
  it('shows no error before blur, then the field error after blur', async () => {
    const { user } = setup();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'A');
    expect(screen.queryByText('Enter at least 2 characters.')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(screen.getByText('Enter at least 2 characters.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Other, untouched fields stay quiet.
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    // Live re-validation of a touched field: fixing it clears the error while typing.
    await user.type(name, 'li');
    expect(screen.queryByText('Enter at least 2 characters.')).not.toBeInTheDocument();
  });

  it('uses the per-field pattern message from the uiSchema', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ali  Veli');
    await user.tab();
    expect(screen.getByText('Use letters only, with single spaces between words.')).toBeVisible();
  });

  it('an invalid submit does not call onSubmit and reveals every error', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows the mismatch text when the passwords differ', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.tab();
    expect(screen.getByText('Passwords do not match.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the phone with the fixed 90 prefix and submits the unmasked value', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    expect(screen.getByLabelText('Phone')).toHaveValue('+90 (532) 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      phone: '905321234567',
      country: 90,
      trialBonus: 0,
      name: 'Çağrı',
    });
  });

  it('an incomplete phone is an error', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Phone'), '532123');
    await user.tab();
    expect(screen.getByLabelText('Phone')).toHaveValue('+90 (532) 123');
    expect(screen.getByText('Please fill in the whole number.')).toBeVisible();
  });

  it('toggles password visibility', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the trial-bonus checkbox only with an amount, and submits 1 when ticked', async () => {
    const { user, onSubmit } = setup({ uiSchema: registerUiSchema('fast', countries, '₺50,00') });
    const box = screen.getByRole('checkbox', { name: 'Yes, I want the ₺50,00 trial bonus' });
    await fillValid(user);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ trialBonus: 1 });
    cleanup();
    setup();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('can keep the submit button disabled while invalid', async () => {
    const { user } = setup({ disableSubmitWhileInvalid: true });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await fillValid(user);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
