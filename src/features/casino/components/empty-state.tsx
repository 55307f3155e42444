import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Icon } from '@site/components/icons';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 40px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 { margin: 0; font-size: 1.1rem; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 0; }
`;

/** The lobby's empty (or failed) state: a title, a line and an optional action. */
export function EmptyState({ title, lead, action }: { title: string; lead?: string; action?: ReactNode }) {
  return (
    <Box role="status" data-testid="games-empty">
      <Icon name="games" size={36} />
      <h2>{title}</h2>
      {lead ? <p>{lead}</p> : null}
      {action}
    </Box>
  );
}
