import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { maxWidth, minWidth } from '@site/lib/theme';

// Radix Dialog marks the mask and the drawer data-state="open" / "closed" and keeps them mounted until the
// closing animation ends (under prefers-reduced-motion the global style shortens both to nothing).
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideOut = keyframes`from { transform: none; } to { transform: translateX(-100%); }`;

export const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} 200ms ease;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 200ms ease forwards;
  }
`;

/** The drawer (docs/product.md §9 Sidebar 20rem wide); never wider than the screen minus a strip of the page. */
export const Drawer = styled('aside', { shouldForwardProp: (p) => p !== 'widthRem' })<{ widthRem: number }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 901;
  display: flex;
  flex-direction: column;
  width: min(${({ widthRem }) => widthRem}rem, calc(100vw - 3rem));
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  &[data-state='open'] {
    animation: ${slideIn} 240ms ease;
  }
  &[data-state='closed'] {
    animation: ${slideOut} 240ms ease forwards;
  }
  outline: none;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const DrawerHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img {
    height: 32px;
    width: auto;
    display: block;
  }
`;

export const Section = styled.section`
  padding: 12px 10px 4px;
  h2 {
    margin: 4px 8px 8px;
    font-size: 0.72rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    margin: 2px 0 6px 18px;
    padding-left: 10px;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** One menu row; `.small-only` / `.large-only` implement the spec's screen-size rules for special items. */
export const Row = styled.li`
  &.small-only {
    ${({ theme }) => minWidth(theme.breakpoints.md)} {
      display: none;
    }
  }
  &.large-only {
    ${({ theme }) => maxWidth(theme.breakpoints.md)} {
      display: none;
    }
  }
  > a,
  > button {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surfaceRaised};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  .label {
    flex: 1 1 auto;
  }
  .chevron {
    transition: transform 160ms;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

export const Badge = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.68rem;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export const Bottom = styled.div`
  margin-top: auto;
  display: grid;
  gap: 18px;
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 8px;
    font-size: 0.72rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button,
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 36px;
    min-width: 36px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: 0.85rem;
    cursor: pointer;
    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  a {
    padding: 0;
    width: 40px;
  }
`;
