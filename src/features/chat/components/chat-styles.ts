import styled from '@emotion/styled';
import { maxWidth } from '@site/lib/theme';

/** Docked, non-modal panel at the bottom right; the chat is a desktop feature (docs/product.md §2: hidden on small screens). */
export const Panel = styled.aside`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 950;
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 32px));
  height: min(560px, calc(100vh - 96px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 64px ${({ theme }) => theme.colors.overlay};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    display: none;
  }
`;

export const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 12px 12px 18px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1rem;
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      background: ${({ theme }) => theme.colors.border};
    }
  }
`;

export const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  &[hidden] {
    display: none;
  }
`;

export const Fallback = styled.div`
  display: grid;
  align-content: start;
  gap: 14px;
  padding: 18px;
  overflow-y: auto;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

/** A slim row of the support channels under the chat frame. */
export const Channels = styled.nav`
  display: flex;
  justify-content: center;
  gap: 8px;
  padding: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  }
`;
