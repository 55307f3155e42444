import styled from '@emotion/styled';
import { alpha } from '@site/components/color';
import { maxWidth } from '@site/lib/theme';

/** Fills the sheet on phones (docs/product.md §2: full-height bottom sheet); on desktop the 582 px panel sets the height. */
export const PanelBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ theme }) => maxWidth(theme.breakpoints.md)} {
    flex: 1 0 auto;
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** The line above the list: the unread summary (with the zone the times are in) and Mark all as read. */
export const SummaryRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

export const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[data-unread='true'] {
    border-color: ${({ theme }) => alpha(theme.colors.primary, 55)};
    background: ${({ theme }) => alpha(theme.colors.primary, 7)};
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  .text {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  .title {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-unread='false'] .title {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    display: grid;
    justify-items: end;
    gap: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const UnreadDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

export const Empty = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
  align-content: center;
  gap: 12px;
  min-height: 240px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: 6px 12px 6px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Detail = styled.article`
  display: grid;
  gap: 16px;
  header {
    display: flex;
    align-items: center;
    gap: 14px;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  .meta {
    display: flex;
    gap: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  .note {
    margin: 0;
    line-height: 1.55;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
