import { useState } from 'react';
import { useTheme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import IMask from 'imask';
import { readTrIban } from '@contracts/domain/checksums';
import { messageFor } from '@site/forms/error-messages';
import { useTranslate } from '@site/forms/use-translate';
import { errorTextCss, tint } from '@site/forms/styles';
import { MaskedInput, TextWidget } from './masked-text-widget';

/**
 * The unmasked value a pasted text gives under `mask`, e.g. 'TR33 0006 1005 …' under the IBAN mask → the 24 digits.
 * Fixed characters of the mask in the text are matched, not duplicated; a text that does not fit yields what fits.
 */
export function unmaskPasted(mask: string, text: string): string {
  const masked = IMask.createMask({ mask });
  masked.resolve(text.trim().replace(/\s+/g, ' '));
  if (!masked.unmaskedValue) {
    // Copied without the spaces the mask expects (e.g. 'TR3300061005…'): feed it character by character.
    masked.resolve('');
    masked.append(text.replace(/\s+/g, ''), { input: true });
  }
  return masked.unmaskedValue;
}

/** What a paste gives a field: the value it takes (null: the field keeps its value) and a notice to show. */
export interface PasteOutcome {
  value: string | null;
  /** Error keyword looked up in the field's `ui:errorMessages` (e.g. 'ibanForeign'), with its values. */
  notice: { keyword: string; params: Record<string, unknown> } | null;
}

/**
 * The one paste rule of masked fields (paste button and keyboard paste alike). With `check` 'iban' the text is
 * read as a Turkish IBAN (contracts/domain/checksums.ts): another country's IBAN, a wrong number of digits or a text
 * that is no IBAN is refused with a notice saying why, instead of being squeezed into the 'TR' mask; a Turkish IBAN
 * failing mod-97 is taken (to correct a typo) with a notice. Other fields take what fits the mask.
 */
export function pasteOutcome(mask: string, check: unknown, text: string): PasteOutcome {
  if (check !== 'iban') {
    const value = unmaskPasted(mask, text);
    return { value: value || null, notice: null };
  }
  const reading = readTrIban(text);
  switch (reading.kind) {
    case 'ok':
      return { value: reading.digits, notice: null };
    case 'checksum':
      return { value: reading.digits, notice: { keyword: 'ibanChecksum', params: {} } };
    case 'foreign':
      return { value: null, notice: { keyword: 'ibanForeign', params: { country: reading.country } } };
    case 'length':
      return { value: null, notice: { keyword: 'ibanLength', params: { digits: reading.digits } } };
    case 'notIban':
      return { value: null, notice: { keyword: 'ibanNotIban', params: {} } };
  }
}

/**
 * A masked text field with a paste button that fills it from the clipboard (docs/product.md §5: masked fields such as IBAN
 * and card number get a paste button). `ui:options.pasteLabel` is the button's i18n key or text; `ui:options.check`
 * 'iban' applies the IBAN paste rule of `pasteOutcome` to the button and to pasting into the field, and shows
 * its notice under the field until the player changes the field. When the clipboard cannot be read (permission,
 * insecure context) the button does nothing and the field keeps its value.
 */
export function PasteMaskedWidget(props: WidgetProps) {
  const theme = useTheme();
  const t = useTranslate();
  const mask = typeof props.options.mask === 'string' ? props.options.mask : null;
  const label = t(typeof props.options.pasteLabel === 'string' ? props.options.pasteLabel : 'Paste');
  const [notice, setNotice] = useState<{ text: string; forValue: unknown } | null>(null);
  const accept = (text: string) => {
    if (!mask) return;
    const outcome = pasteOutcome(mask, props.options.check, text);
    const nextValue = outcome.value ?? props.value;
    setNotice(outcome.notice ? { text: messageFor(t, props.uiSchema, outcome.notice.keyword, outcome.notice.params), forValue: nextValue } : null);
    if (outcome.value) props.onChange(outcome.value);
  };
  const paste = async () => {
    if (!mask || !navigator.clipboard?.readText) return;
    try {
      accept(await navigator.clipboard.readText());
    } catch {
      // Reading the clipboard was refused; typing still works.
    }
  };
  // The notice belongs to the value it was about: typing something else clears it.
  const shownNotice = notice && notice.forValue === props.value ? notice.text : null;
  const noticeId = `${props.id}__paste`;
  return (
    <div>
      <div css={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
        <div css={{ flex: 1, minWidth: 0 }}>
          {mask ? <MaskedInput {...props} mask={mask} onPasteText={accept} /> : <TextWidget {...props} />}
        </div>
        <button
          type="button"
          onClick={() => void paste()}
          disabled={props.disabled || props.readonly}
          aria-label={`${label}: ${t(props.label)}`}
          css={{
            flex: '0 0 auto',
            minWidth: 48,
            padding: '0 14px',
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: tint(theme.colors.primary, 12),
            color: theme.colors.text,
            font: 'inherit',
            fontSize: 14,
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover:not(:disabled)': { borderColor: theme.colors.primary },
            '&:focus-visible': { outline: `3px solid ${tint(theme.colors.primary, 50)}`, outlineOffset: 2 },
          }}
        >
          {label}
        </button>
      </div>
      <p id={noticeId} role="alert" css={errorTextCss(theme)} hidden={!shownNotice}>
        {shownNotice}
      </p>
    </div>
  );
}
