import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';

export interface Crumb {
  /** Already translated text. */
  label: string;
  /** Target path; the last crumb is the current page and is not a link. */
  to: string;
}

function Nav(props: ComponentProps<'nav'>) {
  return <nav css={navCss} {...props} />;
}

const navCss = (theme: Theme) => css({
  fontSize: '0.85rem',
  color: theme.colors.textMuted,
  ol: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 6,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'li + li::before': {
    content: "'/'",
    marginRight: 6,
    color: theme.colors.border,
  },
  a: {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': {
      color: theme.colors.text,
      textDecoration: 'underline',
    },
  },
  "[aria-current='page']": {
    color: theme.colors.primary,
    fontWeight: 600,
  },
});

/** Breadcrumb trail (docs/product.md §2): labelled links separated by '/', the last one highlighted as the current page. */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <Nav aria-label={label}>
      <ol>
        {items.map((crumb, i) => (
          <li key={`${crumb.to}-${i}`}>
            {i === items.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
