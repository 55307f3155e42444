import { useState, type ClipboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { amountLocaleOf, amountMarks, formatAmountInput, parseAmountInput, type AmountLocale, type AmountReading } from '@site/lib/amount-input';
import { controlCss } from '@site/forms/styles';
import { useTranslate } from '@site/forms/use-translate';

/** Characters a player may type into an amount: digits, both marks, spaces and the lira sign (the rest are dropped). */
const TYPABLE = /[^\d.,\s₺]/g;

/**
 * The form value of a text that is not an amount: a fixed string, so the number schema's `type` rule fails (shown
 * as "write it like 1.500,75") and nothing on the way can read it as a number. (RJSF's NumberField turns a string
 * such as '1,505' into 1.505 with the browser's decimal mark; a guess is exactly what must not be sent.)
 */
export const NOT_AN_AMOUNT = 'not-an-amount';

/** The form value of a reading: lira, undefined when empty, or NOT_AN_AMOUNT. */
const valueOf = (reading: AmountReading): number | string | undefined =>
  reading.kind === 'amount' ? reading.value : reading.kind === 'empty' ? undefined : NOT_AN_AMOUNT;

const shownFor = (value: unknown, locale: AmountLocale, scale: number): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatAmountInput(value, locale, scale) : '';

/**
 * Numeric field with the lira prefix (docs/product.md §5). Typed and pasted text is read by the one amount rule of
 * src/lib/amount-input.ts in the site language's convention (tr `1.500,75`, en `1,500.75`); the form value is a
 * number in lira, undefined when empty, or NOT_AN_AMOUNT when the text is not an amount (the validator's `type`
 * error, shown as "write it like 1.500,75"). While the player types, the text stays as typed and the amount it reads as
 * shows under it; on leaving the field and after a paste the text is rewritten in the canonical format.
 * `ui:options.scale` is the number of decimals (0 for Int/Long, 2 for Decimal).
 */
export function LiraWidget(props: WidgetProps) {
  const { id, htmlName, value, options, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors } = props;
  const theme = useTheme();
  const t = useTranslate();
  const { i18n } = useTranslation();
  const locale = amountLocaleOf(i18n.language);
  const scale = typeof options.scale === 'number' ? options.scale : 2;
  const [text, setText] = useState(() => shownFor(value, locale, scale));
  const [focused, setFocused] = useState(false);
  // The value this widget last reported: an outside change (reset, quick amount) is any other value, and then
  // the text follows it (state adjusted while rendering, as React recommends, rather than in an effect).
  const [reported, setReported] = useState<unknown>(value);
  if (!Object.is(value, reported)) {
    setReported(value);
    // NOT_AN_AMOUNT comes only from this widget: the player's text stays as it is.
    if (value !== NOT_AN_AMOUNT) setText(shownFor(value, locale, scale));
  }

  const apply = (next: string, canonical: boolean) => {
    const reading = parseAmountInput(next, locale, scale);
    const nextValue = valueOf(reading);
    setText(canonical && reading.kind === 'amount' ? formatAmountInput(reading.value, locale, scale) : next);
    setReported(nextValue);
    onChange(nextValue);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const input = event.currentTarget;
    event.preventDefault();
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    apply(`${text.slice(0, start)}${pasted.trim()}${text.slice(end)}`, true);
  };

  const reading = parseAmountInput(text, locale, scale);
  const hint =
    focused && reading.kind === 'amount' && formatAmountInput(reading.value, locale, scale) !== text.trim()
      ? `₺${formatAmountInput(reading.value, locale, scale)}`
      : null;
  const hintId = `${id}__amount`;
  const invalid = Boolean(rawErrors?.length);
  return (
    <div css={{ position: 'relative' }}>
      <span
        aria-hidden="true"
        css={{ position: 'absolute', left: 14, top: 24, transform: 'translateY(-50%)', color: theme.colors.textMuted, fontWeight: 600 }}
      >
        ₺
      </span>
      <input
        id={id}
        name={htmlName || id}
        type="text"
        value={text}
        inputMode={scale > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={placeholder ? t(placeholder) : (0).toFixed(scale).replace('.', amountMarks(locale).decimal)}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={invalid}
        aria-describedby={hint ? `${ariaDescribedByIds(id)} ${hintId}` : ariaDescribedByIds(id)}
        css={[controlCss(theme, invalid), { paddingLeft: 34 }]}
        onChange={(event) => apply(event.target.value.replace(TYPABLE, ''), false)}
        onPaste={paste}
        onBlur={() => {
          setFocused(false);
          if (reading.kind === 'amount') setText(formatAmountInput(reading.value, locale, scale));
          onBlur(id, value);
        }}
        onFocus={() => {
          setFocused(true);
          onFocus(id, value);
        }}
      />
      {hint && (
        <p id={hintId} css={{ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: 13 }}>
          {t('validation.amountReadsAs', { amount: hint })}
        </p>
      )}
    </div>
  );
}
