import type { ComponentProps, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';

function Box(props: ComponentProps<'section'>) {
  return <section css={boxCss} {...props} />;
}

const boxCss = (theme: Theme) => css({
  display: 'grid',
  gap: 16,
  alignContent: 'start',
  padding: 20,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  header: {
    display: 'grid',
    gap: 4,
  },
  h2: {
    margin: 0,
    fontSize: '1.1rem',
    fontWeight: 800,
  },
  'header p': {
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: '0.9rem',
  },
});

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
