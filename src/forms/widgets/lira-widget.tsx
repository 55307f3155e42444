import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import IMask, { type InputMask } from 'imask';
import { controlCss } from '../styles';
import { useTranslate } from '../use-translate';

type NumberMaskOptions = { mask: NumberConstructor; scale: number; thousandsSeparator: string; radix: string; mapToRadix: string[]; min: number; max: number };

/** IMask options for lira in the tr-TR format: '1.234,56' (spec §5: numeric fields use the tr-TR locale). */
export const liraMaskOptions = (scale: number): NumberMaskOptions => ({
  mask: Number,
  scale,
  thousandsSeparator: '.',
  radix: ',',
  mapToRadix: ['.'],
  min: 0,
  max: 999_999_999,
});

/**
 * Numeric field with the lira prefix (spec §5): the text is formatted tr-TR ('1.234,56'), the form value is a
 * number in lira (or undefined when empty). `ui:options.scale` is the number of decimals (0 for Int/Long, 2 for Decimal).
 */
export function LiraWidget(props: WidgetProps) {
  const { id, htmlName, value, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors } = props;
  const theme = useTheme();
  const t = useTranslate();
  const scale = typeof options.scale === 'number' ? options.scale : 2;
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<NumberMaskOptions> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!inputRef.current) return;
    const masked = IMask(inputRef.current, liraMaskOptions(scale));
    maskRef.current = masked;
    masked.on('accept', () => onChangeRef.current(masked.unmaskedValue === '' ? undefined : Number(masked.unmaskedValue)));
    return () => {
      masked.destroy();
      maskRef.current = null;
    };
  }, [scale]);

  useEffect(() => {
    const masked = maskRef.current;
    const next = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    if (masked && masked.unmaskedValue !== next) masked.unmaskedValue = next;
  }, [value]);

  const invalid = Boolean(rawErrors?.length);
  return (
    <div css={{ position: 'relative' }}>
      <span
        aria-hidden="true"
        css={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: theme.colors.textMuted, fontWeight: 600 }}
      >
        ₺
      </span>
      <input
        ref={inputRef}
        id={id}
        name={htmlName || id}
        type="text"
        defaultValue=""
        inputMode={scale > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={placeholder ? t(placeholder) : scale > 0 ? '0,00' : '0'}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedByIds(id)}
        css={[controlCss(theme, invalid), { paddingLeft: 34 }]}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
