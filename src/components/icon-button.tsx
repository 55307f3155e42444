import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Icon, type AnyIconName } from './icons';

/**
 * The look of a round icon-only control (border, pill shape, raised surface, primary colour on hover): IconButton's,
 * and the banner carousel's Pause/Play button's. Size and position are the user's.
 */
export const roundControl = (theme: Theme) => css({
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': {
    borderColor: theme.colors.primary,
    color: theme.colors.primary,
  },
});

function Round(props: ComponentProps<'button'>) {
  return <button css={roundCss} {...props} />;
}

const roundCss = (theme: Theme) => css(roundControl(theme), {
  position: 'relative',
  flex: 'none',
  width: 40,
  height: 40,
  transition: 'background 120ms, color 120ms, border-color 120ms',
});

/** Corner count bubble, e.g. unread notifications. */
export function CountBadge(props: ComponentProps<'span'>) {
  return <span css={countBadgeCss} {...props} />;
}

const countBadgeCss = (theme: Theme) => css({
  position: 'absolute',
  top: -4,
  right: -4,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: theme.radii.pill,
  background: theme.colors.danger,
  /* surface reads well on danger in both dark and light brands */
  color: theme.colors.surface,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: AnyIconName;
  /** Accessible name; icon-only controls must have one. */
  label: string;
  /** Shown as a badge when above 0; `badgeText` overrides the text (e.g. "9+"). */
  badgeText?: string;
}

/** Round 40 px icon-only button with an accessible label and an optional count badge. */
export function IconButton({ icon, label, badgeText, ...rest }: IconButtonProps) {
  return (
    <Round type="button" aria-label={label} title={label} {...rest}>
      <Icon name={icon} />
      {badgeText ? <CountBadge aria-hidden="true">{badgeText}</CountBadge> : null}
    </Round>
  );
}

/** Badge text for a count (docs/product.md §9: the count, shown as "9+" at 9 or more); '' for none. */
export function badgeFor(count: number, max: number): string {
  if (count <= 0) return '';
  return count >= max ? `${max}+` : String(count);
}
