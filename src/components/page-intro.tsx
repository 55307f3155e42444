import type { ComponentProps, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

function Section(props: ComponentProps<'section'>) {
  return <section css={sectionCss} {...props} />;
}

const sectionCss = (theme: Theme) => css({
  display: 'grid',
  gap: 8,
  padding: 24,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  h1: {
    fontSize: 'clamp(1.35rem, 2.5vw, 1.85rem)',
    fontWeight: 800,
    letterSpacing: '-0.01em',
  },
  p: {
    margin: 0,
    color: theme.colors.textMuted,
  },
});

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
