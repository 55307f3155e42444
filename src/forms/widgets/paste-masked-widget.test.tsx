// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMappedValidator } from '@site/forms/mapped-validator';
import { mapPaymentFields } from '@site/forms/payment-field-mapper';
import { SchemaForm } from '@site/forms/schema-form';
import { renderWithProviders } from '@site/forms/test-utils';
import { unmaskPasted } from './paste-masked-widget';

const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';

describe('unmaskPasted', () => {
  it('reads an IBAN copied with or without spaces and a card number', () => {
    expect(unmaskPasted(IBAN_MASK, 'TR33 0006 1005 1978 6457 8413 26')).toBe('330006100519786457841326');
    expect(unmaskPasted(IBAN_MASK, ' TR330006100519786457841326 ')).toBe('330006100519786457841326');
    expect(unmaskPasted('0000 0000 0000 0000', '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(unmaskPasted('0000 0000 0000 0000', 'no digits')).toBe('');
  });
});

describe('PasteMaskedWidget', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills the masked field from the clipboard', async () => {
    const form = mapPaymentFields([{ key: 'iban', mask: IBAN_MASK, objectType: 1, option: null }], { pasteLabel: 'wallet.paste' });
    const onChange = vi.fn();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText: () => Promise.resolve('TR33 0006 1005 1978 6457 8413 26') } });
    renderWithProviders(
      <SchemaForm schema={form.schema} uiSchema={form.uiSchema} validator={createMappedValidator(form.schema)} onChange={onChange} onSubmit={() => undefined} submitLabel="Send" />,
    );
    await user.click(screen.getByRole('button', { name: 'Paste: iban' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ iban: '330006100519786457841326' }));
  });
});

describe('PasteMaskedWidget on an IBAN field', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const ibanForm = mapPaymentFields([{ key: 'iban', mask: IBAN_MASK, objectType: 1, option: null }], {
    label: () => 'IBAN',
    checks: { iban: 'iban' },
    pasteLabel: 'wallet.paste',
    errorMessages: {
      iban: 'wallet.invalidIban',
      ibanForeign: 'wallet.ibanForeign',
      ibanLength: 'wallet.ibanLength',
      ibanNotIban: 'wallet.ibanNotIban',
      ibanChecksum: 'wallet.ibanChecksum',
    },
  });

  function renderIban(clipboard = '') {
    // user-event installs its own clipboard at setup: replace it afterwards.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText: () => Promise.resolve(clipboard) } });
    const onChange = vi.fn();
    renderWithProviders(
      <SchemaForm schema={ibanForm.schema} uiSchema={ibanForm.uiSchema} validator={createMappedValidator(ibanForm.schema)} onChange={onChange} onSubmit={() => undefined} submitLabel="Send" />,
    );
    const sentIbans = () => onChange.mock.calls.map(([data]) => (data as { iban?: string }).iban).filter(Boolean);
    return { input: screen.getByLabelText('IBAN') as HTMLInputElement, sentIbans, user };
  }

  it('refuses a foreign IBAN from the paste button and says why, without rewriting it to TR', async () => {
    const { input, sentIbans, user } = renderIban('DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Paste: IBAN' }));
    expect(await screen.findByText(/Only Turkish IBANs can be used/)).toHaveTextContent('DE');
    expect(sentIbans()).toEqual([]);
    expect(input.value).not.toMatch(/\d/);
  });

  it('refuses a foreign IBAN pasted into the field (keyboard or long-press paste)', async () => {
    const { input, sentIbans, user } = renderIban();
    await user.click(input);
    await user.paste('GB82 WEST 1234 5698 7654 32');
    expect(await screen.findByText(/Only Turkish IBANs can be used/)).toHaveTextContent('GB');
    expect(sentIbans()).toEqual([]);
    expect(input.value).not.toMatch(/\d/);
  });

  it('takes a Turkish IBAN pasted with spaces and keeps the grouping mask', async () => {
    const { input, sentIbans, user } = renderIban();
    await user.click(input);
    await user.paste('TR33 0006 1005 1978 6457 8413 26');
    await waitFor(() => expect(sentIbans().at(-1)).toBe('330006100519786457841326'));
    expect(input).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    expect(screen.queryByText(/Only Turkish IBANs/)).not.toBeInTheDocument();
  });

  it('says what is wrong with a Turkish IBAN of the wrong length or check digits', async () => {
    const { sentIbans, user } = renderIban('TR33 0006 1005 1978 6457 8413');
    await user.click(screen.getByRole('button', { name: 'Paste: IBAN' }));
    expect(await screen.findByText(/TR followed by 24 digits/)).toHaveTextContent('22');
    expect(sentIbans()).toEqual([]);
  });
});
