import { useState } from 'react';
import { useTheme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input-template';
import { useTranslate } from '@site/forms/use-translate';
import { tint } from '@site/forms/styles';

/** Password input with a show/hide toggle (a real button with aria-pressed, reachable by keyboard). */
export function PasswordWidget(props: WidgetProps) {
  const { disabled } = props;
  const [shown, setShown] = useState(false);
  const theme = useTheme();
  const t = useTranslate();
  return (
    <div css={{ position: 'relative', '& input': { paddingRight: 52 } }}>
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        aria-pressed={shown}
        aria-label={t(shown ? 'forms.hidePassword' : 'forms.showPassword')}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setShown((s) => !s)}
        css={{
          position: 'absolute',
          top: 4,
          right: 4,
          width: 40,
          height: 40,
          display: 'grid',
          placeItems: 'center',
          border: 0,
          borderRadius: theme.radii.sm,
          background: 'transparent',
          color: theme.colors.textMuted,
          cursor: 'pointer',
          '&:hover': { color: theme.colors.text },
          '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${tint(theme.colors.primary, 60)}` },
        }}
      >
        <EyeIcon crossed={shown} />
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
