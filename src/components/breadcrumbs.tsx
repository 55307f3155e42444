import styled from '@emotion/styled';
import { Link } from 'react-router';

export interface Crumb {
  /** Already translated text. */
  label: string;
  /** Target path; the last crumb is the current page and is not a link. */
  to: string;
}

const Nav = styled.nav`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.border};
  }
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
    }
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

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
