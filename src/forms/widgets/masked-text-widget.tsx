import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import IMask, { type InputMask } from 'imask';
import { useTranslate } from '@site/forms/use-translate';
import { controlCss } from '@site/forms/styles';
import { isOnlyFixedText } from '@site/forms/mask';

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
 * The IMask input of a masked text field. With `onPasteText`, a paste into the field (keyboard, long press, menu)
 * is not fed to the mask: the pasted text goes to `onPasteText`, which decides what the field takes (the paste
 * button's rule, so both ways of pasting agree).
 */
export function MaskedInput(props: WidgetProps & { mask: string; onPasteText?: (text: string) => void }) {
  const { id, htmlName, value, mask, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, options, onPasteText } =
    props;
  const theme = useTheme();
  const t = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<{ mask: string }> | null>(null);
  // The latest onChange without re-creating the mask on every render (that would lose the caret).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!inputRef.current) return;
    const masked = IMask(inputRef.current, { mask });
    maskRef.current = masked;
    masked.on('accept', () => {
      onChangeRef.current(isOnlyFixedText(mask, masked.value) ? options.emptyValue : masked.unmaskedValue);
    });
    return () => {
      masked.destroy();
      maskRef.current = null;
    };
  }, [mask, options.emptyValue]);

  useEffect(() => {
    const masked = maskRef.current;
    const next = typeof value === 'string' ? value : '';
    // Only push outside changes (reset, prefill); echoing our own accept back would move the caret.
    if (masked && masked.unmaskedValue !== next && !(next === '' && isOnlyFixedText(mask, masked.value))) {
      masked.unmaskedValue = next;
    }
  }, [value, mask]);

  const invalid = Boolean(rawErrors?.length);
  return (
    <input
      ref={inputRef}
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
