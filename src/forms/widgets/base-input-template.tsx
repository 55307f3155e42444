import { useTheme } from '@emotion/react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslate } from '@site/forms/use-translate';
import { controlCss } from '@site/forms/styles';

/**
 * The plain `<input>` behind text, e-mail, number and password widgets. Placeholders are i18n keys.
 * `ui:options.inputMode` picks the mobile keyboard; `aria-invalid` follows the visible error.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
    placeholder,
  } = props;
  const theme = useTheme();
  const t = useTranslate();
  const inputProps = getInputProps(schema, type, options);
  const invalid = Boolean(rawErrors?.length);
  return (
    <input
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder ? t(placeholder) : undefined}
      inputMode={options.inputMode as 'text' | 'email' | 'numeric' | 'tel' | undefined}
      readOnly={readonly}
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      css={controlCss(theme, invalid)}
      onChange={
        onChangeOverride ??
        ((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))
      }
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    />
  );
}
