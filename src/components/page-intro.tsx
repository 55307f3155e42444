import type { ReactNode } from 'react';
import styled from '@emotion/styled';

const Section = styled.section`
  display: grid;
  gap: 8px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: clamp(1.35rem, 2.5vw, 1.85rem);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A page's title and one line (used by the placeholder pages; no invented content).
 * `children` render below the line.
 */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Section>
      <h1>{title}</h1>
      <p>{lead}</p>
      {children}
    </Section>
  );
}
