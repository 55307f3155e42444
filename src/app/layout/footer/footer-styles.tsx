import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { maxWidth, minWidth, skipWhileOffscreen } from '@site/lib/theme';

export function FooterBox(props: ComponentProps<'footer'>) {
  return <footer css={footerBoxCss} {...props} />;
}

const footerBoxCss = (theme: Theme) => css({
  marginTop: 48,
  /* The footer's usual height on a phone and from the lg breakpoint: what it holds while not yet drawn. */
}, skipWhileOffscreen({ px: 890, widePx: 560, wideFromPx: theme.breakpoints.lg }), {
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: '0.9rem',
});

export function Wrap(props: ComponentProps<'div'>) {
  return <div css={wrapCss} {...props} />;
}

const wrapCss = css({
  maxWidth: 1440,
  margin: '0 auto',
  padding: '32px 16px',
  display: 'grid',
  gap: 28,
});

export function Columns(props: ComponentProps<'div'>) {
  return <div css={columnsCss} {...props} />;
}

const columnsCss = (theme: Theme) => css({
  display: 'grid',
  gap: 28,
  gridTemplateColumns: '1fr',
  [minWidth(theme.breakpoints.sm)]: {
    gridTemplateColumns: '1fr 1fr',
  },
  [minWidth(theme.breakpoints.lg)]: {
    gridTemplateColumns: '1fr 1fr 1.4fr',
  },
  h2: {
    margin: '0 0 12px',
    color: theme.colors.text,
    fontSize: '0.8rem',
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
  ul: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: 8,
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    textDecoration: 'none',
    '&:hover': {
      color: theme.colors.primary,
    },
  },
});

/** A monochrome logo painted in a theme colour through a CSS mask (logo files are single-colour SVGs). */
export function MaskLogo({ w, h, src, ...props }: ComponentProps<'span'> & {
  src: string;
  w: number;
  h: number;
}) {
  return <span css={maskLogoCss({ w, h, src })} {...props} />;
}

const maskLogoCss = ({ w, h, src }: {
  src: string;
  w: number;
  h: number;
}) =>
  css({
  display: 'inline-block',
  width: `${w}px`,
  height: `${h}px`,
  background: 'currentColor',
  mask: `url('${src}') center / contain no-repeat`,
  WebkitMask: `url('${src}') center / contain no-repeat`,
});

export function Providers(props: ComponentProps<'ul'>) {
  return <ul css={providersCss} {...props} />;
}

const providersCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  gap: 10,
  margin: 0,
  padding: '20px 0 0',
  listStyle: 'none',
  borderTop: `1px solid ${theme.colors.border}`,
  /* docs/product.md §2: hidden on extra-small screens */
  [maxWidth(theme.breakpoints.sm)]: {
    display: 'none',
  },
  li: {
    display: 'grid',
    placeItems: 'center',
    height: 52,
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceRaised,
    color: theme.colors.textMuted,
    transition: 'color 150ms',
    '&:hover': {
      color: theme.colors.text,
    },
  },
});

export function Legal(props: ComponentProps<'div'>) {
  return <div css={legalCss} {...props} />;
}

const legalCss = (theme: Theme) => css({
  display: 'grid',
  gap: 14,
  paddingTop: 20,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: '0.82rem',
  lineHeight: 1.6,
  p: {
    margin: 0,
  },
  '.row': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '16px 24px',
  },
  img: {
    height: 30,
    width: 'auto',
    display: 'block',
  },
  a: {
    color: 'inherit',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    '&:hover': {
      color: theme.colors.text,
    },
  },
});

export function ToTop(props: ComponentProps<'button'>) {
  return <button css={toTopCss} {...props} />;
}

const toTopCss = (theme: Theme) => css({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 14px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontWeight: 600,
  fontSize: '0.85rem',
  cursor: 'pointer',
  '&:hover': {
    borderColor: theme.colors.primary,
  },
});
