import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, type EnumOptionsType, type WidgetProps } from '@rjsf/utils';
import { useTranslate } from '@site/forms/use-translate';
import { controlCss } from '@site/forms/styles';

/** A runtime choice for a select whose schema has no enum (e.g. countries from GET auth/form). */
export interface SelectChoice {
  value: string | number;
  label: string;
}

/**
 * Native select (best on phones). Choices come from the schema's enum, or from `ui:options.choices`
 * (`SelectChoice[]`) when the list is only known at run time — the schema must stay identical to the one the
 * precompiled validator was built from. Numeric schemas get numbers back.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    options,
    schema,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    placeholder,
    rawErrors,
  } = props;
  const theme = useTheme();
  const t = useTranslate();
  const choices: SelectChoice[] =
    (options.enumOptions as EnumOptionsType[] | undefined)?.map((o) => ({
      value: o.value as string | number,
      label: o.label,
    })) ??
    (options.choices as SelectChoice[] | undefined) ??
    [];
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const decode = (raw: string) => {
    if (raw === '') return options.emptyValue;
    const match = choices.find((c) => String(c.value) === raw);
    return match ? match.value : numeric ? Number(raw) : raw;
  };
  const invalid = Boolean(rawErrors?.length);
  return (
    <div css={{ position: 'relative' }}>
      <select
        id={id}
        name={htmlName || id}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled || readonly}
        autoComplete={options.autocomplete as string | undefined}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedByIds(id)}
        css={[controlCss(theme, invalid), { appearance: 'none', paddingRight: 40, cursor: 'pointer' }]}
        onChange={(e) => onChange(decode(e.target.value))}
        onBlur={(e) => onBlur(id, decode(e.target.value))}
        onFocus={(e) => onFocus(id, decode(e.target.value))}
      >
        <option value="" disabled>
          {t(placeholder || 'forms.select')}
        </option>
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </select>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        css={{
          position: 'absolute',
          right: 14,
          top: '50%',
          transform: 'translateY(-50%)',
          pointerEvents: 'none',
          color: theme.colors.textMuted,
        }}
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </div>
  );
}
