import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import type { InputMask } from 'imask';
// The hook alone (a path the package exports): its index also brings IMaskInput and prop-types into the form chunk
// (docs/architecture.md: heavy code loads on demand, and stays small).
import useIMask from 'react-imask/esm/hook';
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
 * The IMask input of a masked text field, on react-imask's `useIMask`: the hook binds the mask to the input (created,
 * re-optioned and destroyed with the widget) and reports the player's edits through `onAccept`. The form value is the
 * form's: this widget reports each edit, and writes into the mask only a value the form brings itself (prefill, reset,
 * a paste taken by `onPasteText`), never a late answer to one of its own edits (docs/architecture.md "Masked fields").
 * With `onPasteText`, a paste into the field (keyboard, long press, menu) is not fed to the mask: the pasted text goes
 * to `onPasteText`, which decides what the field takes (the paste button's rule, so both ways of pasting agree).
 */
export function MaskedInput(props: WidgetProps & { mask: string; onPasteText?: (text: string) => void }) {
  const { id, htmlName, value, mask, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, options, onPasteText } =
    props;
  const theme = useTheme();
  const t = useTranslate();
  const { emptyValue } = options;
  // The latest onChange without rebinding the mask's listener on every render (RJSF passes a new one each time).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // What this widget reported and the form has not rendered back yet, oldest first: a value the form renders that is
  // one of these is the form's (possibly late) answer to our own edit, not a value it brings.
  const reported = useRef<string[]>([]);
  // True while this widget writes the form's value into the mask, whose 'accept' is then not an edit of the player.
  const writing = useRef(false);
  const report = useCallback(
    (masked: InputMask<{ mask: string }>) => {
      const next = formValueOf(mask, masked);
      reported.current.push(next);
      onChangeRef.current(next === '' ? emptyValue : next);
    },
    [mask, emptyValue],
  );
  // Memoised: new options make react-imask update the mask in place, and a render must keep the mask and its caret.
  const maskOptions = useMemo(() => ({ mask }), [mask]);
  const onAccept = useCallback(
    (_shown: string, masked: InputMask<{ mask: string }>) => {
      if (!writing.current) report(masked);
    },
    [report],
  );
  // Only the hook's binding is used: its value setters keep a copy of the value and write it into the mask a render
  // later, which is a second, possibly older, value besides the form's.
  const { ref, maskRef } = useIMask<HTMLInputElement, { mask: string }>(maskOptions, { onAccept });

  useEffect(() => {
    const masked = maskRef.current;
    if (!masked) return;
    const next = typeof value === 'string' ? value : '';
    const pending = reported.current;
    const own = pending.lastIndexOf(next);
    if (own >= 0) {
      // The form rendering one of our own edits back. An older one than the mask shows (RJSF may render a value from
      // before its round trip, or go back to it) is answered with what the player sees, so the form ends with it.
      pending.splice(0, own + 1);
      if (formValueOf(mask, masked) !== next) report(masked);
      return;
    }
    if (formValueOf(mask, masked) === next) return;
    // A value the form brings: prefill, reset, a paste. The mask keeps what fits of it, and the form gets that.
    writing.current = true;
    try {
      masked.unmaskedValue = next;
    } finally {
      writing.current = false;
    }
    if (formValueOf(mask, masked) !== next) report(masked);
  }, [value, mask, maskRef, report]);

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

/** The form value a mask state stands for: '' when it shows nothing of the player's own (only the fixed lead), else its unmasked text. */
function formValueOf(mask: string, masked: InputMask<{ mask: string }>): string {
  return isOnlyFixedText(mask, masked.value) ? '' : masked.unmaskedValue;
}
