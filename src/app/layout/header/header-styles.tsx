import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { maxWidth, minWidth } from '@site/lib/theme';
import { alpha } from '@site/components/color';

export function Bar({ hidden, ...props }: ComponentProps<'header'> & { hidden: boolean }) {
  return <header css={(theme) => barCss({ theme, hidden })} {...props} />;
}

const barCss = ({ theme, hidden }: { hidden: boolean } & { theme: Theme }) =>
  css({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: alpha(theme.colors.surface, 92),
  backdropFilter: 'saturate(140%) blur(10px)',
  borderBottom: `1px solid ${theme.colors.border}`,
  transform: `translateY(${hidden ? '-100%' : '0'})`,
  transition: 'transform 220ms ease',
  /* A keyboard user tabbing into a hidden header must see it. */
  '&:focus-within': {
    transform: 'none',
  },
});

/** Header bar height in px on desktop; phones use HEADER_HEIGHT_PHONE. Toasts sit below it. */
export const HEADER_HEIGHT = 64;
export const HEADER_HEIGHT_PHONE = 56;

export function Inner(props: ComponentProps<'div'>) {
  return <div css={innerCss} {...props} />;
}

const innerCss = (theme: Theme) => css({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  height: `${HEADER_HEIGHT}px`,
  maxWidth: 1440,
  margin: '0 auto',
  padding: '0 16px',
  [maxWidth(theme.breakpoints.md)]: {
    height: `${HEADER_HEIGHT_PHONE}px`,
    padding: '0 10px',
    gap: 8,
  },
});

export function LogoLink(props: ComponentProps<typeof Link>) {
  return <Link css={logoLinkCss} {...props} />;
}

const logoLinkCss = (theme: Theme) => css({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  img: {
    display: 'block',
    height: 36,
    width: 'auto',
  },
  [maxWidth(theme.breakpoints.sm)]: {
    img: {
      height: 30,
    },
  },
});

/** Desktop quick links; shown from `fromPx` wide (players' headers carry more actions, so they need more room). */
export function QuickNav({ fromPx, ...props }: ComponentProps<'nav'> & { fromPx: number }) {
  return <nav css={(theme) => quickNavCss({ theme, fromPx })} {...props} />;
}

const quickNavCss = ({ theme, fromPx }: { fromPx: number } & { theme: Theme }) =>
  css({
  display: 'none',
  marginLeft: 12,
  [minWidth(fromPx)]: {
    display: 'flex',
    gap: 4,
  },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '8px 12px',
    borderRadius: theme.radii.pill,
    color: theme.colors.textMuted,
    fontWeight: 600,
    fontSize: '0.9rem',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:hover': {
      color: theme.colors.text,
      background: theme.colors.surfaceRaised,
    },
    '&.active': {
      color: theme.colors.primary,
    },
  },
});

export function Spacer(props: ComponentProps<'div'>) {
  return <div css={spacerCss} {...props} />;
}

const spacerCss = css({
  flex: '1 1 auto',
});

/** Visible from the desktop breakpoint (900 px) up; the mobile bottom bar covers the same actions below it. */
export function DesktopOnly(props: ComponentProps<'div'>) {
  return <div css={desktopOnlyCss} {...props} />;
}

const desktopOnlyCss = (theme: Theme) => css({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  [maxWidth(theme.breakpoints.md)]: {
    display: 'none',
  },
  /* Between 900 and 1100 px the labels of secondary actions give way to their icons. */
  [maxWidth(theme.breakpoints.lg)]: {
    '.wide-only': {
      display: 'none',
    },
  },
});

export function BalanceBox(props: ComponentProps<'div'>) {
  return <div css={balanceBoxCss} {...props} />;
}

const balanceBoxCss = (theme: Theme) => css({
  display: 'grid',
  lineHeight: 1.15,
  textAlign: 'right',
  padding: '0 4px',
  small: {
    color: theme.colors.textMuted,
    fontSize: '0.72rem',
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  strong: {
    color: theme.colors.text,
    fontSize: '0.95rem',
    fontVariantNumeric: 'tabular-nums',
  },
});

export function AccountLink(props: ComponentProps<typeof Link>) {
  return <Link css={accountLinkCss} {...props} />;
}

const accountLinkCss = (theme: Theme) => css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px 4px 4px',
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  textDecoration: 'none',
  lineHeight: 1.15,
  maxWidth: 200,
  '&:hover': {
    borderColor: theme.colors.primary,
  },
  '> span:first-of-type': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 30,
    height: 30,
    borderRadius: '50%',
    background: theme.colors.surfaceRaised,
    color: theme.colors.primary,
  },
  small: {
    display: 'block',
    color: theme.colors.textMuted,
    fontSize: '0.72rem',
  },
  strong: {
    display: 'block',
    fontSize: '0.9rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});
