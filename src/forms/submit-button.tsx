import { keyframes, useTheme } from '@emotion/react';
import { tint } from './styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

interface SubmitButtonProps {
  label: string;
  loading?: boolean;
  disabled?: boolean;
}

/** The big primary submit button; while `loading` it shows a spinner, is aria-busy and cannot be pressed again. */
export function SubmitButton({ label, loading = false, disabled = false }: SubmitButtonProps) {
  const theme = useTheme();
  return (
    <button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading}
      css={{
        position: 'relative',
        width: '100%',
        minHeight: 52,
        marginTop: 6,
        padding: '0 20px',
        border: 0,
        borderRadius: theme.radii.md,
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        font: 'inherit',
        fontFamily: theme.fonts.heading,
        fontSize: 16,
        fontWeight: 700,
        letterSpacing: '0.02em',
        cursor: 'pointer',
        boxShadow: `0 8px 24px ${tint(theme.colors.primary, 30)}`,
        transition: 'filter 120ms ease, transform 120ms ease, box-shadow 120ms ease',
        '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
        '&:active:not(:disabled)': { transform: 'translateY(1px)' },
        '&:focus-visible': {
          outline: 'none',
          boxShadow: `0 0 0 3px ${theme.colors.background}, 0 0 0 6px ${tint(theme.colors.primary, 70)}`,
        },
        '&:disabled': { cursor: 'not-allowed', opacity: loading ? 0.85 : 0.5, boxShadow: 'none' },
      }}
    >
      <span css={{ visibility: loading ? 'hidden' : 'visible' }}>{label}</span>
      {loading && (
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: 0,
            margin: 'auto',
            width: 22,
            height: 22,
            borderRadius: '50%',
            border: `3px solid ${tint(theme.colors.primaryText, 35)}`,
            borderTopColor: theme.colors.primaryText,
            animation: `${spin} 700ms linear infinite`,
          }}
        />
      )}
    </button>
  );
}
