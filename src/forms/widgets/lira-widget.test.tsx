// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMappedValidator } from '@site/forms/mapped-validator';
import { mapPaymentFields } from '@site/forms/payment-field-mapper';
import { SchemaForm } from '@site/forms/schema-form';
import { renderWithProviders } from '@site/forms/test-utils';

const form = mapPaymentFields([{ key: 'amount', mask: null, objectType: 4, option: null }], {
  label: () => 'Amount',
  errorMessages: { type: 'validation.amountFormat' },
});

const validator = createMappedValidator(form.schema);

/** The form controlled as the dialogs use it: the data lives in the parent and comes back as formData. */
function Harness({ onChange }: { onChange: (data: Record<string, unknown>) => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={validator}
      formData={data}
      onChange={(next) => {
        setData(next);
        onChange(next);
      }}
      onSubmit={() => undefined}
      submitLabel="Send"
    />
  );
}

function renderAmount(lng: 'tr' | 'en') {
  const onChange = vi.fn();
  renderWithProviders(<Harness onChange={onChange} />, { lng });
  const input = screen.getByLabelText('Amount') as HTMLInputElement;
  const lastAmount = () => (onChange.mock.lastCall?.[0] as { amount?: unknown } | undefined)?.amount;
  return { input, lastAmount, user: userEvent.setup() };
}

afterEach(cleanup);

describe('LiraWidget: the amount the player meant', () => {
  it.each([
    ['10.000', 10000, '10.000'],
    ['1500', 1500, '1.500'],
    ['1.500', 1500, '1.500'],
    ['1500,5', 1500.5, '1.500,50'],
    ['1500.75', 1500.75, '1.500,75'],
    ['1.500,75', 1500.75, '1.500,75'],
  ])('tr: typing %j gives %d and shows %j after leaving the field', async (typed, value, shown) => {
    const { input, lastAmount, user } = renderAmount('tr');
    await user.type(input, typed);
    await waitFor(() => expect(lastAmount()).toBe(value));
    await user.tab();
    expect(input).toHaveValue(shown);
  });

  it.each([
    ['1.500,75', 1500.75, '1.500,75'],
    ['₺1.500,75', 1500.75, '1.500,75'],
    ['1 500,75', 1500.75, '1.500,75'],
    ['10.000', 10000, '10.000'],
    ['1500,5', 1500.5, '1.500,50'],
  ])('tr: pasting %j gives %d and shows %j', async (pasted, value, shown) => {
    const { input, lastAmount, user } = renderAmount('tr');
    await user.click(input);
    await user.paste(pasted);
    await waitFor(() => expect(lastAmount()).toBe(value));
    expect(input).toHaveValue(shown);
  });

  it('en: typing and pasting follow the English convention', async () => {
    const { input, lastAmount, user } = renderAmount('en');
    await user.type(input, '1,500.75');
    await waitFor(() => expect(lastAmount()).toBe(1500.75));
    await user.clear(input);
    await user.paste('₺10,000');
    await waitFor(() => expect(lastAmount()).toBe(10000));
    expect(input).toHaveValue('10,000');
  });

  it('says how to write an amount it cannot read, and never sends a guess', async () => {
    const { input, lastAmount, user } = renderAmount('tr');
    await user.type(input, '1,505');
    await user.tab();
    expect(typeof lastAmount()).not.toBe('number');
    expect(await screen.findByText('Tutarı 1.500,75 biçiminde yazın.')).toBeInTheDocument();
    expect(input).toHaveValue('1,505');
  });
});
