import { useId, type InputHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';
import { controlCss, labelCss } from '@site/forms/styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  /** The visible label (also the input's accessible name). */
  label: string;
  /** A hint under the field, tied to it by aria-describedby. */
  hint?: string;
  onChange: (value: string) => void;
}

/**
 * One labelled text input outside a schema form (e.g. the two-step code and password prompts): a visible label,
 * an optional hint read with the field (WCAG 1.3.1, 3.3.2), the form theme's 48 px control.
 */
export function TextField({ label, hint, onChange, ...input }: TextFieldProps) {
  const theme = useTheme();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} css={labelCss(theme)}>
        {label}
      </label>
      <input id={id} aria-describedby={hint ? hintId : undefined} css={controlCss(theme, false)} onChange={(event) => onChange(event.target.value)} {...input} />
      {hint ? (
        <p id={hintId} css={{ margin: '6px 0 0', fontSize: 13, color: theme.colors.textMuted }}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
