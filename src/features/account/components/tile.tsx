import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css, useTheme, type Theme } from '@emotion/react';
import { tint } from '@site/forms/styles';

const tileCss = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 14px;
  align-items: center;
  width: 100%;
  min-height: 84px;
  padding: 16px;
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: border-color 120ms, transform 80ms;
  &:hover { border-color: ${theme.colors.primary}; }
  &:active { transform: translateY(1px); }
  &:focus-visible { outline: 3px solid ${tint(theme.colors.primary, 50)}; outline-offset: 2px; }
  .icon { grid-row: span 2; display: grid; place-items: center; width: 48px; height: 48px; border-radius: ${theme.radii.md};
    background: ${tint(theme.colors.primary, 15)}; color: ${theme.colors.primary}; }
  .title { font-weight: 700; }
  .text { font-size: 13px; color: ${theme.colors.textMuted}; }
`;

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
