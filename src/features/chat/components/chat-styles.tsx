import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { maxWidth } from '@site/lib/theme';

/** Docked, non-modal panel at the bottom right; the chat is a desktop feature (docs/product.md §2: hidden on small screens). */
export function Panel(props: ComponentProps<'aside'>) {
  return <aside css={panelCss} {...props} />;
}

const panelCss = (theme: Theme) => css({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 950,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(380px, calc(100vw - 32px))',
  height: 'min(560px, calc(100vh - 96px))',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: `0 24px 64px ${theme.colors.overlay}`,
  overflow: 'hidden',
  '&[hidden]': {
    display: 'none',
  },
  [maxWidth(theme.breakpoints.md)]: {
    display: 'none',
  },
});

export function TitleBar(props: ComponentProps<'div'>) {
  return <div css={titleBarCss} {...props} />;
}

const titleBarCss = (theme: Theme) => css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 12px 12px 18px',
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceRaised,
  h2: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    margin: 0,
    fontSize: '1rem',
  },
  button: {
    display: 'inline-grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    border: 0,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:hover': {
      color: theme.colors.text,
      background: theme.colors.border,
    },
  },
});

export function Frame({ title, ...props }: ComponentProps<'iframe'>) {
  return <iframe css={frameCss} title={title} {...props} />;
}

const frameCss = (theme: Theme) => css({
  flex: 1,
  width: '100%',
  border: 0,
  background: theme.colors.background,
  '&[hidden]': {
    display: 'none',
  },
});

export function Fallback(props: ComponentProps<'div'>) {
  return <div css={fallbackCss} {...props} />;
}

const fallbackCss = (theme: Theme) => css({
  display: 'grid',
  alignContent: 'start',
  gap: 14,
  padding: 18,
  overflowY: 'auto',
  p: {
    margin: 0,
    color: theme.colors.textMuted,
  },
  ul: {
    display: 'grid',
    gap: 8,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    padding: '12px 14px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': {
      borderColor: theme.colors.primary,
    },
  },
});

/** A slim row of the support channels under the chat frame. */
export function Channels(props: ComponentProps<'nav'>) {
  return <nav css={channelsCss} {...props} />;
}

const channelsCss = (theme: Theme) => css({
  display: 'flex',
  justifyContent: 'center',
  gap: 8,
  padding: 8,
  borderTop: `1px solid ${theme.colors.border}`,
  a: {
    display: 'inline-grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: theme.radii.pill,
    color: theme.colors.textMuted,
    '&:hover': {
      color: theme.colors.primary,
      background: theme.colors.surfaceRaised,
    },
  },
});
