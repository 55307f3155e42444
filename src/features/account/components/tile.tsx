import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css, useTheme, type Theme } from '@emotion/react';
import { tint } from '@site/forms/styles';

const tileCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 14px',
  alignItems: 'center',
  width: '100%',
  minHeight: 84,
  padding: 16,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'border-color 120ms, transform 80ms',
  '&:hover': {
    borderColor: theme.colors.primary,
  },
  '&:active': {
    transform: 'translateY(1px)',
  },
  '&:focus-visible': {
    outline: `3px solid ${tint(theme.colors.primary, 50)}`,
    outlineOffset: 2,
  },
  '.icon': {
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    borderRadius: theme.radii.md,
    background: tint(theme.colors.primary, 15),
    color: theme.colors.primary,
  },
  '.title': {
    fontWeight: 700,
  },
  '.text': {
    fontSize: 13,
    color: theme.colors.textMuted,
  },
});

interface TileProps {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A dashboard tile that navigates (docs/product.md §2 Dashboard tiles). */
export function LinkTile({ to, ...props }: TileProps & { to: string }) {
  const theme = useTheme();
  return (
    <Link to={to} css={tileCss(theme)}>
      <TileBody {...props} />
    </Link>
  );
}

/** A dashboard tile that acts instead of navigating (change password, log out). */
export function ActionTile({ onClick, ...props }: TileProps & { onClick: () => void }) {
  const theme = useTheme();
  return (
    <button type="button" onClick={onClick} css={tileCss(theme)}>
      <TileBody {...props} />
    </button>
  );
}

function TileBody({ icon, title, text }: TileProps) {
  return (
    <>
      <span className="icon" aria-hidden="true">
        {icon}
      </span>
      <span className="title">{title}</span>
      <span className="text">{text}</span>
    </>
  );
}
