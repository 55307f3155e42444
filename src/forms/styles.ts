import { css, type Theme } from '@emotion/react';

/**
 * Shared Emotion styles of the form theme. Every colour, font and radius comes from the brand theme
 * (docs/architecture.md: Styling); translucent tints are mixed from theme colours with color-mix rather than literals.
 */

export const tint = (color: string, percent: number): string => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/** Text-like controls (input, select): 48 px tall for a comfortable touch target, clear focus ring, danger border when invalid. */
export const controlCss = (theme: Theme, invalid: boolean) => css({
  width: '100%',
  minHeight: 48,
  padding: '0 14px',
  borderRadius: theme.radii.md,
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.control}`,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: 16, // 16 px keeps iOS Safari from zooming into the field
  lineHeight: 1.2,
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  '&::placeholder': {
    color: theme.colors.textMuted,
    opacity: 0.8,
  },
  '&:hover:not(:disabled)': {
    borderColor: invalid ? theme.colors.danger : theme.colors.textMuted,
  },
  '&:focus-visible, &:focus': {
    borderColor: invalid ? theme.colors.danger : theme.colors.primary,
    boxShadow: `0 0 0 3px ${tint(invalid ? theme.colors.danger : theme.colors.primary, 30)}`,
  },
  '&:disabled': {
    opacity: 0.6,
    cursor: 'not-allowed',
  },
});

export const labelCss = (theme: Theme) => css({
  display: 'block',
  marginBottom: 6,
  color: theme.colors.textMuted,
  fontSize: 13,
  fontWeight: 600,
  letterSpacing: '0.01em',
});

export const errorTextCss = (theme: Theme) => css({
  display: 'flex',
  gap: 6,
  alignItems: 'flex-start',
  margin: '6px 0 0',
  color: theme.colors.danger,
  fontSize: 13,
  lineHeight: 1.35,
  /* The empty live region stays in the DOM (so screen readers announce the text when it appears) but takes no room. */
  '&[hidden]': {
    display: 'none',
  },
});

/** Visually hidden but read by screen readers. */
export const srOnly = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
