import type { ReactNode } from 'react';
import styled from '@emotion/styled';

const Box = styled.section`
  display: grid;
  gap: 16px;
  align-content: start;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  header { display: grid; gap: 4px; }
  h2 { margin: 0; font-size: 1.1rem; font-weight: 800; }
  header p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

/** A titled section of the responsible-gaming page: heading, one short line, content. */
export function Panel({ title, lead, children, id }: { title: string; lead?: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Box aria-labelledby={headingId} id={id}>
      <header>
        <h2 id={headingId}>{title}</h2>
        {lead ? <p>{lead}</p> : null}
      </header>
      {children}
    </Box>
  );
}
