import type { ComponentProps, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Icon } from '@site/components/icons';

function Box(props: ComponentProps<'div'>) {
  return <div css={boxCss} {...props} />;
}

const boxCss = (theme: Theme) => css({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: '40px 16px',
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  textAlign: 'center',
  color: theme.colors.textMuted,
  h2: {
    margin: 0,
    fontSize: '1.1rem',
    color: theme.colors.text,
  },
  p: {
    margin: 0,
  },
});

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
