import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { maxWidth, minWidth } from '@site/lib/theme';

export type DialogVariant = 'default' | 'fullpage' | 'sheet' | 'fullsheet';

const isSheet = (variant: DialogVariant) => variant === 'sheet' || variant === 'fullsheet';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

/** Dim full-viewport layer; centres the panel on desktop, anchors a sheet to the bottom on mobile. */
export const Backdrop = styled('div', { shouldForwardProp: (p) => p !== 'variant' })<{ variant: DialogVariant }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 180ms ease-out;
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    align-items: ${({ variant }) => (isSheet(variant) ? 'flex-end' : 'stretch')};
  }
`;

/** The dialog box itself (docs/product.md §9: desktop width clamp(110px,90vw,990px); heights from the caller). */
export const Panel = styled('div', { shouldForwardProp: (p) => p !== 'variant' && p !== 'desktopHeight' })<{
  variant: DialogVariant;
  desktopHeight?: number;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  overflow: hidden;
  width: 100%;
  height: 100%;
  animation: ${rise} 200ms ease-out;
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    ${({ variant, theme }) => {
      // 'fullsheet': a bottom sheet the full height of the screen (docs/product.md §9: the notification panel on mobile).
      if (variant === 'fullsheet') return 'height: 100dvh; max-height: 100dvh;';
      if (variant === 'sheet') return `height: auto; max-height: 92vh; border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;`;
      return 'height: 100%;';
    }}
    ${({ variant }) => (isSheet(variant) ? `animation: ${slideUp} 240ms ease-out;` : '')}
  }
  ${({ theme }) => minWidth(theme.breakpoints.md)} {
    ${({ variant, desktopHeight, theme }) =>
      variant === 'fullpage'
        ? 'width: 100vw; height: 100vh;'
        : `width: clamp(110px, 90vw, 990px);
           height: ${desktopHeight ? `min(${desktopHeight}px, 90vh)` : 'auto'};
           max-height: 90vh;
           border-radius: ${theme.radii.lg};
           border: 1px solid ${theme.colors.border};
           box-shadow: 0 24px 64px ${theme.colors.overlay};`}
  }
`;

export const TitleBar = styled('div', { shouldForwardProp: (p) => p !== 'hasTitle' })<{ hasTitle: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: ${({ hasTitle }) => (hasTitle ? '16px 16px 12px 24px' : '12px 12px 0')};
  ${({ hasTitle }) => (hasTitle ? '' : 'position: absolute; top: 0; right: 0; z-index: 1;')}
  h2 {
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: color 120ms, background 120ms;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.border};
  }
`;

/** Scrolls when the content is taller than the panel (spec: height max 90vh, scroll inside). */
export const Body = styled('div', { shouldForwardProp: (p) => p !== 'hasTitle' })<{ hasTitle: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Without a title bar the close button floats top-right, so content starts below it. */
  padding: ${({ hasTitle }) => (hasTitle ? '0 24px 24px' : '56px 24px 24px')};
`;
