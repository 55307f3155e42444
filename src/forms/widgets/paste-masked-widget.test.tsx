// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMappedValidator } from '../mapped-validator';
import { mapPaymentFields } from '../payment-field-mapper';
import { SchemaForm } from '../schema-form';
import { renderWithProviders } from '../test-utils';
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
