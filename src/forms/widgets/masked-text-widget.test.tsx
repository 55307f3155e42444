// @vitest-environment jsdom
import { StrictMode, useReducer, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import phoneNumberUi from '@schemas/forms/phone-number.ui.json';
import { renderWithProviders } from '@site/forms/test-utils';
import { MaskedInput } from './masked-text-widget';

const PHONE_MASK = phoneNumberUi.phone['ui:options'].mask;

/** The masked phone input as RJSF drives it: the form holds the value and may set or reset it from outside. */
function PhoneField({ initial, onValue, ...rest }: { initial?: string; onValue: (value: unknown) => void } & Partial<WidgetProps>) {
  const [value, setValue] = useState<unknown>(initial);
  const props = {
    id: 'root_phone',
    name: 'phone',
    htmlName: 'phone',
    label: 'Phone',
    value,
    options: { mask: PHONE_MASK, emptyValue: undefined, autocomplete: 'tel-national', inputMode: 'tel' },
    // A new function on every render, as RJSF passes it.
    onChange: (next: unknown) => {
      onValue(next);
      setValue(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    schema: { type: 'string' },
    uiSchema: {},
    registry: {},
    rawErrors: [],
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: '',
    ...rest,
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root_phone">Phone</label>
      <MaskedInput {...props} mask={PHONE_MASK} />
      <button type="button" onClick={() => setValue('905551112233')}>
        Fill
      </button>
      <button type="button" onClick={() => setValue(undefined)}>
        Reset
      </button>
    </>
  );
}

/**
 * The masked phone input under a form whose round trip lags: a change the widget reports is applied only when
 * 'Apply' is pressed (one change per render, in order), and 'Render' re-renders the widget with the value it has now.
 * RJSF may render the widget with an older value like this while its own change is still on the way (docs/architecture.md
 * "The path of a form"), and the form keeps the value it last applied.
 */
function LaggingPhoneField({ initial, onValue, queued }: { initial: string; onValue: (value: unknown) => void; queued: unknown[] }) {
  const [value, setValue] = useState<unknown>(initial);
  const [, render] = useReducer((n: number) => n + 1, 0);
  const props = {
    id: 'root_phone',
    name: 'phone',
    htmlName: 'phone',
    label: 'Phone',
    value,
    options: { mask: PHONE_MASK, emptyValue: undefined, autocomplete: 'tel-national', inputMode: 'tel' },
    onChange: (next: unknown) => {
      onValue(next);
      queued.push(next);
    },
    onBlur: () => undefined,
    onFocus: () => undefined,
    schema: { type: 'string' },
    uiSchema: {},
    registry: {},
    rawErrors: [],
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root_phone">Phone</label>
      <MaskedInput {...props} mask={PHONE_MASK} />
      <output aria-label="Form value">{String(value)}</output>
      <button type="button" onClick={render}>
        Render
      </button>
      <button type="button" onClick={() => queued.length > 0 && setValue(queued.shift())}>
        Apply
      </button>
      <button type="button" onClick={() => setValue(undefined)}>
        Reset
      </button>
      <button type="button" onClick={() => setValue(queued.splice(0).at(0))}>
        Go back
      </button>
    </>
  );
}

function renderPhone({ strict = false, ...props }: { initial?: string; strict?: boolean } & Partial<WidgetProps> = {}) {
  const user = userEvent.setup();
  const onValue = vi.fn();
  const field = <PhoneField onValue={onValue} {...props} />;
  renderWithProviders(strict ? <StrictMode>{field}</StrictMode> : field);
  return { input: screen.getByLabelText('Phone') as HTMLInputElement, onValue, user };
}

describe('MaskedInput', () => {
  afterEach(cleanup);

  it('shows the mask while typing and gives the form the unmasked value', async () => {
    const { input, onValue, user } = renderPhone();
    await user.type(input, '5321234567');
    expect(input).toHaveValue('+90 (532) 123 45 67');
    expect(onValue).toHaveBeenLastCalledWith('905321234567');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('counts a field left with only the fixed lead as empty, and keeps showing the lead', async () => {
    const { input, onValue, user } = renderPhone();
    await user.type(input, '5');
    expect(onValue).toHaveBeenLastCalledWith('905');
    await user.type(input, '{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    expect(input.value).not.toBe('');
    expect(input.value).not.toMatch(/5/);
  });

  it('keeps the caret after a digit typed inside the number', async () => {
    const { input, onValue, user } = renderPhone({ initial: '90532123' });
    expect(input).toHaveValue('+90 (532) 123');
    await user.type(input, '4', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('+90 (543) 212 3');
    expect(onValue).toHaveBeenLastCalledWith('905432123');
    expect(input.selectionStart).toBe(7);
  });

  it('shows a value the form sets from outside: prefill, a later value, a reset', async () => {
    const { input, user } = renderPhone({ initial: '905321234567' });
    expect(input).toHaveValue('+90 (532) 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect(input).toHaveValue('+90 (555) 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');
    await user.type(input, '5');
    expect(input).toHaveValue('+90 (5');
  });

  it('works under StrictMode, which mounts effects twice in the development build (src/main.tsx)', async () => {
    const { input, onValue, user } = renderPhone({ initial: '905321234567', strict: true });
    expect(input).toHaveValue('+90 (532) 123 45 67');
    await user.clear(input);
    await user.type(input, '5551112233');
    expect(input).toHaveValue('+90 (555) 111 22 33');
    expect(onValue).toHaveBeenLastCalledWith('905551112233');
  });

  it('carries the field attributes: id, name, autofill, input mode, described-by, invalid, disabled, read-only', () => {
    renderPhone({ rawErrors: ['Please fill in the whole number.'], disabled: true });
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('id', 'root_phone');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('root_phone__error'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeDisabled();
    cleanup();
    renderPhone({ readonly: true });
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
  });

  describe('under a form whose round trip lags behind the typing', () => {
    /** Presses 'Apply' until no change is queued (bounded: a widget echoing every value back would never end). */
    async function applyAll(user: ReturnType<typeof userEvent.setup>, queued: unknown[], input: HTMLInputElement, shown: string) {
      for (let round = 0; round < 40; round += 1) {
        await user.click(screen.getByRole('button', { name: 'Render' }));
        if (queued.length === 0) return;
        await user.click(screen.getByRole('button', { name: 'Apply' }));
        // An older value of its own arriving late never replaces what the player typed.
        expect(input).toHaveValue(shown);
      }
      throw new Error(`changes still queued after 40 rounds: ${queued.length}`);
    }

    it('never writes a stale value of its own back over what the player typed, and the form ends with what is shown', async () => {
      const user = userEvent.setup();
      const onValue = vi.fn();
      const queued: unknown[] = [];
      renderWithProviders(<LaggingPhoneField initial="905321234567" onValue={onValue} queued={queued} />);
      const input = screen.getByLabelText('Phone') as HTMLInputElement;
      expect(input).toHaveValue('+90 (532) 123 45 67');
      // The account page's phone change: select the prefilled number, delete it, type the new one.
      await user.click(input);
      await user.keyboard('{Control>}a{/Control}{Backspace}');
      await user.keyboard('5551112233');
      expect(input).toHaveValue('+90 (555) 111 22 33');
      await applyAll(user, queued, input, '+90 (555) 111 22 33');
      expect(screen.getByLabelText('Form value')).toHaveTextContent('905551112233');
      expect(onValue).toHaveBeenLastCalledWith('905551112233');
    });

    it('answers a form that goes back to an older value of its own with what the player sees', async () => {
      const user = userEvent.setup();
      const onValue = vi.fn();
      const queued: unknown[] = [];
      renderWithProviders(<LaggingPhoneField initial="905321234567" onValue={onValue} queued={queued} />);
      const input = screen.getByLabelText('Phone') as HTMLInputElement;
      await user.click(input);
      await user.keyboard('{Control>}a{/Control}{Backspace}5551112233');
      // The form takes the first change (the cleared field) and drops the later ones, as RJSF does when it re-derives
      // its state from an older formData prop.
      await user.click(screen.getByRole('button', { name: 'Go back' }));
      expect(input).toHaveValue('+90 (555) 111 22 33');
      await applyAll(user, queued, input, '+90 (555) 111 22 33');
      expect(screen.getByLabelText('Form value')).toHaveTextContent('905551112233');
      expect(onValue).toHaveBeenLastCalledWith('905551112233');
    });

    it('still shows a real outside change (a reset) once its own changes have arrived', async () => {
      const user = userEvent.setup();
      const queued: unknown[] = [];
      renderWithProviders(<LaggingPhoneField initial="905321234567" onValue={() => undefined} queued={queued} />);
      const input = screen.getByLabelText('Phone') as HTMLInputElement;
      await user.click(input);
      await user.keyboard('{Control>}a{/Control}{Backspace}5551112233');
      await applyAll(user, queued, input, '+90 (555) 111 22 33');
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(input).toHaveValue('');
      expect(screen.getByLabelText('Form value')).toHaveTextContent('undefined');
    });
  });
});
