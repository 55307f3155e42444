import styled from '@emotion/styled';
import { Link } from 'react-router';
import { maxWidth, minWidth } from '@site/lib/theme';
import { alpha } from '@site/components/color';

export const Bar = styled('header', { shouldForwardProp: (p) => p !== 'hidden' })<{ hidden: boolean }>`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => alpha(theme.colors.surface, 92)};
  backdrop-filter: saturate(140%) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateY(${({ hidden }) => (hidden ? '-100%' : '0')});
  transition: transform 220ms ease;
  /* A keyboard user tabbing into a hidden header must see it. */
  &:focus-within {
    transform: none;
  }
`;

/** Header bar height in px on desktop; phones use HEADER_HEIGHT_PHONE. Toasts sit below it. */
export const HEADER_HEIGHT = 64;
export const HEADER_HEIGHT_PHONE = 56;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: ${HEADER_HEIGHT}px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 16px;
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    height: ${HEADER_HEIGHT_PHONE}px;
    padding: 0 10px;
    gap: 8px;
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  img {
    display: block;
    height: 36px;
    width: auto;
  }
  ${({ theme }) => maxWidth(theme.breakpoints.sm)} {
    img {
      height: 30px;
    }
  }
`;

/** Desktop quick links; shown from `fromPx` wide (players' headers carry more actions, so they need more room). */
export const QuickNav = styled('nav', { shouldForwardProp: (p) => p !== 'fromPx' })<{ fromPx: number }>`
  display: none;
  margin-left: 12px;
  ${({ fromPx }) => minWidth(fromPx)} {
    display: flex;
    gap: 4px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.9rem;
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
    &.active {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

export const Spacer = styled.div`
  flex: 1 1 auto;
`;

/** Visible from the desktop breakpoint (900 px) up; the mobile bottom bar covers the same actions below it. */
export const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    display: none;
  }
  /* Between 900 and 1100 px the labels of secondary actions give way to their icons. */
  ${({ theme }) => maxWidth(theme.breakpoints.lg)} {
    .wide-only {
      display: none;
    }
  }
`;

export const BalanceBox = styled.div`
  display: grid;
  line-height: 1.15;
  text-align: right;
  padding: 0 4px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.72rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
    font-variant-numeric: tabular-nums;
  }
`;

export const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 12px 4px 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-decoration: none;
  line-height: 1.15;
  max-width: 200px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  > span:first-of-type {
    display: inline-grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.72rem;
  }
  strong {
    display: block;
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
