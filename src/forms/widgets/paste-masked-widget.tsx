import { useTheme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import IMask from 'imask';
import { useTranslate } from '../use-translate';
import { tint } from '../styles';
import { TextWidget } from './masked-text-widget';

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

/**
 * A masked text field with a paste button that fills it from the clipboard (spec §5: masked fields such as IBAN
 * and card number get a paste button). `ui:options.pasteLabel` is the button's i18n key or text. When the
 * clipboard cannot be read (permission, insecure context) the button does nothing and the field keeps its value.
 */
export function PasteMaskedWidget(props: WidgetProps) {
  const theme = useTheme();
  const t = useTranslate();
  const mask = typeof props.options.mask === 'string' ? props.options.mask : null;
  const label = t(typeof props.options.pasteLabel === 'string' ? props.options.pasteLabel : 'Paste');
  const paste = async () => {
    if (!mask || !navigator.clipboard?.readText) return;
    try {
      const text = await navigator.clipboard.readText();
      const value = unmaskPasted(mask, text);
      if (value) props.onChange(value);
    } catch {
      // Reading the clipboard was refused; typing still works.
    }
  };
  return (
    <div css={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
      <div css={{ flex: 1, minWidth: 0 }}>
        <TextWidget {...props} />
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
  );
}
