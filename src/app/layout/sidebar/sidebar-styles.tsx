import type { ComponentProps } from 'react';
import { type Theme, keyframes, css } from '@emotion/react';
import { maxWidth, minWidth } from '@site/lib/theme';

// Radix Dialog marks the mask and the drawer data-state="open" / "closed" and keeps them mounted until the
// closing animation ends (under prefers-reduced-motion the global style shortens both to nothing).
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideOut = keyframes`from { transform: none; } to { transform: translateX(-100%); }`;

export function Mask(props: ComponentProps<'div'>) {
  return <div css={maskCss} {...props} />;
}

const maskCss = (theme: Theme) => css({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: theme.colors.overlay,
  "&[data-state='open']": {
    animation: `${fadeIn} 200ms ease`,
  },
  "&[data-state='closed']": {
    animation: `${fadeOut} 200ms ease forwards`,
  },
});

/** The drawer (docs/product.md §9 Sidebar 20rem wide); never wider than the screen minus a strip of the page. */
export function Drawer({ widthRem, ...props }: ComponentProps<'aside'> & { widthRem: number }) {
  return <aside css={(theme) => drawerCss({ theme, widthRem })} {...props} />;
}

const drawerCss = ({ theme, widthRem }: { widthRem: number } & { theme: Theme }) =>
  css({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: 901,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${widthRem}rem, calc(100vw - 3rem))`,
  background: theme.colors.surface,
  borderRight: `1px solid ${theme.colors.border}`,
  "&[data-state='open']": {
    animation: `${slideIn} 240ms ease`,
  },
  "&[data-state='closed']": {
    animation: `${slideOut} 240ms ease forwards`,
  },
  outline: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export function DrawerHead(props: ComponentProps<'div'>) {
  return <div css={drawerHeadCss} {...props} />;
}

const drawerHeadCss = (theme: Theme) => css({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 12px 12px 16px',
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  img: {
    height: 32,
    width: 'auto',
    display: 'block',
  },
});

export function Section(props: ComponentProps<'section'>) {
  return <section css={sectionCss} {...props} />;
}

const sectionCss = (theme: Theme) => css({
  padding: '12px 10px 4px',
  h2: {
    margin: '4px 8px 8px',
    fontSize: '0.72rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: theme.colors.textMuted,
  },
  ul: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'ul ul': {
    margin: '2px 0 6px 18px',
    paddingLeft: 10,
    borderLeft: `1px solid ${theme.colors.border}`,
  },
});

/** One menu row; `.small-only` / `.large-only` implement the spec's screen-size rules for special items. */
export function Row(props: ComponentProps<'li'>) {
  return <li css={rowCss} {...props} />;
}

const rowCss = (theme: Theme) => css({
  '&.small-only': {
    [minWidth(theme.breakpoints.md)]: {
      display: 'none',
    },
  },
  '&.large-only': {
    [maxWidth(theme.breakpoints.md)]: {
      display: 'none',
    },
  },
  '> a, > button': {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    width: '100%',
    minHeight: 44,
    padding: '8px 10px',
    border: 0,
    borderRadius: theme.radii.md,
    background: 'transparent',
    color: theme.colors.text,
    fontSize: '0.95rem',
    fontWeight: 600,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': {
      background: theme.colors.surfaceRaised,
    },
    "&[aria-current='page']": {
      background: theme.colors.surfaceRaised,
      color: theme.colors.primary,
    },
  },
  '.label': {
    flex: '1 1 auto',
  },
  '.chevron': {
    transition: 'transform 160ms',
    color: theme.colors.textMuted,
  },
  "[aria-expanded='true'] .chevron": {
    transform: 'rotate(180deg)',
  },
});

export function Badge(props: ComponentProps<'span'>) {
  return <span css={badgeCss} {...props} />;
}

const badgeCss = (theme: Theme) => css({
  padding: '2px 8px',
  borderRadius: theme.radii.pill,
  background: theme.colors.danger,
  color: theme.colors.surface,
  fontSize: '0.68rem',
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export function Bottom(props: ComponentProps<'div'>) {
  return <div css={bottomCss} {...props} />;
}

const bottomCss = (theme: Theme) => css({
  marginTop: 'auto',
  display: 'grid',
  gap: 18,
  padding: 16,
  borderTop: `1px solid ${theme.colors.border}`,
  h2: {
    margin: '0 0 8px',
    fontSize: '0.72rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    color: theme.colors.textMuted,
  },
});

export function Pills(props: ComponentProps<'div'>) {
  return <div css={pillsCss} {...props} />;
}

export const pillsCss = (theme: Theme) => css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  'button, a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    minHeight: 36,
    minWidth: 36,
    padding: '0 14px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    fontWeight: 600,
    fontSize: '0.85rem',
    cursor: 'pointer',
    "&[aria-pressed='true']": {
      borderColor: theme.colors.primary,
      color: theme.colors.primary,
    },
    '&:hover': {
      borderColor: theme.colors.primary,
    },
  },
  a: {
    padding: 0,
    width: 40,
  },
});
