import { useCallback, useEffect, useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import type { InputMask } from 'imask';
// The hook alone (an entry the package exports): its index also brings IMaskInput and prop-types into the form chunk
// (docs/architecture.md: heavy code loads on demand, and stays small).
import useIMask from 'react-imask/esm/hook';
import { useTranslate } from '../use-translate';
import { controlCss } from '../styles';
import { isOnlyFixedText } from '../mask';

/**
 * Text widget: a plain input, or with `ui:options.mask` an IMask input (docs/product.md §2: phone `+{9\0} (000) 000 00 00`
 * with the fixed prefix 90, SMS codes `000-000` / `00-00-00`, server masks for IBAN and card numbers).
 * The form value is the unmasked text ('905321234567'); a field showing only the mask's fixed lead is empty.
 */
export function TextWidget(props: WidgetProps) {
  const { options } = props;
  if (typeof options.mask !== 'string') return <BaseInputTemplate {...props} />;
  return <MaskedInput {...props} mask={options.mask} />;
}

/**
 * The IMask input of a masked text field, on react-imask's `useIMask`: the library binds the mask to the input and
 * pushes outside values into it; this widget keeps the product's rules (the unmasked form value, the fixed lead
 * counting as empty). With `onPasteText`, a paste into the field (keyboard, long press, menu)
 * is not fed to the mask: the pasted text goes to `onPasteText`, which decides what the field takes (the paste
 * button's rule, so both ways of pasting agree).
 */
export function MaskedInput(props: WidgetProps & { mask: string; onPasteText?: (text: string) => void }) {
  const { id, htmlName, value, mask, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, options, onPasteText } =
    props;
  const theme = useTheme();
  const t = useTranslate();
  const { emptyValue } = options;
  // New options make react-imask update the mask in place: memoised, so a render keeps the mask and its caret.
  const maskOptions = useMemo(() => ({ mask }), [mask]);
  const onAccept = useCallback(
    (shown: string, masked: InputMask<{ mask: string }>) =>
      onChange(isOnlyFixedText(mask, shown) ? emptyValue : masked.unmaskedValue),
    [onChange, mask, emptyValue],
  );
  const { ref, maskRef, setUnmaskedValue } = useIMask<HTMLInputElement, { mask: string }>(maskOptions, { onAccept });

  useEffect(() => {
    const masked = maskRef.current;
    const next = typeof value === 'string' ? value : '';
    // Outside changes (reset, prefill, a paste taken by `onPasteText`) go to the mask; react-imask skips a value that
    // is its own last accept, so typing keeps the caret. A field showing only the fixed lead ('+90') already is empty.
    if (masked && !(next === '' && isOnlyFixedText(mask, masked.value))) setUnmaskedValue(next);
  }, [value, mask, maskRef, setUnmaskedValue]);

  const invalid = Boolean(rawErrors?.length);
  return (
    <input
      ref={ref}
      id={id}
      name={htmlName || id}
      type="text"
      defaultValue=""
      inputMode={(options.inputMode as 'numeric' | 'tel' | 'text' | undefined) ?? 'numeric'}
      autoComplete={options.autocomplete as string | undefined}
      placeholder={placeholder ? t(placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      css={controlCss(theme, invalid)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      onPaste={
        onPasteText
          ? (event) => {
              event.preventDefault();
              onPasteText(event.clipboardData.getData('text'));
            }
          : undefined
      }
    />
  );
}
