import styled from '@emotion/styled';
import { maxWidth, minWidth, skipWhileOffscreen } from '@site/lib/theme';

export const FooterBox = styled.footer`
  margin-top: 48px;
  /* The footer's usual height on a phone and from the lg breakpoint: what it holds while not yet drawn. */
  ${({ theme }) => skipWhileOffscreen({ px: 890, widePx: 560, wideFromPx: theme.breakpoints.lg })}
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Wrap = styled.div`
  max-width: 1440px;
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 28px;
`;

export const Columns = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: 1fr;
  ${({ theme }) => minWidth(theme.breakpoints.sm)} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => minWidth(theme.breakpoints.lg)} {
    grid-template-columns: 1fr 1fr 1.4fr;
  }
  h2 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

/** A monochrome logo painted in a theme colour through a CSS mask (logo files are single-colour SVGs). */
export const MaskLogo = styled('span', { shouldForwardProp: (p) => p !== 'src' && p !== 'w' && p !== 'h' })<{
  src: string;
  w: number;
  h: number;
}>`
  display: inline-block;
  width: ${({ w }) => w}px;
  height: ${({ h }) => h}px;
  background: currentColor;
  mask: url('${({ src }) => src}') center / contain no-repeat;
  -webkit-mask: url('${({ src }) => src}') center / contain no-repeat;
`;

export const Providers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: 10px;
  margin: 0;
  padding: 20px 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* docs/product.md §2: hidden on extra-small screens */
  ${({ theme }) => maxWidth(theme.breakpoints.sm)} {
    display: none;
  }
  li {
    display: grid;
    place-items: center;
    height: 52px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    transition: color 150ms;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

export const Legal = styled.div`
  display: grid;
  gap: 14px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.82rem;
  line-height: 1.6;
  p {
    margin: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px 24px;
  }
  img {
    height: 30px;
    width: auto;
    display: block;
  }
  a {
    color: inherit;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

export const ToTop = styled.button`
  margin-left: auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.85rem;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
