import type { ButtonHTMLAttributes } from 'react';
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon, type AnyIconName } from './icons';

/**
 * The look of a round icon-only control (border, pill shape, raised surface, primary colour on hover): IconButton's,
 * and the banner carousel's Pause/Play button's. Size and position are the user's.
 */
export const roundControl = ({ theme }: { theme: Theme }) => css`
  display: inline-grid;
  place-items: center;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const Round = styled.button`
  ${roundControl};
  position: relative;
  flex: none;
  width: 40px;
  height: 40px;
  transition:
    background 120ms,
    color 120ms,
    border-color 120ms;
`;

/** Corner count bubble, e.g. unread notifications. */
export const CountBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  /* surface reads well on danger in both dark and light brands */
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

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
