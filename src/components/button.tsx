import type { ComponentProps } from 'react';
import styled from '@emotion/styled';
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
    primary: css`
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      border-color: ${theme.colors.primary};
    `,
    accent: css`
      background: ${theme.colors.accent};
      color: ${theme.colors.accentText};
      border-color: ${theme.colors.accent};
    `,
    outline: css`
      background: transparent;
      color: ${theme.colors.text};
      border-color: ${theme.colors.border};
      &:hover {
        border-color: ${theme.colors.primary};
        color: ${theme.colors.primary};
      }
    `,
    ghost: css`
      background: transparent;
      color: ${theme.colors.text};
      border-color: transparent;
      &:hover {
        background: ${theme.colors.surfaceRaised};
      }
    `,
  })[variant];

/** Shared look of buttons and button-like links: theme colours, pill radius, 40 px (sm 34 px) touch height. */
export const buttonStyles = ({ theme, variant = 'primary', size = 'md', block = false }: StyleProps & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  flex: none;
  width: ${block ? '100%' : 'auto'};
  min-height: ${size === 'sm' ? 34 : 40}px;
  min-width: ${size === 'icon' ? '40px' : 'auto'};
  padding: ${size === 'icon' ? '0' : size === 'sm' ? '0 14px' : '0 20px'};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  font-size: ${size === 'sm' ? '0.85rem' : '0.925rem'};
  font-weight: 700;
  letter-spacing: 0.01em;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    filter 120ms,
    background 120ms,
    color 120ms,
    border-color 120ms,
    transform 80ms;
  &:hover {
    filter: brightness(1.08);
  }
  &:active {
    transform: translateY(1px);
  }
  &[aria-current='page'] {
    color: ${theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${palette(theme, variant)}
`;

const forwardable = (prop: string) => !['variant', 'size', 'block'].includes(prop);

const StyledButton = styled('button', { shouldForwardProp: forwardable })<StyleProps>(buttonStyles);

/** `<button>` in the shared look; `type="button"` unless told otherwise (no accidental form submits). */
export function Button({ type = 'button', ...props }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...props} />;
}

/** react-router `<Link>` that looks like a Button. */
export const LinkButton = styled(Link, { shouldForwardProp: forwardable })<StyleProps>(buttonStyles);

/** react-router `<NavLink>` that looks like a Button; the current page's link is highlighted (aria-current). */
export const NavLinkButton = styled(NavLink, { shouldForwardProp: forwardable })<StyleProps>(buttonStyles);
