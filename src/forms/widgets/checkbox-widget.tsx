import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslate } from '@site/forms/use-translate';
import { tint } from '@site/forms/styles';

/**
 * Checkbox with its label beside it. Boolean schemas get true/false; integer schemas get 1/0
 * (docs/product.md §3: the trial-bonus checkbox has the value 1). Label is an i18n key with `ui:options.i18nValues`.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, schema, options, label, onChange, onBlur, onFocus, disabled, readonly, rawErrors } =
    props;
  const theme = useTheme();
  const t = useTranslate();
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const checked = value === true || value === 1;
  const encode = (on: boolean) => (numeric ? (on ? 1 : 0) : on);
  return (
    <label
      htmlFor={id}
      css={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        minHeight: 44,
        padding: '10px 14px',
        borderRadius: theme.radii.md,
        background: tint(theme.colors.accent, 10),
        border: `1px solid ${tint(theme.colors.accent, 35)}`,
        color: theme.colors.text,
        cursor: disabled ? 'not-allowed' : 'pointer',
        fontSize: 14,
        lineHeight: 1.35,
      }}
    >
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={checked}
        disabled={disabled || readonly}
        aria-invalid={Boolean(rawErrors?.length)}
        aria-describedby={ariaDescribedByIds(id)}
        css={{ width: 20, height: 20, margin: 0, flex: 'none', accentColor: theme.colors.accent, cursor: 'inherit' }}
        onChange={(e) => onChange(encode(e.target.checked))}
        onBlur={(e) => onBlur(id, encode(e.target.checked))}
        onFocus={(e) => onFocus(id, encode(e.target.checked))}
      />
      <span>{t(label, options.i18nValues as Record<string, unknown> | undefined)}</span>
    </label>
  );
}
