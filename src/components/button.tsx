import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link, NavLink } from 'react-router';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'icon';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

const palette = (theme: Theme, variant: ButtonVariant) =>
  ({
    primary: css({
      background: theme.colors.primary,
      color: theme.colors.primaryText,
      borderColor: theme.colors.primary,
    }),
    accent: css({
      background: theme.colors.accent,
      color: theme.colors.accentText,
      borderColor: theme.colors.accent,
    }),
    outline: css({
      background: 'transparent',
      color: theme.colors.text,
      borderColor: theme.colors.border,
      '&:hover': {
        borderColor: theme.colors.primary,
        color: theme.colors.primary,
      },
    }),
    ghost: css({
      background: 'transparent',
      color: theme.colors.text,
      borderColor: 'transparent',
      '&:hover': {
        background: theme.colors.surfaceRaised,
      },
    }),
  })[variant];

/** Shared look of buttons and button-like links: theme colours, pill radius, 40 px (sm 34 px) touch height. */
export const buttonStyles = ({ theme, variant = 'primary', size = 'md', block = false }: StyleProps & { theme: Theme }) => css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  flex: 'none',
  width: block ? '100%' : 'auto',
  minHeight: size === 'sm' ? 34 : 40,
  minWidth: size === 'icon' ? 40 : 'auto',
  padding: size === 'icon' ? 0 : size === 'sm' ? '0 14px' : '0 20px',
  border: '1px solid transparent',
  borderRadius: theme.radii.pill,
  fontSize: size === 'sm' ? '0.85rem' : '0.925rem',
  fontWeight: 700,
  letterSpacing: '0.01em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'filter 120ms, background 120ms, color 120ms, border-color 120ms, transform 80ms',
  '&:hover': {
    filter: 'brightness(1.08)',
  },
  '&:active': {
    transform: 'translateY(1px)',
  },
  "&[aria-current='page']": {
    color: theme.colors.primary,
  },
  '&:disabled': {
    opacity: 0.55,
    cursor: 'not-allowed',
  },
}, palette(theme, variant));

/** The shared look for these props, as the css prop of a button or link takes it. */
const styledBy =
  ({ variant, size, block }: StyleProps) =>
  (theme: Theme) =>
    buttonStyles({ theme, variant, size, block });

/** `<button>` in the shared look; `type="button"` unless told otherwise (no accidental form submits). */
export function Button({ type = 'button', variant, size, block, ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} css={styledBy({ variant, size, block })} {...props} />;
}

/** react-router `<Link>` that looks like a Button. */
export function LinkButton({ variant, size, block, ...props }: ComponentProps<typeof Link> & StyleProps) {
  return <Link css={styledBy({ variant, size, block })} {...props} />;
}

/** react-router `<NavLink>` that looks like a Button; the current page's link is highlighted (aria-current). */
export function NavLinkButton({ variant, size, block, ...props }: ComponentProps<typeof NavLink> & StyleProps) {
  return <NavLink css={styledBy({ variant, size, block })} {...props} />;
}
